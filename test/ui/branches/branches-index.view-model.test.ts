import { expect } from 'chai';
import {
  DEFAULT_BRANCH_SEARCH,
  parseBranchSearchQuery,
} from '../../../core/agency/branch-search.js';
import { AREA_DRAWING_TEXT } from '../../../core/maps/area-drawing.js';
import { boundsArea } from '../../../core/maps/polygon.js';
import { decodePolyline, encodePolyline } from '../../../core/search/polyline.js';
import { BranchesIndexViewModel } from '../../../ui/branches/branches-index.view-model.js';
import { BRANCH_FINDER_TEXT } from '../../../ui/branches/branch-finder-text.js';
import type { BranchSearch } from '../../../core/agency/branch-search.js';
import { SOMERSET } from '../../support/branches.js';
import { FakeAreaControls, FakePageHistory, FakePlaceLookup } from './branch-fakes.js';

/** Taunton and Wellington only. */
const WEST_OF_TAUNTON = boundsArea({ south: 50.95, west: -3.3, north: 51.05, east: -3.05 });

/** The finder with six to a page (its pages can be tested with seven offices). */
function finder(
  search: BranchSearch = DEFAULT_BRANCH_SEARCH,
  history = new FakePageHistory(),
  places = new FakePlaceLookup(),
  pageSize: number | null = 6,
) {
  const vm = new BranchesIndexViewModel({
    title: 'Our offices',
    basePath: '/branches',
    branches: SOMERSET,
    search,
    history,
    places,
    ...(pageSize !== null ? { pageSize } : {}),
  });
  return { vm, history, places };
}

/** Lets the place lookup's answer arrive. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

const shown = (vm: BranchesIndexViewModel) => vm.result.shown.map((b) => b.branchName);

describe('BranchesIndexViewModel (the branch finder)', () => {
  it("shows the platform's search, six branches a page, with a polite count", () => {
    const { vm } = finder();
    expect(shown(vm)).to.have.length(6);
    expect(vm.statusText).to.equal('7 branches, showing 1 to 6');
    expect(vm.pagination).to.deep.equal({
      next: '/branches?page=2',
      pages: [
        { page: 1, href: '/branches', current: true },
        { page: 2, href: '/branches?page=2', current: false },
      ],
    });
    const second = finder({ ...DEFAULT_BRANCH_SEARCH, page: 2 }).vm;
    expect(second.statusText).to.equal('7 branches, showing 7 to 7');
    expect(second.pagination.previous).to.equal('/branches');
    expect(second.pagination.next).to.equal(undefined);
  });

  it("counts one branch, an area's branches and none in SPEC-plain words", () => {
    expect(finder({ ...DEFAULT_BRANCH_SEARCH, q: 'chard' }).vm.statusText).to.equal('1 branch');
    expect(
      finder({ ...DEFAULT_BRANCH_SEARCH, poly: encodePolyline(WEST_OF_TAUNTON) }).vm.statusText,
    ).to.equal('2 branches in the area');
    const none = finder({ ...DEFAULT_BRANCH_SEARCH, q: 'Exeter' }).vm;
    expect(none.statusText).to.equal(BRANCH_FINDER_TEXT.noMatches);
    expect(none.statusText).to.equal('No branches match your search.');
    expect(none.pagination.pages).to.deep.equal([]);
  });

  it("offers 'All departments' and each department of the branches", () => {
    const { vm } = finder();
    expect(vm.departmentChoices.map((d) => d.label)).to.deep.equal([
      'All departments',
      'Agriculture',
      'Auctions',
      'Estate Agents',
      'Lettings',
      'New Homes',
    ]);
    expect(vm.departmentChoices[0]?.key).to.equal('all');
  });

  it('searches the text typed on submit, from the first page, as a new address', async () => {
    const { vm, history } = finder({ ...DEFAULT_BRANCH_SEARCH, page: 2 });
    vm.setQueryText('Fore Street');
    expect(shown(vm)).to.deep.equal(['Chard']); // nothing changes before the submit
    vm.submitSearch();
    await settled();
    expect(shown(vm)).to.deep.equal(['Wellington', 'Chard']);
    expect(history.entries).to.deep.equal(['/branches', '/branches?q=Fore+Street']);
  });

  it('filters by department at once, with the text typed so far', async () => {
    const { vm, history } = finder();
    vm.setQueryText('somerset');
    vm.chooseDepartment('lettings');
    await settled();
    expect(shown(vm)).to.deep.equal(['Taunton', 'Bridgwater (Sedgemoor)', 'Wellington']);
    expect(history.entries.at(-1)).to.equal('/branches?q=somerset&department=lettings');
    vm.chooseDepartment('all');
    expect(vm.result.total).to.equal(7);
    expect(history.entries.at(-1)).to.equal('/branches?q=somerset');
  });

  it('adds no entry for a search that is already shown', () => {
    const { vm, history } = finder();
    vm.submitSearch();
    vm.goToPage(1);
    vm.chooseDepartment('all');
    expect(history.entries).to.deep.equal(['/branches']);
  });

  it('follows Back and Forward, and reads the address at start when the platform did not say', () => {
    const history = new FakePageHistory('?q=chard');
    const { vm } = finder(DEFAULT_BRANCH_SEARCH, history);
    const stop = vm.start();
    expect(shown(vm)).to.deep.equal(['Chard']);
    expect(vm.queryText).to.equal('chard');
    vm.goToPage(1);
    vm.setQueryText('');
    vm.submitSearch();
    expect(vm.result.total).to.equal(7);
    history.back();
    expect(shown(vm)).to.deep.equal(['Chard']);
    expect(vm.queryText).to.equal('chard');
    history.forward();
    expect(vm.result.total).to.equal(7);
    expect(vm.queryText).to.equal('');
    stop();
    expect(history.listening).to.equal(0);
  });

  describe('a place search', () => {
    const FROME = { name: 'Frome', position: { lat: 51.229, lng: -2.321 } };

    it('shows every office of a seven-office agency on one page by default', () => {
      const { vm } = finder(
        DEFAULT_BRANCH_SEARCH,
        new FakePageHistory(),
        new FakePlaceLookup(),
        null,
      );
      expect(shown(vm)).to.have.length(7);
      expect(vm.statusText).to.equal('7 branches');
      expect(vm.pagination.pages).to.deep.equal([]);
    });

    it('lists every office nearest a town first, with its miles, once the platform has said where the town is', async () => {
      const { vm, history, places } = finder(
        DEFAULT_BRANCH_SEARCH,
        new FakePageHistory(),
        new FakePlaceLookup(),
        null,
      );
      vm.setQueryText('Frome');
      vm.submitSearch();
      // Nothing moves until the answer is in: the list never jumps from a text search to the place's.
      expect(vm.locating).to.equal(true);
      expect(history.entries).to.deep.equal(['/branches']);
      await settled();
      expect(places.asked).to.deep.equal(['Frome']);
      expect(shown(vm)[0]).to.equal('Somerton');
      expect(shown(vm)).to.have.length(7);
      expect(vm.statusText).to.equal('7 branches, nearest to Frome first');
      const miles = vm.result.shown.map((b) => vm.distanceText(b) ?? '');
      expect(miles[0]).to.match(/^\d+ miles from Frome$/);
      expect(miles.map((m) => Number.parseFloat(m))).to.deep.equal(
        miles.map((m) => Number.parseFloat(m)).sort((a, b) => a - b),
      );
      expect(history.entries.at(-1)).to.equal('/branches?q=Frome');
    });

    it("lists a branch's own town with that branch first, and a postcode's district office first", async () => {
      const { vm } = finder();
      vm.setQueryText('Taunton');
      vm.submitSearch();
      await settled();
      expect(shown(vm)[0]).to.equal('Taunton');
      expect(vm.distanceText(vm.result.shown[0]!)).to.equal('0.2 miles from Taunton');
      vm.setQueryText('TA8 2PX');
      vm.submitSearch();
      await settled();
      expect(shown(vm)[0]).to.equal('Burnham-on-Sea');
    });

    it('asks once per text: a department, Back and Forward use the answer kept', async () => {
      const history = new FakePageHistory();
      const { vm, places } = finder(DEFAULT_BRANCH_SEARCH, history);
      const stop = vm.start();
      vm.setQueryText('Frome');
      vm.submitSearch();
      await settled();
      vm.chooseDepartment('lettings');
      expect(shown(vm)[0]).to.equal('Bridgwater (Sedgemoor)');
      expect(vm.statusText).to.equal('3 branches, nearest to Frome first');
      history.back();
      history.back();
      expect(vm.result.place).to.equal(undefined);
      history.forward();
      expect(shown(vm)[0]).to.equal('Somerton');
      expect(places.asked).to.deep.equal(['Frome']);
      stop();
    });

    it('says plainly when the text is no place and in no branch, keeping what was typed', async () => {
      const { vm } = finder();
      vm.setQueryText('Zzyzx');
      vm.submitSearch();
      await settled();
      expect(vm.statusText).to.equal(BRANCH_FINDER_TEXT.noSuchPlace('Zzyzx'));
      expect(vm.statusText).to.equal(
        "We couldn't find “Zzyzx”. Check the spelling, or try a town, a postcode or the name of one of our offices.",
      );
      expect(vm.queryText).to.equal('Zzyzx');
      expect(vm.result.shown).to.deep.equal([]);
    });

    it('falls back to the text search when the lookup fails, and says so only when that finds nothing', async () => {
      const places = new FakePlaceLookup();
      places.failing.add('fore street');
      places.failing.add('zzyzx');
      const { vm } = finder(DEFAULT_BRANCH_SEARCH, new FakePageHistory(), places);
      vm.setQueryText('Fore Street');
      vm.submitSearch();
      await settled();
      expect(shown(vm)).to.deep.equal(['Wellington', 'Chard']);
      vm.setQueryText('Zzyzx');
      vm.submitSearch();
      await settled();
      expect(vm.statusText).to.equal(
        "Sorry, we couldn't look up “Zzyzx” just now. Please try again.",
      );
      expect(vm.queryText).to.equal('Zzyzx');
    });

    it("takes the platform's answer for its search: the first render has the miles, and nothing is asked", () => {
      const places = new FakePlaceLookup();
      const history = new FakePageHistory('?q=Frome');
      const vm = new BranchesIndexViewModel({
        title: 'Our offices',
        basePath: '/branches',
        branches: SOMERSET,
        search: { ...DEFAULT_BRANCH_SEARCH, q: 'Frome' },
        place: FROME,
        history,
        places,
      });
      expect(shown(vm)[0]).to.equal('Somerton');
      const stop = vm.start();
      expect(places.asked).to.deep.equal([]);
      stop();
      const none = new BranchesIndexViewModel({
        title: 'Our offices',
        basePath: '/branches',
        branches: SOMERSET,
        search: { ...DEFAULT_BRANCH_SEARCH, q: 'Zzyzx' },
        place: null,
        history,
        places,
      });
      expect(none.statusText).to.equal(BRANCH_FINDER_TEXT.noSuchPlace('Zzyzx'));
    });

    it('uses the latest search when two answers cross', async () => {
      const places = new FakePlaceLookup();
      places.held = [];
      const { vm, history } = finder(DEFAULT_BRANCH_SEARCH, new FakePageHistory(), places);
      vm.setQueryText('Frome');
      vm.submitSearch();
      vm.setQueryText('Taunton');
      vm.submitSearch();
      const [first, second] = places.held;
      second?.();
      await settled();
      first?.();
      await settled();
      expect(shown(vm)[0]).to.equal('Taunton');
      expect(history.entries).to.deep.equal(['/branches', '/branches?q=Taunton']);
    });
  });

  describe('the area search', () => {
    it("is offered only once the map hands over its controls, and shows the search's area on it", () => {
      const poly = encodePolyline(WEST_OF_TAUNTON);
      const { vm } = finder(
        { ...DEFAULT_BRANCH_SEARCH, poly },
        new FakePageHistory(`?${new URLSearchParams({ poly }).toString()}`),
      );
      const stop = vm.start();
      expect(vm.canSearchArea).to.equal(false);
      const map = new FakeAreaControls();
      vm.area.attach(map);
      expect(vm.canSearchArea).to.equal(true);
      expect(map.area).to.deep.equal(decodePolyline(encodePolyline(WEST_OF_TAUNTON)));
      vm.clearArea();
      expect(map.area).to.equal(undefined);
      vm.area.attach(undefined);
      expect(vm.canSearchArea).to.equal(false);
      stop();
    });

    it("'Search this map area' narrows the list to the part of the map in view (the polygon-searched ids)", () => {
      const { vm, history } = finder();
      vm.area.attach(new FakeAreaControls(WEST_OF_TAUNTON));
      vm.searchVisibleArea();
      expect(shown(vm)).to.deep.equal(['Taunton', 'Wellington']);
      expect(vm.result.polygonIds).to.deep.equal(['11', '13']);
      expect(parseBranchSearchQuery(history.currentQuery()).poly).to.equal(
        encodePolyline(WEST_OF_TAUNTON),
      );
      expect(vm.clearAreaHref).to.equal('/branches');
    });

    it('draws an area from clicks and from the centre, shows the corners, and searches inside them when finished', () => {
      const { vm, history } = finder();
      const stop = vm.start();
      const map = new FakeAreaControls([], { lat: 50.95, lng: -3.05 });
      vm.area.attach(map);
      vm.area.start();
      expect(vm.area.drawing).to.equal(true);
      expect(vm.area.note).to.equal(AREA_DRAWING_TEXT.started);
      map.click({ lat: 50.95, lng: -3.3 });
      map.click({ lat: 51.05, lng: -3.3 });
      expect(vm.area.note).to.equal('2 corners placed.');
      vm.area.finish();
      expect(vm.area.note).to.equal('Place at least 3 corners to make an area.');
      expect(vm.area.drawing).to.equal(true);
      map.click({ lat: 51.05, lng: -3.05 });
      vm.area.addCornerAtCentre();
      expect(map.draft).to.have.length(4);
      vm.area.removeLastCorner();
      expect(vm.area.note).to.equal('3 corners placed.');
      vm.area.addCornerAtCentre();
      vm.area.finish();
      expect(vm.area.drawing).to.equal(false);
      expect(map.clickHandler).to.equal(undefined);
      expect(map.draft).to.deep.equal([]);
      expect(shown(vm)).to.deep.equal(['Taunton', 'Wellington']);
      expect(
        decodePolyline(parseBranchSearchQuery(history.currentQuery()).poly ?? ''),
      ).to.have.length(4);
      expect(map.area).to.have.length(4);
      stop();
    });

    it('cancels drawing without searching; clicks after it add nothing', () => {
      const { vm, history } = finder();
      const map = new FakeAreaControls();
      vm.area.attach(map);
      vm.area.start();
      map.click({ lat: 51, lng: -3 });
      const handler = map.clickHandler;
      vm.area.cancel();
      expect(vm.area.note).to.equal('Drawing cancelled.');
      handler?.({ lat: 51.1, lng: -3 });
      expect(vm.area.corners).to.deep.equal([]);
      expect(history.entries).to.deep.equal(['/branches']);
    });

    it('stops drawing when the map goes, or the visitor goes Back', () => {
      const history = new FakePageHistory();
      const { vm } = finder(DEFAULT_BRANCH_SEARCH, history);
      const stop = vm.start();
      const map = new FakeAreaControls(WEST_OF_TAUNTON);
      vm.area.attach(map);
      vm.searchVisibleArea();
      vm.area.start();
      history.back();
      expect(vm.area.drawing).to.equal(false);
      expect(map.clickHandler).to.equal(undefined);
      vm.area.start();
      vm.area.attach(undefined);
      expect(vm.area.drawing).to.equal(false);
      stop();
    });
  });
});
