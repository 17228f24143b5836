/**
 * Core's API as TypeScript reads it (types included), and its reference in core/README.md: every
 * name core/index.ts exports is in exactly one area, and the README lists them as their doc
 * comments say. Kept out of the core tests: loading TypeScript's compiler beside core's modules
 * upsets the coverage of core's own files.
 */
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { currentReadme, readCoreApi } from '../../tools/core-api-docs.mjs';
import { coreAreas } from '../../tools/core-areas.mjs';

describe("core's API reference (tools/core-api-docs.mjs)", () => {
  let api: ReturnType<typeof readCoreApi>;

  before(function () {
    // TypeScript reads all of core once, for both tests.
    this.timeout(60_000);
    api = readCoreApi();
  });

  it('finds every name of core/index.ts in exactly one area, types included', () => {
    const owners = new Map<string, string[]>();
    for (const area of api.areas) {
      for (const { name } of area.names) owners.set(name, [...(owners.get(name) ?? []), area.area]);
    }
    expect(api.areas.map((area) => area.area)).to.deep.equal(coreAreas().map((area) => area.area));
    expect([...owners].filter(([, areas]) => areas.length > 1)).to.deep.equal([]);
    expect([...owners.keys()].sort()).to.deep.equal([...api.indexNames].sort());
    expect(owners.get('calculateStampDuty')).to.deep.equal(['calculators']);
    expect(owners.get('Search')).to.deep.equal(['search']);
  });

  it('finds core/README.md current (run node tools/core-api-docs.mjs after changing the API)', async () => {
    const committed = readFileSync(new URL('../../core/README.md', import.meta.url), 'utf8');
    expect(await currentReadme(committed, api)).to.equal(committed);
  });
});
