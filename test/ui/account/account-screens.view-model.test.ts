import { expect } from 'chai';
import { right } from 'fp-ts/Either';
import { autorun } from 'mobx';
import { LOCAL_USER } from '../../../core/user/identity.js';
import { SIGNED_IN_USER } from '../services/fakes.js';
import { aUserArea, anAccountScreens } from '../user/user-builders.js';
import { USER_AREA_SCREENS } from '../../support/user-area.js';

describe('AccountScreensViewModel', () => {
  describe('redirectFor (SPEC §2)', () => {
    it('sends nobody anywhere while the page does not know who the visitor is', () => {
      const screens = anAccountScreens(aUserArea(SIGNED_IN_USER));

      expect(USER_AREA_SCREENS.map((screen) => screens.redirectFor(screen))).to.deep.equal(
        USER_AREA_SCREENS.map(() => undefined),
      );
    });

    it('sends a visitor who is not signed in from edit and marketing preferences to /user', async () => {
      const area = aUserArea();
      await area.session.load();
      const screens = anAccountScreens(area);

      expect(
        Object.fromEntries(
          USER_AREA_SCREENS.map((screen) => [screen, screens.redirectFor(screen)]),
        ),
      ).to.deep.equal({
        profile: undefined,
        'sign-in': undefined,
        edit: '/user',
        'marketing-preferences': '/user',
        'forgotten-password': undefined,
        'saved-properties': undefined,
        'saved-searches': undefined,
        'recently-viewed': undefined,
        // Local saved properties are compared signed out too.
        'compare-saved-properties': undefined,
      });
    });

    it('sends a signed-in visitor from sign-in to /user', async () => {
      const area = aUserArea(SIGNED_IN_USER);
      await area.session.load();
      const screens = anAccountScreens(area);

      expect(screens.redirectFor('sign-in')).to.equal('/user');
      expect(screens.redirectFor('edit')).to.equal(undefined);
      expect(screens.redirectFor('marketing-preferences')).to.equal(undefined);
    });

    it('follows the session: a view showing sign-in is told to leave once the visitor has signed in', async () => {
      const area = aUserArea();
      area.account.userAfterSignIn = SIGNED_IN_USER;
      const screens = anAccountScreens(area);
      const seen: (string | undefined)[] = [];
      const stop = autorun(() => seen.push(screens.redirectFor('sign-in')));

      await area.session.load();
      expect(seen.at(-1)).to.equal(undefined);
      screens.signIn.form.setValue('email', 'priya@example.co.uk');
      screens.signIn.form.setValue('password', 'secret-1');
      await screens.signIn.submit();
      stop();

      expect(seen.at(-1)).to.equal('/user');
    });
  });

  describe('the screens', () => {
    it('makes each screen once and keeps it while the panel is open, with what was typed', async () => {
      const area = aUserArea();
      await area.session.load();
      const screens = anAccountScreens(area);
      screens.signIn.form.setValue('email', 'priya@example.co.uk');
      screens.register.form.setValue('first_name', 'Priya');

      expect(screens.signIn).to.equal(screens.signIn);
      expect(screens.signIn.form.values.email).to.equal('priya@example.co.uk');
      expect(screens.register.form.values.first_name).to.equal('Priya');
      expect(screens.forgottenPassword).to.equal(screens.forgottenPassword);
    });

    it('keeps a new password being typed when the details are saved meanwhile', async () => {
      const area = aUserArea(SIGNED_IN_USER);
      await area.session.load();
      const screens = anAccountScreens(area);
      screens.changePassword.form.setValue('password', 'Abcdefghi1');
      screens.editDetails.form.setValue('town', 'Taunton');

      await screens.editDetails.submit();

      expect(screens.changePassword.form.values.password).to.equal('Abcdefghi1');
    });

    it('fills the edit form from whoever is signed in now, never from the last visitor', async () => {
      const area = aUserArea(SIGNED_IN_USER);
      await area.session.load();
      const screens = anAccountScreens(area);
      expect(screens.editDetails.form.values.first_name).to.equal('Priya');
      screens.changePassword.form.setValue('password', 'Abcdefghi1');

      await area.session.signOut();
      area.account.current = right({
        user_id: '7',
        first_name: 'Tom',
        last_name: 'Ng',
        email: 'tom@example.co.uk',
      });
      await area.session.load();

      expect(screens.editDetails.form.values.first_name).to.equal('Tom');
      expect(screens.changePassword.form.values.password).to.equal('');
      expect(screens.marketingPreferences.form.values.opt_in_marketing).to.equal(false);
      expect(area.session.user).to.not.equal(LOCAL_USER);
    });
  });
});
