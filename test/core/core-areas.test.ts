/**
 * The areas of core, as core/index.ts groups its exports (tools/core-areas.mjs), and the package's
 * subpaths (core/package.json `exports`): each area is the exports of one folder of core (or of
 * core/failures.ts), listed once, and a subpath of the package. What each subpath gives once
 * packed: test/package/core-package.test.ts.
 */
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { areaEntryFile, areaOf, coreAreas } from '../../tools/core-areas.mjs';

const coreFile = (name: string) => new URL(`../../core/${name}`, import.meta.url);
const manifest = JSON.parse(readFileSync(coreFile('package.json'), 'utf8')) as {
  readonly exports: Readonly<Record<string, unknown>>;
};
const index = readFileSync(coreFile('index.ts'), 'utf8');

describe('the areas of core (core/index.ts, one group an area)', () => {
  const areas = coreAreas();

  it('hold every export statement of core/index.ts, each in the group of its folder', () => {
    const statements = areas.flatMap((area) => area.statements);
    expect(statements).to.have.length(index.match(/^export /gm)?.length ?? 0);
    for (const { area, statements: own } of areas) {
      expect(own, area).to.have.length.greaterThan(0);
      for (const { from } of own) expect(areaOf(from), `${area}: ${from}`).to.equal(area);
    }
  });

  it('are each one group, under a comment that says what the area holds', () => {
    const names = areas.map((area) => area.area);
    expect(new Set(names).size).to.equal(names.length);
    for (const { area, doc } of areas) expect(doc.length, area).to.be.greaterThan(20);
  });

  it('list each name once', () => {
    const names = areas.flatMap((area) => area.statements.flatMap((s) => s.names));
    expect(names.filter((name, i) => names.indexOf(name) !== i)).to.deep.equal([]);
  });

  it('are each a subpath of the package, with its JavaScript and declarations', () => {
    for (const area of areas) {
      const file = areaEntryFile(area);
      expect(manifest.exports[`./${area.area}`], area.area).to.deep.equal({
        types: `./dist/${file.replace(/\.js$/, '.d.ts')}`,
        default: `./dist/${file}`,
      });
    }
    expect(Object.keys(manifest.exports).sort()).to.deep.equal(
      ['.', './package.json', ...areas.map((area) => `./${area.area}`)].sort(),
    );
  });
});
