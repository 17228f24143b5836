/**
 * The build manifest (dist/manifest.json, written by build.mjs):
 * `{ "entries": { "boot": { "file": "assets/boot-HASH.js", "css": [...], "imports": [...] },
 *   "results-page": { "file": "assets/start-results-page-HASH.js", "css": [], "imports": [...] }, ... } }`.
 * Boot is on every page; its `imports` are what a page without code of its own loads (the vendor
 * file, the app's start). A page kind with code of its own (named as in ui/pages/page-chunks.ts)
 * loads its entry's `imports` and `file` instead (the vendor file, its own start).
 * Read when it changes; a missing or malformed manifest means "not built".
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

export interface EntryAssets {
  readonly file: string;
  readonly css: readonly string[];
  readonly imports: readonly string[];
}

export interface BootAssets extends EntryAssets {
  /** Boot's own static imports (a subset of `imports`): preloaded beside boot's script, so it never waits on a chain. */
  readonly staticImports: readonly string[];
  /** The other entries (page chunks) by name; a page's files are preloaded with it. */
  readonly pages: Readonly<Record<string, EntryAssets>>;
  /**
   * Boot's stylesheets' text, when small enough to inline (INLINE_CSS_LIMIT): the page then
   * needs no render-blocking stylesheet request before its first paint.
   */
  readonly inlineCss?: string;
  /**
   * Boot's script text, when small enough to write into the page (INLINE_BOOT_LIMIT): the page then
   * requests no script before its first paint (Lighthouse counts any request started before a
   * text's paint against that paint). `integrity` is its hash, for a strict CSP's script-src.
   */
  readonly inlineBoot?: { readonly text: string; readonly integrity: string };
  /** Each script's Subresource Integrity hash (`sha384-…`), by asset path, as the build wrote it. */
  readonly integrity: Readonly<Record<string, string>>;
}

/** Stylesheets up to this size (raw bytes, all of boot's together) are inlined into the page. */
export const INLINE_CSS_LIMIT = 96 * 1024;

/** Boot's script is written into the page up to this size (raw bytes; it is some 3 KB). */
export const INLINE_BOOT_LIMIT = 8 * 1024;

const cache = new Map<string, { mtimeMs: number; assets: BootAssets | undefined }>();

const isAssetPath = (v: unknown): v is string =>
  typeof v === 'string' && /^assets\/[A-Za-z0-9._\-/]+$/.test(v) && !v.includes('..');

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
    const manifest = JSON.parse(await readFile(file, 'utf8')) as {
      entries?: Record<string, unknown>;
      integrity?: unknown;
    };
    const entries = manifest.entries ?? {};
    const boot = entryOf(entries['boot']);
    if (boot) {
      const pages: Record<string, EntryAssets> = {};
      for (const [name, value] of Object.entries(entries)) {
        const entry = name === 'boot' ? undefined : entryOf(value);
        if (entry) pages[name] = entry;
      }
      const inlineCss = await readInlineCss(distDir, boot.css);
      const own = (entries['boot'] as Record<string, unknown>)['staticImports'];
      const staticImports = Array.isArray(own)
        ? own.filter(isAssetPath).filter((f) => boot.imports.includes(f))
        : [];
      const inlineBoot =
        staticImports.length === 0
          ? await readInlineBoot(
              distDir,
              boot.file,
              (entries['boot'] as Record<string, unknown>)['integrity'],
            )
          : undefined;
      const integrity = integrityOf(manifest.integrity);
      assets = {
        ...boot,
        staticImports,
        pages,
        integrity,
        ...(inlineCss !== undefined ? { inlineCss } : {}),
        ...(inlineBoot !== undefined ? { inlineBoot } : {}),
      };
    }
  } catch {
    assets = undefined;
  }
  cache.set(file, { mtimeMs, assets });
  return assets;
}

/** The manifest's integrity hashes, keeping only well-formed entries (a bad one is left off, not guessed). */
function integrityOf(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (e): e is [string, string] =>
        isAssetPath(e[0]) && typeof e[1] === 'string' && /^sha384-[A-Za-z0-9+/]{64}$/.test(e[1]),
    ),
  );
}

function entryOf(value: unknown): EntryAssets | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const entry = value as Record<string, unknown>;
  if (!isAssetPath(entry['file'])) return undefined;
  const list = (v: unknown) => (Array.isArray(v) ? v.filter(isAssetPath) : []);
  return { file: entry['file'], css: list(entry['css']), imports: list(entry['imports']) };
}

/** The stylesheets' text joined, or undefined when one cannot be read or they are too big. */
async function readInlineCss(
  distDir: string,
  files: readonly string[],
): Promise<string | undefined> {
  if (files.length === 0) return undefined;
  try {
    const texts = await Promise.all(files.map((f) => readFile(join(distDir, f), 'utf8')));
    // Source-map comments point at files relative to the stylesheet; inline they would mislead.
    const css = texts
      .map((text) => text.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '').trim())
      .join('\n');
    return Buffer.byteLength(css) <= INLINE_CSS_LIMIT ? css : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Boot's text and hash, when it can be written into the page: small, its hash the manifest's (the
 * file is the one built with it), and nothing in it that would end the script element.
 */
async function readInlineBoot(
  distDir: string,
  file: string,
  integrity: unknown,
): Promise<{ text: string; integrity: string } | undefined> {
  if (typeof integrity !== 'string' || !/^sha256-[A-Za-z0-9+/]+=*$/.test(integrity))
    return undefined;
  try {
    const text = await readFile(join(distDir, file), 'utf8');
    if (Buffer.byteLength(text) > INLINE_BOOT_LIMIT || /<\/script/i.test(text)) return undefined;
    if ('sha256-' + createHash('sha256').update(text).digest('base64') !== integrity)
      return undefined;
    return { text, integrity };
  } catch {
    return undefined;
  }
}
