/**
 * The build manifest (dist/manifest.json, written by build.mjs):
 * `{ "entries": { "boot": { "file": "assets/boot-HASH.js", "css": [...], "imports": [...] } } }`.
 * Read when it changes; a missing or malformed manifest means "not built".
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

export interface BootAssets {
  readonly file: string;
  readonly css: readonly string[];
  readonly imports: readonly string[];
}

const cache = new Map<string, { mtimeMs: number; assets: BootAssets | undefined }>();

const isAssetPath = (v: unknown): v is string => typeof v === 'string' && /^assets\/[A-Za-z0-9._\-/]+$/.test(v) && !v.includes('..');

/** The boot entry's assets, or undefined when dist/manifest.json is missing or malformed. */
export async function readBootAssets(distDir: string): Promise<BootAssets | undefined> {
  const file = join(distDir, 'manifest.json');
  let mtimeMs: number;
  try {
    mtimeMs = (await stat(file)).mtimeMs;
  } catch {
    return undefined;
  }
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.assets;
  let assets: BootAssets | undefined;
  try {
    const manifest = JSON.parse(await readFile(file, 'utf8')) as { entries?: { boot?: Record<string, unknown> } };
    const boot = manifest.entries?.boot;
    if (boot && isAssetPath(boot['file'])) {
      const list = (v: unknown) => (Array.isArray(v) ? v.filter(isAssetPath) : []);
      assets = { file: boot['file'], css: list(boot['css']), imports: list(boot['imports']) };
    }
  } catch {
    assets = undefined;
  }
  cache.set(file, { mtimeMs, assets });
  return assets;
}
