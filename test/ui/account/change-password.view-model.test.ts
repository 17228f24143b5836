import { expect } from 'chai';
import { left, right } from 'fp-ts/Either';
import { decodeFailure, httpFailure, validationFailure } from '../../../core/failures/failures.js';
import { MESSAGES, PASSWORD_RULE, VALIDATION_MESSAGES } from '../../../core/index.js';
import type { ChangePasswordViewModel } from '../../../ui/account/change-password.view-model.js';
import { LeadDrafts } from '../../../ui/leads/lead-drafts.js';
import { SIGNED_IN_USER } from '../services/fakes.js';
import { aUserArea, anAccountScreens } from '../user/user-builders.js';

const STRONG = 'Abcdefghi1';
const CURRENT = 'Old Secret 1';

/** Priya, signed in, at the change-password form (on '#/user/edit'). */
async function aPasswordForm(options: Parameters<typeof anAccountScreens>[1] = {}) {
  const area = aUserArea(SIGNED_IN_USER);
  await area.session.load();
  const vm = anAccountScreens(area, options).changePassword;
  return { area, vm };
}

function fill(vm: ChangePasswordViewModel, password: string, confirmation = password): void {
  vm.form.setValue('current_password', CURRENT);
  vm.form.setValue('password', password);
  vm.form.setValue('password_confirmation', confirmation);
}

describe('ChangePasswordViewModel', () => {
  describe('the rule', () => {
    it("is SPEC §5's reset rule unless the agency gives its own", async () => {
      const { vm } = await aPasswordForm();

      expect(vm.rule).to.deep.equal(PASSWORD_RULE);
      expect(vm.rule.title).to.equal(
        'Password must have: an uppercase letter, a number or special character (!@£%^) and be at least 10 characters long.',
      );
    });

    it("takes the agency's pattern and title from the theme", async () => {
      const { area, vm } = await aPasswordForm({
        theme: { passwordPattern: '\\d{6}', passwordPatternTitle: 'Six digits' },
      });
      fill(vm, STRONG);

      expect(await vm.submit()).to.equal(false);
      expect(vm.form.visibleErrors).to.deep.equal({ password: 'Six digits' });

      fill(vm, '123456');
      expect(await vm.submit()).to.equal(true);
      expect(area.account.passwordChanges).to.have.length(1);
    });

    it("keeps core's rule when the agency's pattern is broken", async () => {
      const { vm } = await aPasswordForm({
        theme: { passwordPattern: '[', passwordPatternTitle: 'Anything' },
      });

      expect(vm.rule).to.deep.equal(PASSWORD_RULE);
    });

    it('asks for the current password, and sends nothing without it', async () => {
      const { area, vm } = await aPasswordForm();
      fill(vm, STRONG);
      vm.form.setValue('current_password', '');

      expect(await vm.submit()).to.equal(false);

      expect(vm.form.visibleErrors).to.deep.equal({
        current_password: VALIDATION_MESSAGES.currentPasswordRequired,
      });
      expect(area.account.passwordChanges).to.deep.equal([]);
    });

    it('sends nothing for a weak or unconfirmed password', async () => {
      const { area, vm } = await aPasswordForm();
      fill(vm, 'weak', 'other');

      expect(await vm.submit()).to.equal(false);

      expect(area.account.passwordChanges).to.deep.equal([]);
      expect(vm.form.visibleErrors).to.deep.equal({
        password: PASSWORD_RULE.title,
        password_confirmation: VALIDATION_MESSAGES.passwordMismatch,
      });
      expect(area.notifier.toasts).to.deep.equal([]);
    });
  });

  describe('a change the platform accepts (200)', () => {
    it("sends the user's id with the new password, says 'You have successfully changed your password.' and shows /user", async () => {
      const { area, vm } = await aPasswordForm();
      fill(vm, STRONG);

      expect(await vm.submit()).to.equal(true);

      expect(area.account.passwordChanges).to.deep.equal([
        {
          user_id: '42',
          current_password: CURRENT,
          password: STRONG,
          password_confirmation: STRONG,
        },
      ]);
      expect(area.notifier.toasts).to.deep.equal([
        {
          kind: 'success',
          message: 'You have successfully changed your password.',
          durationMs: undefined,
        },
      ]);
      expect(area.visits.to).to.deep.equal(['#/user']);
    });

    it('empties both fields', async () => {
      const { vm } = await aPasswordForm();
      fill(vm, STRONG);

      await vm.submit();

      expect(vm.form.values).to.deep.equal({
        current_password: '',
        password: '',
        password_confirmation: '',
      });
    });
  });

  describe('a change the platform answers with a redirect (302 with a Location): a success too', () => {
    const CHANGED = [
      {
        kind: 'success',
        message: 'You have successfully changed your password.',
        durationMs: undefined,
      },
    ];

    it('to this page: says so here and opens the route it names, else /user', async () => {
      for (const [location, route] of [
        ['/properties/sales', '#/user'],
        ['/properties/sales#/user/saved-properties', '#/user/saved-properties'],
      ] as const) {
        const { area, vm } = await aPasswordForm();
        area.account.resetPasswordResult = right({ kind: 'redirect', location });
        fill(vm, STRONG);

        expect(await vm.submit()).to.equal(true);

        expect(area.notifier.toasts, location).to.deep.equal(CHANGED);
        expect(area.visits.to, location).to.deep.equal([route]);
        expect(vm.form.values).to.deep.equal({
          current_password: '',
          password: '',
          password_confirmation: '',
        });
      }
    });

    it('to another page: goes there with the flash that says so', async () => {
      const { area, vm } = await aPasswordForm();
      area.account.resetPasswordResult = right({
        kind: 'redirect',
        location: '/user/sign-in?reset=1',
      });
      fill(vm, STRONG);

      expect(await vm.submit()).to.equal(true);

      expect(area.visits.to).to.deep.equal(['/user/sign-in?reset=1#/flash/user-password-changed']);
    });
  });

  describe('a change the platform refuses', () => {
    it("lists each 422 error as 'Password {error}' without a toast, keeping what was typed", async () => {
      const { area, vm } = await aPasswordForm();
      area.account.resetPasswordResult = left(
        validationFailure(['is too short', 'has been used before']),
      );
      fill(vm, STRONG);

      expect(await vm.submit()).to.equal(false);

      expect(vm.serverErrors).to.deep.equal([
        'Password is too short',
        'Password has been used before',
      ]);
      expect(area.notifier.toasts).to.deep.equal([]);
      expect(vm.form.values).to.deep.equal({
        current_password: CURRENT,
        password: STRONG,
        password_confirmation: STRONG,
      });
      expect(area.visits.to).to.deep.equal([]);
    });

    it("says 'Something went wrong updating your password. Please try again later.' for any other failure", async () => {
      for (const failure of [httpFailure(500), decodeFailure('not JSON'), validationFailure([])]) {
        const { area, vm } = await aPasswordForm();
        area.account.resetPasswordResult = left(failure);
        fill(vm, STRONG);

        expect(await vm.submit(), failure.kind).to.equal(false);

        expect(area.notifier.toasts, failure.kind).to.deep.equal([
          {
            kind: 'error',
            message: 'Something went wrong updating your password. Please try again later.',
            durationMs: undefined,
          },
        ]);
        expect(vm.serverErrors, failure.kind).to.deep.equal([]);
        expect(vm.form.values.password, failure.kind).to.equal(STRONG);
      }
    });

    it('clears the list once a later attempt goes through', async () => {
      const { area, vm } = await aPasswordForm();
      area.account.resetPasswordResult = left(validationFailure(['is too short']));
      fill(vm, STRONG);
      await vm.submit();

      area.account.resetPasswordResult = right({ kind: 'changed' });
      await vm.submit();

      expect(vm.serverErrors).to.deep.equal([]);
    });
  });

  it('sends nothing for a visitor who is not signed in, and says it went wrong', async () => {
    const area = aUserArea();
    await area.session.load();
    const vm = anAccountScreens(area).changePassword;
    fill(vm, STRONG);

    expect(await vm.submit()).to.equal(false);

    expect(area.account.passwordChanges).to.deep.equal([]);
    expect(area.notifier.errors).to.deep.equal([MESSAGES.passwordChangeFailed]);
  });

  it('never keeps a password for the next opening of the panel', async () => {
    const drafts = new LeadDrafts();
    const { area, vm } = await aPasswordForm({ drafts });
    fill(vm, STRONG);

    const again = anAccountScreens(area, { drafts }).changePassword;

    expect(again.form.values).to.deep.equal({
      current_password: '',
      password: '',
      password_confirmation: '',
    });
  });
});
