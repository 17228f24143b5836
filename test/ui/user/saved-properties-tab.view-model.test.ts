import { expect } from 'chai';
import { when } from 'mobx';
import { decodeSiteSettings } from '../../../core/settings/settings.codec.js';
import { SAVED_PROPERTIES_KEY } from '../../../core/user/saved-properties.js';
import {
  SavedPropertiesTabViewModel,
  cardsOnPage,
  savedCardRooms,
  savedPropertiesHeading,
} from '../../../ui/user/saved-properties-tab.view-model.js';
import { SavedPropertyCardsCache } from '../../../ui/user/saved-property-cards.cache.js';
import type { PropertyCard } from '../../../core/property/property.js';
import { SIGNED_IN_USER, aPropertyCard } from '../services/fakes.js';
import { aFullCard, aUserArea, type UserArea } from './user-builders.js';

function aTab(area: UserArea, pageCards: readonly PropertyCard[] = []) {
  const cache = new SavedPropertyCardsCache(area.storage);
  const vm = new SavedPropertiesTabViewModel(
    area.savedProperties,
    area.propertiesServer,
    cache,
    pageCards,
  );
  return { vm, cache };
}

describe('savedPropertiesHeading', () => {
  it('says "1 saved property" for one', () => {
    expect(savedPropertiesHeading(1)).to.equal('1 saved property');
  });

  it('says "saved properties" for none and for several', () => {
    expect(savedPropertiesHeading(0)).to.equal('0 saved properties');
    expect(savedPropertiesHeading(3)).to.equal('3 saved properties');
  });
});

describe('savedCardRooms', () => {
  it('lists beds, baths and receptions in singular or plural, leaving out what is unknown', () => {
    expect(savedCardRooms(aFullCard('p1'))).to.equal('3 beds · 2 baths · 1 reception');
    expect(savedCardRooms({ ...aPropertyCard('p1'), bedrooms: 1 })).to.equal('1 bed');
    expect(savedCardRooms(aPropertyCard('p1'))).to.equal('');
  });
});

describe('cardsOnPage', () => {
  it('collects the featured, results and similar cards of the page data', () => {
    const { settings } = decodeSiteSettings({
      page: {
        identifier: 'home#index',
        path: '/',
        data: {
          featured: [aFullCard('f1')],
          results: [aFullCard('r1')],
          similar: [aFullCard('s1')],
        },
      },
    });

    expect(cardsOnPage(settings).map((c) => c.property_id)).to.deep.equal(['f1', 'r1', 's1']);
  });
});

describe('SavedPropertiesTabViewModel', () => {
  it('counts the saved properties in the heading', () => {
    const area = aUserArea();
    area.storage.write(SAVED_PROPERTIES_KEY, ['p1', 'p2', 'p3']);
    area.savedProperties.loadFromStorage();
    const { vm } = aTab(area);

    expect(vm.heading).to.equal('3 saved properties');
  });

  it('lists the most recently saved first, with the card from the page, else from this browser', () => {
    const area = aUserArea();
    area.storage.write(SAVED_PROPERTIES_KEY, ['p1', 'p2', 'p3']);
    area.savedProperties.loadFromStorage();
    new SavedPropertyCardsCache(area.storage).remember(
      aFullCard('p1', { price: 'cached' }),
      aFullCard('p2', { price: 'cached' }),
    );
    const { vm } = aTab(area, [aFullCard('p2', { price: 'on the page' })]);
    const stop = vm.start();

    expect(vm.entries.map((e) => [e.propertyId, e.card?.price])).to.deep.equal([
      ['p3', undefined],
      ['p2', 'on the page'],
      ['p1', 'cached'],
    ]);
    stop();
  });

  it('fetches the cards from the server for a signed-in visitor and keeps them in this browser', async () => {
    const area = aUserArea(SIGNED_IN_USER);
    area.propertiesServer.ids = ['p7'];
    await area.session.load();
    const { vm, cache } = aTab(area);
    const stop = vm.start();
    await when(() => !vm.fetching);

    expect(vm.entries.map((e) => e.card?.display_address)).to.deep.equal([
      'p7 High Street, Taunton',
    ]);
    expect(cache.find('p7')?.display_address).to.equal('p7 High Street, Taunton');
    stop();
  });

  it('does not ask the server for a visitor who is not signed in', async () => {
    const area = aUserArea();
    await area.session.load();
    let listed = 0;
    const list = area.propertiesServer.list.bind(area.propertiesServer);
    area.propertiesServer.list = () => {
      listed += 1;
      return list();
    };
    // The server would be asked within start() itself (fetchServerCards calls list() before it awaits).
    const stop = aTab(area).vm.start();

    expect(listed).to.equal(0);
    stop();
  });

  it('keeps the cards it knows when the server list cannot be read', async () => {
    const area = aUserArea(SIGNED_IN_USER);
    area.propertiesServer.ids = ['p7'];
    await area.session.load();
    new SavedPropertyCardsCache(area.storage).remember(aFullCard('p7'));
    area.propertiesServer.failing.add('list');
    const { vm } = aTab(area);
    const stop = vm.start();
    await when(() => !vm.fetching);

    expect(vm.entries.map((e) => e.card?.price)).to.deep.equal(['£350,000']);
    expect(vm.loading).to.equal(false);
    stop();
  });

  it('removes a property through the service, which says "Saved property removed."', async () => {
    const area = aUserArea();
    area.storage.write(SAVED_PROPERTIES_KEY, ['p1', 'p2']);
    area.savedProperties.loadFromStorage();
    const { vm } = aTab(area);

    await vm.remove('p1');

    expect(vm.entries.map((e) => e.propertyId)).to.deep.equal(['p2']);
    expect(vm.heading).to.equal('1 saved property');
    expect(area.notifier.successes).to.deep.equal(['Saved property removed.']);
  });

  it('does not save a property again when asked to remove one that is no longer saved', async () => {
    const area = aUserArea();
    const { vm } = aTab(area);

    await vm.remove('p1');

    expect(area.savedProperties.ids).to.deep.equal([]);
    expect(area.notifier.successes).to.deep.equal([]);
  });
});

describe('SavedPropertiesTabViewModel: ticking properties to compare', () => {
  function tabWith(ids: readonly string[]) {
    const area = aUserArea();
    area.storage.write(SAVED_PROPERTIES_KEY, ids);
    area.savedProperties.loadFromStorage();
    return aTab(area).vm;
  }

  it('says why Compare cannot be pressed until two are ticked', () => {
    const vm = tabWith(['p1', 'p2', 'p3']);
    expect(vm.compareStatus).to.deep.equal({
      canCompare: false,
      message: 'Tick 2 to 4 properties to compare them.',
    });
    vm.toggleTicked('p1');
    expect(vm.compareStatus.message).to.equal('Tick 1 more property to compare.');
    vm.toggleTicked('p3');
    expect(vm.compareStatus).to.deep.equal({
      canCompare: true,
      message: 'Compare 2 properties side by side.',
    });
  });

  it("compares the ticked in the list's order, newest saved first", () => {
    const vm = tabWith(['p1', 'p2', 'p3']);
    vm.toggleTicked('p1');
    vm.toggleTicked('p3');
    expect(vm.isTicked('p1')).to.equal(true);
    expect(vm.isTicked('p2')).to.equal(false);
    expect(vm.comparePath).to.equal('/user/saved-properties/compare?ids=p3,p1');
  });

  it('unticks on a second tick, and forgets a ticked property once it is removed', async () => {
    const vm = tabWith(['p1', 'p2', 'p3']);
    vm.toggleTicked('p1');
    vm.toggleTicked('p2');
    vm.toggleTicked('p2');
    expect(vm.tickedSaved).to.deep.equal(['p1']);
    vm.toggleTicked('p3');
    await vm.remove('p3');
    expect(vm.tickedSaved).to.deep.equal(['p1']);
    expect(vm.compareStatus.canCompare).to.equal(false);
  });

  it('says how many to untick past four', () => {
    const vm = tabWith(['p1', 'p2', 'p3', 'p4', 'p5']);
    for (const id of ['p1', 'p2', 'p3', 'p4', 'p5']) vm.toggleTicked(id);
    expect(vm.compareStatus).to.deep.equal({
      canCompare: false,
      message: 'You can compare up to 4 properties: untick 1.',
    });
  });

  it('knows the card of a property from the page before this browser', () => {
    const area = aUserArea();
    new SavedPropertyCardsCache(area.storage).remember(aFullCard('p1', { price: 'cached' }));
    const { vm } = aTab(area, [aFullCard('p1', { price: 'page' })]);
    expect(vm.cardFor('p1')?.price).to.equal('page');
    expect(vm.cardFor(' p1 ')?.price).to.equal('page');
    expect(vm.cardFor('p9')).to.equal(undefined);
  });
});
