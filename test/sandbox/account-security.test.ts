/**
 * The sandbox's accounts as a careful platform keeps them (issue 11 §3): sessions and tokens
 * rotated at sign-in, registration, reset link and sign-out; sign-in rate limits; one answer for
 * an unknown email and a wrong password; reset links that expire and work once.
 */
import { expect } from 'chai';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { TOO_MANY_SIGN_INS_TEXT } from '../../sandbox/api/account.js';
import { runCli } from '../../sandbox/cli.js';
import { RESET_FORM_LOCATION, RESET_LINK_INVALID_LOCATION, RESET_LINK_LIFETIME_MS } from '../../sandbox/password-resets.js';
import { hashSecretId, SESSION_COOKIE } from '../../sandbox/session.js';
import { ACCOUNT_RULE, ADDRESS_RULE, FailureThrottle, SIGN_IN_LOCK_MS } from '../../sandbox/sign-in-throttle.js';
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

  describe('sign-in rate limit', () => {
    async function failTimes(visitor: Visitor, email: string, times: number): Promise<void> {
      for (let i = 0; i < times; i += 1) expect((await visitor.signIn(email, `wrong password ${i}`)).status).to.equal(401);
    }

    it(`refuses an account after ${ACCOUNT_RULE.limit} failures, even with the right password: 429, Retry-After and the message`, async () => {
      const account = await newAccount();
      const visitor = await onPage();
      await failTimes(visitor, account.email, ACCOUNT_RULE.limit);
      const refused = await visitor.signIn(account.email, account.password);
      expect(refused.status).to.equal(429);
      expect(refused.headers.get('retry-after')).to.equal(String(SIGN_IN_LOCK_MS / 1000));
      expect(await bodyOf(refused)).to.deep.equal({ error: 'too-many-attempts', message: TOO_MANY_SIGN_INS_TEXT });
      expect(TOO_MANY_SIGN_INS_TEXT).to.equal('Too many sign-in attempts. Please wait 15 minutes and try again.');
      expect(await me(visitor)).to.equal(null);
    });

    it('counts the account by its lower-cased email, from any browser', async () => {
      const account = await newAccount();
      await failTimes(await onPage(), account.email.toUpperCase(), ACCOUNT_RULE.limit);
      expect((await (await onPage()).signIn(account.email, account.password)).status).to.equal(429);
    });

    it('locks an email with no account the same way, so the limit reveals no account', async () => {
      const visitor = await onPage();
      await failTimes(visitor, 'ghost-account@example.com', ACCOUNT_RULE.limit);
      const refused = await visitor.signIn('ghost-account@example.com', 'anything at all');
      expect(refused.status).to.equal(429);
      expect(await bodyOf(refused)).to.deep.equal({ error: 'too-many-attempts', message: TOO_MANY_SIGN_INS_TEXT });
    });

    it('lifts the lock 15 minutes after the last failure; attempts while locked do not extend it', async () => {
      const account = await newAccount();
      const visitor = await onPage();
      await failTimes(visitor, account.email, ACCOUNT_RULE.limit);
      clock += 10 * MINUTE;
      const waiting = await visitor.signIn(account.email, account.password);
      expect(waiting.status).to.equal(429);
      expect(waiting.headers.get('retry-after')).to.equal(String(5 * 60));
      clock += 5 * MINUTE - 1000;
      expect((await visitor.signIn(account.email, account.password)).headers.get('retry-after')).to.equal('1');
      clock += 1000;
      expect((await visitor.signIn(account.email, account.password)).status).to.equal(200);
    });

    it("clears the account's failures when it signs in", async () => {
      const account = await newAccount();
      const visitor = await onPage();
      await failTimes(visitor, account.email, ACCOUNT_RULE.limit - 1);
      expect((await visitor.signIn(account.email, account.password)).status).to.equal(200);
      await failTimes(await onPage(), account.email, ACCOUNT_RULE.limit - 1);
      expect((await (await onPage()).signIn(account.email, account.password)).status).to.equal(200);
    });

    it(`refuses a client address after ${ADDRESS_RULE.limit} failures across accounts, whatever the account`, async () => {
      const visitor = await onPage();
      const perEmail = ACCOUNT_RULE.limit - 1;
      for (let i = 0; i < ADDRESS_RULE.limit / perEmail; i += 1) await failTimes(visitor, `spray-${i}@example.com`, perEmail);
      const refused = await visitor.signIn(DEMO.email, DEMO.password);
      expect(refused.status).to.equal(429);
      expect(await bodyOf(refused)).to.deep.equal({ error: 'too-many-attempts', message: TOO_MANY_SIGN_INS_TEXT });
      clock += SIGN_IN_LOCK_MS;
      expect((await visitor.signIn(DEMO.email, DEMO.password)).status).to.equal(200);
    });

    it('counts only failures against the address, not sign-ins that succeed', async () => {
      const visitor = await onPage();
      const perEmail = ACCOUNT_RULE.limit - 1;
      for (let failed = 0, i = 0; failed < ADDRESS_RULE.limit - 1; failed += perEmail, i += 1) {
        await failTimes(visitor, `spread-${i}@example.com`, Math.min(perEmail, ADDRESS_RULE.limit - 1 - failed));
      }
      expect((await visitor.signIn(DEMO.email, DEMO.password)).status).to.equal(200);
      expect((await visitor.signIn('last-try@example.com', 'wrong')).status).to.equal(401);
      expect((await visitor.signIn(DEMO.email, DEMO.password)).status).to.equal(429);
    });

    it('counts attempts sent side by side before their passwords are checked', async () => {
      const account = await newAccount();
      const visitor = await onPage();
      const statuses = await Promise.all(Array.from({ length: ACCOUNT_RULE.limit + 3 }, (_, i) => visitor.signIn(account.email, `side by side ${i}`).then((r) => r.status)));
      expect(statuses.filter((s) => s === 401)).to.have.length(ACCOUNT_RULE.limit);
      expect(statuses.filter((s) => s === 429)).to.have.length(3);
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

describe('FailureThrottle', () => {
  const rule = { limit: 3, windowMs: 10 * MINUTE, lockMs: 10 * MINUTE };

  it('locks a key at the limit of failures within the window, until the lock time after the last one', () => {
    const throttle = new FailureThrottle(rule);
    throttle.recordFailure('k', 0);
    throttle.recordFailure('k', 4 * MINUTE);
    expect(throttle.waitMs('k', 4 * MINUTE)).to.equal(0);
    throttle.recordFailure('k', 9 * MINUTE);
    expect(throttle.waitMs('k', 9 * MINUTE)).to.equal(10 * MINUTE);
    expect(throttle.waitMs('k', 18 * MINUTE)).to.equal(MINUTE);
    expect(throttle.waitMs('k', 19 * MINUTE)).to.equal(0);
    expect(throttle.waitMs('other', 9 * MINUTE)).to.equal(0);
  });

  it('forgets failures older than the window', () => {
    const throttle = new FailureThrottle(rule);
    throttle.recordFailure('k', 0);
    throttle.recordFailure('k', MINUTE);
    throttle.recordFailure('k', 11 * MINUTE);
    expect(throttle.waitMs('k', 11 * MINUTE)).to.equal(0);
  });

  it('takes back a forgiven failure, and the lock it set', () => {
    const throttle = new FailureThrottle(rule);
    for (const at of [0, 1, 2]) throttle.recordFailure('k', at);
    expect(throttle.waitMs('k', 2)).to.be.greaterThan(0);
    throttle.forgive('k', 2);
    expect(throttle.waitMs('k', 2)).to.equal(0);
    throttle.recordFailure('k', 3);
    expect(throttle.waitMs('k', 3)).to.equal(10 * MINUTE);
  });

  it('starts a key afresh when cleared', () => {
    const throttle = new FailureThrottle(rule);
    for (const at of [0, 1, 2]) throttle.recordFailure('k', at);
    throttle.clear('k');
    expect(throttle.waitMs('k', 3)).to.equal(0);
  });
});
