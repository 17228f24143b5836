/**
 * Boot written into the page (sandbox/manifest.ts, sandbox/html.ts): a page then requests no
 * script before its first paint. Only the text the build hashed is written, only when small, and
 * never a text that could end the script element; otherwise boot is a file, as before.
 */
import { expect } from 'chai';
import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INLINE_BOOT_LIMIT, readBootAssets } from '../../sandbox/manifest.js';
import { renderShell } from '../../sandbox/html.js';
import { SHELL_COLOURS } from './support/sandbox.js';

const BOOT = 'assets/boot-INLINE01.js';
const BOOT_TEXT = '//# allFunctionsCalledOnLoad\nvoid import("/assets/vendor-V.js");\n';
const hashOf = (text: string) => 'sha256-' + createHash('sha256').update(text).digest('base64');

async function dist(text: string, integrity: string | undefined): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'inline-boot-'));
  await mkdir(join(dir, 'assets'), { recursive: true });
  await writeFile(join(dir, BOOT), text);
  const boot = {
    file: BOOT,
    css: [],
    imports: ['assets/vendor-V.js', 'assets/start-other-S.js'],
    staticImports: [],
    ...(integrity ? { integrity } : {}),
  };
  const page = {
    file: 'assets/start-results-page-R.js',
    css: [],
    imports: ['assets/vendor-V.js', 'assets/chunk-C.js'],
  };
  await writeFile(
    join(dir, 'manifest.json'),
    JSON.stringify({ entries: { boot, 'results-page': page } }),
  );
  return dir;
}

describe('boot written into the page', () => {
  const dirs: string[] = [];
  after(async () => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));
  const read = async (text: string, integrity: string | undefined) => {
    const dir = await dist(text, integrity);
    dirs.push(dir);
    return readBootAssets(dir);
  };

  it('reads boot’s text when the manifest’s hash is the file’s', async () => {
    const assets = await read(BOOT_TEXT, hashOf(BOOT_TEXT));
    expect(assets?.inlineBoot).to.deep.equal({ text: BOOT_TEXT, integrity: hashOf(BOOT_TEXT) });
  });

  it('keeps boot a file when the hash is missing or another file’s, the text too big, or holding </script', async () => {
    expect((await read(BOOT_TEXT, undefined))?.inlineBoot).to.equal(undefined);
    expect((await read(BOOT_TEXT, hashOf('something else')))?.inlineBoot).to.equal(undefined);
    const big = BOOT_TEXT + '//'.padEnd(INLINE_BOOT_LIMIT, 'x') + '\n';
    expect((await read(big, hashOf(big)))?.inlineBoot).to.equal(undefined);
    const closing = BOOT_TEXT + 'const s = "</SCRIPT>";\n';
    expect((await read(closing, hashOf(closing)))?.inlineBoot).to.equal(undefined);
  });

  it('writes boot into a server-rendered page and requests no boot file; the page kind’s files wait in the template', async () => {
    const assets = await read(BOOT_TEXT, hashOf(BOOT_TEXT));
    const html = renderShell({
      title: 'Results',
      description: 'Homes for sale',
      colours: SHELL_COLOURS,
      fontFamily: 'system-ui',
      settings: {},
      telephone: '01234 567890',
      assets: assets!,
      pageAssets: assets!.pages['results-page']!,
      markup: '<header>Hi</header>',
    });
    expect(html).to.include(`<script type="module">${BOOT_TEXT}</script>`);
    expect(html).not.to.include(BOOT);
    const template = /<template id="app-preloads">([^]*?)<\/template>/.exec(html)?.[1] ?? '';
    expect([...template.matchAll(/href="\/([^"]+)"/g)].map((m) => m[1])).to.deep.equal([
      'assets/vendor-V.js',
      'assets/chunk-C.js',
      'assets/start-results-page-R.js',
    ]);
  });
});
