import {
  actAsync,
  pagePerTest,
  render,
  screen,
  userSession,
  waitFor,
  within,
} from '../support/dom.js';
import { expect } from 'chai';
import { left } from 'fp-ts/Either';
import { validationFailure } from '../../../core/failures/failures.js';
import { MESSAGES, PASSWORD_RULE, VALIDATION_MESSAGES } from '../../../core/index.js';
import {
  ChangePasswordForm,
  EditDetailsView,
  ForgottenPasswordView,
  MarketingPreferencesView,
  RegisterView,
  SignInView,
} from '../../../ui/account/account-forms.view.js';
import type { RegisterViewModel } from '../../../ui/account/register.view-model.js';
import { SIGNED_IN_USER } from '../services/fakes.js';
import { ManualTimers, aUserArea, anAccountScreens } from '../user/user-builders.js';

/** Screens for a visitor the page knows: signed out, or Priya signed in. */
async function screensFor(signedIn: boolean, options: Parameters<typeof anAccountScreens>[1] = {}) {
  const area = aUserArea(signedIn ? SIGNED_IN_USER : undefined);
  area.account.userAfterSignIn = SIGNED_IN_USER;
  await area.session.load();
  return { area, screens: anAccountScreens(area, options) };
}

/** The control labelled `label` (its label may end with the required marker ' *'). */
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}( \\*)?$`)) as HTMLInputElement;

/** `message` shows under `control`, linked to it by aria-describedby, and the control is marked invalid. */
function expectLinkedError(control: HTMLElement, message: string): void {
  const error = screen.getByText(message);
  expect(control.getAttribute('aria-describedby')?.split(' '), message).to.include(error.id);
  expect(control.getAttribute('aria-invalid'), message).to.equal('true');
}

/** Every id on the page is used once (a repeated id breaks the names and descriptions it gives). */
function expectUniqueIds(): void {
  const ids = Array.from(document.querySelectorAll('[id]'), (element) => element.id);
  expect(ids.filter((id, index) => ids.indexOf(id) !== index)).to.deep.equal([]);
}

/** Priya's registration, with `password` typed twice and the terms accepted. */
async function fillRegistration(vm: RegisterViewModel, password: string): Promise<void> {
  await actAsync(() => {
    for (const [name, value] of [
      ['first_name', 'Priya'],
      ['last_name', 'Shah'],
      ['email', 'priya@example.co.uk'],
      ['password', password],
      ['password_confirmation', password],
    ] as const) {
      vm.form.setValue(name, value);
    }
    vm.form.setValue('terms', true);
  });
}

describe('the account forms', () => {
  pagePerTest();

  describe('an empty submit shows every SPEC §5 message, linked to its field, and focuses the first', () => {
    it('on sign in', async () => {
      const { screens } = await screensFor(false);
      const user = userSession();
      await render(<SignInView vm={screens.signIn} />);

      await user.click(screen.getByRole('button', { name: 'Sign in' }));

      expectLinkedError(field('Email'), 'Please enter a valid email');
      expectLinkedError(field('Password'), VALIDATION_MESSAGES.passwordMissing);
      await waitFor(() => expect(document.activeElement).to.equal(field('Email')));
    });

    it('on register', async () => {
      const { area, screens } = await screensFor(false);
      const user = userSession();
      await render(<RegisterView vm={screens.register} />);

      await user.click(screen.getByRole('button', { name: 'Register' }));

      expectLinkedError(field('First name'), 'Please enter a valid first name');
      expectLinkedError(field('Last name'), 'Please enter a valid last name');
      expectLinkedError(field('Email'), 'Please enter a valid email');
      expectLinkedError(field('Password'), VALIDATION_MESSAGES.passwordRequired);
      expectLinkedError(
        field('Confirm password'),
        VALIDATION_MESSAGES.passwordConfirmationRequired,
      );
      expectLinkedError(
        screen.getByRole('checkbox', { name: /terms & conditions/ }),
        'You must agree to our terms & conditions',
      );
      await waitFor(() => expect(document.activeElement).to.equal(field('First name')));
      expect(area.account.registered).to.deep.equal([]);
    });

    it('on edit details, the address included', async () => {
      const { screens } = await screensFor(true);
      const user = userSession();
      await render(<EditDetailsView vm={screens.editDetails} password={screens.changePassword} />);

      await user.clear(field('First name'));
      await user.type(field('Postcode'), 'TA1');
      await user.type(field('Home telephone'), 'call me');
      await user.click(screen.getByRole('button', { name: 'Save details' }));

      expectLinkedError(field('First name'), 'Please enter a valid first name');
      expectLinkedError(field('Home telephone'), 'Please enter a valid phone number');
      expectLinkedError(field('Postcode'), 'Please enter a valid postcode');
      await waitFor(() => expect(document.activeElement).to.equal(field('First name')));
    });

    it('on edit details, asks for the current password once the email is another', async () => {
      const { area, screens } = await screensFor(true);
      const user = userSession();
      await render(<EditDetailsView vm={screens.editDetails} password={screens.changePassword} />);
      const details = screen.getByRole('form', { name: 'Edit your details' });
      expect(within(details).queryByLabelText(/^Current password/)).to.equal(null);

      await user.clear(within(details).getByLabelText(/^Email/));
      await user.type(within(details).getByLabelText(/^Email/), 'priya.shah@example.co.uk');
      const current = within(details).getByLabelText(/^Current password/) as HTMLInputElement;
      expect([current.type, current.autocomplete]).to.deep.equal(['password', 'current-password']);
      await user.click(within(details).getByRole('button', { name: 'Save details' }));

      expectLinkedError(current, VALIDATION_MESSAGES.currentPasswordRequired);
      expect(area.account.profileChanges).to.deep.equal([]);
    });

    it('on change password, with the rule listed as the hint and its message said once as the error', async () => {
      const { screens } = await screensFor(true);
      const user = userSession();
      await render(<ChangePasswordForm vm={screens.changePassword} headingId="password-heading" />);

      await user.type(field('Current password'), 'Old Secret 1');
      await user.type(field('New password'), 'weak');
      await user.click(screen.getByRole('button', { name: 'Change password' }));

      const password = field('New password');
      const described = password
        .getAttribute('aria-describedby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.className);
      expect(described).to.deep.equal(['password-rules', 'form-field__error']);
      expect(screen.getAllByText(PASSWORD_RULE.title)).to.have.length(1);
      expect(password.getAttribute('aria-invalid')).to.equal('true');
      expectLinkedError(
        field('Confirm new password'),
        VALIDATION_MESSAGES.passwordConfirmationRequired,
      );
      await waitFor(() => expect(document.activeElement).to.equal(password));
    });

    it('on marketing preferences, where opting in needs the terms', async () => {
      const { area, screens } = await screensFor(true);
      const user = userSession();
      await render(<MarketingPreferencesView vm={screens.marketingPreferences} />);

      await user.click(screen.getByRole('checkbox', { name: /^Send me news/ }));
      await user.click(screen.getByRole('button', { name: 'Update preferences' }));

      const terms = screen.getByRole('checkbox', { name: /terms & conditions/ });
      expectLinkedError(terms, 'You must agree to our terms & conditions');
      await waitFor(() => expect(document.activeElement).to.equal(terms));
      expect(area.account.marketingChanges).to.deep.equal([]);
    });

    it('on forgotten password', async () => {
      const { screens } = await screensFor(false);
      const user = userSession();
      await render(<ForgottenPasswordView vm={screens.forgottenPassword} />);

      await user.click(screen.getByRole('button', { name: 'Send reset link' }));

      expectLinkedError(field('Email'), 'Please enter a valid email');
      await waitFor(() => expect(document.activeElement).to.equal(field('Email')));
    });
  });

  describe('a password field', () => {
    /** The listed requirements of the field described by the list, and which are ticked. */
    function requirementsOf(control: HTMLElement) {
      const list = control
        .getAttribute('aria-describedby')
        ?.split(' ')
        .map((id) => document.getElementById(id))
        .find((el) => el?.className === 'password-rules');
      return Array.from(list?.querySelectorAll('li') ?? [], (item) => [
        item.textContent,
        item.classList.contains('password-rules__item--met'),
      ]);
    }

    it('says what a new password needs before typing, and ticks each part as it is typed', async () => {
      const { screens } = await screensFor(false);
      const user = userSession();
      await render(<RegisterView vm={screens.register} />);
      const password = field('Password');

      expect(requirementsOf(password)).to.deep.equal([
        ['at least 10 characters', false],
        ['a lowercase letter', false],
        ['an uppercase letter', false],
        ['a number or one of ( ) ! @ £ % ^', false],
      ]);
      await user.type(password, 'kestrel7');
      expect(requirementsOf(password)).to.deep.equal([
        ['at least 10 characters', false],
        ['a lowercase letter (done)', true],
        ['an uppercase letter', false],
        ['a number or one of ( ) ! @ £ % ^ (done)', true],
      ]);
      // The confirmation and sign-in passwords have no rule to list.
      expect(requirementsOf(field('Confirm password'))).to.deep.equal([]);
    });

    it('refuses a registration whose password breaks the rule before sending it', async () => {
      const { area, screens } = await screensFor(false);
      const vm = screens.register;
      const user = userSession();
      await render(<RegisterView vm={vm} />);
      await fillRegistration(vm, 'Short1!');

      await user.click(screen.getByRole('button', { name: 'Register' }));

      expectLinkedError(field('Password'), PASSWORD_RULE.title);
      expect(area.account.registered).to.deep.equal([]);
    });

    it('shows and hides what is typed, without calling the half-typed password wrong', async () => {
      const { screens } = await screensFor(false);
      const user = userSession();
      await render(<SignInView vm={screens.signIn} />);
      const password = field('Password');
      await user.type(password, 'abc');

      await user.click(screen.getByRole('button', { name: 'Show password' }));
      expect(password.type).to.equal('text');
      expect(password.value).to.equal('abc');
      expect(password.getAttribute('aria-invalid')).to.equal(null);
      await user.click(screen.getByRole('button', { name: 'Hide password' }));
      expect(password.type).to.equal('password');
    });

    it('is dots again once the form is sent, so the browser offers to save it as a password', async () => {
      const { screens } = await screensFor(false);
      const user = userSession();
      await render(<SignInView vm={screens.signIn} />);
      await user.type(field('Email'), 'priya@example.co.uk');
      await user.type(field('Password'), 'Secret-pass1');
      await user.click(screen.getByRole('button', { name: 'Show password' }));
      expect(field('Password').type).to.equal('text');

      await user.click(screen.getByRole('button', { name: 'Sign in' }));

      await waitFor(() =>
        expect(
          (document.querySelector('input[name="password"]') as HTMLInputElement | null)?.type ??
            'password',
        ).to.equal('password'),
      );
    });
  });

  describe("the platform's objections", () => {
    it('lists the register validationErrors in an alert above the form, and moves focus to it', async () => {
      const { area, screens } = await screensFor(false);
      area.account.registerResult = left(
        validationFailure(['Email has already been taken', 'Password is too short']),
      );
      const vm = screens.register;
      const user = userSession();
      await render(<RegisterView vm={vm} />);
      await fillRegistration(vm, 'Secret-pass1');

      await user.click(screen.getByRole('button', { name: 'Register' }));

      const alert = await screen.findByRole('alert');
      await waitFor(() =>
        expect(
          within(alert)
            .getAllByRole('listitem')
            .map((item) => item.textContent),
        ).to.deep.equal(['Email has already been taken', 'Password is too short']),
      );
      expect(field('Email').value).to.equal('priya@example.co.uk');
      // Like an error summary, the list takes focus, so it comes into view above a scrolled form.
      await waitFor(() => expect(document.activeElement).to.equal(alert));
    });

    it("lists a 422's errors as 'Password {error}' in an alert", async () => {
      const { area, screens } = await screensFor(true);
      area.account.resetPasswordResult = left(validationFailure(['is too short']));
      const user = userSession();
      await render(<ChangePasswordForm vm={screens.changePassword} headingId="password-heading" />);

      await user.type(field('Current password'), 'Old Secret 1');
      await user.type(field('New password'), 'Abcdefghi1');
      await user.type(field('Confirm new password'), 'Abcdefghi1');
      await user.click(screen.getByRole('button', { name: 'Change password' }));

      await waitFor(() =>
        expect(
          within(screen.getByRole('alert'))
            .getAllByRole('listitem')
            .map((item) => item.textContent),
        ).to.deep.equal(['Password is too short']),
      );
    });
  });

  describe('the forgotten-password screen', () => {
    /** The screen while the page is still asking who the visitor is; its timers run by hand. */
    async function showWhileWhoIsUnknown(): Promise<ManualTimers> {
      const area = aUserArea();
      area.account.holdCurrentUser();
      void area.session.load();
      const timers = new ManualTimers();
      await render(
        <ForgottenPasswordView vm={anAccountScreens(area, { timers }).forgottenPassword} />,
      );
      return timers;
    }

    it('shows a spinner while the page does not know who the visitor is, then the form', async () => {
      const area = aUserArea();
      const release = area.account.holdCurrentUser();
      const loading = area.session.load();
      const timers = new ManualTimers();
      await render(
        <ForgottenPasswordView vm={anAccountScreens(area, { timers }).forgottenPassword} />,
      );

      expect(screen.getByRole('status').textContent).to.equal('Checking your account…');
      expect(screen.queryByRole('button', { name: 'Send reset link' })).to.equal(null);

      await actAsync(() => release());
      await loading;

      expect((await screen.findByRole('button', { name: 'Send reset link' })).tagName).to.equal(
        'BUTTON',
      );
    });

    it('gives up waiting after 4.5 s and shows the form', async () => {
      const timers = await showWhileWhoIsUnknown();

      await actAsync(() => timers.tick(4500));

      expect(screen.queryByRole('button', { name: 'Send reset link' })).to.not.equal(null);
    });

    it("thanks the visitor with SPEC §8's text once the form is sent", async () => {
      const { area, screens } = await screensFor(false);
      const user = userSession();
      await render(<ForgottenPasswordView vm={screens.forgottenPassword} />);

      await user.type(field('Email'), 'priya@example.co.uk');
      await user.click(screen.getByRole('button', { name: 'Send reset link' }));

      const thanks = await screen.findByRole('status');
      expect(within(thanks).queryByText('Thank you')).to.not.equal(null);
      expect(within(thanks).queryByText(MESSAGES.forgottenPasswordSent)).to.not.equal(null);
      expect(screen.queryByRole('textbox')).to.equal(null);
      expect(area.account.resetRequests.map((request) => request.email)).to.deep.equal([
        'priya@example.co.uk',
      ]);
    });

    it('is named by its heading, and repeats no id, in every stage', async () => {
      const timers = await showWhileWhoIsUnknown();
      expectUniqueIds();

      await actAsync(() => timers.tick(4500));

      const section = document.querySelector('section[aria-labelledby]')!;
      expect(
        document.getElementById(section.getAttribute('aria-labelledby')!)?.textContent,
      ).to.equal('Forgotten password');
      expectUniqueIds();
    });

    it('offers a signed-in visitor the new-password form instead', async () => {
      const { screens } = await screensFor(true);
      await render(<ForgottenPasswordView vm={screens.forgottenPassword} />);

      expect(screen.queryByRole('heading', { name: 'Set a new password' })).to.not.equal(null);
      expect(screen.queryByRole('button', { name: 'Change password' })).to.not.equal(null);
      expectUniqueIds();
    });
  });

  describe('at the keyboard alone', () => {
    it('signs in with Enter in the password field', async () => {
      const { area, screens } = await screensFor(false);
      const user = userSession();
      await render(<SignInView vm={screens.signIn} />);

      await user.click(field('Email'));
      await user.keyboard('priya@example.co.uk');
      await user.tab();
      expect(document.activeElement).to.equal(field('Password'));
      await user.keyboard('secret-1{Enter}');

      await waitFor(() =>
        expect(area.notifier.successes).to.deep.equal(['You have successfully signed in']),
      );
      expect(area.account.signIns).to.deep.equal([
        { email: 'priya@example.co.uk', password: 'secret-1' },
      ]);
    });

    it('asks for the forgotten-password email with Enter in its field', async () => {
      const { area, screens } = await screensFor(false);
      const user = userSession();
      await render(<ForgottenPasswordView vm={screens.forgottenPassword} />);

      await user.type(field('Email'), 'priya@example.co.uk{Enter}');

      await screen.findByText('Thank you');
      expect(area.account.resetRequests).to.have.length(1);
    });
  });
});
