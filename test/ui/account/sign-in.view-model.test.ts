import { expect } from 'chai';
import { left, right } from 'fp-ts/Either';
import { httpFailure, networkFailure, timeoutFailure } from '../../../core/failures/failures.js';
import { MESSAGES, RECAPTCHA_INVALID_TEXT, VALIDATION_MESSAGES } from '../../../core/index.js';
import { LeadDrafts } from '../../../ui/leads/lead-drafts.js';
import type { SignInViewModel } from '../../../ui/account/sign-in.view-model.js';
import { SIGNED_IN_USER } from '../services/fakes.js';
import { RecordingCaptcha, aUserArea, anAccountScreens } from '../user/user-builders.js';

/** A visitor on '#/user/sign-in' whose account is Priya's; the page already knows they are not signed in. */
async function aSignInScreen(options: Parameters<typeof anAccountScreens>[1] = {}) {
  const area = aUserArea();
  area.account.userAfterSignIn = SIGNED_IN_USER;
  await area.session.load();
  const captcha = new RecordingCaptcha();
  const screens = anAccountScreens(area, { captcha, ...options });
  return { area, captcha, vm: screens.signIn };
}

function fill(vm: SignInViewModel, email: string, password: string): void {
  vm.form.setValue('email', email);
  vm.form.setValue('password', password);
}

describe('SignInViewModel', () => {
  describe('a sign-in the platform accepts', () => {
    it("signs in, says 'You have successfully signed in' for the default 3 s and shows the profile", async () => {
      const { area, vm } = await aSignInScreen();
      fill(vm, 'priya@example.co.uk', 'secret-1');

      expect(await vm.submit()).to.equal(true);

      expect(area.notifier.toasts).to.deep.equal([
        { kind: 'success', message: 'You have successfully signed in', durationMs: undefined },
      ]);
      expect(area.visits.to).to.deep.equal(['#/user']);
      expect(area.session.signedIn).to.equal(true);
      expect(area.session.user).to.deep.equal(SIGNED_IN_USER);
    });

    it('sends the email trimmed and the password exactly as typed (spaces can be part of it)', async () => {
      const { area, vm } = await aSignInScreen();
      fill(vm, '  priya@example.co.uk ', ' pass word ');

      await vm.submit();

      expect(area.account.signIns).to.deep.equal([
        { email: 'priya@example.co.uk', password: ' pass word ' },
      ]);
    });

    it('empties the form afterwards, so the password does not stay on the page', async () => {
      const { vm } = await aSignInScreen();
      fill(vm, 'priya@example.co.uk', 'secret-1');

      await vm.submit();

      expect(vm.form.values).to.deep.equal({ email: '', password: '' });
      expect(vm.form.stage).to.equal('form');
    });
  });

  describe('the bot check (SPEC §4: optional on sign-in)', () => {
    it('is not run, and no token is sent, unless the agency turns it on', async () => {
      const { area, captcha, vm } = await aSignInScreen();
      fill(vm, 'priya@example.co.uk', 'secret-1');

      await vm.submit();

      expect(captcha.actions).to.deep.equal([]);
      expect(area.account.signIns[0]).to.not.have.property('captchaToken');
    });

    it('runs with signInBotCheck, and its token goes with the credentials', async () => {
      const { area, captcha, vm } = await aSignInScreen({ theme: { signInBotCheck: true } });
      fill(vm, 'priya@example.co.uk', 'secret-1');

      await vm.submit();

      expect(captcha.actions).to.deep.equal(['sign_in']);
      expect(area.account.signIns).to.deep.equal([
        { email: 'priya@example.co.uk', password: 'secret-1', captchaToken: 'token-ok' },
      ]);
    });

    it('sends nothing when the bot check cannot confirm the visitor, and says why', async () => {
      const captcha = new RecordingCaptcha(left(timeoutFailure));
      const { area, vm } = await aSignInScreen({ captcha, theme: { signInBotCheck: true } });
      fill(vm, 'priya@example.co.uk', 'secret-1');

      expect(await vm.submit()).to.equal(false);

      expect(area.account.signIns).to.deep.equal([]);
      expect(area.notifier.errors).to.deep.equal([RECAPTCHA_INVALID_TEXT]);
      expect(captcha.resets).to.equal(1);
    });
  });

  describe('a sign-in that fails', () => {
    it("says 'Sign in failed, please try again' for wrong credentials and keeps what was typed", async () => {
      const { area, captcha, vm } = await aSignInScreen({ theme: { signInBotCheck: true } });
      area.account.signInResult = left(httpFailure(401));
      fill(vm, 'priya@example.co.uk', 'wrong-1');

      expect(await vm.submit()).to.equal(false);

      expect(area.notifier.toasts).to.deep.equal([
        { kind: 'error', message: 'Sign in failed, please try again', durationMs: undefined },
      ]);
      expect(vm.form.values).to.deep.equal({ email: 'priya@example.co.uk', password: 'wrong-1' });
      expect(vm.form.stage).to.equal('form');
      expect(captcha.resets).to.equal(1);
      expect(area.visits.to).to.deep.equal([]);
      expect(area.session.signedIn).to.equal(false);
    });

    it('says the same when the platform cannot be reached', async () => {
      const { area, vm } = await aSignInScreen();
      area.account.signInResult = left(networkFailure);
      fill(vm, 'priya@example.co.uk', 'secret-1');

      await vm.submit();

      expect(area.notifier.errors).to.deep.equal([MESSAGES.signInFailed]);
    });

    it('is never shown as signed in when the platform accepted the password but then says nobody is signed in', async () => {
      const { area, vm } = await aSignInScreen();
      area.account.userAfterSignIn = undefined; // GET /user.ljson still answers the visitor
      fill(vm, 'priya@example.co.uk', 'secret-1');

      expect(await vm.submit()).to.equal(false);

      expect(area.account.signIns).to.have.length(1);
      expect(area.notifier.successes).to.deep.equal([]);
      expect(area.notifier.errors).to.deep.equal(['Sign in failed, please try again']);
      expect(area.session.signedIn).to.equal(false);
      expect(area.visits.to).to.deep.equal([]);
      expect(vm.form.values.email).to.equal('priya@example.co.uk');
    });

    it('says how long to wait when the platform refuses attempts for a while (HTTP 429)', async () => {
      const { area, vm } = await aSignInScreen();
      area.account.signInResult = left(httpFailure(429));
      fill(vm, 'priya@example.co.uk', 'secret-1');

      await vm.submit();

      expect(area.notifier.errors).to.deep.equal([
        'Too many sign-in attempts. Please wait a few minutes and try again.',
      ]);
      expect(vm.form.values).to.deep.equal({ email: 'priya@example.co.uk', password: 'secret-1' });
    });

    it('can be tried again at once, and then succeeds', async () => {
      const { area, vm } = await aSignInScreen();
      area.account.signInResult = left(httpFailure(401));
      fill(vm, 'priya@example.co.uk', 'wrong-1');
      await vm.submit();

      vm.form.setValue('password', 'secret-1');
      area.account.signInResult = right(undefined);
      expect(await vm.submit()).to.equal(true);

      expect(area.account.signIns.map((c) => c.password)).to.deep.equal(['wrong-1', 'secret-1']);
      expect(area.session.signedIn).to.equal(true);
    });
  });

  describe('the form', () => {
    it('sends nothing and shows no toast while a field is wrong, and asks for focus on the first', async () => {
      const { area, vm } = await aSignInScreen();
      fill(vm, 'priya', '1234');

      expect(await vm.submit()).to.equal(false);

      expect(area.account.signIns).to.deep.equal([]);
      expect(area.notifier.toasts).to.deep.equal([]);
      expect(vm.form.visibleErrors).to.deep.equal({
        email: VALIDATION_MESSAGES.email,
        password: VALIDATION_MESSAGES.passwordTooShort,
      });
      expect(vm.form.focusRequest?.field).to.equal('email');
    });

    it('sends once when submitted twice while the first is on its way', async () => {
      const { area, vm } = await aSignInScreen();
      fill(vm, 'priya@example.co.uk', 'secret-1');

      const [first, second] = await Promise.all([vm.submit(), vm.submit()]);

      expect([first, second]).to.deep.equal([true, false]);
      expect(area.account.signIns).to.have.length(1);
    });

    it('brings the email back when the panel opens again, but never the password', async () => {
      const area = aUserArea();
      await area.session.load();
      const drafts = new LeadDrafts();
      fill(anAccountScreens(area, { drafts }).signIn, 'priya@example.co.uk', 'secret-1');

      const again = anAccountScreens(area, { drafts }).signIn;

      expect(again.form.values).to.deep.equal({ email: 'priya@example.co.uk', password: '' });
    });
  });

  describe('a sign-in while the page is still finding out who the visitor is', () => {
    it('waits for that first answer, then asks again, so the stale answer does not fail the sign-in', async () => {
      const area = aUserArea();
      area.account.userAfterSignIn = SIGNED_IN_USER;
      const release = area.account.holdCurrentUser();
      const firstLoad = area.session.load(); // asked before the sign-in: answers "nobody"
      const vm = anAccountScreens(area).signIn;
      fill(vm, 'priya@example.co.uk', 'secret-1');

      const signingIn = vm.submit();
      release();

      expect(await signingIn).to.equal(true);
      await firstLoad;
      expect(area.account.currentUserCalls).to.equal(2);
      expect(area.session.signedIn).to.equal(true);
      expect(area.notifier.successes).to.deep.equal([MESSAGES.signedIn]);
      expect(area.notifier.errors).to.deep.equal([]);
    });
  });
});
