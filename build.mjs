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

import { TARGETS } from './tools/browser-targets.mjs';

/**
 * Pages loaded as chunks of their own: each is an entry too, so the manifest lists its files and
 * the platform preloads them with the page. The names are PAGE_CHUNKS' in ui/pages/page.view.tsx.
 */
export const PAGE_ENTRIES = {
  'home-page': 'app/pages/home.page.ts',
  'not-found-page': 'app/pages/not-found.page.ts',
  'content-page': 'app/pages/content.page.ts',
  'branches-page': 'app/pages/branches.page.ts',
  'results-page': 'app/pages/results.page.ts',
  'property-page': 'app/pages/property.page.ts',
};

/**
 * The app itself: boot (styles and a few lines) imports it once the page has painted. It is an
 * entry so its files are known: the manifest lists them among boot's, and the platform preloads them.
 */
export const START_ENTRY = { start: 'app/start.tsx' };

/**
 * How the build reads our sources (one esbuild plugin, two jobs):
 *
 * 1. Code outside core/ imports core through its public surface, core/index.ts (the lint rules
 *    insist). esbuild's code splitting places whole files, and a barrel makes every core file look
 *    reachable from the boot entry, so each `import { … } from '…/core/index.js'` is bundled as
 *    imports of the core files that define those names (the map is read from core/index.ts
 *    itself). Type-only names are dropped, as TypeScript would.
 *
 * 2. Fewer, larger files (issue 13): esbuild gives every set of entry points that reach a module a
 *    chunk of its own, and every lazily loaded part (each page, modal, form, panel) is an entry,
 *    so the app's start was some thirty small files. But nothing of that kind ever loads before
 *    the app has started. So each of them (the page chunks and every `import()` target of ours)
 *    imports app/start.tsx as well: already evaluated when they arrive, so it costs nothing at
 *    run time, and every module of the start now has one set of entry points, so the start is
 *    one file.
 *
 * 3. Fewer files per page (issue 13): a module that two page kinds share (the search form, the
 *    property card, the price format) was a file of its own, and so was each module a page shares
 *    with a lazily loaded part (esbuild has no manual chunks). The build is therefore made twice:
 *    the first pass finds those shared files (`sharedPageFiles`), and the second has the start
 *    re-export their modules (`export * as … from`), which puts them in the start's file, as far
 *    as the 150 KB budget allows for every page kind.
 */
export function sourcePlugin({ foldIntoStart = [] } = {}) {
  const coreIndex = path.join(root, 'core', 'index.ts');
  const startFile = path.join(root, START_ENTRY.start);
  const afterStart = new Set(Object.values(PAGE_ENTRIES).map((file) => path.join(root, file)));
  const bare = (file) => file.replace(/\.(js|ts|tsx)$/, '');
  return {
    name: 'sources',
    async setup(build) {
      const home = new Map();
      const index = await readFile(coreIndex, 'utf8');
      for (const [, typeOnly, names, from] of index.matchAll(/^export (type )?\{([^}]*)\} from '([^']+)';$/gm)) {
        if (typeOnly) continue;
        for (const name of names.split(',').map((n) => n.trim()).filter(Boolean)) home.set(name, path.join(root, 'core', from));
      }
      // Our `import()` targets load after the start; boot's own (the start) loads before.
      const bootFile = path.join(root, 'app', 'boot.tsx');
      build.onResolve({ filter: /^\./ }, (args) => {
        if (args.kind === 'dynamic-import' && args.importer !== bootFile && !args.importer.includes(`${path.sep}node_modules${path.sep}`)) {
          afterStart.add(bare(path.join(args.resolveDir, args.path)));
        }
        return undefined;
      });
      const IMPORT = /^import (type )?\{([^}]*)\} from '([^']*\/core\/index\.js)';$/gm;
      build.onLoad({ filter: /\.(ts|tsx)$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const inCore = args.path.startsWith(path.join(root, 'core') + path.sep);
        const loadsAfterStart = afterStart.has(args.path) || afterStart.has(bare(args.path));
        const source = await readFile(args.path, 'utf8');
        // 3. The modules several page kinds share, re-exported by the start so they are in its file.
        const folded =
          args.path === startFile && foldIntoStart.length > 0
            ? '\n' + foldIntoStart.map((file, i) => `export * as __sharedByPages${i} from ${JSON.stringify(file)};`).join('\n') + '\n'
            : '';
        if (!loadsAfterStart && !folded && (inCore || !source.includes('/core/index.js'))) return undefined;
        const rewritten = inCore
          ? source
          : source.replace(IMPORT, (statement, typeOnly, names) => {
              if (typeOnly) return '';
              const byFile = new Map();
              for (const spec of names.split(',').map((n) => n.trim()).filter(Boolean)) {
                if (spec.startsWith('type ')) continue;
                const name = spec.split(/\s+as\s+/)[0];
                const file = home.get(name);
                if (file === undefined) throw new Error(`${path.relative(root, args.path)}: core/index.ts does not export ${name}`);
                byFile.set(file, [...(byFile.get(file) ?? []), spec]);
              }
              return [...byFile].map(([file, specs]) => `import { ${specs.join(', ')} } from ${JSON.stringify(file.replace(/\.js$/, '.ts'))};`).join(' ');
            });
        const contents = (loadsAfterStart ? `import ${JSON.stringify(startFile)};\n${rewritten}` : rewritten) + folded;
        return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts', resolveDir: path.dirname(args.path) };
      });
    },
  };
}

const options = {
  absWorkingDir: root,
  plugins: [sourcePlugin()],
  entryPoints: { boot: 'app/boot.tsx', ...START_ENTRY, ...PAGE_ENTRIES },
  outdir: path.join(outdir, 'assets'),
  publicPath: '/assets',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: TARGETS,
  minify: !watch,
  // V8's compile hint (Chrome 136+; a comment elsewhere): compile every function of the file as it
  // streams in, on a background thread, rather than each on the page's thread when first called.
  // The app's start calls most of what it loads; compiled lazily, react-dom's evaluation alone was
  // a 60–80 ms task at 4× CPU slowdown and hydration took twice as long (issue 13; README).
  banner: { js: '//# allFunctionsCalledOnLoad' },
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
    // What boot itself needs to run (its static imports): preloaded beside it, never after it.
    const ownImports = [...imports];
    // Boot imports the app's code (start) right after the first paint: those files load with
    // every page, so they are boot's too and preloaded with it.
    if (name === 'boot') {
      for (const imp of outputs[file]?.imports ?? []) {
        if (imp.kind !== 'dynamic-import' || imports.has(imp.path)) continue;
        imports.add(imp.path);
        walk(imp.path);
      }
    }
    const css = [out.cssBundle, ...[...imports].map((i) => outputs[i]?.cssBundle)].filter(Boolean);
    entries[name] = { file: rel(file), css: [...new Set(css)].map(rel), imports: [...imports].map(rel), ...(name === 'boot' ? { staticImports: ownImports.map(rel) } : {}) };
  }
  // Boot starts the app at once (after the first paint): the app's files belong to boot's.
  const start = entries[Object.keys(START_ENTRY)[0]];
  if (entries.boot && start) {
    entries.boot.imports = [...new Set([...entries.boot.imports, start.file, ...start.imports])];
    entries.boot.css = [...new Set([...entries.boot.css, ...start.css])];
  }
  return { entries };
}

/** What a shared file may add to the largest page kind's initial JavaScript, at most: room under the budget is kept. */
const FOLD_MARGIN_BYTES = 2 * 1024;

/**
 * The first pass's files that page kinds share and that fit in the start: every file (but a page's
 * own entry) that two or more page kinds load at start, most shared first, then smallest, each
 * with the files it imports, as long as no page kind's initial JavaScript then exceeds the
 * budget less FOLD_MARGIN_BYTES. Answers the modules (absolute paths) of the chosen files.
 */
function sharedPageFiles(metafile, outputFiles) {
  const outputs = metafile.outputs;
  const gzipOf = new Map(outputFiles.map((f) => [path.relative(root, f.path).split(path.sep).join('/'), gzipSync(f.contents, { level: 9 }).length]));
  const metaName = (p) => path.relative(root, path.resolve(outdir, p)).split(path.sep).join('/');
  const manifest = manifestFrom(metafile);
  const filesOf = (entry) => [entry.file, ...entry.imports].map(metaName);
  const base = new Set(filesOf(manifest.entries.boot));
  const kinds = { other: new Set(base) };
  for (const name of Object.keys(PAGE_ENTRIES)) kinds[name] = new Set([...base, ...filesOf(manifest.entries[name])]);
  const pageEntryFiles = new Set(Object.keys(PAGE_ENTRIES).map((name) => metaName(manifest.entries[name].file)));
  const size = (files) => [...files].reduce((sum, f) => sum + (gzipOf.get(f) ?? 0), 0);
  const importsOf = (file, into = new Set()) => {
    for (const imp of outputs[file]?.imports ?? []) {
      if (imp.kind !== 'import-statement' || into.has(imp.path) || base.has(imp.path)) continue;
      into.add(imp.path);
      importsOf(imp.path, into);
    }
    return into;
  };
  const users = (file) => Object.values(kinds).filter((files) => files.has(file)).length;
  const candidates = [...new Set(Object.values(kinds).flatMap((files) => [...files]))]
    .filter((f) => !base.has(f) && !pageEntryFiles.has(f) && users(f) >= 2)
    .sort((a, b) => users(b) - users(a) || (gzipOf.get(a) ?? 0) - (gzipOf.get(b) ?? 0));
  const limit = budgets.initialJsGzipBytes - FOLD_MARGIN_BYTES;
  const chosen = new Set();
  for (const file of candidates) {
    if (chosen.has(file)) continue;
    const group = new Set([file, ...importsOf(file)].filter((f) => !chosen.has(f)));
    // The group joins every page kind's start (the other kinds only in this projection).
    if (Object.values(kinds).some((files) => size(new Set([...files, ...group])) > limit)) continue;
    for (const f of group) chosen.add(f);
    for (const files of Object.values(kinds)) for (const f of group) files.add(f);
  }
  return [...chosen].flatMap((file) => Object.keys(outputs[file]?.inputs ?? {})).map((input) => path.resolve(root, input));
}

async function report(result) {
  // METAFILE=path writes esbuild's metafile (inputs and their bytes in each output) for analysis.
  if (process.env.METAFILE) await writeFile(process.env.METAFILE, JSON.stringify(result.metafile));
  const manifest = manifestFrom(result.metafile);
  await writeFile(path.join(outdir, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
  const rows = [];
  for (const file of Object.keys(result.metafile.outputs)) {
    if (file.endsWith('.map') || file.endsWith('.LEGAL.txt')) continue;
    const body = await readFile(path.resolve(root, file));
    rows.push({ file: path.relative(outdir, path.resolve(root, file)).split(path.sep).join('/'), raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  }
  rows.sort((a, b) => b.gzip - a.gzip);
  // The initial JavaScript of each page kind: boot and its imports, plus the page's chunk and its
  // imports for the pages that have one ('other' = home, branches, articles: boot alone).
  const filesOf = (entry) => [entry.file, ...entry.imports];
  const boot = manifest.entries.boot;
  const kinds = { other: [...new Set(filesOf(boot))], ...Object.fromEntries(Object.keys(PAGE_ENTRIES).map((name) => [name, [...new Set([...filesOf(boot), ...filesOf(manifest.entries[name])])]])) };
  const pages = Object.fromEntries(
    Object.entries(kinds).map(([kind, files]) => {
      const found = files.map((f) => rows.find((r) => r.file === f)).filter(Boolean);
      return [kind, { files: found.map((r) => r.file), gzip: found.reduce((sum, r) => sum + r.gzip, 0), raw: found.reduce((sum, r) => sum + r.raw, 0) }];
    }),
  );
  const initialFiles = new Set(Object.values(pages).flatMap((p) => p.files));
  const kb = (n) => (n / 1024).toFixed(1).padStart(8) + ' KB';
  if (!quiet) {
    console.log('\n  file' + ' '.repeat(52) + '     raw' + '        gzip');
    for (const r of rows) {
      const tag = initialFiles.has(r.file) ? ' (initial)' : '';
      console.log(`  ${(r.file + tag).padEnd(56)}${kb(r.raw)}${kb(r.gzip)}`);
    }
  }
  const worst = Math.max(...Object.values(pages).map((p) => p.gzip));
  const size = {
    initialJsRaw: pages.other.raw,
    initialJsGzip: pages.other.gzip,
    largestInitialJsGzip: worst,
    pages: Object.fromEntries(Object.entries(pages).map(([kind, p]) => [kind, { initialJsGzip: p.gzip, initialJsRaw: p.raw, files: p.files }])),
    files: rows,
  };
  await writeFile(path.join(outdir, 'size-report.json'), JSON.stringify(size, null, 2) + '\n');
  const limit = budgets.initialJsGzipBytes;
  console.log('');
  for (const [kind, p] of Object.entries(pages)) {
    const verdict = p.gzip <= limit ? 'within' : 'OVER';
    const label = kind === 'other' ? 'boot (pages without a chunk of their own)' : `boot + ${kind}`;
    console.log(`  initial JavaScript of ${label}: ${(p.gzip / 1024).toFixed(1)} KB gzip (${(p.raw / 1024).toFixed(1)} KB raw), budget ${(limit / 1024).toFixed(0)} KB: ${verdict}`);
  }
  return worst <= limit;
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
  // Two passes (sourcePlugin, job 3): the first finds the files page kinds share, the second
  // puts them in the start.
  const first = await esbuild.build({ ...options, write: false });
  const foldIntoStart = sharedPageFiles(first.metafile, first.outputFiles);
  const result = await esbuild.build({ ...options, plugins: [sourcePlugin({ foldIntoStart })] });
  const ok = await report(result);
  if (!ok) {
    console.error('Build failed: the initial JavaScript of a page is over the budget in budgets.json.');
    process.exit(1);
  }
}
