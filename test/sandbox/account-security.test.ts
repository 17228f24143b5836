/**
 * The sandbox's accounts as a careful platform keeps them: sessions and tokens rotated at sign-in,
 * registration, reset link and sign-out; one answer for an unknown email and a wrong password;
 * reset links that expire and work once. (Sign-in and registration limits: sign-in-limits.test.ts.)
 */
import { expect } from 'chai';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runCli } from '../../sandbox/cli.js';
import { RESET_FORM_LOCATION, RESET_LINK_INVALID_LOCATION, RESET_LINK_LIFETIME_MS } from '../../sandbox/password-resets.js';
import { hashSecretId, SESSION_COOKIE } from '../../sandbox/session.js';
import { STORE_FILE } from '../../sandbox/store.js';
import type { StoreData } from '../../sandbox/store-types.js';
import { startTestSandbox, Visitor, type TestSandbox } from './support/sandbox.js';

const DEMO = { email: 'demo@example.com', password: 'Password123!' };
const MINUTE = 60 * 1000;

type Json = Record<string, any>;
const bodyOf = async (response: Response) => (await response.json()) as Json;

describe('sandbox account security', () => {
  let t: TestSandbox;
  let clock = Date.parse('2026-03-02T09:00:00Z');
  const log: string[] = [];
  before(async () => {
    t = await startTestSandbox({ now: () => new Date(clock), log: (line) => log.push(line) });
  });
  after(() => t.stop());
  // An hour apart, so no test inherits another's failed sign-ins or live reset links.
  beforeEach(() => {
    clock += 60 * MINUTE;
  });

  const data = async (agency = 'oakfield') => (await bodyOf(await fetch(`${t.url}/__sandbox/data?agency=${agency}`))) as Record<string, Json[]>;
  const me = async (visitor: Visitor) => (await bodyOf(await visitor.fetch('/user.ljson')))['user_id'] as string | null;

  /** A visitor on a page (a session cookie and the page's token), as a browser tab starts. */
  async function onPage(agency?: 'harbour'): Promise<Visitor> {
    const visitor = new Visitor(t.url, agency ? { 'x-sandbox-agency': agency } : {});
    await visitor.page('/');
    return visitor;
  }

  let registered = 0;
  /** A new account of its own, so one test's password change or lock touches no other test. */
  async function newAccount(): Promise<{ email: string; password: string }> {
    registered += 1;
    const account = { email: `security-${registered}@example.com`, password: 'Sunny days 1' };
    const visitor = await onPage();
    const response = await visitor.postJson('/user.ljson', { first_name: 'Sec', last_name: 'Urity', email: account.email, password: account.password, password_confirmation: account.password });
    expect(response.status).to.equal(200);
    return account;
  }

  describe('session and token rotation', () => {
    it('signs in on a new session: new cookie, new token in X-CSRF-Token and the body; the old cookie signs no one in', async () => {
      const visitor = await onPage();
      const before = { cookie: visitor.cookie, token: visitor.token };
      const response = await visitor.signIn(DEMO.email, DEMO.password);
      expect(response.status).to.equal(200);
      const header = response.headers.get('x-csrf-token');
      expect(header).to.be.a('string').and.not.equal(before.token);
      expect((await bodyOf(response))['authenticity_token']).to.equal(header);
      expect(response.headers.get('set-cookie')).to.match(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{43}; Path=/; HttpOnly; SameSite=Lax`));
      expect(visitor.cookie).to.not.equal(before.cookie);
      expect(await me(visitor)).to.be.a('string');

      const stale = new Visitor(t.url);
      stale.cookie = before.cookie;
      expect(await me(stale)).to.equal(null);
    });

    it('refuses the token from before the sign-in (403), and takes the new one', async () => {
      const visitor = await onPage();
      const old = visitor.token;
      await visitor.signIn(DEMO.email, DEMO.password);
      const refused = await visitor.postForm('/saved_properties.ljson', { property_ids: '1010', authenticity_token: old as string });
      expect(refused.status).to.equal(403);
      expect(await bodyOf(refused)).to.deep.equal({ error: 'invalid-authenticity-token' });
      expect((await visitor.postForm('/saved_properties.ljson', { property_ids: '1010' })).status).to.equal(200);
    });

    it('registers on a new session, with the new token in the header and the body', async () => {
      const visitor = await onPage();
      const before = { cookie: visitor.cookie, token: visitor.token };
      const response = await visitor.postJson('/user.ljson', { first_name: 'New', last_name: 'Comer', email: 'newcomer@example.com', password: 'Sunny days 1', password_confirmation: 'Sunny days 1' });
      expect(response.status).to.equal(200);
      expect((await bodyOf(response))['authenticity_token']).to.equal(response.headers.get('x-csrf-token')).and.not.equal(before.token);
      expect(visitor.cookie).to.not.equal(before.cookie);
      expect((await visitor.postForm('/session', { _method: 'delete', authenticity_token: before.token as string })).status).to.equal(403);
    });

    it('signs out on a new session: the signed-in cookie is dead and its token refused', async () => {
      const visitor = await onPage();
      await visitor.signIn(DEMO.email, DEMO.password);
      const signedIn = { cookie: visitor.cookie, token: visitor.token };
      const response = await visitor.postForm('/session', { _method: 'delete' });
      expect(response.status).to.equal(200);
      const body = await bodyOf(response);
      expect(body).to.include({ ok: true, user_id: null });
      expect(body['authenticity_token']).to.equal(response.headers.get('x-csrf-token')).and.not.equal(signedIn.token);
      expect(visitor.cookie).to.not.equal(signedIn.cookie);

      const stale = new Visitor(t.url);
      stale.cookie = signedIn.cookie;
      expect(await me(stale)).to.equal(null);
      expect((await visitor.postForm('/saved_properties.ljson', { property_ids: '1010', authenticity_token: signedIn.token as string })).status).to.equal(403);
    });

    it("sends a new visitor's token in X-CSRF-Token with the cookie, so a call from an old page can recover", async () => {
      const visitor = new Visitor(t.url);
      const response = await visitor.fetch('/user.ljson');
      expect(response.headers.get('set-cookie')).to.match(new RegExp(`^${SESSION_COOKIE}=`));
      expect(response.headers.get('x-csrf-token')).to.be.a('string').and.equal(visitor.token);
      expect((await visitor.signIn(DEMO.email, DEMO.password)).status).to.equal(200);
      const again = await visitor.fetch('/user.ljson');
      expect(again.headers.get('set-cookie')).to.equal(null);
      expect(again.headers.get('x-csrf-token'), "the session's current token").to.be.a('string').and.equal(visitor.token);
    });
  });

  describe('one answer for an unknown email and a wrong password', () => {
    it('answers both with the same status and the same bytes', async () => {
      const visitor = await onPage();
      const wrongPassword = await visitor.signIn(DEMO.email, 'Not the password 1');
      const unknownEmail = await visitor.signIn('nobody-at-all@example.com', DEMO.password);
      expect(wrongPassword.status).to.equal(401);
      expect(unknownEmail.status).to.equal(wrongPassword.status);
      expect(await unknownEmail.text()).to.equal(await wrongPassword.text());
    });
  });

  describe('password reset links', () => {
    const LINK = /^\[sandbox\] password reset link for (\S+): (\S+\/reset_passwords\/([A-Za-z0-9_-]{43}))$/;

    /** Ask for a reset as the forgotten-password form does; the link the sandbox logged, if any. */
    async function requestReset(email: string): Promise<{ answer: Json; link?: string; token?: string }> {
      const logged = log.length;
      const response = await (await onPage()).postForm('/reset_passwords', { email, body: '' });
      expect(response.status).to.equal(200);
      const line = log.slice(logged).map((l) => LINK.exec(l)).find((m) => m !== null);
      const answer = await bodyOf(response);
      return line ? { answer, link: line[2] as string, token: line[3] as string } : { answer };
    }

    /** Follow a link as a browser would: a new tab, then the link. */
    async function follow(link: string, visitor?: Visitor): Promise<{ visitor: Visitor; response: Response }> {
      const tab = visitor ?? (await onPage());
      const response = await tab.fetch(new URL(link).pathname);
      return { visitor: tab, response };
    }

    it("logs a link on the agency's origin, lists it at /__sandbox/data and in the CLI, and stores only its hash", async () => {
      const account = await newAccount();
      const { link, token } = await requestReset(account.email);
      expect(link).to.match(new RegExp(`^${t.url}/reset_passwords/[A-Za-z0-9_-]{43}$`));

      const reset = (await data())['passwordResets']!.find((r) => r['email'] === account.email);
      expect(reset).to.include({ userFound: true, used: false, link, tokenHash: hashSecretId(token!) });
      expect(Date.parse(reset!['expiresAt']) - Date.parse(reset!['at'])).to.equal(RESET_LINK_LIFETIME_MS);
      expect(RESET_LINK_LIFETIME_MS).to.equal(60 * MINUTE);

      const stored = JSON.parse(await readFile(join(t.dataDir, STORE_FILE), 'utf8')) as StoreData;
      expect(JSON.stringify(stored.passwordResets)).to.not.include(token);
      expect(stored.outbox.find((m) => m.to === account.email)).to.include({ link, subject: 'Reset your password' });

      expect(await runCli({ command: 'users', dataDir: t.dataDir, json: false })).to.include(link);
    });

    it('records an unknown email without a link, and answers exactly as for an account', async () => {
      const account = await newAccount();
      const known = await requestReset(account.email);
      const unknown = await requestReset('nobody-here@example.com');
      expect(unknown.link).to.equal(undefined);
      expect(unknown.answer).to.deep.equal(known.answer);
      const reset = (await data())['passwordResets']!.find((r) => r['email'] === 'nobody-here@example.com');
      expect(reset).to.deep.equal({ agency: 'oakfield', email: 'nobody-here@example.com', userFound: false, at: new Date(clock).toISOString() });
    });

    it('signs the browser in on a new session and sends it to the reset-password form, once', async () => {
      const account = await newAccount();
      const { link } = await requestReset(account.email);
      const visitor = await onPage();
      const page = { cookie: visitor.cookie, token: visitor.token };
      const { response } = await follow(link!, visitor);
      expect(response.status).to.equal(302);
      expect(response.headers.get('location')).to.equal(RESET_FORM_LOCATION);
      expect(RESET_FORM_LOCATION).to.equal('/#/user/forgotten_password');
      expect(visitor.cookie).to.not.equal(page.cookie);
      expect(response.headers.get('x-csrf-token')).to.be.a('string').and.not.equal(page.token);
      expect((await bodyOf(await visitor.fetch('/user.ljson')))['email']).to.equal(account.email);
      expect((await data())['passwordResets']!.find((r) => r['email'] === account.email)).to.include({ used: true });

      const again = await follow(link!);
      expect(again.response.headers.get('location')).to.equal(RESET_LINK_INVALID_LOCATION);
      expect(RESET_LINK_INVALID_LOCATION).to.equal('/#/flash/password-reset-link-invalid');
      expect(await me(again.visitor)).to.equal(null);
    });

    it('refuses a link after 60 minutes', async () => {
      const account = await newAccount();
      const { link } = await requestReset(account.email);
      clock += RESET_LINK_LIFETIME_MS;
      const { visitor, response } = await follow(link!);
      expect(response.headers.get('location')).to.equal(RESET_LINK_INVALID_LOCATION);
      expect(await me(visitor)).to.equal(null);
    });

    it('works just before it expires', async () => {
      const account = await newAccount();
      const { link } = await requestReset(account.email);
      clock += RESET_LINK_LIFETIME_MS - 1000;
      expect((await follow(link!)).response.headers.get('location')).to.equal(RESET_FORM_LOCATION);
    });

    it("refuses made-up tokens and another agency's link", async () => {
      for (const path of ['/reset_passwords/not-a-token', `/reset_passwords/${'A'.repeat(43)}`]) {
        const response = await (await onPage()).fetch(path);
        expect(response.status).to.equal(302);
        expect(response.headers.get('location')).to.equal(RESET_LINK_INVALID_LOCATION);
      }
      const { link } = await requestReset(DEMO.email);
      const harbour = await onPage('harbour');
      expect((await follow(link!, harbour)).response.headers.get('location')).to.equal(RESET_LINK_INVALID_LOCATION);
      expect((await follow(link!)).response.headers.get('location')).to.equal(RESET_FORM_LOCATION);
    });

    it("a password change ends the user's other sessions, keeps this one, and retires outstanding links", async () => {
      const account = await newAccount();
      const here = await onPage();
      const elsewhere = await onPage();
      await here.signIn(account.email, account.password);
      await elsewhere.signIn(account.email, account.password);
      const { link } = await requestReset(account.email);
      const userId = await me(here);

      const changed = await here.postJson('/user.ljson', { _method: 'put', user_id: userId, password: 'Brand New 2026', password_confirmation: 'Brand New 2026' });
      expect(changed.status).to.equal(200);
      expect(await me(here)).to.equal(userId);
      expect(await me(elsewhere)).to.equal(null);
      expect((await follow(link!)).response.headers.get('location')).to.equal(RESET_LINK_INVALID_LOCATION);
      expect((await (await onPage()).signIn(account.email, 'Brand New 2026')).status).to.equal(200);
    });
  });
});
