import { expect } from 'chai';
import { left } from 'fp-ts/Either';
import {
  httpFailure,
  networkFailure,
  unauthorisedFailure,
} from '../../../core/failures/failures.js';
import { MESSAGES } from '../../../core/index.js';
import type { User } from '../../../core/user/user.js';
import { SIGNED_IN_USER } from '../services/fakes.js';
import { aUserArea, anAccountScreens } from '../user/user-builders.js';

/** A signed-in visitor on '#/user/marketing-preferences'. */
async function aPreferencesScreen(user: User = SIGNED_IN_USER) {
  const area = aUserArea(user);
  await area.session.load();
  const screens = anAccountScreens(area);
  return { area, screens, vm: screens.marketingPreferences };
}

describe('MarketingPreferencesViewModel', () => {
  it('shows the choice the account holds', async () => {
    expect((await aPreferencesScreen()).vm.form.values).to.deep.equal({
      opt_in_marketing: false,
      opt_in_terms: false,
    });
    expect(
      (await aPreferencesScreen({ ...SIGNED_IN_USER, is_opted_in_to_marketing: true })).vm.form
        .values,
    ).to.deep.equal({
      opt_in_marketing: true,
      opt_in_terms: true,
    });
  });

  describe('opting in', () => {
    it('needs the terms agreed: nothing is sent until they are', async () => {
      const { area, vm } = await aPreferencesScreen();
      vm.form.setValue('opt_in_marketing', true);

      expect(await vm.submit()).to.equal(false);

      expect(area.account.marketingChanges).to.deep.equal([]);
      expect(vm.form.visibleErrors).to.deep.equal({
        opt_in_terms: 'You must agree to our terms & conditions',
      });
      expect(area.notifier.toasts).to.deep.equal([]);
    });

    it("sends the choice with the user and the page it was made on, says 'Your preferences have been successfully updated' and shows the profile", async () => {
      const { area, vm } = await aPreferencesScreen();
      vm.form.setValue('opt_in_marketing', true);
      vm.form.setValue('opt_in_terms', true);

      expect(await vm.submit()).to.equal(true);

      expect(area.account.marketingChanges).to.deep.equal([
        { user: SIGNED_IN_USER, optIn: true, pageUrl: 'https://agency.test/properties' },
      ]);
      expect(area.notifier.toasts).to.deep.equal([
        {
          kind: 'success',
          message: 'Your preferences have been successfully updated',
          durationMs: undefined,
        },
      ]);
      expect(area.visits.to).to.deep.equal(['#/user']);
      expect(area.session.user.is_opted_in_to_marketing).to.equal(true);
    });
  });

  describe('opting out', () => {
    it('needs no agreement to the terms', async () => {
      const { area, vm } = await aPreferencesScreen({
        ...SIGNED_IN_USER,
        is_opted_in_to_marketing: true,
      });
      vm.form.setValue('opt_in_marketing', false);
      vm.form.setValue('opt_in_terms', false);

      expect(await vm.submit()).to.equal(true);

      expect(area.account.marketingChanges.map((change) => change.optIn)).to.deep.equal([false]);
      expect(area.session.user.is_opted_in_to_marketing).to.equal(false);
    });
  });

  describe('a change that fails', () => {
    it("says 'There was an error updating your preferences' and keeps the choice", async () => {
      const { area, vm } = await aPreferencesScreen();
      area.account.marketingResult = left(httpFailure(500));
      vm.form.setValue('opt_in_marketing', true);
      vm.form.setValue('opt_in_terms', true);

      expect(await vm.submit()).to.equal(false);

      expect(area.notifier.toasts).to.deep.equal([
        {
          kind: 'error',
          message: 'There was an error updating your preferences',
          durationMs: undefined,
        },
      ]);
      expect(vm.form.values).to.deep.equal({ opt_in_marketing: true, opt_in_terms: true });
      expect(vm.form.stage).to.equal('form');
      expect(area.session.user.is_opted_in_to_marketing).to.equal(undefined);
      expect(area.visits.to).to.deep.equal([]);
    });

    it('says the same when the platform cannot be reached', async () => {
      const { area, vm } = await aPreferencesScreen();
      area.account.marketingResult = left(networkFailure);

      await vm.submit();

      expect(area.notifier.errors).to.deep.equal([MESSAGES.marketingPreferencesFailed]);
    });

    it("says 'Please sign in to update your preferences' when the visitor is not signed in (SPEC §5)", async () => {
      const { area, vm } = await aPreferencesScreen();
      area.account.marketingResult = left(unauthorisedFailure);

      await vm.submit();

      expect(area.notifier.toasts).to.deep.equal([
        {
          kind: 'error',
          message: 'Please sign in to update your preferences',
          durationMs: undefined,
        },
      ]);
    });
  });

  it('can change the choice again later in the same opening of the panel', async () => {
    const { area, screens } = await aPreferencesScreen();
    const first = screens.marketingPreferences;
    first.form.setValue('opt_in_marketing', true);
    first.form.setValue('opt_in_terms', true);
    await first.submit();

    const second = screens.marketingPreferences;
    expect(second.form.values.opt_in_marketing).to.equal(true);
    second.form.setValue('opt_in_marketing', false);
    expect(await second.submit()).to.equal(true);

    expect(area.account.marketingChanges.map((change) => change.optIn)).to.deep.equal([
      true,
      false,
    ]);
    expect(area.session.user.is_opted_in_to_marketing).to.equal(false);
  });
});
