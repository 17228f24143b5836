import { actAsync, click, pressKey, render, pagePerTest, waitFor, within } from '../support/dom.js';
import { expect } from 'chai';
import sinon from 'sinon';
import { left } from 'fp-ts/Either';
import { httpFailure } from '../../../core/failures/failures.js';
import { SAVED_PROPERTIES_KEY } from '../../../core/user/saved-properties.js';
import { scrollLockCount } from '../../../ui/modal/scroll-lock.js';
import { SAVED_SEARCHES_KEY } from '../../../ui/services/saved-searches.service.js';
import { ProfileTabViewModel } from '../../../ui/user/profile-tab.view-model.js';
import { SavedPropertiesTabViewModel } from '../../../ui/user/saved-properties-tab.view-model.js';
import { SavedPropertyCardsCache } from '../../../ui/user/saved-property-cards.cache.js';
import { SavedSearchesTabViewModel } from '../../../ui/user/saved-searches-tab.view-model.js';
import type { UserAreaScreen } from '../../../core/index.js';
import { UserPanelView } from '../../../ui/user/user-panel.view.js';
import { UserPanelViewModel } from '../../../ui/user/user-panel.view-model.js';
import { CompareSavedPropertiesViewModel } from '../../../ui/user/compare-saved-properties.view-model.js';
import { decodeSiteSettings } from '../../../core/settings/settings.codec.js';
import { RecentlyViewedViewModel } from '../../../ui/user/recently-viewed.view-model.js';
import {
  RECENTLY_VIEWED_KEY,
  RecentlyViewedService,
} from '../../../ui/services/recently-viewed.service.js';
import { SIGNED_IN_USER, aLocalSavedSearch, aSavedSearch } from '../services/fakes.js';
import { aFullCard, anAccountScreens, aUserArea, type UserArea } from './user-builders.js';

async function renderPanel(
  area: UserArea,
  screen: UserAreaScreen,
  onClose: () => void = () => undefined,
  onRedirect: (path: string) => void = () => undefined,
) {
  const savedTab = new SavedPropertiesTabViewModel(
    area.savedProperties,
    area.propertiesServer,
    new SavedPropertyCardsCache(area.storage),
    [],
  );
  const settings = decodeSiteSettings({}).settings;
  const clock = { now: () => new Date('2026-03-02T10:00:00Z') };
  const vm = new UserPanelViewModel(
    new ProfileTabViewModel(area.session, area.visits),
    savedTab,
    new SavedSearchesTabViewModel(area.savedSearches),
    anAccountScreens(area),
    new RecentlyViewedViewModel(new RecentlyViewedService(area.storage), settings, clock),
    new CompareSavedPropertiesViewModel(
      { facts: async () => left(httpFailure(404)) },
      (id) => savedTab.cardFor(id),
      settings,
      clock,
    ),
  );
  const stop = vm.start();
  const view = await render(
    <UserPanelView
      screen={screen}
      vm={vm}
      onClose={onClose}
      onRedirect={onRedirect}
      onNavigate={() => undefined}
    />,
  );
  await actAsync(() => undefined);
  return { view, vm, stop };
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')!;
const text = (selector: string) => dialog().querySelector(selector)?.textContent ?? null;
const buttonNamed = (name: string) =>
  Array.from(dialog().querySelectorAll('button')).find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent) === name,
  );

describe('UserPanelView', () => {
  pagePerTest();
  afterEach(() => sinon.restore());

  describe('the side panel', () => {
    it('is a modal dialog named "Your account" that locks the page behind it', async () => {
      await renderPanel(aUserArea(), 'profile');

      expect(dialog().getAttribute('aria-modal')).to.equal('true');
      const heading = document.getElementById(dialog().getAttribute('aria-labelledby')!);
      expect(heading?.textContent).to.equal('Your account');
      expect(scrollLockCount(document)).to.equal(1);
    });

    it('links the four tabs and marks the current one', async () => {
      await renderPanel(aUserArea(), 'saved-searches');

      const links = Array.from(dialog().querySelectorAll('nav a'));
      expect(links.map((a) => a.textContent)).to.deep.equal([
        'My Profile',
        'Saved properties',
        'Saved searches',
        'Recently viewed',
      ]);
      expect(links.map((a) => a.getAttribute('href'))).to.deep.equal([
        '#/user',
        '#/user/saved-properties',
        '#/user/saved-searches',
        '#/user/recently-viewed',
      ]);
      expect(links.map((a) => a.getAttribute('aria-current'))).to.deep.equal([
        null,
        null,
        'page',
        null,
      ]);
    });

    it('puts focus on the current tab when it opens', async () => {
      await renderPanel(aUserArea(), 'saved-properties');

      expect(document.activeElement?.textContent).to.equal('Saved properties');
    });

    it('closes on Esc, on the Close button and on a click on the overlay, but not on a click inside', async () => {
      const onClose = sinon.spy();
      await renderPanel(aUserArea(), 'profile', onClose);

      pressKey(document.activeElement!, 'Escape');
      await actAsync(() => buttonNamed('Close')!.click());
      click(dialog());
      expect(onClose.callCount).to.equal(2);
      click(document.querySelector('.side-panel-overlay')!);
      expect(onClose.callCount).to.equal(3);
    });

    it('keeps Tab inside the panel, wrapping from the last element to the first and back', async () => {
      await renderPanel(aUserArea(), 'profile');
      const focusable = Array.from(dialog().querySelectorAll<HTMLElement>('a[href], button'));
      const first = focusable[0]!;
      const last = focusable[focusable.length - 1]!;

      last.focus();
      expect(pressKey(last, 'Tab')).to.equal(false);
      expect(document.activeElement).to.equal(first);
      expect(pressKey(first, 'Tab', { shiftKey: true })).to.equal(false);
      expect(document.activeElement).to.equal(last);
    });

    it('unlocks the page and gives focus back when it closes', async () => {
      const trigger = document.createElement('a');
      trigger.href = '#/user';
      trigger.textContent = 'Account';
      document.body.prepend(trigger);
      trigger.focus();
      const { view } = await renderPanel(aUserArea(), 'profile');

      view.unmount();

      expect(scrollLockCount(document)).to.equal(0);
      expect(document.activeElement).to.equal(trigger);
    });
  });

  describe('the saved properties tab', () => {
    it('says "Saved properties will appear here." when nothing is saved', async () => {
      await renderPanel(aUserArea(), 'saved-properties');

      expect(text('.user-tab__empty')).to.equal('Saved properties will appear here.');
      expect(text('h3')).to.equal('0 saved properties');
    });

    it('heads one saved property in the singular and several in the plural', async () => {
      const one = aUserArea();
      one.storage.write(SAVED_PROPERTIES_KEY, ['p1']);
      one.savedProperties.loadFromStorage();
      const { view } = await renderPanel(one, 'saved-properties');
      expect(text('h3')).to.equal('1 saved property');
      view.unmount();

      const three = aUserArea();
      three.storage.write(SAVED_PROPERTIES_KEY, ['p1', 'p2', 'p3']);
      three.savedProperties.loadFromStorage();
      await renderPanel(three, 'saved-properties');
      expect(text('h3')).to.equal('3 saved properties');
      expect(dialog().querySelectorAll('.saved-card')).to.have.length(3);
    });

    it('shows each card kept in this browser with its price, address link and rooms', async () => {
      const area = aUserArea();
      area.storage.write(SAVED_PROPERTIES_KEY, ['p1']);
      area.savedProperties.loadFromStorage();
      new SavedPropertyCardsCache(area.storage).remember(aFullCard('p1'));
      await renderPanel(area, 'saved-properties');

      expect(text('.saved-card__price')).to.equal('£350,000');
      expect(dialog().querySelector('.saved-card__address a')?.getAttribute('href')).to.equal(
        '/properties/p1',
      );
      expect(text('.saved-card__rooms')).to.equal('3 beds · 2 baths · 1 reception');
    });

    it('removes a card through the service, and the count follows', async () => {
      const area = aUserArea();
      area.storage.write(SAVED_PROPERTIES_KEY, ['p1', 'p2']);
      area.savedProperties.loadFromStorage();
      new SavedPropertyCardsCache(area.storage).remember(aFullCard('p1'), aFullCard('p2'));
      await renderPanel(area, 'saved-properties');

      await actAsync(() =>
        buttonNamed('Remove p1 High Street, Taunton from saved properties')!.click(),
      );
      await within(dialog()).findByRole('heading', { name: '1 saved property' });

      expect(area.savedProperties.ids).to.deep.equal(['p2']);
      expect(text('h3')).to.equal('1 saved property');
      expect(area.notifier.successes).to.deep.equal(['Saved property removed.']);
    });
  });

  describe('the saved searches tab', () => {
    it('says "Saved searches will appear here." when nothing is saved', async () => {
      await renderPanel(aUserArea(), 'saved-searches');

      expect(text('.user-tab__empty')).to.equal('Saved searches will appear here.');
    });

    it('links each saved search to its results with its description, without a frequency selector when signed out', async () => {
      const area = aUserArea();
      area.storage.write(SAVED_SEARCHES_KEY, [aLocalSavedSearch()]);
      await area.session.load();
      await renderPanel(area, 'saved-searches');

      const link = dialog().querySelector<HTMLAnchorElement>('.saved-search__link')!;
      expect(link.textContent).to.equal('3+ bed properties for sale in Bath, Somerset');
      expect(link.getAttribute('href')).to.match(/^\/property-for-sale\//);
      expect(dialog().querySelector('select')).to.equal(null);
    });

    it('offers a labelled alert frequency selector to a signed-in visitor and saves a change at once', async () => {
      const area = aUserArea(SIGNED_IN_USER);
      area.searchesServer.searches = [aSavedSearch({ alert_frequency: 'W' })];
      await area.session.load();
      await renderPanel(area, 'saved-searches');

      const select = dialog().querySelector('select')!;
      expect(document.querySelector(`label[for="${select.id}"]`)?.textContent).to.equal(
        'Email alerts',
      );
      expect(Array.from(select.options).map((o) => o.textContent)).to.deep.equal([
        'Immediately',
        'Weekly',
        'Monthly',
        'Never',
      ]);
      expect(select.value).to.equal('W');

      await actAsync(() => {
        select.value = 'N';
        select.dispatchEvent(new window.Event('change', { bubbles: true }));
      });
      await waitFor(() => expect(area.searchesServer.searches[0]?.alert_frequency).to.equal('N'));

      expect(area.searchesServer.searches[0]?.alert_frequency).to.equal('N');
      expect(select.value).to.equal('N');
    });

    it('removes a saved search at once, on the server too when signed in', async () => {
      const area = aUserArea(SIGNED_IN_USER);
      area.searchesServer.searches = [aSavedSearch({ search_id: 's100' })];
      await area.session.load();
      const remove = sinon.spy(area.searchesServer, 'remove');
      await renderPanel(area, 'saved-searches');

      await actAsync(() =>
        buttonNamed('Remove saved search: 3+ bed properties for sale in Bath, Somerset')!.click(),
      );
      await waitFor(() => expect(area.notifier.successes).to.deep.equal(['Saved search removed']));

      expect(remove.calledOnceWith('s100')).to.equal(true);
      expect(text('.user-tab__empty')).to.equal('Saved searches will appear here.');
      expect(area.notifier.successes).to.deep.equal(['Saved search removed']);
    });
  });

  describe('the recently viewed tab', () => {
    it('says "Properties you open will appear here." and offers no Clear while the list is empty', async () => {
      await renderPanel(aUserArea(), 'recently-viewed');

      expect(text('.user-tab__heading')).to.equal('0 recently viewed properties');
      expect(text('.user-tab__empty')).to.equal('Properties you open will appear here.');
      expect(buttonNamed('Clear')).to.equal(undefined);
    });

    it('lists the stored properties newest first, each linking to its page', async () => {
      const area = aUserArea();
      area.storage.write(RECENTLY_VIEWED_KEY, [
        aFullCard('12', { display_address: '12 Mill Lane, Wells' }),
        aFullCard('7', { display_address: '7 Church Street, Bath', price: '£1,250 pcm' }),
      ]);
      await renderPanel(area, 'recently-viewed');

      expect(text('.user-tab__heading')).to.equal('2 recently viewed properties');
      const links = Array.from(dialog().querySelectorAll<HTMLAnchorElement>('.saved-card a'));
      expect(links.map((a) => [a.textContent, a.getAttribute('href')])).to.deep.equal([
        ['12 Mill Lane, Wells', '/properties/12'],
        ['7 Church Street, Bath', '/properties/7'],
      ]);
      expect(
        Array.from(dialog().querySelectorAll('.saved-card__price')).map((p) => p.textContent),
      ).to.deep.equal(['£350,000', '£1,250 pcm']);
    });

    it('reads a corrupt stored list as empty', async () => {
      const area = aUserArea();
      area.storage.writeText(RECENTLY_VIEWED_KEY, '{not json');
      await renderPanel(area, 'recently-viewed');

      expect(text('.user-tab__empty')).to.equal('Properties you open will appear here.');
    });

    it('clears the list, in this browser too, and moves focus to the heading', async () => {
      const area = aUserArea();
      area.storage.write(RECENTLY_VIEWED_KEY, [aFullCard('12')]);
      await renderPanel(area, 'recently-viewed');

      await actAsync(() => buttonNamed('Clear')!.click());

      expect(text('.user-tab__empty')).to.equal('Properties you open will appear here.');
      expect(area.storage.read(RECENTLY_VIEWED_KEY)).to.equal(undefined);
      expect(document.activeElement?.textContent).to.equal('0 recently viewed properties');
    });
  });

  describe('the profile tab', () => {
    it("shows a signed-in visitor's Name, Email and Phone under 'Your details', with Sign out", async () => {
      const area = aUserArea(SIGNED_IN_USER);
      await area.session.load();
      await renderPanel(area, 'profile');

      expect(text('h3')).to.equal('Your details');
      const rows = Array.from(dialog().querySelectorAll('.user-details__row')).map((r) => [
        r.querySelector('dt')?.textContent,
        r.querySelector('dd')?.textContent,
      ]);
      expect(rows).to.deep.equal([
        ['Name', 'Priya Shah'],
        ['Email', 'priya@example.co.uk'],
        ['Phone', 'Not given'],
      ]);
      expect(buttonNamed('Sign out')).to.not.equal(undefined);
    });

    it("signs out and takes the visitor to '/' (SPEC §2)", async () => {
      const area = aUserArea(SIGNED_IN_USER);
      await area.session.load();
      await renderPanel(area, 'profile');

      await actAsync(() => buttonNamed('Sign out')!.click());
      await waitFor(() =>
        expect(area.visits.to).to.deep.equal(['/#/flash/user-logout-successful']),
      );

      expect(area.session.signedIn).to.equal(false);
    });

    it('stays open when signing out fails', async () => {
      const area = aUserArea(SIGNED_IN_USER);
      await area.session.load();
      area.account.signOutResult = left(httpFailure(500));
      const onClose = sinon.spy();
      await renderPanel(area, 'profile', onClose);

      await actAsync(() => buttonNamed('Sign out')!.click());
      await waitFor(() => expect(area.notifier.errors).to.have.length(1));

      expect(area.session.signedIn).to.equal(true);
      expect(onClose.called).to.equal(false);
      expect(buttonNamed('Sign out')).to.not.equal(undefined);
    });

    it('shows a visitor who is not signed in the register view, with the way to sign in instead', async () => {
      const area = aUserArea();
      await area.session.load();
      await renderPanel(area, 'profile');

      expect(dialog().querySelector('form[aria-label="Register"]')).to.not.equal(null);
      expect(dialog().querySelector('a[href="#/user/sign-in"]')?.textContent).to.equal('Sign in');
      expect(buttonNamed('Sign out')).to.equal(undefined);
    });

    it("links a signed-in visitor's details to 'Edit details' and 'Update marketing preferences'", async () => {
      const area = aUserArea(SIGNED_IN_USER);
      await area.session.load();
      await renderPanel(area, 'profile');

      expect(dialog().querySelector('a[href="#/user/edit"]')?.textContent).to.equal('Edit details');
      expect(
        dialog().querySelector('a[href="#/user/marketing-preferences"]')?.textContent,
      ).to.equal('Update marketing preferences');
    });
  });
});
