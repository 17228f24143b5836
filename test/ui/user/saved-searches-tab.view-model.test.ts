import { expect } from 'chai';
import { SAVED_SEARCHES_KEY } from '../../../ui/services/saved-searches.service.js';
import {
  SavedSearchesTabViewModel,
  savedSearchHref,
} from '../../../ui/user/saved-searches-tab.view-model.js';
import { SIGNED_IN_USER, aLocalSavedSearch, aSavedSearch } from '../services/fakes.js';
import { aUserArea } from './user-builders.js';

describe('savedSearchHref', () => {
  it("links to the canonical results page of the saved search's criteria", () => {
    const href = savedSearchHref(
      aLocalSavedSearch({ channel: 'lettings', placeId: undefined, q: undefined, minBeds: 2 }),
    );

    expect(href).to.match(/^\/property-to-rent\b/);
    expect(href).to.include('2');
  });
});

describe('SavedSearchesTabViewModel', () => {
  it("describes each saved search with core's wording and links it to its results", async () => {
    const area = aUserArea();
    area.storage.write(SAVED_SEARCHES_KEY, [aLocalSavedSearch({ minBeds: 3, maxPrice: 400000 })]);
    await area.session.load();
    const vm = new SavedSearchesTabViewModel(area.savedSearches);

    const [entry] = vm.entries;
    expect(entry?.description).to.equal(
      '3+ bed properties for sale in Bath, Somerset up to £400,000',
    );
    expect(entry?.href).to.match(/^\/property-for-sale\//);
  });

  it('offers the alert frequency only to a signed-in visitor', async () => {
    const local = aUserArea();
    await local.session.load();
    const signedIn = aUserArea(SIGNED_IN_USER);
    await signedIn.session.load();

    expect(new SavedSearchesTabViewModel(local.savedSearches).showFrequency).to.equal(false);
    expect(new SavedSearchesTabViewModel(signedIn.savedSearches).showFrequency).to.equal(true);
  });

  it('offers Immediately, Weekly, Monthly and Never', () => {
    const vm = new SavedSearchesTabViewModel(aUserArea().savedSearches);

    expect(vm.frequencies.map((f) => f.label)).to.deep.equal([
      'Immediately',
      'Weekly',
      'Monthly',
      'Never',
    ]);
  });

  it('saves a new alert frequency on the server at once', async () => {
    const area = aUserArea(SIGNED_IN_USER);
    area.searchesServer.searches = [aSavedSearch({ alert_frequency: 'W' })];
    await area.session.load();
    const vm = new SavedSearchesTabViewModel(area.savedSearches);

    await vm.changeFrequency(vm.entries[0]!, 'M');

    expect(area.searchesServer.searches[0]?.alert_frequency).to.equal('M');
    expect(vm.entries[0]?.frequency).to.equal('M');
  });

  it('ignores a frequency that is not one of I, W, M, N', async () => {
    const area = aUserArea(SIGNED_IN_USER);
    area.searchesServer.searches = [aSavedSearch({ alert_frequency: 'W' })];
    await area.session.load();
    const vm = new SavedSearchesTabViewModel(area.savedSearches);

    await vm.changeFrequency(vm.entries[0]!, 'daily');

    expect(area.searchesServer.searches[0]?.alert_frequency).to.equal('W');
  });

  it('removes a saved search at once with "Saved search removed"', async () => {
    const area = aUserArea(SIGNED_IN_USER);
    area.searchesServer.searches = [
      aSavedSearch({ search_id: 's1' }),
      aSavedSearch({ search_id: 's2', placeId: 'ChIJ-wells', q: 'Wells, Somerset' }),
    ];
    await area.session.load();
    const vm = new SavedSearchesTabViewModel(area.savedSearches);

    await vm.remove(vm.entries[0]!);

    expect(vm.entries.map((e) => e.saved.search_id)).to.deep.equal(['s2']);
    expect(area.searchesServer.searches.map((s) => s.search_id)).to.deep.equal(['s2']);
    expect(area.notifier.successes).to.deep.equal(['Saved search removed']);
  });

  it('gives each entry a distinct key, even two local searches with the same path', async () => {
    const area = aUserArea();
    area.storage.write(SAVED_SEARCHES_KEY, [
      aLocalSavedSearch(),
      aLocalSavedSearch({ alert_frequency: 'N' }),
    ]);
    await area.session.load();
    const vm = new SavedSearchesTabViewModel(area.savedSearches);

    const keys = vm.entries.map((e) => e.key);
    expect(new Set(keys).size).to.equal(keys.length);
  });
});
