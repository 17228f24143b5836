import { expect } from 'chai';
import { left, right } from 'fp-ts/Either';
import { httpFailure, validationFailure } from '../../../core/failures/failures.js';
import { MESSAGES, VALIDATION_MESSAGES } from '../../../core/index.js';
import type { User } from '../../../core/user/user.js';
import {
  PROFILE_NOT_SAVED,
  changedFields,
  type EditDetailsValues,
} from '../../../ui/account/edit-details.view-model.js';
import { LeadDrafts } from '../../../ui/leads/lead-drafts.js';
import { SIGNED_IN_USER } from '../services/fakes.js';
import { aUserArea, anAccountScreens } from '../user/user-builders.js';

const PRIYA: User = {
  ...SIGNED_IN_USER,
  title: 'Dr',
  tel_home: '01823 123456',
  house_number: '12',
  street_address: 'High Street',
  town: 'Taunton',
  county: 'Somerset',
  postcode: 'TA1 1AA',
};

/** Priya, signed in, on '#/user/edit'. */
async function anEditScreen(user: User = PRIYA, drafts = new LeadDrafts()) {
  const area = aUserArea(user);
  await area.session.load();
  const screens = anAccountScreens(area, { drafts });
  return { area, screens, vm: screens.editDetails };
}

describe('EditDetailsViewModel', () => {
  it('fills the form from the account, blanks for what it does not hold', async () => {
    const { vm } = await anEditScreen();

    expect(vm.form.values).to.deep.equal({
      title: 'Dr',
      first_name: 'Priya',
      last_name: 'Shah',
      email: 'priya@example.co.uk',
      tel_home: '01823 123456',
      tel_mobile: '',
      house_name: '',
      house_number: '12',
      street_address: 'High Street',
      address_2: '',
      town: 'Taunton',
      county: 'Somerset',
      postcode: 'TA1 1AA',
      current_password: '',
    });
  });

  describe('a changed email', () => {
    it('asks for the current password, and sends it with the change', async () => {
      const { area, vm } = await anEditScreen();
      expect(vm.asksCurrentPassword).to.equal(false);
      vm.form.setValue('email', 'priya.shah@example.co.uk');
      expect(vm.asksCurrentPassword).to.equal(true);

      expect(await vm.submit()).to.equal(false);
      expect(vm.form.visibleErrors).to.deep.equal({
        current_password: VALIDATION_MESSAGES.currentPasswordRequired,
      });
      expect(area.account.profileChanges).to.deep.equal([]);

      vm.form.setValue('current_password', ' Old Secret 1 ');
      expect(await vm.submit()).to.equal(true);
      expect(area.account.profileChanges).to.deep.equal([{ email: 'priya.shah@example.co.uk' }]);
      expect(area.account.profilePasswords, 'as typed, spaces and all').to.deep.equal([
        ' Old Secret 1 ',
      ]);
    });

    it('is not the same email in other capitals: nothing more is asked, and no password is sent', async () => {
      const { area, vm } = await anEditScreen();
      vm.form.setValue('email', ' PRIYA@example.co.uk ');
      vm.form.setValue('town', 'Wellington');
      expect(vm.asksCurrentPassword).to.equal(false);

      expect(await vm.submit()).to.equal(true);
      expect(area.account.profilePasswords).to.deep.equal([undefined]);
    });

    it("shows the platform's refusal of a wrong current password in the form", async () => {
      const { area, vm } = await anEditScreen();
      area.account.updateProfileResult = left(validationFailure(['Current password is incorrect']));
      vm.form.setValue('email', 'priya.shah@example.co.uk');
      vm.form.setValue('current_password', 'Not it 123');

      expect(await vm.submit()).to.equal(false);
      expect(vm.problems).to.deep.equal(['Current password is incorrect']);
    });

    it('never keeps the current password in a draft', async () => {
      const drafts = new LeadDrafts();
      const { vm } = await anEditScreen(PRIYA, drafts);
      vm.form.setValue('email', 'priya.shah@example.co.uk');
      vm.form.setValue('current_password', 'Old Secret 1');

      const { vm: again } = await anEditScreen(PRIYA, drafts);
      expect(again.form.values.email).to.equal('priya.shah@example.co.uk');
      expect(again.form.values.current_password).to.equal('');
    });
  });

  describe('saving', () => {
    it('sends only the fields that changed, trimmed', async () => {
      const { area, vm } = await anEditScreen();
      vm.form.setValue('tel_mobile', ' 07700 900123 ');
      vm.form.setValue('town', 'Wellington ');
      vm.form.setValue('first_name', ' Priya '); // the same name, spaces aside: not a change

      await vm.submit();

      expect(area.account.profileChanges).to.deep.equal([
        { tel_mobile: '07700 900123', town: 'Wellington' },
      ]);
    });

    it('sends a cleared field as empty, so the platform forgets it', async () => {
      const { area, vm } = await anEditScreen();
      vm.form.setValue('county', '');

      await vm.submit();

      expect(area.account.profileChanges).to.deep.equal([{ county: '' }]);
    });

    it("says 'Profile successfully updated.', shows the profile and the new details", async () => {
      const { area, vm } = await anEditScreen();
      vm.form.setValue('tel_home', '01823 654321');

      expect(await vm.submit()).to.equal(true);

      expect(area.notifier.toasts).to.deep.equal([
        { kind: 'success', message: 'Profile successfully updated.', durationMs: undefined },
      ]);
      expect(area.visits.to).to.deep.equal(['#/user']);
      expect(area.session.user.tel_home).to.equal('01823 654321');
    });

    it('goes back to the profile without a call or a toast when nothing changed', async () => {
      const { area, vm } = await anEditScreen();
      vm.form.setValue('town', 'Taunton  ');

      expect(await vm.submit()).to.equal(true);

      expect(area.account.profileChanges).to.deep.equal([]);
      expect(area.notifier.toasts).to.deep.equal([]);
      expect(area.visits.to).to.deep.equal(['#/user']);
    });

    it('sends nothing while a field is wrong, the address parts included', async () => {
      const { area, vm } = await anEditScreen();
      vm.form.setValue('postcode', 'TA1');
      vm.form.setValue('house_number', 'twelve');

      expect(await vm.submit()).to.equal(false);

      expect(area.account.profileChanges).to.deep.equal([]);
      expect(vm.form.visibleErrors).to.deep.equal({
        house_number: 'Please enter a valid house number',
        postcode: 'Please enter a valid postcode',
      });
      expect(vm.form.focusRequest?.field).to.equal('house_number');
      expect(area.visits.to).to.deep.equal([]);
    });

    it('can save again later in the same opening of the panel', async () => {
      const { area, screens } = await anEditScreen();
      const first = screens.editDetails;
      first.form.setValue('tel_home', '01823 654321');
      await first.submit();

      const second = screens.editDetails;
      expect(second.form.values.tel_home).to.equal('01823 654321');
      second.form.setValue('town', 'Wellington');
      expect(await second.submit()).to.equal(true);

      expect(area.account.profileChanges).to.deep.equal([
        { tel_home: '01823 654321' },
        { town: 'Wellington' },
      ]);
      expect(area.notifier.successes).to.deep.equal([
        MESSAGES.profileUpdated,
        MESSAGES.profileUpdated,
      ]);
      expect(area.visits.to).to.deep.equal(['#/user', '#/user']);
    });
  });

  describe('a change the platform refuses (SPEC §8 shows no toast)', () => {
    it("lists the platform's errors in the form, without a toast, keeping what was typed", async () => {
      const { area, vm } = await anEditScreen();
      area.account.updateProfileResult = left(validationFailure(['Email has already been taken']));
      vm.form.setValue('email', 'taken@example.co.uk');
      vm.form.setValue('current_password', 'Old Secret 1');

      expect(await vm.submit()).to.equal(false);

      expect(vm.problems).to.deep.equal(['Email has already been taken']);
      expect(area.notifier.toasts).to.deep.equal([]);
      expect(vm.form.values.email).to.equal('taken@example.co.uk');
      expect(vm.form.stage).to.equal('form');
      expect(area.session.user.email).to.equal('priya@example.co.uk');
      expect(area.visits.to).to.deep.equal([]);
    });

    it('says the details were not saved when the platform does not say why', async () => {
      const { area, vm } = await anEditScreen();
      area.account.updateProfileResult = left(httpFailure(500));
      vm.form.setValue('town', 'Wellington');

      await vm.submit();

      expect(vm.problems).to.deep.equal([PROFILE_NOT_SAVED]);
      expect(PROFILE_NOT_SAVED).to.equal('Your details could not be saved. Please try again.');
      expect(area.notifier.toasts).to.deep.equal([]);
    });

    it('clears the list once a later attempt is saved', async () => {
      const { area, vm } = await anEditScreen();
      area.account.updateProfileResult = left(httpFailure(500));
      vm.form.setValue('town', 'Wellington');
      await vm.submit();

      area.account.updateProfileResult = undefined;
      await vm.submit();

      expect(vm.problems).to.deep.equal([]);
    });

    it("ignores an answer for another account: the page's user stays who signed in", async () => {
      const { area, vm } = await anEditScreen();
      area.account.updateProfileResult = right({ ...PRIYA, user_id: '99', town: 'Bath' });
      vm.form.setValue('town', 'Bath');

      await vm.submit();

      expect(area.session.user.user_id).to.equal('42');
      expect(area.session.user.town).to.equal('Taunton');
    });
  });

  describe('drafts', () => {
    it('brings back what was typed when the panel opens again', async () => {
      const drafts = new LeadDrafts();
      const { area, vm } = await anEditScreen(PRIYA, drafts);
      vm.form.setValue('town', 'Wellington');

      const again = anAccountScreens(area, { drafts }).editDetails;

      expect(again.form.values.town).to.equal('Wellington');
    });

    it("never gives one account's typing to another account", async () => {
      const drafts = new LeadDrafts();
      const { vm } = await anEditScreen(PRIYA, drafts);
      vm.form.setValue('town', 'Wellington');

      const { vm: other } = await anEditScreen({ ...PRIYA, user_id: '7', town: 'Frome' }, drafts);

      expect(other.form.values.town).to.equal('Frome');
    });
  });
});

describe('changedFields', () => {
  const values = (overrides: Partial<EditDetailsValues>): EditDetailsValues => ({
    title: '',
    first_name: 'Priya',
    last_name: 'Shah',
    email: 'priya@example.co.uk',
    tel_home: '',
    tel_mobile: '',
    house_name: '',
    house_number: '',
    street_address: '',
    address_2: '',
    town: '',
    county: '',
    postcode: '',
    current_password: '',
    ...overrides,
  });

  it('is empty when only spaces differ, or a missing field is left blank', () => {
    expect(changedFields(values({ first_name: 'Priya ' }), SIGNED_IN_USER)).to.deep.equal({});
  });

  it('names each field whose trimmed value differs', () => {
    expect(
      changedFields(values({ last_name: 'Shah-Patel', postcode: 'ta1 1aa ' }), SIGNED_IN_USER),
    ).to.deep.equal({ last_name: 'Shah-Patel', postcode: 'ta1 1aa' });
  });
});
