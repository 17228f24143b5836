import { expect } from 'chai';
import { left } from 'fp-ts/Either';
import { httpFailure } from '../../../core/failures/failures.js';
import { ProfileTabViewModel, profileDetails } from '../../../ui/user/profile-tab.view-model.js';
import { SIGNED_IN_USER } from '../services/fakes.js';
import { aUserArea } from './user-builders.js';

describe('profileDetails', () => {
  it('puts title, first and last name together and prefers the mobile number', () => {
    expect(
      profileDetails({
        user_id: '1',
        title: 'Dr',
        first_name: 'Priya',
        last_name: 'Shah',
        email: 'p@example.co.uk',
        tel_home: '01823 000000',
        tel_mobile: '07700 900123',
      }),
    ).to.deep.equal({
      name: 'Dr Priya Shah',
      email: 'p@example.co.uk',
      phone: '07700 900123',
    });
  });

  it('leaves out blank details and falls back to the home number', () => {
    expect(
      profileDetails({ user_id: '1', first_name: ' ', email: '', tel_home: '01823 000000' }),
    ).to.deep.equal({
      name: undefined,
      email: undefined,
      phone: '01823 000000',
    });
  });
});

describe('ProfileTabViewModel', () => {
  it("shows a signed-in visitor's details", async () => {
    const area = aUserArea(SIGNED_IN_USER);
    await area.session.load();
    const vm = new ProfileTabViewModel(area.session, area.visits);

    expect(vm.signedIn).to.equal(true);
    expect(vm.details.name).to.equal('Priya Shah');
  });

  it("signs out to '/' with the signed-out flash, leaving none of the account's saved properties here", async () => {
    const area = aUserArea(SIGNED_IN_USER);
    area.propertiesServer.ids = ['p1'];
    await area.session.load();
    const vm = new ProfileTabViewModel(area.session, area.visits);
    expect(area.savedProperties.ids).to.deep.equal(['p1']);

    expect(await vm.signOut()).to.equal(true);

    expect(vm.signedIn).to.equal(false);
    expect(area.savedProperties.ids).to.deep.equal([]);
    expect(area.notifier.successes).to.include('You have been signed out');
    expect(area.visits.to).to.deep.equal(['/#/flash/user-logout-successful']);
  });

  it('closes the user area when sign-out leads to the page the visitor is on', async () => {
    const area = aUserArea(SIGNED_IN_USER);
    await area.session.load();
    area.visits.path = '/';
    await new ProfileTabViewModel(area.session, area.visits).signOut();
    expect(area.visits.to).to.deep.equal(['#/']);
  });

  it('signs out to a given page of this site, never to another site', async () => {
    for (const [given, expected] of [
      ['/branches', '/branches#/flash/user-logout-successful'],
      ['https://evil.example/', '/#/flash/user-logout-successful'],
      ['//evil.example', '/#/flash/user-logout-successful'],
      ['javascript:alert(1)', '/#/flash/user-logout-successful'],
    ] as const) {
      const area = aUserArea(SIGNED_IN_USER);
      await area.session.load();
      await new ProfileTabViewModel(area.session, area.visits).signOut(given);
      expect(area.visits.to, given).to.deep.equal([expected]);
    }
  });

  it('answers false when signing out fails, so the panel stays open (the toast explains)', async () => {
    const area = aUserArea(SIGNED_IN_USER);
    await area.session.load();
    area.account.signOutResult = left(httpFailure(500));
    const vm = new ProfileTabViewModel(area.session, area.visits);

    expect(await vm.signOut()).to.equal(false);

    expect(vm.signedIn).to.equal(true);
    expect(area.visits.to).to.deep.equal([]);
  });
});
