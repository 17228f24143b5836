/**
 * The sandbox's limits on guessing and on mass registration: failed sign-ins slow an account
 * down for browsers it does not know, with short growing delays that never lock its owner out;
 * one client address is refused for a while after many failures across accounts; registrations
 * from one address are limited per hour.
 */
import { expect } from 'chai';
import { TOO_MANY_SIGN_INS_TEXT } from '../../sandbox/api/account.js';
import { ACCOUNT_RULE, EventThrottle, SignInThrottle } from '../../sandbox/sign-in-throttle.js';
import {
  bodyOf,
  type TestSandbox,
  useClockedSandbox,
  type Visitor,
  visitorOnPage,
} from './support/sandbox.js';

const DEMO = { email: 'demo@example.com', password: 'Password123!' };
const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe('sandbox sign-in and registration limits', () => {
  let t: TestSandbox;
  const clock = useClockedSandbox('2026-05-04T09:00:00Z', (sandbox) => (t = sandbox));

  const me = async (visitor: Visitor) =>
    (await bodyOf(await visitor.fetch('/user.ljson')))['user_id'] as string | null;

  const onPage = () => visitorOnPage(t.url);

  let registered = 0;
  /** A new account, registered in a browser that then signs out (as its owner's browser would). */
  async function newAccount(): Promise<{ email: string; password: string; owner: Visitor }> {
    registered += 1;
    const account = { email: `limits-${registered}@example.com`, password: 'Sunny days 1' };
    const owner = await onPage();
    const response = await owner.postJson('/user.ljson', {
      first_name: 'Lim',
      last_name: 'Its',
      email: account.email,
      password: account.password,
      password_confirmation: account.password,
    });
    expect(response.status).to.equal(200);
    expect((await owner.postForm('/session', { _method: 'delete' })).status).to.equal(200);
    return { ...account, owner };
  }

  async function failTimes(visitor: Visitor, email: string, times: number): Promise<void> {
    for (let i = 0; i < times; i += 1)
      expect((await visitor.signIn(email, `wrong password ${i}`)).status).to.equal(401);
  }

  describe('per account', () => {
    it('makes a browser it does not know wait a short, growing delay after 5 failures: 15 s, 30 s, 60 s, then 2 minutes at most', async () => {
      const account = await newAccount();
      const stranger = await onPage();
      await failTimes(stranger, account.email, 5);
      const waits: number[] = [];
      for (const delay of [15, 30, 60, 120, 120, 120]) {
        const refused = await stranger.signIn(account.email, account.password);
        expect(refused.status).to.equal(429);
        expect(await bodyOf(refused)).to.deep.equal({
          error: 'too-many-attempts',
          message: TOO_MANY_SIGN_INS_TEXT,
        });
        waits.push(Number(refused.headers.get('retry-after')));
        clock.now += delay * SECOND;
        await failTimes(stranger, account.email, 1);
      }
      expect(waits).to.deep.equal([15, 30, 60, 120, 120, 120]);
      clock.now += 2 * MINUTE;
      expect((await stranger.signIn(account.email, account.password)).status).to.equal(200);
    });

    it('lets the right password in from a browser that signed in to the account before, while others wait', async () => {
      const account = await newAccount();
      await failTimes(await onPage(), account.email, 5);
      expect((await (await onPage()).signIn(account.email, account.password)).status).to.equal(429);
      const signedIn = await account.owner.signIn(account.email, account.password);
      expect(signedIn.status).to.equal(200);
      expect(await me(account.owner)).to.be.a('string');
    });

    it("checks the password of a known browser's attempt: a wrong one is still 401, and counts", async () => {
      const account = await newAccount();
      await failTimes(await onPage(), account.email, 5);
      expect((await account.owner.signIn(account.email, 'not it at all')).status).to.equal(401);
      expect(
        (await (await onPage()).signIn(account.email, account.password)).headers.get('retry-after'),
      ).to.equal('30');
    });

    it('counts the account by its lower-cased email, from any browser, and an email with no account alike', async () => {
      const account = await newAccount();
      await failTimes(await onPage(), account.email.toUpperCase(), 5);
      expect((await (await onPage()).signIn(account.email, account.password)).status).to.equal(429);
      await failTimes(await onPage(), 'ghost-account@example.com', 5);
      const ghost = await (await onPage()).signIn('ghost-account@example.com', 'anything at all');
      expect(ghost.status).to.equal(429);
      expect(await bodyOf(ghost)).to.deep.equal({
        error: 'too-many-attempts',
        message: TOO_MANY_SIGN_INS_TEXT,
      });
    });

    it("clears the account's failures when it signs in", async () => {
      const account = await newAccount();
      await failTimes(await onPage(), account.email, 4);
      expect((await (await onPage()).signIn(account.email, account.password)).status).to.equal(200);
      await failTimes(await onPage(), account.email, 4);
      expect((await (await onPage()).signIn(account.email, account.password)).status).to.equal(200);
    });

    it('counts attempts sent side by side before their passwords are checked', async () => {
      const account = await newAccount();
      const visitor = await onPage();
      const statuses = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          visitor.signIn(account.email, `side by side ${i}`).then((r) => r.status),
        ),
      );
      expect(statuses.filter((s) => s === 401)).to.have.length(5);
      expect(statuses.filter((s) => s === 429)).to.have.length(3);
    });
  });

  describe('per client address', () => {
    it('refuses an address for 15 minutes after 20 failures across accounts, even the owner’s browser', async () => {
      const account = await newAccount();
      const visitor = await onPage();
      for (let i = 0; i < 5; i += 1)
        await failTimes(visitor, `spray-${clock.now}-${i}@example.com`, 4);
      const refused = await account.owner.signIn(account.email, account.password);
      expect(refused.status).to.equal(429);
      expect(refused.headers.get('retry-after')).to.equal(String(15 * 60));
      expect(await bodyOf(refused)).to.deep.equal({
        error: 'too-many-attempts',
        message: TOO_MANY_SIGN_INS_TEXT,
      });
      clock.now += 15 * MINUTE;
      expect((await visitor.signIn(DEMO.email, DEMO.password)).status).to.equal(200);
    });

    it('counts only failures against the address, not sign-ins that succeed', async () => {
      const visitor = await onPage();
      for (let failed = 0, i = 0; failed < 19; failed += 4, i += 1)
        await failTimes(visitor, `spread-${clock.now}-${i}@example.com`, Math.min(4, 19 - failed));
      expect((await visitor.signIn(DEMO.email, DEMO.password)).status).to.equal(200);
      expect((await visitor.signIn(`last-try-${clock.now}@example.com`, 'wrong')).status).to.equal(
        401,
      );
      expect((await visitor.signIn(DEMO.email, DEMO.password)).status).to.equal(429);
    });
  });

  describe('registration', () => {
    const attempt = async (i: number) => {
      const visitor = await onPage();
      const email = `mass-${clock.now}-${i}@example.com`;
      return visitor.postJson('/user.ljson', {
        first_name: 'Mass',
        last_name: 'Made',
        email,
        password: 'Sunny days 1',
        password_confirmation: 'Sunny days 1',
      });
    };

    it('takes 20 registration attempts an hour from one address, then answers 429 with Retry-After and the reason', async function () {
      this.timeout(60_000);
      for (let i = 0; i < 19; i += 1)
        expect((await attempt(i)).status, `attempt ${i + 1}`).to.equal(200);
      const refusedEarlier = await (
        await onPage()
      ).postJson('/user.ljson', { first_name: 'Bad', email: 'not an email' });
      expect(refusedEarlier.status, 'a refused attempt counts too').to.equal(422);
      clock.now += 10 * MINUTE;
      const refused = await attempt(20);
      expect(refused.status).to.equal(429);
      expect(Number(refused.headers.get('retry-after'))).to.equal(50 * 60);
      const body = await bodyOf(refused);
      expect(body['error']).to.equal('too-many-registrations');
      expect(body['errors']).to.deep.equal([body['message']]);
      expect(body['message']).to.equal(
        'Too many registrations from this connection. Please try again later.',
      );
      clock.now += 50 * MINUTE;
      expect((await attempt(21)).status).to.equal(200);
    });
  });
});

describe('EventThrottle', () => {
  const rule = {
    windowMs: 10 * MINUTE,
    waitMs: (events: readonly number[], now: number) =>
      events.length >= 3 ? Math.max(0, events[events.length - 1]! + 10 * MINUTE - now) : 0,
  };

  it('holds a key back as its rule says, from the events still within the window', () => {
    const throttle = new EventThrottle(rule);
    throttle.record('k', 0);
    throttle.record('k', 4 * MINUTE);
    expect(throttle.waitMs('k', 4 * MINUTE)).to.equal(0);
    throttle.record('k', 9 * MINUTE);
    expect(throttle.waitMs('k', 9 * MINUTE)).to.equal(10 * MINUTE);
    expect(throttle.waitMs('k', 10 * MINUTE), 'the first event has aged out').to.equal(0);
    expect(throttle.waitMs('other', 9 * MINUTE)).to.equal(0);
  });

  it('takes back a forgiven event, and starts a key afresh when cleared', () => {
    const throttle = new EventThrottle(rule);
    for (const at of [0, 1, 2]) throttle.record('k', at);
    throttle.forgive('k', 2);
    expect(throttle.waitMs('k', 2)).to.equal(0);
    throttle.record('k', 3);
    expect(throttle.waitMs('k', 3)).to.equal(10 * MINUTE);
    throttle.clear('k');
    expect(throttle.waitMs('k', 3)).to.equal(0);
  });
});

describe('ACCOUNT_RULE', () => {
  it('waits nothing for 4 failures, then 15 s, 30 s, 60 s and 2 minutes after the latest', () => {
    const failures = (n: number) => Array.from({ length: n }, (_, i) => i);
    expect([4, 5, 6, 7, 8, 12].map((n) => ACCOUNT_RULE.waitMs(failures(n), n - 1))).to.deep.equal([
      0,
      15 * SECOND,
      30 * SECOND,
      60 * SECOND,
      2 * MINUTE,
      2 * MINUTE,
    ]);
  });
});

describe('SignInThrottle', () => {
  const attempt = (client: string) => ({
    agency: 'oakfield',
    email: 'ann@example.com',
    address: '192.0.2.1',
    client,
  });

  it('knows a browser across its new sessions once it has signed in to the account', () => {
    const throttle = new SignInThrottle();
    throttle.remember('first', attempt('first'));
    throttle.carry('first', 'second');
    for (let i = 0; i < 5; i += 1) expect(throttle.begin(attempt('stranger'), i)).to.equal(0);
    expect(throttle.begin(attempt('stranger'), 5)).to.be.greaterThan(0);
    expect(throttle.begin(attempt('second'), 5)).to.equal(0);
    expect(throttle.begin(attempt('first'), 5), 'the old session is forgotten').to.be.greaterThan(
      0,
    );
  });
});
