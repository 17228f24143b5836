import { expect } from 'chai';
import { left } from 'fp-ts/Either';
import { httpFailure, networkFailure, timeoutFailure } from '../../../core/failures/failures.js';
import { FORGOT_PASSWORD_SPINNER_MS, MESSAGES, TOAST_DURATIONS } from '../../../core/index.js';
import type { User } from '../../../core/user/user.js';
import { LOCAL_USER } from '../../../core/user/identity.js';
import { SIGNED_IN_USER } from '../services/fakes.js';
import {
  ManualTimers,
  RecordingCaptcha,
  aUserArea,
  anAccountScreens,
} from '../user/user-builders.js';

const SPEC_FORGOTTEN_PASSWORD =
  'If the email you have entered has a user account we will send you a forgotten password reset request now.';

/** '#/user/forgotten_password' opened before the page knows who the visitor is (their load held). */
function aScreenStillLoading(user: User = LOCAL_USER) {
  const area = aUserArea(user);
  const release = area.account.holdCurrentUser();
  const loading = area.session.load();
  const timers = new ManualTimers();
  const vm = anAccountScreens(area, { timers }).forgottenPassword;
  /** The platform answers who the visitor is. */
  const answer = async () => {
    release();
    await loading;
  };
  return { area, timers, vm, answer };
}

/** '#/user/forgotten_password' for a visitor the page knows is not signed in. */
async function aForgotPasswordForm(options: Parameters<typeof anAccountScreens>[1] = {}) {
  const area = aUserArea();
  await area.session.load();
  const captcha = new RecordingCaptcha();
  const vm = anAccountScreens(area, { captcha, ...options }).forgottenPassword;
  vm.start();
  return { area, captcha, vm };
}

describe('ForgottenPasswordViewModel', () => {
  describe('the spinner (SPEC §2: up to 4.5 s or until the user is known)', () => {
    it('shows while the page does not know who the visitor is, for at most 4500 ms', () => {
      const { vm, timers } = aScreenStillLoading();
      vm.start();

      expect(vm.stage).to.equal('waiting');
      timers.tick(4499);
      expect(vm.stage).to.equal('waiting');
      timers.tick(1);
      expect(vm.stage).to.equal('forgot-password');
      expect(FORGOT_PASSWORD_SPINNER_MS).to.equal(4500);
    });

    it('stops as soon as the platform says the visitor is not signed in: the forgot-password form', async () => {
      const { vm, answer } = aScreenStillLoading();
      vm.start();

      await answer();

      expect(vm.stage).to.equal('forgot-password');
    });

    it('stops as soon as the platform says the visitor is signed in: the reset-password form', async () => {
      const { vm, answer } = aScreenStillLoading(SIGNED_IN_USER);
      vm.start();

      await answer();

      expect(vm.stage).to.equal('reset-password');
    });

    it('shows the reset-password form when a signed-in user becomes known after the spinner gave up', async () => {
      const { vm, timers, answer } = aScreenStillLoading(SIGNED_IN_USER);
      vm.start();
      timers.tick(4500);
      expect(vm.stage).to.equal('forgot-password');

      await answer();

      expect(vm.stage).to.equal('reset-password');
    });

    it('sets no timer when the visitor is already known', async () => {
      const area = aUserArea();
      await area.session.load();
      const timers = new ManualTimers();
      const vm = anAccountScreens(area, { timers }).forgottenPassword;

      vm.start();

      expect(timers.waiting).to.equal(0);
      expect(vm.stage).to.equal('forgot-password');
    });

    it('clears its timer when the screen goes', () => {
      const { vm, timers } = aScreenStillLoading();
      const stop = vm.start();
      expect(timers.waiting).to.equal(1);

      stop();

      expect(timers.waiting).to.equal(0);
    });
  });

  describe('the forgot-password form', () => {
    it('sends the trimmed email, the empty anti-spam field and the bot-check token', async () => {
      const { area, captcha, vm } = await aForgotPasswordForm();
      vm.form.setValue('email', ' priya@example.co.uk ');

      await vm.submit();

      expect(captcha.actions).to.deep.equal(['password_reset']);
      expect(area.account.resetRequests).to.deep.equal([
        { email: 'priya@example.co.uk', body: '', captchaToken: 'token-ok' },
      ]);
    });

    it("thanks the visitor and says SPEC §8's notice for 8 s", async () => {
      const { area, vm } = await aForgotPasswordForm();
      vm.form.setValue('email', 'priya@example.co.uk');

      expect(await vm.submit()).to.equal(true);

      expect(vm.form.stage).to.equal('sent');
      expect(area.notifier.toasts).to.deep.equal([
        { kind: 'success', message: SPEC_FORGOTTEN_PASSWORD, durationMs: 8000 },
      ]);
      expect(MESSAGES.forgottenPasswordSent).to.equal(SPEC_FORGOTTEN_PASSWORD);
    });

    it('says the same whatever the platform answers, so the page never tells whether an account exists', async () => {
      for (const failure of [httpFailure(404), httpFailure(500), networkFailure]) {
        const { area, vm } = await aForgotPasswordForm();
        area.account.requestPasswordResetResult = left(failure);
        vm.form.setValue('email', 'nobody@example.co.uk');

        expect(await vm.submit()).to.equal(true);

        expect(vm.form.stage).to.equal('sent');
        expect(area.notifier.toasts).to.deep.equal([
          {
            kind: 'success',
            message: MESSAGES.forgottenPasswordSent,
            durationMs: TOAST_DURATIONS.long,
          },
        ]);
      }
    });

    it("sends a robot that filled the anti-spam field to '/' without sending anything (SPEC §5)", async () => {
      const { area, captcha, vm } = await aForgotPasswordForm();
      vm.form.setValue('email', 'priya@example.co.uk');
      vm.form.setHoneypot('buy now');

      expect(await vm.submit()).to.equal(false);

      expect(area.visits.to).to.deep.equal(['/']);
      expect(area.account.resetRequests).to.deep.equal([]);
      expect(captcha.actions).to.deep.equal([]);
      expect(area.notifier.toasts).to.deep.equal([]);
      expect(vm.form.stage).to.equal('form');
    });

    it("sends nothing for an email that is not one: 'Please enter a valid email'", async () => {
      const { area, vm } = await aForgotPasswordForm();
      vm.form.setValue('email', 'priya');

      expect(await vm.submit()).to.equal(false);

      expect(area.account.resetRequests).to.deep.equal([]);
      expect(vm.form.visibleErrors).to.deep.equal({ email: 'Please enter a valid email' });
    });

    it('sends nothing when the bot check cannot confirm the visitor, and the form stays', async () => {
      const captcha = new RecordingCaptcha(left(timeoutFailure));
      const { area, vm } = await aForgotPasswordForm({ captcha });
      vm.form.setValue('email', 'priya@example.co.uk');

      expect(await vm.submit()).to.equal(false);

      expect(area.account.resetRequests).to.deep.equal([]);
      expect(vm.form.stage).to.equal('form');
      expect(area.notifier.successes).to.deep.equal([]);
    });
  });

  describe('the reset-password form of a signed-in visitor', () => {
    it('changes their password and shows /user', async () => {
      const area = aUserArea(SIGNED_IN_USER);
      await area.session.load();
      const vm = anAccountScreens(area).forgottenPassword;
      vm.newPassword.form.setValue('current_password', 'Old Secret 1');
      vm.newPassword.form.setValue('password', 'Abcdefghi1');
      vm.newPassword.form.setValue('password_confirmation', 'Abcdefghi1');

      expect(await vm.newPassword.submit()).to.equal(true);

      expect(area.account.passwordChanges).to.deep.equal([
        {
          user_id: '42',
          current_password: 'Old Secret 1',
          password: 'Abcdefghi1',
          password_confirmation: 'Abcdefghi1',
        },
      ]);
      expect(area.notifier.successes).to.deep.equal([MESSAGES.passwordChanged]);
      expect(area.visits.to).to.deep.equal(['#/user']);
    });
  });
});
