// Production build (esbuild): ESM, minified, content-hashed names, source maps, a manifest the
// platform reads (dist/manifest.json), a size table, and the initial-JS budget.
//   node build.mjs            build once
//   node build.mjs --watch    rebuild on change (development)
//   node build.mjs --quiet    build once, print only the budget lines
//
// What a page loads at start is four files, whatever the page:
//   boot          the styles and a few lines; chooses the page kind's start (one build);
//   vendor        React and React DOM, the same file on every page, so cached across them (one build);
//   start-<kind>  the app with the page kind's own code: an entry and the chunk it shares with the
//                 parts it loads later (one build per page kind, so nothing is split between kinds).
// The parts loaded later (overlays, forms, the blocks below the fold) are chunks of the page kind's
// build, except the libraries that hold none of the app's state (maps, the HTML sanitiser): those
// are built once and shared by every kind (SHARED_LATER). See docs/architecture.md. The size table
// and the budget check are tools/build-report.mjs.
import * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { watch as watchFiles } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  SHARED_LATER,
  sharedLaterEntryPlugin,
  sharedEntry,
  sharedLaterImportsPlugin,
  vendorExportNames,
  vendorEntryPlugin,
  vendorImportsPlugin,
} from './tools/build-plugins.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
/** DIST_DIR lets parallel builds (e.g. several developers' browser tests) use separate folders. */
const outdir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const assetsDir = path.join(outdir, 'assets');
const watch = process.argv.includes('--watch');
const quiet = process.argv.includes('--quiet');
const budgets = JSON.parse(await readFile(path.join(root, 'budgets.json'), 'utf8'));

import { TARGETS } from './tools/browser-targets.mjs';
import { checkSizes } from './tools/build-report.mjs';
import { coreHomes } from './tools/core-areas.mjs';

/**
 * The page kinds with code of their own (names as PAGE_CHUNK_NAMES in ui/pages/page-chunks.ts),
 * each with its page module. Each kind's start includes its page module (app/pages/page-modules.ts
 * is rewritten per build); 'other' is every page without one (calculators, account, generic pages).
 */
export const PAGE_ENTRIES = {
  'home-page': 'app/pages/home.page.ts',
  'not-found-page': 'app/pages/not-found.page.ts',
  'content-page': 'app/pages/content.page.ts',
  'branches-page': 'app/pages/branches.page.ts',
  'results-page': 'app/pages/results.page.ts',
  'property-page': 'app/pages/property.page.ts',
};
export const OTHER_KIND = 'other';
const KINDS = [OTHER_KIND, ...Object.keys(PAGE_ENTRIES)];

/** The app's start (each page kind's build has it as its entry). */
const START_FILE = path.join(root, 'app', 'start.tsx');
const PAGE_MODULES_FILE = path.join(root, 'app', 'pages', 'page-modules.ts');
const BOOT_FILE = path.join(root, 'app', 'boot.tsx');
/** The entries as the metafiles name them. */
const START_ENTRY_POINT = 'app/start.tsx';
const BOOT_ENTRY_POINT = 'app/boot.tsx';

/**
 * How a page kind's build reads our sources (one esbuild plugin, four jobs):
 *
 * 1. Code outside core/ imports core through its public surface, core/index.ts (the lint rules
 *    insist). esbuild's code splitting places whole files, and a barrel makes every core file look
 *    reachable from every entry, so each `import { … } from '…/core/index.js'` is bundled as
 *    imports of the core files that define those names (the map is read from the areas' entry
 *    files, tools/core-areas.mjs). Type-only names are dropped, as TypeScript would.
 *
 * 2. One file for the start: esbuild gives every set of entry points that reach a module a chunk
 *    of its own, and every lazily loaded part (each modal, form, panel) is an entry. None of them
 *    ever loads before the app has started, so each (every `import()` target of ours) imports
 *    app/start.tsx as well: already evaluated when they arrive, so it costs nothing at run time,
 *    and every module of the start has one set of entry points, so the start is one chunk.
 *
 * 3. The page kind's own page: app/pages/page-modules.ts is rewritten so the kind's page module
 *    is a static import of the start (part of its chunk) and the other kinds' are absent (their
 *    pages never load with this start: boot chose it by the same page identifier).
 *
 * 4. The start's evaluation in tasks (EVALUATION_YIELDS, below).
 */
export function sourcePlugin({ page }) {
  const afterStart = new Set();
  const bare = (file) => file.replace(/\.(js|ts|tsx)$/, '');
  return {
    name: 'sources',
    async setup(build) {
      // The core files that define each name, from the areas' entry files.
      const home = coreHomes(path.join(root, 'core'));
      const fromOurs = (args) =>
        args.kind === 'dynamic-import' &&
        args.namespace === 'file' &&
        !args.importer.includes(`${path.sep}node_modules${path.sep}`);
      build.onResolve({ filter: /^\./ }, (args) => {
        if (fromOurs(args)) afterStart.add(bare(path.join(args.resolveDir, args.path)));
        return undefined;
      });
      // A package our code imports lazily (React Router, inversify, DOMPurify) is loaded through a
      // module that imports the start too, for the same reason.
      build.onResolve({ filter: /^[^./]/ }, (args) =>
        fromOurs(args)
          ? {
              path: args.path,
              namespace: 'after-start',
              pluginData: { resolveDir: args.resolveDir },
            }
          : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: 'after-start' }, async (args) => {
        const { resolveDir } = args.pluginData;
        const resolved = await build.resolve(args.path, { kind: 'import-statement', resolveDir });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        const text = await readFile(resolved.path, 'utf8');
        const esm = /^\s*export\s/m.test(text);
        const hasDefault = !esm || /export\s+default\b|\bas\s+default\b/.test(text);
        const specifier = JSON.stringify(args.path);
        return {
          contents: `import ${JSON.stringify(START_FILE)};\nexport * from ${specifier};\n${hasDefault ? `export { default } from ${specifier};\n` : ''}`,
          loader: 'js',
          resolveDir,
        };
      });
      // 4. Evaluation in tasks: the start's chunk is evaluated where the marked imports begin, a
      //    task each (a top-level await of the next task, in a module of its own).
      build.onResolve({ filter: /^evaluation-yield:/ }, (args) => ({
        path: args.path,
        namespace: 'evaluation-yield',
      }));
      build.onLoad({ filter: /.*/, namespace: 'evaluation-yield' }, () => ({
        contents: `import { nextTask } from ${JSON.stringify(NEXT_TASK_FILE)};\nawait nextTask();\n`,
        loader: 'js',
        resolveDir: root,
      }));
      const IMPORT = /^import (type )?\{([^}]*)\} from '([^']*\/core\/index\.js)';$/gm;
      build.onLoad({ filter: /\.(ts|tsx)$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        if (args.path === PAGE_MODULES_FILE)
          return {
            contents: pageModulesSource(page),
            loader: 'ts',
            resolveDir: path.dirname(args.path),
          };
        const inCore = args.path.startsWith(path.join(root, 'core') + path.sep);
        const loadsAfterStart = afterStart.has(args.path) || afterStart.has(bare(args.path));
        const source = withEvaluationYields(args.path, await readFile(args.path, 'utf8'));
        if (
          !loadsAfterStart &&
          !EVALUATION_YIELDS.has(args.path) &&
          (inCore || !source.includes('/core/index.js'))
        )
          return undefined;
        const rewritten = inCore
          ? source
          : source.replace(IMPORT, (statement, typeOnly, names) => {
              if (typeOnly) return '';
              const byFile = new Map();
              for (const spec of names
                .split(',')
                .map((n) => n.trim())
                .filter(Boolean)) {
                if (spec.startsWith('type ')) continue;
                const name = spec.split(/\s+as\s+/)[0];
                const file = home.get(name);
                if (file === undefined)
                  throw new Error(
                    `${path.relative(root, args.path)}: core/index.ts does not export ${name}`,
                  );
                byFile.set(file, [...(byFile.get(file) ?? []), spec]);
              }
              return [...byFile]
                .map(
                  ([file, specs]) =>
                    `import { ${specs.join(', ')} } from ${JSON.stringify(file.replace(/\.js$/, '.ts'))};`,
                )
                .join(' ');
            });
        const contents = loadsAfterStart
          ? `import ${JSON.stringify(START_FILE)};\n${rewritten}`
          : rewritten;
        return {
          contents,
          loader: args.path.endsWith('x') ? 'tsx' : 'ts',
          resolveDir: path.dirname(args.path),
        };
      });
    },
  };
}

/**
 * Where the start's evaluation yields to the browser (sourcePlugin job 4), by file: before the
 * import that begins each part. The start's chunk (the app, MobX, io-ts and the page's code) was
 * one task of 50 to 60 ms at Lighthouse's 4× CPU slowdown; its parts are core with io-ts and the
 * settings codec, the platform's adapters, the view-models' services with MobX, the site's shell,
 * and the page.
 */
const EVALUATION_YIELDS = new Map([
  [START_FILE, ["import { RENDERED_AT_ATTRIBUTE, SiteRoot } from '../ui/app/app.view.js';"]],
  [
    path.join(root, 'composition-root.ts'),
    [
      "import { HttpClient } from './adapters/http/http-client.js';",
      "import { CHUNK_BOUND_TOKENS, TOKENS } from './ui/tokens.js';",
    ],
  ],
]);
const NEXT_TASK_FILE = path.join(root, 'ui', 'app', 'next-task.ts');

function withEvaluationYields(file, source) {
  let marked = source;
  for (const [i, line] of (EVALUATION_YIELDS.get(file) ?? []).entries()) {
    if (!marked.includes(line))
      throw new Error(
        `build.mjs: ${path.relative(root, file)} no longer has the line the start's evaluation yields before: ${line}`,
      );
    marked = marked.replace(
      line,
      `import 'evaluation-yield:${path.basename(file)}:${i}';\n${line}`,
    );
  }
  return marked;
}

/** app/pages/page-modules.ts as a page kind's build has it: its own page, statically; no other. */
function pageModulesSource(page) {
  const lines = ["import 'evaluation-yield:page';"];
  if (page)
    lines.push(`import * as page from ${JSON.stringify(path.join(root, PAGE_ENTRIES[page]))};`);
  lines.push(
    "const elsewhere = (name) => () => Promise.reject(new Error(`The page code ${name} is not part of this page kind's start`));",
  );
  lines.push('export const PAGE_MODULES = {');
  for (const name of Object.keys(PAGE_ENTRIES)) {
    lines.push(
      `  ${JSON.stringify(name)}: ${name === page ? '() => Promise.resolve(page)' : `elsewhere(${JSON.stringify(name)})`},`,
    );
  }
  lines.push('};');
  return lines.join('\n');
}

/** @type {import('esbuild').BuildOptions} */
const common = {
  absWorkingDir: root,
  outdir: assetsDir,
  publicPath: '/assets',
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: TARGETS,
  minify: !watch,
  // V8's compile hint (Chrome 136+; a comment elsewhere): compile every function of the file as it
  // streams in, on a background thread, rather than each on the page's thread when first called.
  // The app's start calls most of what it loads; compiled lazily, react-dom's evaluation alone was
  // a 60–80 ms task at 4× CPU slowdown and hydration took twice as long (README).
  banner: { js: '//# allFunctionsCalledOnLoad' },
  sourcemap: true,
  metafile: true,
  write: false,
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

/** Output path (as the metafile names it) → path relative to dist/, with forward slashes. */
const rel = (p) => path.relative(outdir, path.resolve(root, p)).split(path.sep).join('/');
const url = (p) => '/' + rel(p);

/** The entry's JS file, its CSS and the chunks it imports statically (what loads before it runs), from one build's metafile. */
function entryFiles(metafile, entryPoint) {
  const outputs = metafile.outputs;
  const [file, out] =
    Object.entries(outputs).find(([f, o]) => o.entryPoint === entryPoint && !f.endsWith('.map')) ??
    [];
  if (!file) throw new Error('build.mjs: a build without an entry');
  const imports = [];
  const walk = (f) => {
    for (const imp of outputs[f]?.imports ?? []) {
      if (imp.kind !== 'import-statement' || imp.external || imports.includes(imp.path)) continue;
      imports.push(imp.path);
      walk(imp.path);
    }
  };
  walk(file);
  const css = [out.cssBundle, ...imports.map((i) => outputs[i]?.cssBundle)].filter(Boolean);
  return { file, imports, css: [...new Set(css)] };
}

/** All the builds (vendor, the shared libraries, each page kind, boot), written to dist/assets; answers what report() needs. */
async function buildAll() {
  const names = vendorExportNames();
  const vendor = await esbuild.build({
    ...common,
    plugins: [vendorEntryPlugin()],
    entryPoints: { vendor: 'vendor:entry' },
    splitting: false,
  });
  const vendorOut = entryFiles(vendor.metafile, 'vendor:entry');
  const vendorUrl = url(vendorOut.file);
  const shared = await esbuild.build({
    ...common,
    plugins: [
      sharedLaterEntryPlugin(),
      sourcePlugin({ page: undefined }),
      vendorImportsPlugin(vendorUrl, names),
    ],
    entryPoints: Object.fromEntries(
      Object.keys(SHARED_LATER).map((name) => [name, sharedEntry(name)]),
    ),
    splitting: false,
  });
  const sharedUrls = Object.fromEntries(
    Object.keys(SHARED_LATER).map((name) => [
      name,
      url(entryFiles(shared.metafile, sharedEntry(name)).file),
    ]),
  );
  const kinds = Object.fromEntries(
    await Promise.all(
      KINDS.map(async (kind) => {
        const result = await esbuild.build({
          ...common,
          plugins: [
            sharedLaterImportsPlugin(sharedUrls),
            sourcePlugin({ page: kind === OTHER_KIND ? undefined : kind }),
            vendorImportsPlugin(vendorUrl, names),
          ],
          entryPoints: { [`start-${kind}`]: path.relative(root, START_FILE) },
          splitting: true,
        });
        return [kind, result];
      }),
    ),
  );
  const starts = Object.fromEntries(
    KINDS.map((kind) => [kind, url(entryFiles(kinds[kind].metafile, START_ENTRY_POINT).file)]),
  );
  // Boot knows the files it imports: the vendor file first (React DOM's evaluation, a task of its
  // own), then the page kind's start.
  const boot = await esbuild.build({
    ...common,
    entryPoints: { boot: path.relative(root, BOOT_FILE) },
    splitting: false,
    define: {
      ...common.define,
      __APP_FILES__: JSON.stringify({ vendor: vendorUrl, starts, other: starts[OTHER_KIND] }),
    },
  });
  const results = [vendor, shared, ...Object.values(kinds), boot];
  const written = new Map();
  for (const result of results) for (const file of result.outputFiles) written.set(file.path, file);
  await mkdir(assetsDir, { recursive: true });
  await Promise.all([...written.values()].map((file) => writeFile(file.path, file.contents)));
  return {
    vendor: vendorOut,
    kinds: Object.fromEntries(
      KINDS.map((kind) => [kind, entryFiles(kinds[kind].metafile, START_ENTRY_POINT)]),
    ),
    boot: entryFiles(boot.metafile, BOOT_ENTRY_POINT),
    files: [...written.values()],
    metafiles: {
      vendor: vendor.metafile,
      shared: shared.metafile,
      boot: boot.metafile,
      ...Object.fromEntries(KINDS.map((k) => [k, kinds[k].metafile])),
    },
  };
}

/**
 * The manifest the platform reads: boot (its file, its styles, and in `imports` what a page without
 * code of its own loads: the vendor file and the 'other' start), and per page kind its start and
 * imports (the vendor file first). A page of a kind loads boot and its kind's files, in that order.
 */
function manifestOf(built) {
  const list = (entry) => ({
    file: rel(entry.file),
    css: entry.css.map(rel),
    imports: [rel(built.vendor.file), ...entry.imports.map(rel)],
  });
  const other = list(built.kinds[OTHER_KIND]);
  // Boot may be written into the page itself (`<script type="module">` with the file's text): the
  // page then requests no script before its first paint. `integrity` is the text's hash, for a
  // Content-Security-Policy's script-src ('sha256-…'); the text never holds `</script`.
  const bootText =
    built.files.find((f) => f.path === path.resolve(root, built.boot.file))?.text ?? '';
  if (/<\/script/i.test(bootText))
    throw new Error('build.mjs: boot holds "</script" and could not be written into a page');
  const integrity = 'sha256-' + createHash('sha256').update(bootText).digest('base64');
  const entries = {
    boot: {
      file: rel(built.boot.file),
      css: built.boot.css.map(rel),
      imports: [...other.imports, other.file],
      staticImports: [],
      integrity,
    },
  };
  for (const kind of Object.keys(PAGE_ENTRIES)) entries[kind] = list(built.kinds[kind]);
  // Every script's Subresource Integrity hash: the platform puts it on the script and preload
  // elements it writes, so a file altered on its way (a CDN, a proxy) is refused, not run.
  const scripts = Object.fromEntries(
    built.files
      .filter((f) => f.path.endsWith('.js'))
      .map((f) => [
        rel(f.path),
        'sha384-' + createHash('sha384').update(f.contents).digest('base64'),
      ]),
  );
  return { entries, integrity: scripts };
}

async function report(built) {
  // METAFILE=path writes the builds' metafiles (inputs and their bytes in each output) for analysis.
  if (process.env.METAFILE) await writeFile(process.env.METAFILE, JSON.stringify(built.metafiles));
  const manifest = manifestOf(built);
  await writeFile(path.join(outdir, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
  return checkSizes({
    files: built.files,
    manifest,
    kinds: Object.keys(PAGE_ENTRIES),
    otherKind: OTHER_KIND,
    rel,
    outdir,
    limit: budgets.initialJsGzipBytes,
    quiet,
    watch,
  });
}

async function buildOnce() {
  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  return report(await buildAll());
}

if (watch) {
  // Development: every change under the source folders rebuilds everything (a few seconds).
  let pending;
  let running = Promise.resolve();
  const rebuild = () =>
    (running = running.then(() =>
      buildOnce().then(
        () => console.log('Rebuilt; watching for changes…'),
        (error) => console.error(error.message),
      ),
    ));
  await rebuild();
  for (const dir of ['app', 'core', 'adapters', 'ui']) {
    watchFiles(path.join(root, dir), { recursive: true }, () => {
      clearTimeout(pending);
      pending = setTimeout(() => void rebuild(), 100);
    });
  }
  watchFiles(path.join(root, 'composition-root.ts'), () => {
    clearTimeout(pending);
    pending = setTimeout(() => void rebuild(), 100);
  });
} else {
  const ok = await buildOnce();
  if (!ok) {
    console.error(
      'Build failed: the initial JavaScript of a page is over the budget in budgets.json.',
    );
    process.exit(1);
  }
}
