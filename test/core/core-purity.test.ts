/**
 * core/ is pure (ARCHITECTURE §2, STYLE rule 2). The compiler checks most of it: core/tsconfig.json
 * (run by `npm run typecheck`) has no DOM library and no Node types, so window, document, fetch,
 * storage, timers, performance, crypto and process are compile errors in core, and its rootDir is
 * core, so importing a file of adapters/ or ui/ is one too. This test checks what the compiler
 * cannot see:
 * - which packages core's program reaches: io-ts, fp-ts, date-fns and rxjs only (never react,
 *   mobx, inversify…), type-only imports included;
 * - never fp-ts/lib or io-ts/lib (they bundle fp-ts twice);
 * - no read of the clock or of randomness (Date.now(), new Date(), Date(), Math.random()), no
 *   globalThis and no import of a computed path: all valid in the ES library core compiles with.
 */
import { expect } from 'chai';
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';

const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CORE_ROOT = path.join(PROJECT_ROOT, 'core');
const ALLOWED_PACKAGES = new Set(['io-ts', 'fp-ts', 'date-fns', 'rxjs']);

/**
 * The files the compiler reads for core/tsconfig.json that are neither core's own, TypeScript's
 * libraries, the declarations core's project names (types/), nor an allowed package's.
 */
function filesOutsideCore(
  programFiles: readonly string[],
  projectRoot: string = PROJECT_ROOT,
): string[] {
  const allowedFolders = [path.join(projectRoot, 'core'), path.join(projectRoot, 'types')].map(
    (dir) => dir + path.sep,
  );
  return programFiles.filter((file) => {
    if (allowedFolders.some((dir) => file.startsWith(dir))) return false;
    const inModules = file.split(`${path.sep}node_modules${path.sep}`);
    if (inModules.length === 1) return true;
    const rest = inModules.at(-1)!.split(path.sep);
    const name = rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
    const typescriptLibrary =
      /^(?:typescript|@typescript\/.+)$/.test(name) && /^lib\..*\.d\.ts$/.test(path.basename(file));
    return !typescriptLibrary && !ALLOWED_PACKAGES.has(name);
  });
}

/** Global reads the compiler allows (they are in the ES library) and core must not make. */
const MARKERS = {
  Date_now: 'Date.now',
  Math_random: 'Math.random',
  Date: 'Date',
  globalThis: 'globalThis',
} as const;
const marker = (key: keyof typeof MARKERS) => `__core_purity_${key}__`;
const DEFINE = Object.fromEntries(
  Object.entries(MARKERS).map(([key, global]) => [global, marker(key as keyof typeof MARKERS)]),
);

/**
 * What a core source reads of the clock or randomness, and the imports the compiler cannot judge.
 * esbuild parses the source and swaps the global names for markers (never inside strings,
 * comments or members such as `x.Date`), so finding the markers needs no parsing here.
 */
function purityViolations(source: string): string[] {
  const found: string[] = [];
  if (/\b(?:from|import)\s*\(?\s*['"](?:fp-ts|io-ts)\/lib\b/.test(source))
    found.push('imports fp-ts/lib or io-ts/lib');
  const { code } = transformSync(source, { loader: 'ts', define: DEFINE, logLevel: 'silent' });
  if (code.includes(marker('Date_now'))) found.push('uses Date.now');
  if (code.includes(`new ${marker('Date')}()`)) found.push('uses new Date() without a time');
  if (new RegExp(`(?<!new )${marker('Date')}\\(`).test(code))
    found.push('uses Date() called as a function');
  if (code.includes(marker('Math_random'))) found.push('uses Math.random');
  if (code.includes(marker('globalThis'))) found.push('references globalThis');
  if (/\bimport\s*\((?!\s*")/.test(code)) found.push('imports a computed path');
  return found;
}

function coreFiles(): string[] {
  return readdirSync(CORE_ROOT, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(?:[cm]?ts|tsx|jsx?)$/.test(file))
    .map((file) => path.join(CORE_ROOT, file))
    .sort();
}

/** Every file the compiler reads for core's own project. */
function coreProgramFiles(): string[] {
  const require = createRequire(import.meta.url);
  const tsc = path.join(path.dirname(require.resolve('typescript/package.json')), 'bin', 'tsc');
  const listed = execFileSync(
    process.execPath,
    [tsc, '-p', path.join(CORE_ROOT, 'tsconfig.json'), '--listFilesOnly'],
    { encoding: 'utf8' },
  );
  return listed
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((file) => path.resolve(file));
}

describe('core purity', () => {
  const files = coreFiles();

  it('finds the core sources to check', () => {
    expect(files).to.include(path.join(CORE_ROOT, 'index.ts'));
  });

  it('holds TypeScript modules only, no JSX or JavaScript', () => {
    expect(
      files
        .filter((file) => !/\.[cm]?ts$/.test(file))
        .map((file) => path.relative(CORE_ROOT, file)),
    ).to.deep.equal([]);
  });

  it('reaches only core, io-ts, fp-ts, date-fns and rxjs (what the compiler reads for core/tsconfig.json)', () => {
    const program = coreProgramFiles();
    expect(program).to.include(path.join(CORE_ROOT, 'index.ts'));
    expect(
      filesOutsideCore(program).map((file) => path.relative(PROJECT_ROOT, file)),
    ).to.deep.equal([]);
  });

  for (const file of files) {
    const name = `core/${path.relative(CORE_ROOT, file).split(path.sep).join('/')}`;
    it(`${name} reads neither the clock nor randomness`, () => {
      expect(purityViolations(readFileSync(file, 'utf8')), name).to.deep.equal([]);
    });
  }
});

describe('the purity checks themselves', () => {
  describe('filesOutsideCore', () => {
    const root = path.join(path.sep, 'site');
    const at = (...parts: string[]) => path.join(root, ...parts);

    it('passes core, its declarations, TypeScript libraries and the allowed packages', () => {
      const program = [
        at('core', 'index.ts'),
        at('types', 'url.d.ts'),
        at('node_modules', '@typescript', 'typescript-linux-x64', 'lib', 'lib.es2023.d.ts'),
        at('node_modules', 'fp-ts', 'lib', 'Either.d.ts'),
        at('node_modules', 'io-ts', 'lib', 'index.d.ts'),
        at('node_modules', 'date-fns', 'addDays.d.ts'),
        at('node_modules', 'rxjs', 'dist', 'types', 'index.d.ts'),
      ];
      expect(filesOutsideCore(program, root)).to.deep.equal([]);
    });

    it('names any other package, and any file of the site outside core', () => {
      const program = [
        at('node_modules', '@types', 'react', 'index.d.ts'),
        at('node_modules', 'mobx', 'dist', 'mobx.d.ts'),
        at('node_modules', 'inversify', 'lib', 'index.d.ts'),
        at('node_modules', 'typescript', 'lib', 'typescript.d.ts'),
        at('ui', 'header', 'header.view-model.ts'),
        at('adapters', 'http', 'http-client.ts'),
      ];
      expect(filesOutsideCore(program, root)).to.deep.equal(program);
    });
  });

  describe('purityViolations', () => {
    it('passes pure code: dates from a parameter, strings, comments and members named like globals', () => {
      const source = [
        "import { pipe } from 'fp-ts/function';",
        '// Date.now() and Math.random() in a comment; fp-ts/lib too',
        "const note = 'Date.now() is never called here';",
        'export const later = (now: Date) => new Date(now.getTime() + 1);',
        'export const utc = Date.UTC(2026, 0, 1);',
        'export const member = (x: { Date: { now(): number } }) => x.Date.now();',
        "export const lazy = () => import('./rule.js');",
        'export const text = `at ${pipe(1, String)}`;',
      ].join('\n');
      expect(purityViolations(source)).to.deep.equal([]);
    });

    const caught = (cases: [source: string, violation: string][]) => {
      for (const [source, violation] of cases) {
        expect(purityViolations(source), source).to.deep.equal([violation]);
      }
    };

    it('catches reads of the clock and randomness, in template substitutions too', () => {
      caught([
        ['const t = Date.now();', 'uses Date.now'],
        ['const t = `now ${Date.now()}`;', 'uses Date.now'],
        ['const now = Date.now;', 'uses Date.now'],
        ['const t = new Date();', 'uses new Date() without a time'],
        ['const t = new Date;', 'uses new Date() without a time'],
        ['const s = Date();', 'uses Date() called as a function'],
        ['const r = Math.random();', 'uses Math.random'],
      ]);
    });

    it('catches globalThis, fp-ts/lib and computed imports', () => {
      caught([
        ['const g = globalThis;', 'references globalThis'],
        ["import { right } from 'fp-ts/lib/Either';", 'imports fp-ts/lib or io-ts/lib'],
        ["import type { Mixed } from 'io-ts/lib/index';", 'imports fp-ts/lib or io-ts/lib'],
        ['const m = await import(name);', 'imports a computed path'],
      ]);
    });
  });
});
