// Production build (esbuild): ESM with code splitting, minified, content-hashed names, source maps,
// a manifest the platform reads (dist/manifest.json), a size table, and the initial-JS budget.
//   node build.mjs            build once
//   node build.mjs --watch    rebuild on change (development)
//   node build.mjs --quiet    build once, print only the budget line
import * as esbuild from 'esbuild';
import { gzipSync } from 'node:zlib';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));
/** DIST_DIR lets parallel builds (e.g. several developers' browser tests) use separate folders. */
const outdir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const watch = process.argv.includes('--watch');
const quiet = process.argv.includes('--quiet');
const budgets = JSON.parse(await readFile(path.join(root, 'budgets.json'), 'utf8'));

/** Browsers the product supports: the last two years of evergreen browsers and iOS Safari 16+. */
export const TARGETS = ['chrome111', 'edge111', 'firefox114', 'safari16.4', 'ios16.4'];

const options = {
  absWorkingDir: root,
  entryPoints: { boot: 'ui/boot.tsx' },
  outdir: path.join(outdir, 'assets'),
  publicPath: '/assets',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: TARGETS,
  minify: !watch,
  sourcemap: true,
  metafile: true,
  treeShaking: true,
  legalComments: 'linked',
  entryNames: '[name]-[hash]',
  chunkNames: 'chunk-[name]-[hash]',
  assetNames: 'asset-[name]-[hash]',
  jsx: 'automatic',
  loader: { '.svg': 'file', '.woff2': 'file' },
  define: { 'process.env.NODE_ENV': JSON.stringify(watch ? 'development' : 'production') },
  logLevel: quiet ? 'error' : 'warning',
};

/** Entry → its JS file, CSS and statically imported chunks (what loads before the page runs). */
function manifestFrom(metafile) {
  const entries = {};
  const outputs = metafile.outputs;
  const rel = (p) => path.relative(outdir, path.resolve(root, p)).split(path.sep).join('/');
  for (const [file, out] of Object.entries(outputs)) {
    if (!out.entryPoint || file.endsWith('.map')) continue;
    const name = Object.entries(options.entryPoints).find(([, src]) => src === out.entryPoint)?.[0];
    if (!name) continue;
    const imports = new Set();
    const walk = (f) => {
      for (const imp of outputs[f]?.imports ?? []) {
        if (imp.kind !== 'import-statement' || imports.has(imp.path)) continue;
        imports.add(imp.path);
        walk(imp.path);
      }
    };
    walk(file);
    const css = [out.cssBundle, ...[...imports].map((i) => outputs[i]?.cssBundle)].filter(Boolean);
    entries[name] = { file: rel(file), css: [...new Set(css)].map(rel), imports: [...imports].map(rel) };
  }
  return { entries };
}

async function report(result) {
  const manifest = manifestFrom(result.metafile);
  await writeFile(path.join(outdir, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
  const rows = [];
  for (const file of Object.keys(result.metafile.outputs)) {
    if (file.endsWith('.map') || file.endsWith('.LEGAL.txt')) continue;
    const body = await readFile(path.resolve(root, file));
    rows.push({ file: path.relative(outdir, path.resolve(root, file)).split(path.sep).join('/'), raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  }
  rows.sort((a, b) => b.gzip - a.gzip);
  const boot = manifest.entries.boot;
  const initial = [boot.file, ...boot.imports].map((f) => rows.find((r) => r.file === f)).filter(Boolean);
  const initialGzip = initial.reduce((sum, r) => sum + r.gzip, 0);
  const initialRaw = initial.reduce((sum, r) => sum + r.raw, 0);
  const kb = (n) => (n / 1024).toFixed(1).padStart(8) + ' KB';
  if (!quiet) {
    console.log('\n  file' + ' '.repeat(52) + '     raw' + '        gzip');
    for (const r of rows) {
      const tag = initial.includes(r) ? ' (initial)' : '';
      console.log(`  ${(r.file + tag).padEnd(56)}${kb(r.raw)}${kb(r.gzip)}`);
    }
  }
  const size = { initialJsRaw: initialRaw, initialJsGzip: initialGzip, files: rows };
  await writeFile(path.join(outdir, 'size-report.json'), JSON.stringify(size, null, 2) + '\n');
  const limit = budgets.initialJsGzipBytes;
  const verdict = initialGzip <= limit ? 'within' : 'OVER';
  console.log(`\n  initial JavaScript of boot: ${(initialGzip / 1024).toFixed(1)} KB gzip (${(initialRaw / 1024).toFixed(1)} KB raw), budget ${(limit / 1024).toFixed(0)} KB: ${verdict}`);
  return initialGzip <= limit;
}

await rm(outdir, { recursive: true, force: true });
await mkdir(outdir, { recursive: true });

if (watch) {
  const ctx = await esbuild.context({
    ...options,
    plugins: [{ name: 'report', setup(b) { b.onEnd(async (r) => { if (r.errors.length === 0) await report(r); }); } }],
  });
  await ctx.watch();
  console.log('Watching for changes…');
} else {
  const result = await esbuild.build(options);
  const ok = await report(result);
  if (!ok) {
    console.error('Build failed: the boot entry\'s initial JavaScript is over the budget in budgets.json.');
    process.exit(1);
  }
}
