/**
 * The API section of core/README.md, written from core's areas (their entry files,
 * tools/core-areas.mjs) and the doc comments of what it exports, so the package's reference
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
import { coreAreas } from './core-areas.mjs';

const CORE = fileURLToPath(new URL('../core/', import.meta.url));
const README = path.join(CORE, 'README.md');
const ts = createRequire(new URL('./lint/package.json', import.meta.url))('typescript');

export const API_START = '<!-- api:start (written by tools/core-api-docs.mjs) -->';
export const API_END = '<!-- api:end -->';

const manifest = JSON.parse(readFileSync(path.join(CORE, 'package.json'), 'utf8'));

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

/**
 * Every name core/index.ts exports, and each area's names with their kind, parameters and the
 * summary of their doc comment, in the order core/index.ts lists them.
 */
export function readCoreApi() {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(CORE, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => console.error(d.messageText) },
  );
  const indexFile = path.join(CORE, 'index.ts');
  const program = ts.createProgram([indexFile], config.options);
  const checker = program.getTypeChecker();
  const symbols = checker.getExportsOfModule(
    checker.getSymbolAtLocation(program.getSourceFile(indexFile)),
  );
  const byName = new Map(symbols.map((symbol) => [symbol.name, symbol]));
  return {
    indexNames: symbols.map((symbol) => symbol.name),
    areas: coreAreas().map(({ area, doc, statements }) => ({
      area,
      doc,
      names: statements
        .flatMap((statement) => statement.names)
        .map((name) => describe(byName.get(name), checker)),
    })),
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
    `${manifest.name} exports ${api.indexNames.length} names: all of them from \`${manifest.name}\`, and each from the subpath of its area. The lists below follow the areas' entry files; each line is the first paragraph of the name's doc comment.`,
  ];
  for (const { area, doc, names } of api.areas) {
    const summary = doc.charAt(0).toUpperCase() + doc.slice(1);
    parts.push(`### \`${manifest.name}/${area}\``, summary, names.map(entryLine).join('\n'));
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
