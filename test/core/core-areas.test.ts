/**
 * core/index.ts is the union of the area files (core/<area>/index.ts and core/failures.ts), each a
 * subpath of the package (core/package.json `exports`): every name of the API is in exactly one
 * area, and every area is both re-exported by core/index.ts and a subpath of the package.
 */
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import * as core from '../../core/index.js';
import { CORE_AREAS, currentReadme, readCoreApi } from '../../tools/core-api-docs.mjs';

const coreFile = (name: string) => new URL(`../../core/${name}`, import.meta.url);
const manifest = JSON.parse(readFileSync(coreFile('package.json'), 'utf8')) as {
  readonly exports: Readonly<Record<string, unknown>>;
};

const areaFile = (area: string) => (area === 'failures' ? 'failures' : `${area}/index`);

describe('the areas of core', () => {
  let api: ReturnType<typeof readCoreApi>;

  before(function () {
    // TypeScript reads all of core once for the two tests of names and documentation.
    this.timeout(30_000);
    api = readCoreApi();
  });

  it('are each a subpath of the package, with its JavaScript and declarations', () => {
    for (const area of CORE_AREAS) {
      expect(manifest.exports[`./${area}`], area).to.deep.equal({
        types: `./dist/${areaFile(area)}.d.ts`,
        default: `./dist/${areaFile(area)}.js`,
      });
    }
    expect(Object.keys(manifest.exports).sort()).to.deep.equal(
      ['.', './package.json', ...CORE_AREAS.map((area) => `./${area}`)].sort(),
    );
  });

  it('are each re-exported whole by core/index.ts, and nothing else is', () => {
    const index = readFileSync(coreFile('index.ts'), 'utf8');
    const reexported = [...index.matchAll(/^export \* from '\.\/(.+)\.js';$/gm)].map((m) => m[1]);
    expect(reexported.sort()).to.deep.equal(CORE_AREAS.map(areaFile).sort());
    expect(index.match(/^export /gm)).to.have.length(CORE_AREAS.length);
  });

  it('give core/index.ts its values: each value of one area only', async () => {
    const owners = new Map<string, string[]>();
    for (const area of CORE_AREAS) {
      const module = (await import(`../../core/${areaFile(area)}.js`)) as object;
      for (const name of Object.keys(module)) owners.set(name, [...(owners.get(name) ?? []), area]);
    }
    expect([...owners].filter(([, areas]) => areas.length > 1)).to.deep.equal([]);
    expect([...owners.keys()].sort()).to.deep.equal(Object.keys(core).sort());
  });

  it('give core/index.ts its names, types included: each name of one area only', () => {
    const owners = new Map<string, string[]>();
    for (const area of api.areas) {
      for (const { name } of area.names) owners.set(name, [...(owners.get(name) ?? []), area.area]);
    }
    expect([...owners].filter(([, areas]) => areas.length > 1)).to.deep.equal([]);
    expect([...owners.keys()].sort()).to.deep.equal([...api.indexNames].sort());
    expect(api.indexNames.length).to.be.greaterThan(850);
  });

  it('are listed in core/README.md as the doc comments say (node tools/core-api-docs.mjs)', async () => {
    const committed = readFileSync(coreFile('README.md'), 'utf8');
    expect(await currentReadme(committed, api)).to.equal(committed);
  });
});
