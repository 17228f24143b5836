/**
 * The build of core as a package (core/package.json): JavaScript and type declarations in dist/.
 *
 *   node tools/core-package.mjs build           core/dist (core's `prepack`)
 *   node tools/core-package.mjs clean           removes core/dist (core's `postpack`)
 *   node tools/core-package.mjs pack <folder>   builds into <folder>, beside copies of the package's
 *                                               own files, packs it there and prints the tarball
 *
 * `pack` leaves the repository untouched: the lint, the type-check and the core tests read core/
 * while it runs (`npm test` runs them at once), and a dist/ inside core/ would be read with it.
 *
 * Each source becomes one JavaScript module, types stripped and the module structure kept (esbuild,
 * no bundling), so the package's `sideEffects: false` lets a channel's bundler drop what it does
 * not use. The declarations come from TypeScript's compiler (core/tsconfig.build.json). An area's
 * subpath (`@agency-site/core/search`) is its entry file (core/search/index.ts, built like any
 * other). The app never reads dist/: it uses core's sources.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const CORE = fileURLToPath(new URL('../core/', import.meta.url));
const require = createRequire(import.meta.url);

/** What `npm pack` takes besides dist/ (core/package.json `files`, and the manifest itself). */
const PACKAGE_FILES = ['package.json', 'README.md', 'CHANGELOG.md'];

/**
 * fp-ts has no exports map, so plain Node cannot import `fp-ts/Either` (a folder); its CommonJS
 * files, the ones io-ts itself requires, load everywhere. The sources keep `fp-ts/Either` (one copy
 * of fp-ts in the app's bundle).
 */
const FP_TS_MODULE = /(['"])fp-ts\/(\w+)\1/g;
const withLoadableFpTs = (code) => code.replace(FP_TS_MODULE, '$1fp-ts/lib/$2.js$1');

function sources() {
  return readdirSync(CORE, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
    .filter((file) => !file.split(path.sep).includes('dist'))
    .map((file) => path.join(CORE, file));
}

function outputs(dir, ending) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(ending))
    .map((file) => path.join(dir, file));
}

/** Rewrites the fp-ts module names in every file of `dir` ending in `ending`. */
function rewriteFpTs(dir, ending) {
  for (const file of outputs(dir, ending)) {
    const code = readFileSync(file, 'utf8');
    const rewritten = withLoadableFpTs(code);
    if (rewritten !== code) writeFileSync(file, rewritten);
  }
}

/** Builds core's JavaScript and declarations into `dist` (emptied first). */
export async function buildCore(dist = path.join(CORE, 'dist')) {
  rmSync(dist, { recursive: true, force: true });
  await build({
    entryPoints: sources(),
    outbase: CORE,
    outdir: dist,
    bundle: false,
    format: 'esm',
    platform: 'neutral',
    // The language core is written in (tsconfig.json); the runtime contract is in core/README.md.
    target: 'es2022',
    logLevel: 'warning',
  });
  const tsc = path.join(path.dirname(require.resolve('typescript/package.json')), 'bin', 'tsc');
  execFileSync(
    process.execPath,
    [tsc, '-p', path.join(CORE, 'tsconfig.build.json'), '--outDir', dist],
    { stdio: 'inherit' },
  );
  rewriteFpTs(dist, '.js');
  rewriteFpTs(dist, '.d.ts');
}

/** Builds the package into `folder` and packs it there; answers the tarball's path. */
export async function packCore(folder) {
  mkdirSync(folder, { recursive: true });
  for (const file of PACKAGE_FILES) copyFileSync(path.join(CORE, file), path.join(folder, file));
  await buildCore(path.join(folder, 'dist'));
  const answer = execFileSync(
    'npm',
    ['pack', '--ignore-scripts', '--json', '--pack-destination', folder],
    { cwd: folder, encoding: 'utf8' },
  );
  const [packed] = JSON.parse(answer);
  return path.join(folder, packed.filename);
}

/** @param {readonly string[]} args */
async function main([command, folder]) {
  if (command === 'build') await buildCore();
  else if (command === 'clean') rmSync(path.join(CORE, 'dist'), { recursive: true, force: true });
  else if (command === 'pack' && folder !== undefined)
    console.log(await packCore(path.resolve(folder)));
  else {
    console.error('usage: node tools/core-package.mjs build | clean | pack <folder>');
    process.exitCode = 2;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main(process.argv.slice(2));
