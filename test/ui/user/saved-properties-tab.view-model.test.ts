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
