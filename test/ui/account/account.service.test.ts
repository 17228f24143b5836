import { expect } from 'chai';
import { isLeft, isRight, left, right } from 'fp-ts/Either';
import { httpFailure, validationFailure } from '../../../core/failures/failures.js';
import { LOCAL_USER } from '../../../core/user/identity.js';
import { AccountService, NOT_CONFIRMED } from '../../../ui/account/account.service.js';
import type { SessionEvent } from '../../../ui/services/session.service.js';
import { SIGNED_IN_USER } from '../services/fakes.js';
import { aUserArea } from '../user/user-builders.js';

async function aService(user = LOCAL_USER) {
  const area = aUserArea(user);
  await area.session.load();
  const events: SessionEvent[] = [];
  area.session.events$.subscribe((event) => events.push(event));
  return { area, events, service: new AccountService(area.account, area.session) };
}

describe('AccountService', () => {
  it('tells who the visitor is as the session knows it', async () => {
    const area = aUserArea(SIGNED_IN_USER);
    const service = new AccountService(area.account, area.session);
    expect([service.known, service.signedIn]).to.deep.equal([false, false]);

    await area.session.load();

    expect([service.known, service.signedIn, service.user]).to.deep.equal([
      true,
      true,
      SIGNED_IN_USER,
    ]);
  });

  describe('signIn', () => {
    it('answers the signed-in user once the platform confirms who is signed in, and the session says so', async () => {
      const { area, events, service } = await aService();
      area.account.userAfterSignIn = SIGNED_IN_USER;

      const answer = await service.signIn({ email: 'priya@example.co.uk', password: 'secret-1' });

      expect(isRight(answer) && answer.right).to.deep.equal(SIGNED_IN_USER);
      expect(area.session.signedIn).to.equal(true);
      expect(events).to.deep.equal([{ kind: 'signed-in', userId: '42', user: SIGNED_IN_USER }]);
    });

    it("answers the platform's refusal without asking who is signed in", async () => {
      const { area, service } = await aService();
      area.account.signInResult = left(httpFailure(401));
      const calls = area.account.currentUserCalls;

      const answer = await service.signIn({ email: 'priya@example.co.uk', password: 'wrong-1' });

      expect(answer).to.deep.equal(left(httpFailure(401)));
      expect(area.account.currentUserCalls).to.equal(calls);
    });

    it('fails when the platform accepted the password but then says nobody is signed in', async () => {
      const { area, service } = await aService();

      const answer = await service.signIn({ email: 'priya@example.co.uk', password: 'secret-1' });

      expect(answer).to.deep.equal(left(NOT_CONFIRMED));
      expect(area.session.signedIn).to.equal(false);
    });

    it('fails when the platform cannot say who is signed in after accepting the password', async () => {
      const { area, service } = await aService();
      area.account.current = left(httpFailure(503));

      expect(
        isLeft(await service.signIn({ email: 'priya@example.co.uk', password: 'secret-1' })),
      ).to.equal(true);
      expect(area.session.signedIn).to.equal(false);
    });
  });

  describe('register', () => {
    it('registers, then confirms as for a sign-in', async () => {
      const { area, service } = await aService();
      area.account.userAfterSignIn = SIGNED_IN_USER;

      const answer = await service.register({
        first_name: 'Priya',
        email: 'priya@example.co.uk',
        password: 'p',
        password_confirmation: 'p',
      });

      expect(isRight(answer)).to.equal(true);
      expect(area.account.registered).to.have.length(1);
      expect(area.session.signedIn).to.equal(true);
    });

    it("answers the platform's validation errors as they came", async () => {
      const { area, service } = await aService();
      area.account.registerResult = left(
        validationFailure(['Email has already been taken'], 'Please check'),
      );

      const answer = await service.register({
        email: 'priya@example.co.uk',
        password: 'p',
        password_confirmation: 'p',
      });

      expect(answer).to.deep.equal(
        left({
          kind: 'validation',
          errors: ['Email has already been taken'],
          message: 'Please check',
        }),
      );
    });
  });

  describe('updateProfile', () => {
    it("makes the platform's answer the session's user", async () => {
      const { area, service } = await aService(SIGNED_IN_USER);

      await service.updateProfile({ town: 'Taunton' });

      expect(area.account.profileChanges).to.deep.equal([{ town: 'Taunton' }]);
      expect(area.session.user).to.deep.equal({ ...SIGNED_IN_USER, town: 'Taunton' });
    });

    it('leaves the user as it was when the platform refuses', async () => {
      const { area, service } = await aService(SIGNED_IN_USER);
      area.account.updateProfileResult = left(httpFailure(500));

      await service.updateProfile({ town: 'Taunton' });

      expect(area.session.user).to.deep.equal(SIGNED_IN_USER);
    });

    it('does not believe an answer about another account: a failure, and the user stays as they were', async () => {
      const { area, service } = await aService(SIGNED_IN_USER);
      area.account.updateProfileResult = right({
        ...SIGNED_IN_USER,
        user_id: '99',
        first_name: 'Someone',
      });

      const answer = await service.updateProfile({ town: 'Taunton' });

      expect(answer).to.deep.equal(left(NOT_CONFIRMED));
      expect(area.session.user).to.deep.equal(SIGNED_IN_USER);
    });
  });

  describe('changePassword', () => {
    it("adds the signed-in user's id", async () => {
      const { area, service } = await aService(SIGNED_IN_USER);

      await service.changePassword({
        current_password: 'Old Secret 1',
        password: 'Abcdefghi1',
        password_confirmation: 'Abcdefghi1',
      });

      expect(area.account.passwordChanges).to.deep.equal([
        {
          user_id: '42',
          current_password: 'Old Secret 1',
          password: 'Abcdefghi1',
          password_confirmation: 'Abcdefghi1',
        },
      ]);
    });

    it('sends nothing for a visitor who is not signed in', async () => {
      const { area, service } = await aService();

      const answer = await service.changePassword({
        current_password: 'Old Secret 1',
        password: 'Abcdefghi1',
        password_confirmation: 'Abcdefghi1',
      });

      expect(answer).to.deep.equal(left(NOT_CONFIRMED));
      expect(area.account.passwordChanges).to.deep.equal([]);
    });
  });

  describe('updateMarketingPreferences', () => {
    it('sends the user, the choice and the page, and the session then holds the choice', async () => {
      const { area, service } = await aService(SIGNED_IN_USER);

      await service.updateMarketingPreferences(true, 'https://agency.test/search');

      expect(area.account.marketingChanges).to.deep.equal([
        { user: SIGNED_IN_USER, optIn: true, pageUrl: 'https://agency.test/search' },
      ]);
      expect(area.session.user.is_opted_in_to_marketing).to.equal(true);
    });

    it('leaves the choice as it was when the platform refuses', async () => {
      const { area, service } = await aService({
        ...SIGNED_IN_USER,
        is_opted_in_to_marketing: true,
      });
      area.account.marketingResult = left(httpFailure(500));

      await service.updateMarketingPreferences(false, 'https://agency.test/');

      expect(area.session.user.is_opted_in_to_marketing).to.equal(true);
    });
  });

  it('passes a reset request through, whatever the answer', async () => {
    const { area, service } = await aService();
    area.account.requestPasswordResetResult = left(httpFailure(500));

    const answer = await service.requestPasswordReset({ email: 'priya@example.co.uk', body: '' });

    expect(answer).to.deep.equal(left(httpFailure(500)));
    expect(area.account.resetRequests).to.deep.equal([{ email: 'priya@example.co.uk', body: '' }]);
  });
});
