import { expect } from 'chai';
import { request } from 'node:http';
import { networkInterfaces } from 'node:os';
import { isLocalHostName, isLoopbackAddress } from '../../sandbox/local-requests.js';
import { sandboxControl } from './support/sandbox-controls.js';
import { startTestSandbox, type TestSandbox } from './support/sandbox.js';

/** An address of this machine that is not loopback: a request to it comes from "the network". */
function networkAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((a) => a !== undefined && !a.internal && a.family === 'IPv4')?.address;
}

interface RawAnswer {
  readonly status: number;
  readonly body: string;
}

/** A raw request, so the Host header can be anything (fetch sets its own). */
function raw(
  url: string,
  method: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<RawAnswer> {
  return new Promise((done, fail) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', fail);
    req.end(body);
  });
}

const INSPECTION_AND_FAULTS: readonly (readonly [string, string])[] = [
  ['GET', '/__sandbox/data'],
  ['GET', '/__sandbox/data?agency=harbour'],
  ['GET', '/__sandbox/faults'],
  ['POST', '/__sandbox/faults'],
  ['DELETE', '/__sandbox/faults'],
  ['GET', '/__sandbox/recaptcha'],
  ['POST', '/__sandbox/recaptcha'],
  ['DELETE', '/__sandbox/recaptcha'],
  ['GET', '/__sandbox/blocks-check'],
  ['GET', '/__sandbox/anything-added-later'],
];

const PAGE_RESOURCES = [
  '/__sandbox/recaptcha/api.js',
  '/__sandbox/analytics/tag.js',
  '/__sandbox/tiles/5/15/10.svg',
];

/** A control's listing, read from this machine (inspection needs no token). */
async function listed(
  t: TestSandbox,
  control: 'faults' | 'recaptcha',
): Promise<Record<string, unknown>> {
  return (await (await fetch(`${t.url}/__sandbox/${control}`)).json()) as Record<string, unknown>;
}

describe("the sandbox's own controls (/__sandbox)", () => {
  describe('where it listens', () => {
    it('listens on 127.0.0.1 unless told otherwise: another address of this machine is refused', async function () {
      const address = networkAddress();
      if (address === undefined) this.skip();
      const t = await startTestSandbox();
      try {
        expect((await fetch(`${t.url}/robots.txt`)).status).to.equal(200);
        const outcome = await fetch(`http://${address}:${t.sandbox.port}/robots.txt`).then(
          (r) => `answered ${r.status}`,
          (error: unknown) => String((error as { cause?: { code?: string } }).cause?.code),
        );
        expect(outcome).to.equal('ECONNREFUSED');
      } finally {
        await t.stop();
      }
    });
  });

  describe('listening on every interface (host 0.0.0.0)', () => {
    let t: TestSandbox;
    let remote: string;
    before(async function () {
      const address = networkAddress();
      if (address === undefined) this.skip();
      t = await startTestSandbox({ host: '0.0.0.0' });
      remote = `http://${address}:${t.sandbox.port}`;
    });
    after(() => t?.stop());

    it('shows a request from the network no inspection, fault or test route: 404, and changes nothing', async () => {
      const fault = JSON.stringify({ path: '/leads', mode: 'fail' });
      for (const [method, path] of INSPECTION_AND_FAULTS) {
        const body = method === 'POST' ? fault : undefined;
        // Naming this machine in the Host header, as anyone on the network may: the socket's
        // address is what refuses it.
        const answer = await raw(
          `${remote}${path}`,
          method,
          { 'content-type': 'application/json', host: `localhost:${t.sandbox.port}` },
          body,
        );
        expect(answer.status, `${method} ${path}`).to.equal(404);
        expect(answer.body, `${method} ${path}`).to.not.match(/passwordResets|demo@example\.com/);
      }
      expect(await listed(t, 'faults')).to.deep.equal({ faults: [] });
    });

    it('still serves the network what the pages load: the bot-check script and challenge, analytics tag, tiles', async () => {
      const host = `localhost:${t.sandbox.port}`;
      for (const path of PAGE_RESOURCES)
        expect((await raw(`${remote}${path}`, 'GET', { host })).status, path).to.equal(200);
      const challenge = await raw(
        `${remote}/__sandbox/recaptcha/challenge`,
        'POST',
        { 'content-type': 'application/json', 'x-sandbox-agency': 'harbour', host },
        JSON.stringify({ sitekey: 'sandbox-harbour-site-key', action: 'lead' }),
      );
      expect(challenge.status).to.equal(200);
      expect(JSON.parse(challenge.body)).to.include({ ok: true });
    });

    it('answers the same controls on this machine', async () => {
      expect((await fetch(`${t.url}/__sandbox/data`)).status).to.equal(200);
      const fault = { path: '/leads', mode: 'fail', times: 1 };
      expect((await sandboxControl(t.url, 'POST', '/__sandbox/faults', fault)).status).to.equal(
        201,
      );
      expect((await sandboxControl(t.url, 'DELETE', '/__sandbox/faults')).status).to.equal(200);
    });
  });

  describe('on this machine', () => {
    let t: TestSandbox;
    before(async () => {
      t = await startTestSandbox();
    });
    after(() => t.stop());
    afterEach(() => sandboxControl(t.url, 'DELETE', '/__sandbox/faults'));

    it('refuses a state-changing control without the session’s authenticity token, as any other call', async () => {
      const first = await fetch(`${t.url}/__sandbox/faults`);
      const cookie = first.headers.get('set-cookie')!.split(';')[0]!;
      const calls: [string, string, Record<string, unknown>?][] = [
        ['POST', '/__sandbox/faults', { path: '/leads', mode: 'fail' }],
        ['DELETE', '/__sandbox/faults'],
        ['POST', '/__sandbox/recaptcha', { outcome: 'fail' }],
        ['DELETE', '/__sandbox/recaptcha'],
      ];
      for (const [method, path, body] of calls) {
        const attempts: Record<string, string>[] = [
          {},
          { cookie },
          { cookie, 'x-csrf-token': 'not-the-token' },
        ];
        for (const headers of attempts) {
          const answer = await fetch(`${t.url}${path}`, {
            method,
            headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
            ...(body
              ? { body: JSON.stringify({ ...body, authenticity_token: 'not-the-token' }) }
              : {}),
          });
          expect(
            answer.status,
            `${method} ${path} with ${Object.keys(headers).join(', ') || 'nothing'}`,
          ).to.equal(403);
          expect(await answer.json()).to.deep.equal({ error: 'invalid-authenticity-token' });
        }
      }
      expect(await listed(t, 'faults')).to.deep.equal({ faults: [] });
      expect(await listed(t, 'recaptcha')).to.include({ outcome: 'pass' });
    });

    it('takes them with the session’s token, in the header or the body', async () => {
      expect(
        (await sandboxControl(t.url, 'POST', '/__sandbox/faults', { path: '/leads', mode: 'fail' }))
          .status,
      ).to.equal(201);
      const first = await fetch(`${t.url}/__sandbox/faults`);
      const cookie = first.headers.get('set-cookie')!.split(';')[0]!;
      const token = first.headers.get('x-csrf-token')!;
      const inBody = await fetch(`${t.url}/__sandbox/recaptcha`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ outcome: 'fail', times: 1, authenticity_token: token }),
      });
      expect(inBody.status).to.equal(200);
      expect((await listed(t, 'faults'))['faults']).to.have.length(1);
      expect((await sandboxControl(t.url, 'DELETE', '/__sandbox/recaptcha')).status).to.equal(200);
    });

    it('answers only a local host name: a page of another site rebound to 127.0.0.1 reads nothing', async () => {
      const listing = `${t.url}/__sandbox/data`;
      const port = t.sandbox.port;
      // A host the sandbox does not know is refused before any route (421).
      for (const host of [
        'attacker.example',
        `attacker.example:${port}`,
        '192.0.2.10',
        'localhost.attacker.example',
      ]) {
        expect((await raw(listing, 'GET', { host })).status, host).to.equal(421);
      }
      // An agency's public origin (behind a proxy on this machine) serves its pages, not the controls.
      const proxied = await startTestSandbox({ origins: { oakfield: 'https://homes.example' } });
      try {
        const url = `${proxied.url}/__sandbox/data`;
        expect(
          (await raw(`${proxied.url}/robots.txt`, 'GET', { host: 'homes.example' })).status,
        ).to.equal(200);
        expect((await raw(url, 'GET', { host: 'homes.example' })).status).to.equal(404);
      } finally {
        await proxied.stop();
      }
      for (const host of [
        `localhost:${port}`,
        `harbour.localhost:${port}`,
        `127.0.0.1:${port}`,
        `[::1]:${port}`,
      ]) {
        expect((await raw(listing, 'GET', { host })).status, host).to.equal(200);
      }
    });
  });

  describe('what counts as local', () => {
    it('a loopback socket address: 127.0.0.0/8, ::1 and IPv4 loopback mapped into IPv6', () => {
      for (const address of [
        '127.0.0.1',
        '127.1.2.3',
        '::1',
        '::ffff:127.0.0.1',
        '0:0:0:0:0:0:0:1',
      ]) {
        expect(isLoopbackAddress(address), address).to.equal(true);
      }
      const others = [
        undefined,
        '',
        '192.0.2.2',
        '10.0.0.1',
        '::ffff:192.0.2.2',
        'fd00::2',
        '::',
        '0.0.0.0',
        '128.0.0.1',
        '1127.0.0.1',
      ];
      for (const address of others)
        expect(isLoopbackAddress(address), String(address)).to.equal(false);
    });

    it('a host name of this machine: localhost and its subdomains, a loopback address', () => {
      for (const host of [
        'localhost',
        'LOCALHOST:8080',
        'harbour.localhost:8080',
        '127.0.0.1',
        '127.0.0.1:8080',
        '[::1]:8080',
        '[::1]',
      ]) {
        expect(isLocalHostName(host), host).to.equal(true);
      }
      const others = [
        undefined,
        '',
        'example.com',
        'localhost.example.com',
        'evil-localhost:8080',
        '192.0.2.2:8080',
        '[fd00::2]:8080',
        '::1',
      ];
      for (const host of others) expect(isLocalHostName(host), String(host)).to.equal(false);
    });
  });
});
