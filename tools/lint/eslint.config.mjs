/**
 * The project's lint rules (`npm run lint`, part of `npm test`; zero warnings allowed).
 *
 * Besides typescript-eslint, react-hooks and jsx-a11y, it enforces the hexagon's boundaries
 * (ARCHITECTURE §2, README "Architecture"):
 *   core      imports nothing of ours outside core/ (pure TypeScript: rules and ports);
 *   adapters  import only core (they implement its ports);
 *   ui        imports core and ui, never adapters, app/ or the composition root;
 *   app/ and composition-root.ts (the entries and the wiring) see everything;
 *   sandbox   (the stand-in platform) uses core and the server entry;
 *   test/ and bench/ may import anything.
 * Outside core/, core is reached through its public surface `core/index.ts` only.
 */
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { createRequire } from 'node:module';
import { UI_FOLDERS, uiZonePatterns } from './ui-zones.mjs';

// The import resolver and parser, by path: the import plugins look them up from the working
// folder (the repository), but they are installed here, in the lint workspace.
const requireHere = createRequire(import.meta.url);
const typescriptResolver = requireHere.resolve('eslint-import-resolver-typescript');
const typescriptParser = createRequire(requireHere.resolve('typescript-eslint')).resolve(
  '@typescript-eslint/parser',
);

const root = new URL('../../', import.meta.url).pathname;

/** The layers, as boundaries elements (folders at the top of the repository). */
const ELEMENTS = [
  { type: 'core', pattern: 'core', partialMatch: false },
  { type: 'adapters', pattern: 'adapters', partialMatch: false },
  { type: 'ui', pattern: 'ui', partialMatch: false },
  { type: 'app', pattern: 'app', partialMatch: false },
  { type: 'sandbox', pattern: 'sandbox', partialMatch: false },
  { type: 'test', pattern: 'test', partialMatch: false },
  { type: 'bench', pattern: 'bench', partialMatch: false },
];

const NO_COMPOSITION_ROOT = {
  regex: '(^|/)composition-root(\\.js)?$',
  message:
    'Only the entries (app/) wire the container: take what you need from the container instead.',
};
const NO_CORE_INTERNALS = {
  regex: '(^|/)core/(?!index\\.js$).+',
  message:
    "Import core through its public surface, core/index.js (add the export there if it is part of core's API).",
};

const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });

const LAYER_POLICIES = [
  { from: { element: { types: { anyOf: ['core'] } } }, allow: to('core') },
  { from: { element: { type: 'adapters' } }, allow: to('core', 'adapters') },
  { from: { element: { type: 'ui' } }, allow: to('core', 'ui') },
  { from: { element: { type: 'app' } }, allow: to('core', 'adapters', 'ui', 'app') },
  { from: { element: { type: 'sandbox' } }, allow: to('core', 'app', 'sandbox') },
  {
    from: { element: { types: { anyOf: ['test', 'bench'] } } },
    allow: to('core', 'adapters', 'ui', 'app', 'composition-root', 'sandbox', 'test', 'bench'),
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'dist-*/**',
      'coverage/**',
      'artifacts/**',
      '.scratch/**',
      '**/*.d.ts',
    ],
  },
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': root,
      'boundaries/elements': ELEMENTS,
      'import/resolver': {
        [typescriptResolver]: { project: `${root}tsconfig.json`, alwaysTryTypes: true },
      },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: LAYER_POLICIES }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Browsers the site supports lack it (Safari before 17, Chrome before 120): core's parseUrl.
      'no-restricted-properties': [
        'error',
        { object: 'URL', property: 'canParse', message: "Use core's parseUrl or webUrl." },
      ],
    },
  },
  {
    // Type-aware rules: a promise is awaited, handled or marked `void`; none is passed where a
    // function's result is ignored (an event handler); only a thenable is awaited.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        // The lint's own tests lint sources as these files of each layer (they exist only as text).
        projectService: {
          allowDefaultProject: [
            'ui/header/lint-probe.ts',
            'core/search/lint-probe.ts',
            'adapters/http/lint-probe.ts',
            'app/lint-probe.ts',
          ],
        },
        tsconfigRootDir: root,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    // The same promise rules for the build, the tools, the bench and the sandbox's start script,
    // with the types tsconfig.tools.json gives them.
    files: ['build.mjs', 'tools/**/*.mjs', 'bench/**/*.mjs', 'sandbox/*.mjs'],
    languageOptions: {
      parserOptions: { project: `${root}tsconfig.tools.json`, tsconfigRootDir: root },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    // No import cycle among our sources: a cycle makes evaluation order matter and splits badly.
    files: ['{core,adapters,ui,app,sandbox}/**/*.{ts,tsx}', 'composition-root.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // The rule reads each imported file itself: TypeScript files with typescript-eslint's parser.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { [typescriptParser]: ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: `${root}tsconfig.json` }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Tests read JSON answers and drive loosely typed fixtures: `any` is allowed there only.
    files: ['test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  // Two import rules boundaries cannot express (it classifies folders): composition-root.ts is one
  // file at the top, which only the entries (app/), tests and the bench may import; and outside
  // core/, core is reached through its public surface, core/index.ts, only.
  {
    files: ['core/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_COMPOSITION_ROOT] }] },
  },
  {
    files: ['adapters/**', 'sandbox/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [NO_COMPOSITION_ROOT, NO_CORE_INTERNALS] }],
    },
  },
  // Inside ui/, a folder reaches another only through its public files or the shared kit
  // (tools/lint/ui-zones.mjs).
  ...['', ...UI_FOLDERS].map(
    (folder) =>
      /** @type {import('eslint').Linter.Config} */ ({
        files: folder === '' ? ['ui/*.{ts,tsx}'] : [`ui/${folder}/**`],
        ignores: folder === '' ? ['ui/tokens.ts'] : [],
        rules: {
          'no-restricted-imports': [
            'error',
            { patterns: [NO_COMPOSITION_ROOT, NO_CORE_INTERNALS, ...uiZonePatterns(folder)] },
          ],
        },
      }),
  ),
  {
    // The container's catalogue of tokens names the type each one gives, of every feature; it
    // imports no feature's code.
    files: ['ui/tokens.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [NO_COMPOSITION_ROOT, NO_CORE_INTERNALS] }],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: uiZonePatterns('').map((p) => ({ ...p, allowTypeImports: true })) },
      ],
    },
  },
  {
    files: ['app/**', 'bench/**', 'composition-root.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_CORE_INTERNALS] }] },
  },
  {
    files: ['ui/**/*.{ts,tsx}', 'app/**/*.{ts,tsx}', 'adapters/browser/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['ui/**/*.{ts,tsx}', 'app/**/*.{ts,tsx}', 'test/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y },
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
);
