/**
 * The host names the sandbox answers to, and the public origin of each agency that mailed links
 * are built on: a request naming a host the sandbox does not know is refused, so no Host header
 * can put another site into a reset link (or a page).
 */
import { expect } from 'chai';
import { requestWithHost, startTestSandbox, Visitor, type TestSandbox } from './support/sandbox.js';

type Json = Record<string, any>;
const HARBOUR_KEY = 'sandbox-harbour-site-key';

describe('sandbox hosts and public origins', () => {
  let t: TestSandbox;
  let port: string;
  before(async () => {
    t = await startTestSandbox();
    port = new URL(t.url).port;
  });
  after(() => t.stop());

  const resets = async (agency = 'oakfield') =>
    ((await (await fetch(`${t.url}/__sandbox/data?agency=${agency}`)).json()) as Json)[
      'passwordResets'
    ] as Json[];
  const lastLink = async (email: string, agency = 'oakfield') =>
    (await resets(agency)).filter((r) => r['email'] === email && r['link']).at(-1)?.['link'] as
      string | undefined;

  /** Ask for a reset link for the demo account, naming `host` in the Host header. */
  async function resetNaming(host: string): Promise<number> {
    const visitor = new Visitor(t.url);
    await visitor.page('/');
    const answer = await requestWithHost(`${t.url}/reset_passwords`, host, {
      method: 'POST',
      headers: {
        cookie: visitor.cookie ?? '',
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams({
        email: 'demo@example.com',
        body: '',
        authenticity_token: visitor.token ?? '',
      }).toString(),
    });
    return answer.status;
  }

  it('refuses a reset request naming a host it does not know (421), and mails no link', async () => {
    const before = (await resets()).length;
    expect(await resetNaming('attacker.example')).to.equal(421);
    expect(await resetNaming(`attacker.example:${port}`)).to.equal(421);
    expect((await resets()).length).to.equal(before);
    expect(JSON.stringify(await resets())).to.not.include('attacker.example');
  });

  it("refuses any request for an unknown host, one that only starts with an agency's name included", async () => {
    for (const host of [
      'evil.example',
      `harbour.evil.example:${port}`,
      `localhost.evil.example:${port}`,
      `localhost:${Number(port) + 1}`,
    ]) {
      const answer = await requestWithHost(`${t.url}/`, host, { headers: { accept: 'text/html' } });
      expect(answer.status, host).to.equal(421);
      expect(answer.headers['set-cookie'], host).to.equal(undefined);
    }
  });

  it('answers on the loopback names on its port, and on each agency’s own *.localhost', async () => {
    for (const host of [
      `localhost:${port}`,
      `127.0.0.1:${port}`,
      `[::1]:${port}`,
      `harbour.localhost:${port}`,
      `oakfield.localhost:${port}`,
      'localhost',
    ]) {
      const answer = await requestWithHost(`${t.url}/user.ljson`, host);
      expect(answer.status, host).to.equal(200);
    }
  });

  it("builds the mailed link on the agency's configured origin, not on the Host the request named", async () => {
    expect(await resetNaming(`127.0.0.1:${port}`)).to.equal(200);
    expect(await lastLink('demo@example.com')).to.match(
      new RegExp(`^http://localhost:${port}/reset_passwords/[A-Za-z0-9_-]{43}$`),
    );
  });

  it("mails Harbour's link on Harbour's origin when the agency came from the X-Sandbox-Agency header", async () => {
    const harbour = new Visitor(t.url, { 'x-sandbox-agency': 'harbour' });
    await harbour.page('/');
    const challenge = (await (
      await harbour.fetch('/__sandbox/recaptcha/challenge', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sitekey: HARBOUR_KEY, action: 'reset' }),
      })
    ).json()) as Json;
    const answer = await harbour.postForm('/reset_passwords', {
      email: 'demo@example.com',
      body: '',
      'g-recaptcha-response': challenge['token'] as string,
    });
    expect(answer.status).to.equal(200);
    expect(await lastLink('demo@example.com', 'harbour')).to.match(
      new RegExp(`^http://harbour\\.localhost:${port}/reset_passwords/`),
    );
  });

  describe('configured origins', () => {
    let configured: TestSandbox;
    before(async () => {
      configured = await startTestSandbox({
        origins: { oakfield: 'https://homes.oakfield.example' },
      });
    });
    after(() => configured.stop());

    it('mails links on a configured origin and answers on its host', async () => {
      const visitor = new Visitor(configured.url);
      await visitor.page('/');
      expect(
        (await visitor.postForm('/reset_passwords', { email: 'demo@example.com', body: '' }))
          .status,
      ).to.equal(200);
      const listing = (await (
        await fetch(`${configured.url}/__sandbox/data?agency=oakfield`)
      ).json()) as Json;
      const link = (listing['passwordResets'] as Json[]).filter((r) => r['link']).at(-1)?.[
        'link'
      ] as string;
      expect(link).to.match(
        /^https:\/\/homes\.oakfield\.example\/reset_passwords\/[A-Za-z0-9_-]{43}$/,
      );
      expect(
        (await requestWithHost(`${configured.url}/user.ljson`, 'homes.oakfield.example')).status,
      ).to.equal(200);
      expect(
        (await requestWithHost(`${configured.url}/user.ljson`, 'homes.oakfield.example:444'))
          .status,
      ).to.equal(421);
    });
  });
});
