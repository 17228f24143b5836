/**
 * The areas of core (tools/core-areas.mjs): each folder of core has an entry file listing its
 * public names, core/index.ts re-exports every entry, and each area is a subpath of the package
 * (core/package.json `exports`). What each subpath gives once packed:
 * test/package/core-package.test.ts.
 */
import { expect } from 'chai';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { areaOf, coreAreas, coreHomes, readArea } from '../../tools/core-areas.mjs';

const coreFile = (name: string) => new URL(`../../core/${name}`, import.meta.url);
const manifest = JSON.parse(readFileSync(coreFile('package.json'), 'utf8')) as {
  readonly exports: Readonly<Record<string, unknown>>;
};

describe('the areas of core (an entry file per folder, core/index.ts re-exporting them)', () => {
  const areas = coreAreas();

  it('are every folder of core, each re-exported by core/index.ts and by nothing else there', () => {
    const folders = readdirSync(coreFile(''), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'dist')
      .map((entry) => entry.name);
    expect(areas.map((area) => area.area).sort()).to.deep.equal(folders.sort());
    const index = readFileSync(coreFile('index.ts'), 'utf8');
    expect(index.match(/^export .*$/gm)).to.deep.equal(
      areas.map((area) => `export * from './${area.area}/index.js';`),
    );
  });

  it("hold every export statement of their entry, each from a module of the area's own folder", () => {
    for (const { area, statements } of areas) {
      const source = readFileSync(coreFile(`${area}/index.ts`), 'utf8');
      expect(statements, area).to.have.length(source.match(/^export /gm)?.length ?? 0);
      expect(statements, area).to.have.length.greaterThan(0);
      for (const { from } of statements) expect(areaOf(from), `${area}: ${from}`).to.equal(area);
    }
  });

  it('each begin with a comment that says what the area holds', () => {
    for (const { area, doc } of areas) expect(doc.length, area).to.be.greaterThan(20);
    expect(() => readArea('search', "export { x } from './x.js';\n")).to.throw(
      "core/search/index.ts: begins with a comment '// search: …'",
    );
  });

  it('list each name once', () => {
    const names = areas.flatMap((area) => area.statements.flatMap((s) => s.names));
    expect(names.filter((name, i) => names.indexOf(name) !== i)).to.deep.equal([]);
  });

  it('give the build the file that defines each name that is not a type only', () => {
    const homes = coreHomes();
    expect(homes.get('parseSearchPath')).to.match(/core\/search\/search-path\.ts$/);
    expect(homes.get('httpFailure')).to.match(/core\/failures\/failures\.ts$/);
    expect(homes.has('Failure'), 'a type only').to.equal(false);
  });

  it('refuse a name exported under another (the build could not find its home)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'core-areas-'));
    try {
      mkdirSync(path.join(dir, 'format'));
      writeFileSync(path.join(dir, 'index.ts'), "export * from './format/index.js';\n");
      writeFileSync(
        path.join(dir, 'format', 'index.ts'),
        "// format: words and numbers as the site writes them\nexport { a as b } from './a.js';\n",
      );
      expect(() => coreHomes(dir)).to.throw(
        'core/format/index.ts: a as b: export each name as defined',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('are each a subpath of the package, with its JavaScript and declarations', () => {
    for (const { area } of areas)
      expect(manifest.exports[`./${area}`], area).to.deep.equal({
        types: `./dist/${area}/index.d.ts`,
        default: `./dist/${area}/index.js`,
      });
    expect(Object.keys(manifest.exports).sort()).to.deep.equal(
      ['.', './package.json', ...areas.map((area) => `./${area.area}`)].sort(),
    );
  });
});
