import { expect } from 'chai';
import { flowResult } from 'mobx';
import { SEARCH_HISTORY_KEY } from '../../../ui/services/search-history.service.js';
import { SearchHistoryCodec } from '../../../core/search/search-history.js';
import { RESULTS_LAYOUT_KEY } from '../../../ui/search/results.view-model.js';
import { RESULTS_MESSAGES, propertyCountText } from '../../../ui/search/results-content.js';
import { SORT_CHOICES } from '../../../ui/search/search-options.js';
import { SORT_OPTIONS } from '../../../core/search/search.js';
import { TAUNTON, TIVERTON, aResultsPage } from './results-builders.js';

const paging = (page: number, total: number, hasNext: boolean, hasPrev: boolean) => ({
  data: {
    pagination: { page, per_page: 12, total, has_next_page: hasNext, has_prev_page: hasPrev },
  },
});

describe('ResultsViewModel', () => {
  describe('initialisation', () => {
    it('shows the search of the page path, completed with its place, and fills the location field with "name, county"', () => {
      const { vm } = aResultsPage();
      expect(vm.search).to.deep.include({ channel: 'sales', placeId: 'p-taunton', minBeds: 2 });
      expect(vm.form.draft).to.equal(vm.search);
      expect(vm.form.locationText).to.equal('Taunton, Somerset');
      expect(vm.heading).to.equal('Property for sale in Taunton');
    });

    it('does nothing on construction: no history, no impressions, no navigation', () => {
      const { tracking, storage, navigation } = aResultsPage();
      expect(tracking.exposureCalls).to.deep.equal([]);
      expect(storage.read(SEARCH_HISTORY_KEY)).to.equal(undefined);
      expect(navigation.visited).to.deep.equal([]);
    });
  });

  describe('start', () => {
    it('records the search in the search history', () => {
      const { vm, history } = aResultsPage();
      vm.start();
      expect(history.head).to.deep.include({ channel: 'sales', placeId: 'p-taunton', minBeds: 2 });
    });

    it("pushes the analytics event 'search' for a search the visitor had not just seen, once even when started twice", () => {
      const { vm, analytics } = aResultsPage();
      vm.start()();
      vm.start();
      expect(analytics.events).to.have.length(1);
      expect(analytics.events[0]).to.deep.equal({
        event: 'search',
        search_channel: 'sales',
        search_term: 'Taunton, Somerset',
        search_path: '/property-for-sale/taunton/gid-p-taunton/from-2-bed',
        results_total: 3,
      });
    });

    it("pushes no 'search' event for the newest search shown again, nor for another page of it", () => {
      const first = aResultsPage();
      first.vm.start();
      const again = aResultsPage({
        path: '/property-for-sale/taunton/gid-p-taunton/from-2-bed/page-2',
      });
      again.history.load();
      for (const entry of first.history.history) again.history.record(entry);
      again.analytics.events.length = 0;
      again.vm.start();
      expect(again.analytics.events).to.deep.equal([]);
      expect(again.history.head?.page).to.equal(2);
    });

    it("reports the shown properties once per page view as 'search_results' impressions, even when started twice", () => {
      const { vm, tracking } = aResultsPage();
      vm.start()();
      vm.start();
      expect(tracking.exposureCalls).to.deep.equal([
        { ids: ['101', '102', '103'], eventType: 'search_results' },
      ]);
    });

    it('reports no impressions for an empty page', () => {
      const { vm, tracking } = aResultsPage({ data: { results: [] } });
      vm.start();
      expect(tracking.exposureCalls).to.deep.equal([]);
    });

    it("restores the visitor's layout choice, and remembers a new one", () => {
      const first = aResultsPage();
      first.vm.start();
      expect(first.vm.layout).to.equal('grid');
      first.vm.setLayout('list');
      expect(first.storage.read(RESULTS_LAYOUT_KEY)).to.equal('list');

      const second = aResultsPage();
      second.storage.write(RESULTS_LAYOUT_KEY, 'list');
      second.vm.start();
      expect(second.vm.layout).to.equal('list');
    });

    it('ignores a corrupt stored layout', () => {
      const { vm, storage } = aResultsPage();
      storage.write(RESULTS_LAYOUT_KEY, 'carousel');
      vm.start();
      expect(vm.layout).to.equal('grid');
    });
  });

  describe('the form', () => {
    it('clears prices when the channel changes, and offers the rents of the new channel', () => {
      const { vm } = aResultsPage({ path: '/property-for-sale/from-200000/up-to-400000' });
      expect(vm.form.priceChoices[0]).to.deep.equal({ value: 50000, label: '£50,000' });
      vm.form.setChannel('lettings');
      expect(vm.form.draft).to.deep.include({ channel: 'lettings' });
      expect(vm.form.draft.minPrice).to.equal(undefined);
      expect(vm.form.draft.maxPrice).to.equal(undefined);
      expect(vm.form.priceChoices[0]).to.deep.equal({ value: 300, label: '£300 pcm' });
      expect(vm.form.priceChoices.at(-1)).to.deep.equal({ value: 5000, label: '£5,000 pcm' });
      expect(vm.form.showLettingsFilters).to.equal(true);
    });

    it('suggests places matching what is typed; choosing one sets placeId and q "name, county"', () => {
      const { vm } = aResultsPage({ path: '/property-for-sale', data: { place: undefined } });
      vm.form.setLocationText('tiv');
      expect(vm.form.suggestions).to.deep.equal([TIVERTON]);
      expect(vm.form.suggestionsOpen).to.equal(true);
      vm.form.choosePlace(TIVERTON);
      expect(vm.form.draft).to.deep.include({ placeId: 'p-tiverton', q: 'Tiverton, Devon' });
      expect(vm.form.locationText).to.equal('Tiverton, Devon');
      expect(vm.form.suggestionsOpen).to.equal(false);
    });

    it('matches a suggestion by its county too, and offers none once a place is chosen', () => {
      const { vm } = aResultsPage({ path: '/property-for-sale', data: { place: undefined } });
      vm.form.setLocationText('devon');
      expect(vm.form.suggestions.map((p) => p.name)).to.deep.equal(['Tiverton']);
      vm.form.choosePlace(TAUNTON);
      expect(vm.form.suggestions).to.deep.equal([]);
    });

    it('moves through suggestions with the arrow keys, wrapping, and Enter chooses the highlighted one', () => {
      const { vm } = aResultsPage({ path: '/property-for-sale', data: { place: undefined } });
      vm.form.setLocationText('t');
      expect(vm.form.suggestions.map((p) => p.name)).to.deep.equal(['Taunton', 'Tiverton']);
      vm.form.moveSuggestion(-1);
      expect(vm.form.activeSuggestion).to.equal(1);
      vm.form.moveSuggestion(1);
      expect(vm.form.activeSuggestion).to.equal(0);
      expect(vm.form.chooseActiveSuggestion()).to.equal(true);
      expect(vm.form.draft.placeId).to.equal('p-taunton');
      expect(vm.form.chooseActiveSuggestion()).to.equal(false);
    });

    it('free text searches by q: the chosen place and a drawn polygon are cleared', () => {
      const { vm } = aResultsPage({
        path: '/property-for-sale/taunton/gid-p-taunton/poly-X3B-aUZ-cHN8VV91bExubnFDX21xTnZ4cWBA',
      });
      expect(vm.form.draft.poly).to.be.a('string');
      vm.form.setLocationText('Wellington');
      expect(vm.form.draft).to.deep.include({ q: 'Wellington' });
      expect(vm.form.draft.placeId).to.equal(undefined);
      expect(vm.form.draft.place).to.equal(undefined);
      expect(vm.form.draft.poly).to.equal(undefined);
    });

    it('the clear button removes both the place and q', () => {
      const { vm } = aResultsPage();
      vm.form.clearLocation();
      expect(vm.form.draft.placeId).to.equal(undefined);
      expect(vm.form.draft.q).to.equal(undefined);
      expect(vm.form.locationText).to.equal('');
    });

    it('sets bedroom and price ranges through core (min above max is swapped; blank is "no limit")', () => {
      const { vm } = aResultsPage();
      vm.form.setRange('beds', 4, 2);
      expect(vm.form.draft).to.deep.include({ minBeds: 2, maxBeds: 4 });
      vm.form.setRange('price', undefined, 500000);
      expect(vm.form.draft).to.deep.include({ maxPrice: 500000 });
      expect(vm.form.draft.minPrice).to.equal(undefined);
    });

    it('adds, toggles, removes and removes all tags, with the chips pressed accordingly', () => {
      const { vm } = aResultsPage({ path: '/property-for-sale' });
      vm.form.toggleTag('house');
      vm.form.addTag('garden');
      vm.form.addTag('garden');
      expect(vm.form.draft.tags).to.deep.equal(['house', 'garden']);
      expect(vm.form.typeChips.find((c) => c.tag === 'house')?.pressed).to.equal(true);
      expect(vm.form.featureChips.find((c) => c.tag === 'garden')?.pressed).to.equal(true);
      vm.form.toggleTag('house');
      expect(vm.form.draft.tags).to.deep.equal(['garden']);
      vm.form.removeTag('garden');
      expect(vm.form.draft.tags).to.equal(undefined);
      vm.form.addTag('parking');
      vm.form.addTag('flat');
      vm.form.removeAllTags();
      expect(vm.form.draft.tags).to.equal(undefined);
    });

    it('shows a tag from the URL that is in no list as a pressed chip, so it can be removed', () => {
      const { vm } = aResultsPage({ path: '/property-for-sale/tag-thatched' });
      expect(vm.form.featureChips.at(-1)).to.deep.equal({
        tag: 'thatched',
        label: 'Thatched',
        pressed: true,
      });
    });

    it('offers acreage for agricultural and land searches only', () => {
      const { vm } = aResultsPage({ path: '/property-for-sale' });
      expect(vm.form.showAcreage).to.equal(false);
      vm.form.addTag('agricultural');
      expect(vm.form.showAcreage).to.equal(true);
      vm.form.setRange('acreage', 5, undefined);
      expect(vm.form.draft.minAcreage).to.equal(5);
    });

    it("offers 'Any status' only without a theme default status", () => {
      expect(aResultsPage().vm.form.statusChoices[0]).to.deep.equal({
        value: '',
        label: 'Any status',
      });
      const withDefault = aResultsPage({ defaultStatus: 'available' }).vm;
      expect(withDefault.form.statusChoices.map((o) => o.value)).to.not.include('');
      withDefault.form.setStatus('sold');
      expect(withDefault.form.draft.status).to.equal('sold');
    });

    it('sets short lets and pets for lettings', () => {
      const { vm } = aResultsPage({ path: '/property-to-rent' });
      vm.form.setFlag('shortLets', true);
      vm.form.setFlag('pets', true);
      expect(vm.form.draft).to.deep.include({ shortLets: true, pets: true });
      vm.form.setFlag('pets', false);
      expect(vm.form.draft.pets).to.equal(undefined);
    });
  });

  describe('submitting', () => {
    it("navigates to core's /search call for the draft, back on page 1, and shows it is loading", () => {
      const { vm, navigation } = aResultsPage({
        path: '/property-for-sale/taunton/gid-p-taunton/page-3',
      });
      vm.form.setRange('beds', 3, undefined);
      vm.form.addTag('garden');
      vm.form.submit();
      expect(navigation.visited).to.deep.equal([
        '/search?channel=sales&place_id=p-taunton&fragment=taunton%2Ffrom-3-bed%2Ftag-garden',
      ]);
      expect(vm.navigating).to.equal(true);
    });

    it('asks for the map view (hashbang=map) when submitted from #/map', () => {
      const { vm, navigation } = aResultsPage({
        mapOpen: true,
        path: '/property-to-rent',
        data: { place: undefined },
      });
      vm.form.submit();
      expect(navigation.visited).to.deep.equal(['/search?channel=lettings&hashbang=map']);
    });

    it('searches by free text q when no place is chosen, leaving out the default status', () => {
      const { vm, navigation } = aResultsPage({
        path: '/property-for-sale',
        data: { place: undefined },
        defaultStatus: 'available',
      });
      vm.form.setLocationText('Wellington');
      vm.form.submit();
      expect(navigation.visited).to.deep.equal(['/search?channel=sales&q=Wellington']);
    });

    it('a new sort order navigates at once for the shown search; the same order does nothing', () => {
      const { vm, navigation } = aResultsPage({
        path: '/property-for-sale/taunton/gid-p-taunton/most-recent-first/page-2',
      });
      vm.changeSort('most-recent-first');
      expect(navigation.visited).to.deep.equal([]);
      vm.changeSort('least-expensive-first');
      expect(navigation.visited).to.deep.equal([
        '/search?channel=sales&place_id=p-taunton&fragment=taunton%2Fleast-expensive-first',
      ]);
    });

    it('is no longer loading when the page comes back from the back/forward cache', () => {
      const { vm } = aResultsPage();
      vm.form.submit();
      vm.pageShown();
      expect(vm.navigating).to.equal(false);
    });
  });

  describe('results', () => {
    it("announces the count: '3 properties', '1 property', 'No properties'", () => {
      expect(aResultsPage().vm.countText).to.equal('3 properties');
      expect(propertyCountText(1)).to.equal('1 property');
      expect(propertyCountText(0)).to.equal('No properties');
      expect(propertyCountText(1234)).to.equal('1,234 properties');
      expect(
        aResultsPage({
          data: { pagination: { page: 1, has_next_page: true, has_prev_page: false } },
        }).vm.countText,
      ).to.equal('3 properties on this page');
    });

    it('links previous, next and numbered pages with canonical paths', () => {
      const { vm } = aResultsPage({
        path: '/property-for-sale/taunton/gid-p-taunton/page-3',
        ...paging(3, 100, true, true),
      });
      const links = vm.paginationLinks;
      expect(links.previous).to.equal('/property-for-sale/taunton/gid-p-taunton/page-2');
      expect(links.next).to.equal('/property-for-sale/taunton/gid-p-taunton/page-4');
      expect(links.pages).to.deep.equal([
        { page: 1, href: '/property-for-sale/taunton/gid-p-taunton', current: false },
        { page: 2, href: '/property-for-sale/taunton/gid-p-taunton/page-2', current: false },
        { page: 3, href: '/property-for-sale/taunton/gid-p-taunton/page-3', current: true },
        { page: 4, href: '/property-for-sale/taunton/gid-p-taunton/page-4', current: false },
        'gap',
        { page: 9, href: '/property-for-sale/taunton/gid-p-taunton/page-9', current: false },
      ]);
    });

    it('has no page links for a single page', () => {
      const links = aResultsPage().vm.paginationLinks;
      expect(links).to.deep.equal({ pages: [] });
    });

    it('links the pages of a county page under its own path', () => {
      const { vm } = aResultsPage({
        identifier: 'counties#show',
        path: '/counties/somerset',
        ...paging(1, 30, true, false),
      });
      expect(vm.paginationLinks.next).to.equal('/counties/somerset/property-for-sale/page-2');
      expect(vm.paginationLinks.previous).to.equal(undefined);
    });

    it('offers the sort orders of SPEC in plain English', () => {
      expect(SORT_CHOICES.map((c) => c.value)).to.deep.equal([...SORT_OPTIONS]);
      expect(SORT_CHOICES.map((c) => c.label)).to.include('Lowest price first');
    });

    it('records the clicked property on the newest search in the history', () => {
      const { vm, history } = aResultsPage();
      vm.start();
      vm.cardOpened('102');
      expect(history.head?.clickedProperty).to.equal('102');
      const stored = history.history;
      expect(SearchHistoryCodec.is(stored)).to.equal(true);
    });
  });

  describe('an empty search', () => {
    it('offers links that widen it, one per filter, as /search calls', () => {
      const { vm } = aResultsPage({
        path: '/property-for-sale/taunton/gid-p-taunton/from-5-bed/up-to-100000/tag-garden',
        data: { results: [] },
      });
      expect(vm.isEmpty).to.equal(true);
      expect(vm.widenLinks).to.deep.equal([
        {
          label: 'Search all areas',
          href: '/search?channel=sales&fragment=from-5-bed%2Fup-to-100000%2Ftag-garden',
        },
        {
          label: 'Any price',
          href: '/search?channel=sales&place_id=p-taunton&fragment=taunton%2Ffrom-5-bed%2Ftag-garden',
        },
        {
          label: 'Any number of bedrooms',
          href: '/search?channel=sales&place_id=p-taunton&fragment=taunton%2Fup-to-100000%2Ftag-garden',
        },
        {
          label: 'Without “Garden”',
          href: '/search?channel=sales&place_id=p-taunton&fragment=taunton%2Ffrom-5-bed%2Fup-to-100000',
        },
      ]);
    });

    it('saves the search with a toast, and says so when it is already saved', async () => {
      const { vm, notifier, savedSearches } = aResultsPage({ data: { results: [] } });
      expect(vm.searchSaved).to.equal(false);
      await flowResult(vm.saveSearch());
      expect(savedSearches.searches).to.have.length(1);
      expect(savedSearches.searches[0]).to.deep.include({
        channel: 'sales',
        placeId: 'p-taunton',
        minBeds: 2,
        alert_frequency: 'I',
      });
      expect(vm.searchSaved).to.equal(true);
      await flowResult(vm.saveSearch());
      expect(savedSearches.searches).to.have.length(1);
      expect(notifier.successes).to.deep.equal([
        RESULTS_MESSAGES.searchSaved,
        RESULTS_MESSAGES.searchAlreadySaved,
      ]);
    });
  });

  describe('a page past the end', () => {
    const pastEnd = {
      path: '/property-for-sale/page-999',
      data: {
        place: undefined,
        results: [],
        pagination: {
          page: 999,
          per_page: 12,
          total: 72,
          total_pages: 6,
          has_next_page: false,
          has_prev_page: true,
        },
      },
    };

    it('says there is no such page and links to the last page, not "no properties match"', () => {
      const { vm } = aResultsPage(pastEnd);
      expect(vm.pastEnd).to.deep.equal({
        page: 999,
        lastPage: 6,
        href: '/property-for-sale/page-6',
      });
      expect(vm.countText).to.equal('72 properties');
    });

    it('offers no page links or widening links of its own (its message links to the last page)', () => {
      const { vm } = aResultsPage(pastEnd);
      expect(vm.paginationLinks).to.deep.equal({ pages: [] });
      expect(vm.widenLinks).to.deep.equal([]);
    });

    it('is not past the end on a real empty search, nor on a page with results', () => {
      expect(
        aResultsPage({
          data: {
            results: [],
            pagination: { page: 1, total: 0, has_next_page: false, has_prev_page: false },
          },
        }).vm.pastEnd,
      ).to.equal(undefined);
      expect(
        aResultsPage({
          path: '/property-for-sale/page-2',
          data: {
            results: [],
            pagination: { page: 2, total: 0, has_next_page: false, has_prev_page: true },
          },
        }).vm.pastEnd,
      ).to.equal(undefined);
      expect(aResultsPage(paging(2, 30, true, true)).vm.pastEnd).to.equal(undefined);
    });

    it('links to page 1 when the platform does not say how many pages there are', () => {
      const { vm } = aResultsPage({
        path: '/property-for-sale/page-40',
        data: {
          place: undefined,
          results: [],
          pagination: { page: 40, has_next_page: false, has_prev_page: true },
        },
      });
      expect(vm.pastEnd).to.deep.equal({ page: 40, lastPage: 1, href: '/property-for-sale' });
    });
  });

  describe('a place the platform does not know', () => {
    const unknown = { path: '/property-for-sale/tauntn/from-2-bed', data: { place: undefined } };

    it("gives the 'location-not-found' message and the closest places, each a search with the same filters", () => {
      const { vm } = aResultsPage(unknown);
      const notFound = vm.placeNotFound!;
      expect(notFound.message).to.equal(
        "Sorry, we couldn't find that location. Please try another search.",
      );
      expect(notFound.asked).to.equal('Tauntn');
      expect(notFound.explanation).to.equal(
        'We have no place called “Tauntn”, so these are properties in all areas. Did you mean one of these?',
      );
      expect(notFound.suggestions[0]).to.deep.equal({
        place: TAUNTON,
        href: '/search?channel=sales&place_id=p-taunton&fragment=from-2-bed',
      });
      expect(notFound.suggestions).to.have.length(3);
    });

    it("uses the agency's own text for the message when it has one", () => {
      const { vm } = aResultsPage({
        ...unknown,
        theme: { flashMessages: { 'location-not-found': 'We do not cover that area yet.' } },
      });
      expect(vm.placeNotFound?.message).to.equal('We do not cover that area yet.');
    });

    it('says nothing when the place is known, or when no place was named', () => {
      expect(aResultsPage().vm.placeNotFound).to.equal(undefined);
      expect(
        aResultsPage({ path: '/property-for-sale', data: { place: undefined } }).vm.placeNotFound,
      ).to.equal(undefined);
    });
  });

  describe('coming back to the page', () => {
    it('shows the search of the page again, not the filters chosen before leaving (Back, bfcache)', () => {
      const { vm } = aResultsPage();
      vm.form.setRange('beds', 3, undefined);
      vm.form.setRange('price', undefined, 300000);
      vm.form.setLocationText('Wiveliscombe');
      vm.form.submit();
      vm.pageShown();
      expect(vm.form.draft).to.equal(vm.search);
      expect(vm.form.locationText).to.equal('Taunton, Somerset');
      expect(vm.form.submitting).to.equal(false);
    });
  });

  describe("the theme's default status", () => {
    it('fills the search and the form, but never the history, the page links or a saved search', async () => {
      const { vm, history, savedSearches } = aResultsPage({
        path: '/property-for-sale/page-2',
        data: { place: undefined, ...paging(2, 40, true, true).data },
        defaultStatus: 'available',
      });
      expect(vm.search.status).to.equal('available');
      expect(vm.form.draft.status).to.equal('available');
      vm.start();
      expect(history.head).to.not.have.property('status');
      expect(history.backToSearchUrl()).to.not.contain('status');
      expect(vm.paginationLinks.next).to.equal('/property-for-sale/page-3');
      await flowResult(vm.saveSearch());
      expect(savedSearches.searches).to.have.length(1);
      expect(savedSearches.searches[0]).to.not.have.property('status');
      expect(vm.searchSaved).to.equal(true);
    });
  });
});
