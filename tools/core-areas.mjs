/**
 * The areas of core: each is one folder of core whose entry file (`core/search/index.ts`) lists
 * the folder's public names under a comment that starts with the area's name ('// search: …').
 * core/index.ts re-exports every area's entry, in order; the package gives each area a subpath of
 * its own (core/package.json `exports`), and core/README.md lists them (tools/core-api-docs.mjs).
 * The build reads the same lists to bundle a core import as imports of the defining files
 * (`coreHomes`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * @typedef {{ typeOnly: boolean, names: string[], from: string }} ExportStatement
 * @typedef {{ area: string, doc: string, statements: ExportStatement[] }} CoreArea
 */

export const CORE_DIR = fileURLToPath(new URL('../core/', import.meta.url));

const AREA_ENTRY = /^export \* from '\.\/([a-z-]+)\/index\.js';$/gm;
const AREA_COMMENT = /^\/\/ ([a-z-]+): (.*)$/;
const STATEMENT = /^export (type )?\{([^}]*)\} from '\.\/([^']+)';$/gm;

/**
 * The folder of core a module path (relative to core/) lies in: its area.
 * @param {string} from
 */
export const areaOf = (from) => from.split('/')[0];

/**
 * The area entries core/index.ts re-exports, in its order.
 * @param {string} coreDir
 */
export const areaNames = (coreDir = CORE_DIR) =>
  [...readFileSync(path.join(coreDir, 'index.ts'), 'utf8').matchAll(AREA_ENTRY)].map((m) => m[1]);

/**
 * One area's entry file read: its name, the words of its comment, and its export statements
 * (type-only or not, the names, the module relative to core/).
 * @param {string} area
 * @param {string} source the area's index.ts
 * @returns {CoreArea}
 */
export function readArea(area, source) {
  const lines = source.split('\n');
  const comment = AREA_COMMENT.exec(lines[0] ?? '');
  if (comment === null || comment[1] !== area)
    throw new Error(`core/${area}/index.ts: begins with a comment '// ${area}: …'`);
  const words = [comment[2]];
  for (let i = 1; lines[i]?.startsWith('// '); i += 1) words.push(lines[i].slice(3));
  const statements = [...source.matchAll(STATEMENT)].map((match) => ({
    typeOnly: match[1] !== undefined,
    names: match[2]
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
    from: `${area}/${match[3]}`,
  }));
  return { area, doc: words.join(' '), statements };
}

/**
 * Each area, in the order of core/index.ts.
 * @returns {CoreArea[]}
 */
export const coreAreas = (coreDir = CORE_DIR) =>
  areaNames(coreDir).map((area) =>
    readArea(area, readFileSync(path.join(coreDir, area, 'index.ts'), 'utf8')),
  );

/**
 * Name → the core file that defines it (absolute, .ts), for every name that is not a type only:
 * what the build bundles an import of core/index.js as.
 * @returns {Map<string, string>}
 */
export function coreHomes(coreDir = CORE_DIR) {
  const homes = new Map();
  for (const { area, statements } of coreAreas(coreDir))
    for (const { typeOnly, names, from } of statements) {
      if (typeOnly) continue;
      for (const name of names) {
        if (/\sas\s/.test(name))
          throw new Error(`core/${area}/index.ts: ${name}: export each name as defined`);
        homes.set(name, path.join(coreDir, from.replace(/\.js$/, '.ts')));
      }
    }
  return homes;
}
