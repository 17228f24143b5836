/**
 * The API section of core/README.md, written from core's area files (core/<area>/index.ts, each a
 * subpath of the package) and the doc comments of what they export, so the package's reference
 * cannot drift from its code.
 *
 *   node tools/core-api-docs.mjs           rewrites the section between the two markers
 *   node tools/core-api-docs.mjs --check   exits 1 when the committed section is not current
 *
 * It reads the sources with the lint workspace's TypeScript (tools/lint): TypeScript 7, the
 * project's compiler, has no JavaScript API.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const CORE = fileURLToPath(new URL('../core/', import.meta.url));
const README = path.join(CORE, 'README.md');
const ts = createRequire(new URL('./lint/package.json', import.meta.url))('typescript');

export const API_START = '<!-- api:start (written by tools/core-api-docs.mjs) -->';
export const API_END = '<!-- api:end -->';

const manifest = JSON.parse(readFileSync(path.join(CORE, 'package.json'), 'utf8'));

/** The package's areas: every subpath of its exports map but the whole API and the manifest. */
export const CORE_AREAS = Object.keys(manifest.exports)
  .filter((key) => key !== '.' && key !== './package.json')
  .map((key) => key.slice(2));

const areaSource = (area) =>
  path.join(CORE, area === 'failures' ? 'failures.ts' : path.join(area, 'index.ts'));

const KINDS = new Map([
  [ts.SyntaxKind.FunctionDeclaration, 'function'],
  [ts.SyntaxKind.VariableDeclaration, 'const'],
  [ts.SyntaxKind.InterfaceDeclaration, 'interface'],
  [ts.SyntaxKind.TypeAliasDeclaration, 'type'],
  [ts.SyntaxKind.ClassDeclaration, 'class'],
  [ts.SyntaxKind.EnumDeclaration, 'enum'],
]);

/** The parameters of a function, or of a constant holding one: `(price, tables?)`. */
function parameterList(declaration) {
  const fn =
    ts.isVariableDeclaration(declaration) &&
    declaration.initializer !== undefined &&
    (ts.isArrowFunction(declaration.initializer) ||
      ts.isFunctionExpression(declaration.initializer))
      ? declaration.initializer
      : ts.isFunctionDeclaration(declaration)
        ? declaration
        : undefined;
  if (fn === undefined) return undefined;
  const names = fn.parameters.map((p) => {
    const name = ts.isIdentifier(p.name)
      ? p.name.text
      : p.name.kind === ts.SyntaxKind.ObjectBindingPattern
        ? '{…}'
        : '[…]';
    return `${p.dotDotDotToken ? '…' : ''}${name}${p.questionToken || p.initializer ? '?' : ''}`;
  });
  return `(${names.join(', ')})`;
}

/**
 * The first paragraph of a doc comment, on one line; its first sentence when that is long. A
 * sentence that introduces a list (ends with ':') ends with a full stop instead.
 */
function summaryOf(text) {
  const paragraph = text
    .split(/\n\s*\n/)[0]
    .replace(/\s+/g, ' ')
    .trim();
  const sentence = /^.+?[.:](?=\s+[A-Z0-9(`'"])/.exec(paragraph);
  const summary = paragraph.length > 200 && sentence !== null ? sentence[0] : paragraph;
  return summary.replace(/:$/, '.');
}

function describe(symbol, checker) {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const declarations = target.declarations ?? [];
  const kinds = [...new Set(declarations.map((d) => KINDS.get(d.kind) ?? 'value'))];
  const first = declarations[0];
  const parameters = first === undefined ? undefined : parameterList(first);
  return {
    name: symbol.name,
    kinds:
      parameters !== undefined && kinds[0] === 'const' ? ['function', ...kinds.slice(1)] : kinds,
    parameters,
    summary: summaryOf(ts.displayPartsToString(target.getDocumentationComment(checker))),
  };
}

/** The module's own doc comment: the first comment of the file, when it is a JSDoc one. */
function moduleDoc(sourceFile) {
  const comment = /^\/\*\*([\s\S]*?)\*\//.exec(sourceFile.text);
  if (comment === null) return '';
  return comment[1]
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, ''))
    .join('\n')
    .trim()
    .split(/\n\s*\n/)[0]
    .replace(/\s+/g, ' ');
}

/**
 * Every name core/index.ts exports, and each area's names with their kind, parameters and the
 * summary of their doc comment, in the order the area file lists them.
 */
export function readCoreApi() {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(CORE, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => console.error(d.messageText) },
  );
  const indexFile = path.join(CORE, 'index.ts');
  const program = ts.createProgram([indexFile, ...CORE_AREAS.map(areaSource)], config.options);
  const checker = program.getTypeChecker();
  const exportsOf = (file) => {
    const sourceFile = program.getSourceFile(file);
    return {
      sourceFile,
      symbols: checker.getExportsOfModule(checker.getSymbolAtLocation(sourceFile)),
    };
  };
  return {
    indexNames: exportsOf(indexFile).symbols.map((symbol) => symbol.name),
    areas: CORE_AREAS.map((area) => {
      const { sourceFile, symbols } = exportsOf(areaSource(area));
      return {
        area,
        doc: moduleDoc(sourceFile),
        names: symbols.map((symbol) => describe(symbol, checker)),
      };
    }),
  };
}

function entryLine({ name, kinds, parameters, summary }) {
  const label = parameters === undefined ? `\`${name}\`` : `\`${name}${parameters}\``;
  const kind = kinds.filter((k) => k !== 'function').join(' and ');
  const head = kind === '' ? label : `${label} (${kind})`;
  return summary === '' ? `- ${head}` : `- ${head}: ${summary}`;
}

/** The API section, in Markdown (formatted by the caller). */
export function renderApi(api) {
  const parts = [
    `${manifest.name} exports ${api.indexNames.length} names: all of them from \`${manifest.name}\`, and each from the subpath of its area. The lists below follow the area files; each line is the first paragraph of the name's doc comment.`,
  ];
  for (const { area, doc, names } of api.areas) {
    parts.push(`### \`${manifest.name}/${area}\``, doc, names.map(entryLine).join('\n'));
  }
  return parts.join('\n\n');
}

/** core/README.md with its API section written from the sources, formatted as Prettier would. */
export async function currentReadme(readme = readFileSync(README, 'utf8'), api = readCoreApi()) {
  const start = readme.indexOf(API_START);
  const end = readme.indexOf(API_END);
  if (start === -1 || end < start)
    throw new Error(`core/README.md lacks ${API_START} … ${API_END}`);
  const text = `${readme.slice(0, start + API_START.length)}\n\n${renderApi(api)}\n\n${readme.slice(end)}`;
  const options = await prettier.resolveConfig(README);
  return prettier.format(text, { ...options, filepath: README });
}

async function main(check) {
  const committed = readFileSync(README, 'utf8');
  const current = await currentReadme(committed);
  if (!check) writeFileSync(README, current);
  else if (current !== committed) {
    console.error(
      'core/README.md: the API section is not current; run node tools/core-api-docs.mjs',
    );
    process.exitCode = 1;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  await main(process.argv.includes('--check'));
