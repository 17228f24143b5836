/**
 * What a signed-in session may not do on its own: change the password, or the email the account's
 * reset links go to, without the current password. Both sign every other session out. A wrong
 * current password counts as a failed sign-in.
 */
import { expect } from 'chai';
import { TOO_MANY_SIGN_INS_TEXT } from '../../sandbox/api/account.js';
import { RESET_LINK_INVALID_LOCATION } from '../../sandbox/password-resets.js';
import { bodyOf, type TestSandbox, useClockedSandbox, Visitor } from './support/sandbox.js';

type Json = Record<string, any>;

describe('sandbox: the current password', () => {
  let t: TestSandbox;
  useClockedSandbox('2026-06-01T09:00:00Z', (sandbox) => (t = sandbox));

  const me = async (visitor: Visitor) =>
    (await bodyOf(await visitor.fetch('/user.ljson')))['email'] as string | undefined;
  const signInStatus = async (email: string, password: string) =>
    (await new Visitor(t.url).signIn(email, password)).status;

  let registered = 0;
  /** A new account signed in here and in another browser. */
  async function newAccount(): Promise<{
    email: string;
    password: string;
    here: Visitor;
    elsewhere: Visitor;
    userId: string;
  }> {
    registered += 1;
    const account = { email: `current-${registered}@example.com`, password: 'Sunny days 1' };
    const here = new Visitor(t.url);
    await here.page('/');
    const response = await here.postJson('/user.ljson', {
      first_name: 'Cur',
      last_name: 'Rent',
      email: account.email,
      password: account.password,
      password_confirmation: account.password,
    });
    expect(response.status).to.equal(200);
    const elsewhere = new Visitor(t.url);
    expect((await elsewhere.signIn(account.email, account.password)).status).to.equal(200);
    const userId = (await bodyOf(await here.fetch('/user.ljson')))['user_id'] as string;
    return { ...account, here, elsewhere, userId };
  }

  /** A reset link for `email`, asked for from a fresh browser; its path. */
  async function resetLink(email: string): Promise<string> {
    const visitor = new Visitor(t.url);
    await visitor.page('/');
    await visitor.postForm('/reset_passwords', { email, body: '' });
    const listing = await bodyOf(await fetch(`${t.url}/__sandbox/data?agency=oakfield`));
    const link = (listing['passwordResets'] as Json[])
      .filter((r) => r['email'] === email && r['link'])
      .at(-1)?.['link'] as string;
    return new URL(link).pathname;
  }

  const changePassword = (visitor: Visitor, userId: string, fields: Record<string, string>) =>
    visitor.postJson('/user.ljson', {
      _method: 'put',
      user_id: userId,
      password: 'Brand New 2026',
      password_confirmation: 'Brand New 2026',
      ...fields,
    });

  describe('a password change', () => {
    it('is refused without the current password (422, the reason after "Password "), and nothing changes', async () => {
      const account = await newAccount();
      const refused = await changePassword(account.here, account.userId, {});
      expect(refused.status).to.equal(422);
      expect((await bodyOf(refused))['errors']).to.deep.equal([
        "can't be changed without your current password",
      ]);
      expect(await signInStatus(account.email, account.password)).to.equal(200);
    });

    it('is refused with a wrong current password, and nothing changes', async () => {
      const account = await newAccount();
      const refused = await changePassword(account.here, account.userId, {
        current_password: 'Not mine 123',
      });
      expect(refused.status).to.equal(422);
      expect((await bodyOf(refused))['errors']).to.deep.equal([
        "can't be changed: your current password is incorrect",
      ]);
      expect(await signInStatus(account.email, 'Brand New 2026')).to.equal(401);
    });

    it("with it, ends the user's other sessions, keeps this one, and retires outstanding links", async () => {
      const account = await newAccount();
      const link = await resetLink(account.email);
      const changed = await changePassword(account.here, account.userId, {
        current_password: account.password,
      });
      expect(changed.status).to.equal(200);
      expect(await me(account.here)).to.equal(account.email);
      expect(await me(account.elsewhere)).to.equal(undefined);
      expect((await new Visitor(t.url).fetch(link)).headers.get('location')).to.equal(
        RESET_LINK_INVALID_LOCATION,
      );
      expect(await signInStatus(account.email, 'Brand New 2026')).to.equal(200);
    });

    it('counts a wrong current password as a failed sign-in: after 5, the account waits', async () => {
      const account = await newAccount();
      for (let i = 0; i < 5; i += 1)
        expect(
          (
            await changePassword(account.here, account.userId, {
              current_password: `Guess number ${i}`,
            })
          ).status,
        ).to.equal(422);
      const held = await changePassword(account.here, account.userId, {
        current_password: account.password,
      });
      expect(held.status).to.equal(429);
      expect(await bodyOf(held)).to.deep.include({
        error: 'too-many-attempts',
        message: TOO_MANY_SIGN_INS_TEXT,
      });
      expect(held.headers.get('retry-after')).to.equal('15');
    });
  });

  describe('an email change', () => {
    const edit = (visitor: Visitor, fields: Record<string, string>) =>
      visitor.postJson('/user.ljson', { _method: 'put', user: fields });

    it('is refused without the current password, or with a wrong one, and the email stays', async () => {
      const account = await newAccount();
      const missing = await edit(account.here, { email: `moved-${registered}@example.com` });
      expect(missing.status).to.equal(422);
      expect((await bodyOf(missing))['errors']).to.deep.equal(["Current password can't be blank"]);
      const wrong = await edit(account.here, {
        email: `moved-${registered}@example.com`,
        current_password: 'Not mine 123',
      });
      expect(wrong.status).to.equal(422);
      expect((await bodyOf(wrong))['errors']).to.deep.equal(['Current password is incorrect']);
      expect(await me(account.here)).to.equal(account.email);
    });

    it("with it, changes the email, signs the account's other sessions out and retires outstanding links", async () => {
      const account = await newAccount();
      const link = await resetLink(account.email);
      const moved = `moved-${registered}@example.com`;
      const changed = await edit(account.here, {
        email: moved,
        current_password: account.password,
      });
      expect(changed.status).to.equal(200);
      expect((await bodyOf(changed))['email']).to.equal(moved);
      expect(await me(account.here)).to.equal(moved);
      expect(await me(account.elsewhere)).to.equal(undefined);
      expect((await new Visitor(t.url).fetch(link)).headers.get('location')).to.equal(
        RESET_LINK_INVALID_LOCATION,
      );
    });

    it('needs no current password for other details, or for the same email in other capitals', async () => {
      const account = await newAccount();
      expect((await edit(account.here, { town: 'Taunton' })).status).to.equal(200);
      expect((await edit(account.here, { email: account.email.toUpperCase() })).status).to.equal(
        200,
      );
      expect(await me(account.elsewhere)).to.equal(account.email);
    });
  });
});
