/**
 * core as another channel gets it: packed as `npm pack` packs it (tools/core-package.mjs builds
 * dist/ into a folder of its own, so the repository is never written), installed from the tarball
 * into an empty folder with npm, then used by plain Node (no TypeScript loader) and type-checked
 * against the package's declarations. The channel is examples/alert-digest.
 */
import { expect } from 'chai';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as core from '../../core/index.js';
import { packCore } from '../../tools/core-package.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const EXAMPLE = path.join(ROOT, 'examples', 'alert-digest');
const EXAMPLE_FILES = ['package.json', 'digest.mjs', 'sample-input.json'];
const manifest = JSON.parse(readFileSync(path.join(ROOT, 'core', 'package.json'), 'utf8')) as {
  readonly name: string;
  readonly exports: Readonly<Record<string, string | { types: string; default: string }>>;
};

/** Node with no loader and no options of this test process (mocha runs under tsx). */
function plainNode(cwd: string, args: readonly string[]): string {
  const env = { ...process.env };
  delete env['NODE_OPTIONS'];
  return execFileSync(process.execPath, args, { cwd, env, encoding: 'utf8' });
}

/** What a module of the installed package gives, run by plain Node as an ES module. */
const runModule = (cwd: string, code: string): string =>
  plainNode(cwd, ['--input-type=module', '--eval', code]);

describe('core as a package (npm pack, installed in an empty folder)', function () {
  // Packing builds core and npm installs its three dependencies from the cache: some seconds.
  this.timeout(120_000);
  let work: string;
  let tarball: string;
  let channel: string;

  before(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'core-package-'));
    tarball = await packCore(path.join(work, 'pack'));
    channel = path.join(work, 'alert-digest');
    mkdirSync(channel);
    for (const file of EXAMPLE_FILES)
      copyFileSync(path.join(EXAMPLE, file), path.join(channel, file));
    execFileSync(
      'npm',
      ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', tarball],
      { cwd: channel, encoding: 'utf8' },
    );
  });

  after(() => {
    if (work !== undefined) rmSync(work, { recursive: true, force: true });
  });

  it('packs JavaScript and declarations for every entry, the README and the changelog, no sources', () => {
    const files = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => line.replace(/^package\//, ''));
    for (const entry of Object.values(manifest.exports)) {
      const targets = typeof entry === 'string' ? [entry] : [entry.types, entry.default];
      for (const target of targets) expect(files).to.include(target.replace(/^\.\//, ''));
    }
    expect(files).to.include.members(['README.md', 'CHANGELOG.md', 'package.json']);
    expect(files.filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))).to.deep.equal(
      [],
    );
  });

  it('runs under plain Node: a stamp duty figure and a parsed search path', () => {
    const answer = runModule(
      channel,
      `import { calculateStampDuty, CURRENT_STAMP_DUTY_TABLES } from '${manifest.name}/calculators';
       import { parseSearchPath } from '${manifest.name}';
       const tax = calculateStampDuty({ price: 295000, country: 'england' }, CURRENT_STAMP_DUTY_TABLES).tax;
       const search = parseSearchPath('/property-for-sale/taunton/gid-5f1c/from-2-bed/up-to-350000/page-2');
       console.log(JSON.stringify({ tax, search }));`,
    );
    expect(JSON.parse(answer)).to.deep.equal({
      tax: 4750,
      search: {
        channel: 'sales',
        placeSlug: 'taunton',
        placeId: '5f1c',
        minBeds: 2,
        maxPrice: 350000,
        page: 2,
      },
    });
  });

  it("gives every value core's sources export, each from one area's subpath too", () => {
    const subpaths = Object.keys(manifest.exports).filter((key) => key !== './package.json');
    const answer = runModule(
      channel,
      `const names = {};
       for (const subpath of ${JSON.stringify(subpaths)}) {
         names[subpath] = Object.keys(await import('${manifest.name}' + subpath.slice(1)));
       }
       console.log(JSON.stringify(names));`,
    );
    const { '.': whole, ...areas } = JSON.parse(answer) as Record<string, string[]>;
    const inAreas = Object.values(areas).flat();
    expect(whole?.sort()).to.deep.equal(Object.keys(core).sort());
    expect([...inAreas].sort()).to.deep.equal(whole);
    expect(areas['./calculators']).to.include('calculateStampDuty');
    expect(areas['./search']).to.include('parseSearchPath');
  });

  it('runs the alert digest channel: prices, status tags and search links, all from core', () => {
    const email = plainNode(channel, ['digest.mjs', 'sample-input.json']);
    expect(email).to.include('Subject: 2 new homes for you at Oakfield & Vale');
    expect(email).to.include(
      '  - 14 Wellington Road, Taunton TA1: Guide price £325,000, 3 beds [New Listing]',
    );
    expect(email).to.include('  - 3 Priory Fields, Taunton TA1: £295,000, 2 beds [Under offer]');
    expect(email).to.include(
      'Flat 4, 12 Pulteney Street, Bath BA2: £1,150 pcm, 1 bed [New Listing]',
    );
    expect(email).to.include('[Let Agreed]');
    expect(email).to.include('9 Mill Lane, Wellington TA21: £240,000, 3 beds [SSTC]');
    expect(email).to.include(
      'See every match: https://oakfield.example/property-for-sale/taunton/gid-taunton/from-2-bed/up-to-350000/tag-house',
    );
    expect(email).to.include('3+ bed properties for sale in Somerset £200,000 – £400,000');
    expect(email, 'a search of another frequency or with no match sends nothing').not.to.match(
      /jo@example\.com|4\+ bed/,
    );
    expect(email).to.equal(readFileSync(path.join(EXAMPLE, 'expected-output.txt'), 'utf8'));
  });

  it("type-checks the channel against the package's declarations (Node's module resolution)", () => {
    const require = createRequire(import.meta.url);
    const tsc = path.join(path.dirname(require.resolve('typescript/package.json')), 'bin', 'tsc');
    const config = {
      compilerOptions: {
        allowJs: true,
        checkJs: true,
        noEmit: true,
        strict: true,
        module: 'nodenext',
        moduleResolution: 'nodenext',
        target: 'es2022',
        typeRoots: [path.join(ROOT, 'node_modules', '@types')],
        types: ['node'],
      },
      files: ['digest.mjs'],
    };
    writeFileSync(path.join(channel, 'tsconfig.json'), JSON.stringify(config));
    try {
      execFileSync(process.execPath, [tsc, '-p', channel], { encoding: 'utf8' });
    } catch (error) {
      expect.fail(`tsc found errors:\n${(error as { stdout?: string }).stdout ?? String(error)}`);
    }
  });
});
