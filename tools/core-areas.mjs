/**
 * The areas of core as core/index.ts groups them: each group is the exports of one folder of core
 * (or of core/failures.ts) under a comment that starts with the area's name ('// search: …'). The
 * package gives each area a subpath of its own (core/package.json `exports`), whose entry files
 * tools/core-package.mjs writes from these groups, and core/README.md lists them
 * (tools/core-api-docs.mjs). core/index.ts stays the one list of core's names.
 */
import { readFileSync } from 'node:fs';

/**
 * @typedef {{ typeOnly: boolean, names: string[], from: string }} ExportStatement
 * @typedef {{ area: string, doc: string, statements: ExportStatement[] }} CoreArea
 */

export const CORE_INDEX = new URL('../core/index.ts', import.meta.url);

const AREA_COMMENT = /^\/\/ ([a-z-]+): (.*)$/;
const STATEMENT = /^export (type )?\{([^}]*)\} from '\.\/([^']+)';$/gm;

/**
 * The folder (or root file) of core a module path of core/index.ts lies in: its area.
 * @param {string} from
 */
export const areaOf = (from) => from.split('/')[0].replace(/\.js$/, '');

/**
 * Each area, in the order of core/index.ts: its name, the words of its comment, and its export
 * statements (type-only or not, the names, the module relative to core/).
 * @returns {CoreArea[]}
 */
export function coreAreas(index = readFileSync(CORE_INDEX, 'utf8')) {
  /** @type {(CoreArea & { start: number })[]} */
  const areas = [];
  const lines = index.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const comment = AREA_COMMENT.exec(lines[i]);
    if (comment === null) continue;
    const words = [comment[2]];
    while (lines[i + 1]?.startsWith('// ')) words.push(lines[(i += 1)].slice(3));
    areas.push({ area: comment[1], doc: words.join(' '), start: i + 1, statements: [] });
  }
  for (const match of index.matchAll(STATEMENT)) {
    const line = index.slice(0, match.index).split('\n').length - 1;
    const owner = areas.findLast((area) => area.start <= line);
    if (owner === undefined) throw new Error(`core/index.ts: an export before any area comment`);
    const names = match[2]
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    owner.statements.push({ typeOnly: match[1] !== undefined, names, from: match[3] });
  }
  return areas.map(({ area, doc, statements }) => ({ area, doc, statements }));
}

/**
 * Whether the area is one module of core's root (core/failures.ts), its own entry.
 * @param {CoreArea} area
 */
export const isOneFile = ({ area, statements }) =>
  statements.every((statement) => statement.from === `${area}.js`);

/**
 * The package's file of an area's subpath, in dist/ (core/package.json `exports`).
 * @param {CoreArea} area
 */
export const areaEntryFile = (area) =>
  isOneFile(area) ? `${area.area}.js` : `${area.area}/index.js`;

/**
 * The entry module of an area of a folder: its statements with modules relative to the folder
 * ('./search-path.js'). JavaScript (`declarations` false) leaves out the type-only statements.
 * @param {CoreArea} area
 * @param {boolean} declarations
 */
export function areaEntry({ area, statements }, declarations) {
  return statements
    .filter((statement) => declarations || !statement.typeOnly)
    .map(({ typeOnly, names, from }) => {
      const module = `./${from.slice(area.length + 1)}`;
      return `export ${typeOnly ? 'type ' : ''}{ ${names.join(', ')} } from '${module}';`;
    })
    .join('\n');
}
