import { expect } from 'chai';
import { left, right } from 'fp-ts/Either';
import { encodePolyline, httpFailure } from '../../../core/index.js';
import type { MapListings, MapsPort, Result, Search } from '../../../core/index.js';
import {
  MapViewViewModel,
  pageOnlyNote,
  partMappedNote,
} from '../../../ui/search/map-view.view-model.js';
import type { ResultsPageData } from '../../../ui/search/results-page-data.js';
import { POLYLINE_POINTS, POLY_SEGMENT } from '../../core/search/search-builders.js';
import { FakeAreaControls } from '../branches/branch-fakes.js';
import { aCard } from './results-builders.js';

const MAPS: MapsPort = {
  available: true,
  render: () => Promise.reject(new Error('not drawn here')),
};
const SEARCH: Search = { channel: 'sales', minBeds: 2 };

/** Page 1 of a 3-page search: its own 12 cards, 30 in all. */
function aPage(
  overrides: Partial<ResultsPageData> = {},
): Pick<ResultsPageData, 'heading' | 'results' | 'search' | 'pagination' | 'defaultStatus'> {
  const results = Array.from({ length: 12 }, (_, i) =>
    aCard(String(101 + i), { latitude: 51 + i / 100, longitude: -3.1 }),
  );
  return {
    heading: 'Property for sale',
    results,
    search: SEARCH,
    pagination: { page: 1, hasNext: true, hasPrevious: false, total: 30 },
    ...overrides,
  };
}

/** 30 light cards, as the map's call answers: no photos. */
const WHOLE: MapListings = {
  properties: Array.from({ length: 30 }, (_, i) =>
    aCard(String(101 + i), { photos: [], latitude: 51 + i / 100, longitude: -3.1 }),
  ),
  total: 30,
};

function aViewModel(answer: Result<MapListings> | 'never', page = aPage(), maps = MAPS) {
  const asked: Search[] = [];
  const visited: string[] = [];
  const clicked: string[] = [];
  const vm = new MapViewViewModel({
    page,
    maps,
    listings: {
      mapListings: (search) => {
        asked.push(search);
        return answer === 'never' ? new Promise(() => undefined) : Promise.resolve(answer);
      },
    },
    navigation: { goTo: (url: string) => void visited.push(url) },
    searchHistory: { markClicked: (id: string) => void clicked.push(id) },
  });
  return { vm, asked, visited, clicked };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('MapViewViewModel', () => {
  it('asks for every match of a search of several pages, and maps them all with the whole count', async () => {
    const { vm, asked } = aViewModel(right(WHOLE));
    expect(vm.coverage).to.equal('loading');
    expect(vm.markers).to.deep.equal([]);
    vm.start();
    await settled();
    expect(asked).to.deep.equal([SEARCH]);
    expect(vm.coverage).to.equal('whole');
    expect(vm.markers).to.have.length(30);
    expect(vm.countText).to.equal('30 properties');
    expect(vm.note).to.equal('');
  });

  it("gives the page's markers their photos, which the light cards leave out", async () => {
    const { vm } = aViewModel(right(WHOLE));
    vm.start();
    await settled();
    expect(vm.markers[0]?.imageUrl).to.match(/^\/images\/101\.jpg/);
    expect(vm.markers[20]?.imageUrl).to.equal(undefined);
  });

  it("keeps the page's own results on the map when the call fails, and says so", async () => {
    const { vm } = aViewModel(left(httpFailure(503)));
    vm.start();
    await settled();
    expect(vm.coverage).to.equal('page');
    expect(vm.markers.map((m) => m.id)).to.deep.equal(vm.results.map((c) => c.property_id));
    expect(vm.note).to.equal(
      'Only the 12 properties on this page are on the map: the rest of the search could not be loaded.',
    );
    expect(vm.countText).to.equal('30 properties');
  });

  it('says when the platform sent only the first of many matches', async () => {
    const { vm } = aViewModel(right({ ...WHOLE, total: 1234 }));
    vm.start();
    await settled();
    expect(vm.note).to.equal(
      'The map shows the first 30 of the 1,234 properties: narrow the search to see them all.',
    );
  });

  it('asks for nothing when the page holds the whole search, or when there is no map', () => {
    const onePage = aViewModel(
      right(WHOLE),
      aPage({ pagination: { page: 1, hasNext: false, hasPrevious: false, total: 12 } }),
    );
    onePage.vm.start();
    expect(onePage.asked).to.deep.equal([]);
    expect(onePage.vm.markers).to.have.length(12);
    const noMap = aViewModel(right(WHOLE), aPage(), { ...MAPS, available: false });
    noMap.vm.start();
    expect(noMap.asked).to.deep.equal([]);
    expect(noMap.vm.note).to.equal('');
  });

  it('ignores an answer that arrives after the view closed', async () => {
    const { vm } = aViewModel(right(WHOLE));
    vm.start()();
    await settled();
    expect(vm.coverage).to.equal('loading');
  });

  it('outlines the area of a drawn-area search, and nothing for a malformed one', () => {
    const corners = [
      { lat: 51, lng: -3.2 },
      { lat: 51.1, lng: -3.2 },
      { lat: 51.1, lng: -3 },
    ];
    expect(
      aViewModel('never', aPage({ search: { ...SEARCH, poly: encodePolyline(corners) } })).vm
        .searchedArea,
    ).to.deep.equal(corners);
    expect(
      aViewModel(
        'never',
        aPage({ search: { ...SEARCH, poly: encodePolyline(corners.slice(0, 2)) } }),
      ).vm.searchedArea,
    ).to.equal(undefined);
    expect(aViewModel('never').vm.searchedArea).to.equal(undefined);
  });

  it("opens a property from any marker's card, marking it in the search history", async () => {
    const { vm, visited, clicked } = aViewModel(right(WHOLE));
    vm.start();
    await settled();
    vm.openProperty('125');
    vm.openProperty('nowhere');
    expect(visited).to.deep.equal(['/properties/125/sales']);
    expect(clicked).to.deep.equal(['125']);
  });

  it('words its notes for one property and for many', () => {
    expect(pageOnlyNote(1)).to.equal(
      'Only the 1 property on this page is on the map: the rest of the search could not be loaded.',
    );
    expect(partMappedNote(1000, 2500)).to.equal(
      'The map shows the first 1,000 of the 2,500 properties: narrow the search to see them all.',
    );
  });
});

describe('MapViewViewModel: the area search', () => {
  const TRIANGLE = [...POLYLINE_POINTS];
  const POLY = POLY_SEGMENT;
  const IN_TAUNTON: Search = {
    channel: 'sales',
    placeId: '5f1c',
    q: 'Taunton, Somerset',
    minBeds: 2,
    status: 'available',
    tags: ['garden'],
    page: 2,
  };

  function drawn(defaultStatus?: string) {
    const made = aViewModel(
      'never',
      aPage({ search: IN_TAUNTON, ...(defaultStatus ? { defaultStatus } : {}) }),
    );
    const map = new FakeAreaControls(TRIANGLE, TRIANGLE[2]);
    made.vm.area.attach(map);
    return { ...made, map };
  }

  it('goes to the results of a drawn area, with the filters kept and the map view open', () => {
    const { vm, map, visited } = drawn('available');
    const stop = vm.start();
    vm.area.start();
    map.click(TRIANGLE[0]!);
    map.click(TRIANGLE[1]!);
    vm.area.addCornerAtCentre();
    vm.area.finish();
    expect(visited).to.deep.equal([`/property-for-sale/from-2-bed/tag-garden/${POLY}#/map`]);
    expect(vm.area.note).to.equal('Searching the area…');
    stop();
  });

  it("offers 'Search this area' once the visitor moves the map, not while drawing, and goes to its results", () => {
    const { vm, map, visited } = drawn();
    expect(vm.canSearchInView).to.equal(false);
    map.move();
    expect(vm.canSearchInView).to.equal(true);
    vm.area.start();
    expect(vm.canSearchInView).to.equal(false);
    vm.area.cancel();
    vm.searchInView();
    expect(visited).to.deep.equal([
      `/property-for-sale/from-2-bed/status-available/tag-garden/${POLY}#/map`,
    ]);
  });

  it('says so, and goes nowhere, when the part of the map in view makes no area', () => {
    const { vm, map, visited } = drawn();
    map.inView = [TRIANGLE[0]!, TRIANGLE[0]!, TRIANGLE[0]!, TRIANGLE[0]!];
    vm.searchInView();
    expect(visited).to.deep.equal([]);
    expect(vm.area.note).to.equal('Place at least 3 corners to make an area.');
  });
});
