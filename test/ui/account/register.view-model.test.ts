import { expect } from 'chai';
import { left, right } from 'fp-ts/Either';
import { httpFailure, timeoutFailure, validationFailure } from '../../../core/failures/failures.js';
import {
  MESSAGES,
  RECAPTCHA_INVALID_TEXT,
  TOAST_DURATIONS,
  VALIDATION_MESSAGES,
} from '../../../core/index.js';
import { LeadDrafts } from '../../../ui/leads/lead-drafts.js';
import type { RegisterValues, RegisterViewModel } from '../../../ui/account/register.view-model.js';
import { SAVED_SEARCHES_KEY } from '../../../ui/services/saved-searches.service.js';
import { SIGNED_IN_USER, aLocalSavedSearch } from '../services/fakes.js';
import { RecordingCaptcha, aUserArea, anAccountScreens } from '../user/user-builders.js';

const SPEC_REGISTER_FAILED =
  'Sorry, something went wrong. You may already have an account with this email address, if so, please try signing in instead of registering.';

const PRIYA: RegisterValues = {
  first_name: 'Priya',
  last_name: 'Shah',
  email: 'priya@example.co.uk',
  tel_home: '07700 900123',
  password: 'Secret-pass1',
  password_confirmation: 'Secret-pass1',
  is_opted_in_to_marketing: true,
  terms: true,
};

/** A visitor on '#/user' (signed out: the register view); the platform signs the new account in. */
async function aRegisterScreen(options: Parameters<typeof anAccountScreens>[1] = {}) {
  const area = aUserArea();
  area.account.userAfterSignIn = SIGNED_IN_USER;
  await area.session.load();
  const captcha = new RecordingCaptcha();
  const vm = anAccountScreens(area, { captcha, ...options }).register;
  return { area, captcha, vm };
}

function fill(vm: RegisterViewModel, values: Partial<RegisterValues> = {}): void {
  for (const [field, value] of Object.entries({ ...PRIYA, ...values }) as [
    keyof RegisterValues,
    string | boolean,
  ][]) {
    vm.form.setValue(field, value as never);
  }
}

/** Lets the session's followers (the saved items) finish what a sign-in started. */
async function until(done: () => boolean): Promise<void> {
  for (let turn = 0; turn < 50 && !done(); turn += 1)
    await new Promise((resolve) => setImmediate(resolve));
}

describe('RegisterViewModel', () => {
  describe('a registration the platform accepts', () => {
    it("says 'You have been successfully registered!', signs the new account in and shows the profile", async () => {
      const { area, vm } = await aRegisterScreen();
      fill(vm);

      expect(await vm.submit()).to.equal(true);

      expect(area.notifier.toasts).to.deep.equal([
        {
          kind: 'success',
          message: 'You have been successfully registered!',
          durationMs: undefined,
        },
      ]);
      expect(area.session.signedIn).to.equal(true);
      expect(area.visits.to).to.deep.equal(['#/user']);
    });

    it('sends the trimmed details, the passwords as typed, the marketing choice and the bot-check token, but not the terms box', async () => {
      const { area, captcha, vm } = await aRegisterScreen();
      fill(vm, {
        first_name: ' Priya ',
        last_name: 'Shah  ',
        email: ' priya@example.co.uk',
        tel_home: ' 07700 900123 ',
        password: ' Secret-pass1',
        password_confirmation: ' Secret-pass1',
      });

      await vm.submit();

      expect(captcha.actions).to.deep.equal(['register']);
      expect(area.account.registered).to.deep.equal([
        {
          first_name: 'Priya',
          last_name: 'Shah',
          email: 'priya@example.co.uk',
          tel_home: '07700 900123',
          password: ' Secret-pass1',
          password_confirmation: ' Secret-pass1',
          is_opted_in_to_marketing: true,
          captchaToken: 'token-ok',
        },
      ]);
    });

    it('sends a search saved while anonymous to the new account', async () => {
      const { area, vm } = await aRegisterScreen();
      area.storage.write(SAVED_SEARCHES_KEY, [aLocalSavedSearch()]);
      fill(vm);

      await vm.submit();
      await until(() => area.searchesServer.searches.length > 0 && !area.savedSearches.loading);

      expect(area.searchesServer.searches.map((s) => s.q)).to.deep.equal(['Bath, Somerset']);
    });

    it('empties the form, the passwords with it', async () => {
      const { vm } = await aRegisterScreen();
      fill(vm);

      await vm.submit();

      expect(vm.form.values.password).to.equal('');
      expect(vm.form.values.first_name).to.equal('');
      expect(vm.serverErrors).to.deep.equal([]);
    });
  });

  describe('the hidden anti-spam field (SPEC §5)', () => {
    it("sends a robot that filled it to '/' without sending anything or running the bot check", async () => {
      const { area, captcha, vm } = await aRegisterScreen();
      fill(vm);
      vm.form.setHoneypot('http://spam.example');

      expect(await vm.submit()).to.equal(false);

      expect(area.visits.to).to.deep.equal(['/']);
      expect(area.account.registered).to.deep.equal([]);
      expect(captcha.actions).to.deep.equal([]);
      expect(area.notifier.toasts).to.deep.equal([]);
    });

    it('does so even when the rest of the form is empty', async () => {
      const { area, vm } = await aRegisterScreen();
      vm.form.setHoneypot(' ');

      await vm.submit();

      expect(area.visits.to).to.deep.equal(['/']);
      expect(area.account.registered).to.deep.equal([]);
    });
  });

  describe('a registration the platform refuses', () => {
    it("lists the platform's validation errors above the form and shows the first for 8 s", async () => {
      const { area, vm } = await aRegisterScreen();
      area.account.registerResult = left(
        validationFailure(['Email has already been taken', 'Password is too short']),
      );
      fill(vm);

      expect(await vm.submit()).to.equal(false);

      expect(vm.serverErrors).to.deep.equal([
        'Email has already been taken',
        'Password is too short',
      ]);
      expect(area.notifier.toasts).to.deep.equal([
        { kind: 'error', message: 'Email has already been taken', durationMs: 8000 },
      ]);
      expect(area.session.signedIn).to.equal(false);
      expect(area.visits.to).to.deep.equal([]);
    });

    it("shows the platform's own message when it sent one (SPEC §8 'Server message, or …')", async () => {
      const { area, vm } = await aRegisterScreen();
      area.account.registerResult = left(
        validationFailure(['Email has already been taken'], ' Please check your details. '),
      );
      fill(vm);

      await vm.submit();

      expect(area.notifier.toasts).to.deep.equal([
        { kind: 'error', message: 'Please check your details.', durationMs: TOAST_DURATIONS.long },
      ]);
      expect(vm.serverErrors).to.deep.equal(['Email has already been taken']);
    });

    it("says SPEC §8's long text for 8 s when the platform says nothing of why", async () => {
      const { area, vm } = await aRegisterScreen();
      area.account.registerResult = left(httpFailure(500));
      fill(vm);

      await vm.submit();

      expect(area.notifier.toasts).to.deep.equal([
        { kind: 'error', message: SPEC_REGISTER_FAILED, durationMs: 8000 },
      ]);
      expect(MESSAGES.registerFailed).to.equal(SPEC_REGISTER_FAILED);
      expect(vm.serverErrors).to.deep.equal([]);
    });

    it('keeps everything typed, passwords included, so the visitor can put it right', async () => {
      const { area, captcha, vm } = await aRegisterScreen();
      area.account.registerResult = left(validationFailure(['Email has already been taken']));
      fill(vm);

      await vm.submit();

      expect(vm.form.values).to.deep.equal(PRIYA);
      expect(vm.form.stage).to.equal('form');
      expect(captcha.resets).to.equal(1);
    });

    it("clears the platform's list once a later attempt goes through", async () => {
      const { area, vm } = await aRegisterScreen();
      area.account.registerResult = left(validationFailure(['Email has already been taken']));
      fill(vm);
      await vm.submit();

      area.account.registerResult = right(undefined);
      vm.form.setValue('email', 'priya.shah@example.co.uk');
      expect(await vm.submit()).to.equal(true);

      expect(vm.serverErrors).to.deep.equal([]);
      expect(area.account.registered.map((r) => r.email)).to.deep.equal([
        'priya@example.co.uk',
        'priya.shah@example.co.uk',
      ]);
    });

    it('is not shown as signed in when the platform then says nobody is signed in', async () => {
      const { area, vm } = await aRegisterScreen();
      area.account.userAfterSignIn = undefined;
      fill(vm);

      expect(await vm.submit()).to.equal(false);

      expect(area.session.signedIn).to.equal(false);
      expect(area.notifier.successes).to.deep.equal([]);
      expect(area.notifier.toasts).to.deep.equal([
        { kind: 'error', message: SPEC_REGISTER_FAILED, durationMs: 8000 },
      ]);
    });

    it('sends nothing when the bot check cannot confirm the visitor', async () => {
      const captcha = new RecordingCaptcha(left(timeoutFailure));
      const { area, vm } = await aRegisterScreen({ captcha });
      fill(vm);

      await vm.submit();

      expect(area.account.registered).to.deep.equal([]);
      expect(area.notifier.errors).to.deep.equal([RECAPTCHA_INVALID_TEXT]);
    });
  });

  describe('the form', () => {
    it('lists what the password needs, each part ticked as it is typed', async () => {
      const { vm } = await aRegisterScreen();
      expect(vm.requirements.map((r) => r.met)).to.deep.equal([false, false, false, false]);
      fill(vm, { password: 'kestrel7' });
      expect(vm.requirements.map((r) => [r.requirement, r.met])).to.deep.equal([
        ['at least 10 characters', false],
        ['a lowercase letter', true],
        ['an uppercase letter', false],
        ['a number or one of ( ) ! @ £ % ^', true],
      ]);
    });

    it("sends nothing while a field is wrong, and shows SPEC §5's messages", async () => {
      const { area, captcha, vm } = await aRegisterScreen();

      expect(await vm.submit()).to.equal(false);

      expect(area.account.registered).to.deep.equal([]);
      expect(captcha.actions).to.deep.equal([]);
      expect(vm.form.visibleErrors).to.deep.equal({
        first_name: 'Please enter a valid first name',
        last_name: 'Please enter a valid last name',
        email: 'Please enter a valid email',
        password: VALIDATION_MESSAGES.passwordRequired,
        password_confirmation: VALIDATION_MESSAGES.passwordConfirmationRequired,
        terms: 'You must agree to our terms & conditions',
      });
      expect(vm.form.focusRequest?.field).to.equal('first_name');
    });

    it('drops letters from the telephone as they are typed (SPEC §5)', async () => {
      const { vm } = await aRegisterScreen();

      vm.form.setValue('tel_home', '07700 9OO123');

      expect(vm.form.values.tel_home).to.equal('07700 9123');
    });

    it('brings back what was typed when the panel opens again, except the passwords', async () => {
      const area = aUserArea();
      await area.session.load();
      const drafts = new LeadDrafts();
      fill(anAccountScreens(area, { drafts }).register);

      const again = anAccountScreens(area, { drafts }).register;

      expect(again.form.values).to.deep.equal({
        ...PRIYA,
        password: '',
        password_confirmation: '',
      });
    });
  });
});
