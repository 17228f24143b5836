import { expect } from 'chai';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { negotiateEncoding } from '../../sandbox/respond.js';
import { AssetServer } from '../../sandbox/static.js';
import { FAKE_BOOT, FAKE_CSS, startTestSandbox, type TestSandbox } from './support/sandbox.js';

/** A raw GET (fetch would decompress and hide the encoding). */
function get(
  url: string,
  headers: Record<string, string> = {},
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}> {
  return new Promise((done, fail) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', fail);
    req.end();
  });
}

describe('sandbox static assets', () => {
  let t: TestSandbox;
  let original: Buffer;
  before(async () => {
    t = await startTestSandbox();
    original = await readFile(join(t.distDir, FAKE_BOOT));
  });
  after(() => t.stop());

  it('serves hashed assets with brotli, immutable caching and a JavaScript type', async () => {
    const res = await get(`${t.url}/${FAKE_BOOT}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).to.equal(200);
    expect(res.headers['content-encoding']).to.equal('br');
    expect(res.headers['cache-control']).to.equal('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).to.equal('text/javascript; charset=utf-8');
    expect(res.headers['vary']).to.equal('Accept-Encoding');
    expect(brotliDecompressSync(res.body).equals(original)).to.equal(true);
  });

  it('falls back to gzip, then to no encoding', async () => {
    const gz = await get(`${t.url}/${FAKE_BOOT}`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).to.equal('gzip');
    expect(gunzipSync(gz.body).equals(original)).to.equal(true);
    const plain = await get(`${t.url}/${FAKE_BOOT}`);
    expect(plain.headers['content-encoding']).to.equal(undefined);
    expect(plain.body.equals(original)).to.equal(true);
  });

  it('answers 304 to a matching ETag, and revalidates unhashed files', async () => {
    const first = await get(`${t.url}/assets/plain.txt`);
    expect(first.headers['cache-control']).to.equal('no-cache');
    const etag = first.headers['etag'] as string;
    expect(etag).to.match(/^".+"$/);
    expect((await get(`${t.url}/assets/plain.txt`, { 'if-none-match': etag })).status).to.equal(
      304,
    );
  });

  it('never serves a file outside dist/assets', async () => {
    expect((await get(`${t.url}/assets/..%2Fmanifest.json`)).status).to.equal(404);
    expect((await get(`${t.url}/assets/%2e%2e/manifest.json`)).status).to.equal(404);
    expect((await get(`${t.url}/assets/missing-ABCDEFGH.js`)).status).to.equal(404);
  });

  it('compresses pages too', async () => {
    const res = await get(`${t.url}/`, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).to.equal('gzip');
    expect(gunzipSync(res.body).toString('utf8')).to.match(/^<!doctype html>/);
  });

  it('gives concurrent first requests for a file the whole file, compressed', async () => {
    const assets = new AssetServer(t.distDir);
    const server = createServer((req, res) => {
      void assets.serve(req, res, (req.url ?? '/').replace(/^\/assets\//, '')).then((served) => {
        if (!served) res.writeHead(404).end();
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/${FAKE_CSS}`;
      const css = await readFile(join(t.distDir, FAKE_CSS));
      const answers = await Promise.all([1, 2, 3].map(() => get(url, { 'accept-encoding': 'br' })));
      for (const res of answers) {
        expect(res.headers['content-encoding']).to.equal('br');
        expect(brotliDecompressSync(res.body).equals(css)).to.equal(true);
      }
    } finally {
      await new Promise<void>((done) => server.close(() => done()));
    }
  });

  describe('negotiateEncoding', () => {
    it('prefers br, honours q=0, and defaults to identity', () => {
      expect(negotiateEncoding('gzip, br')).to.equal('br');
      expect(negotiateEncoding('br;q=0, gzip')).to.equal('gzip');
      expect(negotiateEncoding('*')).to.equal('br');
      expect(negotiateEncoding(undefined)).to.equal('identity');
      expect(negotiateEncoding('deflate')).to.equal('identity');
    });
  });
});
