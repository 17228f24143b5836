/**
 * core/index.ts is the union of the area files (core/<area>/index.ts and core/failures.ts), each a
 * subpath of the package (core/package.json `exports`): every name of the API is in exactly one
 * area, and every area is both re-exported by core/index.ts and a subpath of the package. The
 * same for types, and core/README.md's list of names: test/tools/core-api-docs.test.ts.
 */
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import * as core from '../../core/index.js';
import * as agency from '../../core/agency/index.js';
import * as articles from '../../core/articles/index.js';
import * as botCheck from '../../core/bot-check/index.js';
import * as calculators from '../../core/calculators/index.js';
import * as carousel from '../../core/carousel/index.js';
import * as consent from '../../core/consent/index.js';
import * as content from '../../core/content/index.js';
import * as failures from '../../core/failures.js';
import * as format from '../../core/format/index.js';
import * as header from '../../core/header/index.js';
import * as leads from '../../core/leads/index.js';
import * as legal from '../../core/legal/index.js';
import * as maps from '../../core/maps/index.js';
import * as media from '../../core/media/index.js';
import * as notifications from '../../core/notifications/index.js';
import * as ports from '../../core/ports/index.js';
import * as property from '../../core/property/index.js';
import * as routes from '../../core/routes/index.js';
import * as search from '../../core/search/index.js';
import * as seo from '../../core/seo/index.js';
import * as settings from '../../core/settings/index.js';
import * as storage from '../../core/storage/index.js';
import * as user from '../../core/user/index.js';
import * as validation from '../../core/validation/index.js';
import * as valuation from '../../core/valuation/index.js';

const coreFile = (name: string) => new URL(`../../core/${name}`, import.meta.url);
const manifest = JSON.parse(readFileSync(coreFile('package.json'), 'utf8')) as {
  readonly exports: Readonly<Record<string, unknown>>;
};

/**
 * Each area's module, imported statically: a module imported again at run time is a second
 * instance under the test loader, whose unrun functions would count against core's coverage.
 */
const AREA_MODULES: Readonly<Record<string, object>> = {
  agency,
  articles,
  'bot-check': botCheck,
  calculators,
  carousel,
  consent,
  content,
  failures,
  format,
  header,
  leads,
  legal,
  maps,
  media,
  notifications,
  ports,
  property,
  routes,
  search,
  seo,
  settings,
  storage,
  user,
  validation,
  valuation,
};

/** The package's areas: every subpath of its exports map but the whole API and the manifest. */
const CORE_AREAS = Object.keys(manifest.exports)
  .filter((key) => key !== '.' && key !== './package.json')
  .map((key) => key.slice(2));

const areaFile = (area: string) => (area === 'failures' ? 'failures' : `${area}/index`);

describe('the areas of core', () => {
  it('are each a subpath of the package, with its JavaScript and declarations', () => {
    for (const area of CORE_AREAS) {
      expect(manifest.exports[`./${area}`], area).to.deep.equal({
        types: `./dist/${areaFile(area)}.d.ts`,
        default: `./dist/${areaFile(area)}.js`,
      });
    }
    expect(Object.keys(AREA_MODULES).sort()).to.deep.equal([...CORE_AREAS].sort());
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

  it('give core/index.ts its values: each value of one area only', () => {
    const owners = new Map<string, string[]>();
    for (const area of CORE_AREAS) {
      for (const name of Object.keys(AREA_MODULES[area] ?? {}))
        owners.set(name, [...(owners.get(name) ?? []), area]);
    }
    expect([...owners].filter(([, areas]) => areas.length > 1)).to.deep.equal([]);
    expect([...owners.keys()].sort()).to.deep.equal(Object.keys(core).sort());
  });
});
