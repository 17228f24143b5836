/**
 * The sandbox's sessions as a careful platform keeps them: sessions and tokens rotated at sign-in,
 * registration and sign-out; one answer for an unknown email and a wrong password. (Limits:
 * sign-in-limits.test.ts; reset links: reset-links.test.ts; current password: current-password.test.ts.)
 */
import { expect } from 'chai';
import { SESSION_COOKIE } from '../../sandbox/session.js';
import {
  bodyOf,
  type TestSandbox,
  useClockedSandbox,
  Visitor,
  visitorOnPage,
} from './support/sandbox.js';

const DEMO = { email: 'demo@example.com', password: 'Password123!' };

describe('sandbox account security', () => {
  let t: TestSandbox;
  useClockedSandbox('2026-03-02T09:00:00Z', (sandbox) => (t = sandbox));

  const me = async (visitor: Visitor) =>
    (await bodyOf(await visitor.fetch('/user.ljson')))['user_id'] as string | null;

  const onPage = () => visitorOnPage(t.url);

  /** The status of a form POST from `visitor` that carries `token`, as an older page of it would. */
  const statusWithToken = async (
    visitor: Visitor,
    token: string | undefined,
    path: string,
    fields: Record<string, string>,
  ) => (await visitor.postForm(path, { ...fields, authenticity_token: token as string })).status;

  describe('session and token rotation', () => {
    it('signs in on a new session: new cookie, new token in X-CSRF-Token and the body; the old cookie signs no one in', async () => {
      const visitor = await onPage();
      const before = { cookie: visitor.cookie, token: visitor.token };
      const response = await visitor.signIn(DEMO.email, DEMO.password);
      expect(response.status).to.equal(200);
      const header = response.headers.get('x-csrf-token');
      expect(header).to.be.a('string').and.not.equal(before.token);
      expect((await bodyOf(response))['authenticity_token']).to.equal(header);
      expect(response.headers.get('set-cookie')).to.match(
        new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{43}; Path=/; HttpOnly; SameSite=Lax`),
      );
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
      const refused = await visitor.postForm('/saved_properties.ljson', {
        property_ids: '1010',
        authenticity_token: old as string,
      });
      expect(refused.status).to.equal(403);
      expect(await bodyOf(refused)).to.deep.equal({ error: 'invalid-authenticity-token' });
      expect(
        (await visitor.postForm('/saved_properties.ljson', { property_ids: '1010' })).status,
      ).to.equal(200);
    });

    it('registers on a new session, with the new token in the header and the body', async () => {
      const visitor = await onPage();
      const before = { cookie: visitor.cookie, token: visitor.token };
      const response = await visitor.postJson('/user.ljson', {
        first_name: 'New',
        last_name: 'Comer',
        email: 'newcomer@example.com',
        password: 'Sunny days 1',
        password_confirmation: 'Sunny days 1',
      });
      expect(response.status).to.equal(200);
      expect((await bodyOf(response))['authenticity_token'])
        .to.equal(response.headers.get('x-csrf-token'))
        .and.not.equal(before.token);
      expect(visitor.cookie).to.not.equal(before.cookie);
      expect(
        await statusWithToken(visitor, before.token, '/session', { _method: 'delete' }),
      ).to.equal(403);
    });

    it('signs out on a new session: the signed-in cookie is dead and its token refused', async () => {
      const visitor = await onPage();
      await visitor.signIn(DEMO.email, DEMO.password);
      const signedIn = { cookie: visitor.cookie, token: visitor.token };
      const response = await visitor.postForm('/session', { _method: 'delete' });
      expect(response.status).to.equal(200);
      const body = await bodyOf(response);
      expect(body).to.include({ ok: true, user_id: null });
      expect(body['authenticity_token'])
        .to.equal(response.headers.get('x-csrf-token'))
        .and.not.equal(signedIn.token);
      expect(visitor.cookie).to.not.equal(signedIn.cookie);

      const stale = new Visitor(t.url);
      stale.cookie = signedIn.cookie;
      expect(await me(stale)).to.equal(null);
      expect(
        await statusWithToken(visitor, signedIn.token, '/saved_properties.ljson', {
          property_ids: '1010',
        }),
      ).to.equal(403);
    });

    it("sends a new visitor's token in X-CSRF-Token with the cookie, so a call from an old page can recover", async () => {
      const visitor = new Visitor(t.url);
      const response = await visitor.fetch('/user.ljson');
      expect(response.headers.get('set-cookie')).to.match(new RegExp(`^${SESSION_COOKIE}=`));
      expect(response.headers.get('x-csrf-token')).to.be.a('string').and.equal(visitor.token);
      expect((await visitor.signIn(DEMO.email, DEMO.password)).status).to.equal(200);
      const again = await visitor.fetch('/user.ljson');
      expect(again.headers.get('set-cookie')).to.equal(null);
      expect(again.headers.get('x-csrf-token'), "the session's current token")
        .to.be.a('string')
        .and.equal(visitor.token);
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
});
