import { expect } from 'chai';
import sinon from 'sinon';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { negotiateEncoding, type Encoding } from '../../sandbox/respond.js';
import { AssetServer, type Compress } from '../../sandbox/static.js';
import { FAKE_BOOT, startTestSandbox, type TestSandbox } from './support/sandbox.js';

/** A raw GET (fetch would decompress and hide the encoding). */
function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((done, fail) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
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
    expect((await get(`${t.url}/assets/plain.txt`, { 'if-none-match': etag })).status).to.equal(304);
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

  describe('a compression that never finishes', () => {
    let server: Server | undefined;
    afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

    /** An HTTP server in front of an AssetServer over the test build. */
    async function serveAssets(assets: AssetServer): Promise<string> {
      server = createServer((req, res) => {
        void assets.serve(req, res, (req.url ?? '/').replace(/^\/assets\//, '')).then((served) => {
          if (!served) res.writeHead(404).end();
        });
      });
      await new Promise<void>((done) => server!.listen(0, '127.0.0.1', () => done()));
      return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
    }

    it('serves the file uncompressed after the wait, and compresses it on a later request', async () => {
      const calls: Encoding[] = [];
      const compress: Compress = (body, encoding) => {
        calls.push(encoding);
        return calls.length === 1 ? new Promise<Buffer>(() => undefined) : Promise.resolve(brotliCompressSync(body));
      };
      const logged: string[] = [];
      const url = await serveAssets(new AssetServer(t.distDir, { compress, compressionWaitMs: 100, log: (line) => logged.push(line) }));
      const first = await get(`${url}/${FAKE_BOOT}`, { 'accept-encoding': 'br' });
      expect(first.status).to.equal(200);
      expect(first.headers['content-encoding']).to.equal(undefined);
      expect(first.body.equals(original)).to.equal(true);
      expect(logged.join('\n')).to.match(/asset compression \(br\) given up/);
      const second = await get(`${url}/${FAKE_BOOT}`, { 'accept-encoding': 'br' });
      expect(second.headers['content-encoding']).to.equal('br');
      expect(brotliDecompressSync(second.body).equals(original)).to.equal(true);
    });

    it("answers for a file whose compression began while a test had replaced the timers (Node's zlib never calls back then)", async () => {
      const assets = new AssetServer(t.distDir, { compressionWaitMs: 300 });
      const realSetTimeout = globalThis.setTimeout;
      // sinon's default fake timers include process.nextTick, which zlib's streams rely on.
      const clock = sinon.useFakeTimers();
      let warmed: Promise<void>;
      try {
        warmed = assets.warm();
        await new Promise((done) => realSetTimeout(done, 150));
      } finally {
        clock.restore();
      }
      const url = await serveAssets(assets);
      const names = (await readdir(join(t.distDir, 'assets'))).filter((n) => !n.endsWith('.map'));
      for (const name of names) {
        const res = await get(`${url}/assets/${name}`, { 'accept-encoding': 'br' });
        expect(res.status, name).to.equal(200);
        const body = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.body) : res.body;
        expect(body.equals(await readFile(join(t.distDir, 'assets', name))), name).to.equal(true);
      }
      await warmed;
    });
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
