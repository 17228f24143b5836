import { expect } from 'chai';
import {
  decodeResultsPage,
  resultsBaseOf,
  resultsPath,
} from '../../../ui/search/results-page-data.js';
import { searchCallUrl } from '../../../ui/search/search-call.js';
import { TAUNTON, aCard, resultsPage, resultsSettings } from './results-builders.js';

describe('decodeResultsPage', () => {
  it('reads the search from the page path with the place the platform gives (placeId, place and q "name, county")', () => {
    const page = resultsPage({
      path: '/property-to-rent/taunton/gid-p-taunton/from-2-bed/up-to-1500/tag-garden/most-recent-first/page-2',
    });
    expect(page.search).to.deep.include({
      channel: 'lettings',
      placeSlug: 'taunton',
      placeId: 'p-taunton',
      q: 'Taunton, Somerset',
      minBeds: 2,
      maxPrice: 1500,
      tags: ['garden'],
      sorted: 'most-recent-first',
      page: 2,
    });
    expect(page.search.place).to.deep.equal(TAUNTON);
    expect(page.base).to.deep.equal({ kind: 'search' });
  });

  it("fills a missing status with the theme's default_search_status and keeps a chosen one", () => {
    expect(resultsPage({ defaultStatus: 'available' }).search.status).to.equal('available');
    expect(
      resultsPage({ defaultStatus: 'available', path: '/property-for-sale/status-sold' }).search
        .status,
    ).to.equal('sold');
    expect(resultsPage({ defaultStatus: 'available' }).defaultStatus).to.equal('available');
  });

  it('reads a county page: the place from page data, the filters after /counties/{slug}, no place slug', () => {
    const page = resultsPage({
      identifier: 'counties#show',
      path: '/counties/somerset/property-to-rent/from-3-bed',
      data: { place: { place_id: 'p-somerset', name: 'Somerset' } },
    });
    expect(page.base).to.deep.equal({ kind: 'place', prefix: '/counties/somerset' });
    expect(page.search).to.deep.include({
      channel: 'lettings',
      placeId: 'p-somerset',
      q: 'Somerset',
      minBeds: 3,
    });
    expect(page.search.placeSlug).to.equal(undefined);
  });

  it("heads a location-guide page with the place's name when the platform sends no heading (SPEC §1: guide content not shown)", () => {
    const county = resultsPage({
      identifier: 'counties#show',
      path: '/counties/somerset/property-to-rent',
      data: { heading: undefined, place: { place_id: 'p-somerset', name: 'Somerset' } },
    });
    expect(county.heading).to.equal('Property to rent in Somerset');
    const postcode = resultsPage({
      identifier: 'postcodes#show',
      path: '/postcodes/ta1',
      data: {
        heading: undefined,
        place: { place_id: 'p-ta1', name: 'TA1', county_name: 'Somerset' },
      },
    });
    expect(postcode.heading).to.equal('Property for sale in TA1');
    // The platform's own heading wins; a search page without one keeps the page title.
    expect(
      resultsPage({
        identifier: 'locations#show',
        path: '/locations/taunton',
        data: { heading: 'Living in Taunton: property for sale' },
      }).heading,
    ).to.equal('Living in Taunton: property for sale');
    expect(
      resultsPage({
        path: '/property-for-sale',
        data: { heading: undefined, place: { place_id: 'p-tiverton', name: 'Tiverton' } },
      }).heading,
    ).to.equal('Property for sale in Taunton');
    expect(
      resultsPage({
        identifier: 'countries#show',
        path: '/countries/scotland',
        data: { heading: undefined, place: undefined },
      }).heading,
    ).to.equal('Property for sale in Taunton');
  });

  it("reads a branch's properties page with the branch id from page data", () => {
    const page = resultsPage({
      identifier: 'branches#properties',
      path: '/branches/taunton/properties/property-for-sale/page-3',
      data: { place: undefined, branch: { id: 7, branchName: 'Taunton' } },
    });
    expect(page.base).to.deep.equal({ kind: 'branch', prefix: '/branches/taunton/properties' });
    expect(page.search).to.deep.include({ channel: 'sales', branchId: '7', page: 3 });
    expect(page.search.placeSlug).to.equal(undefined);
  });

  it('gives results, pagination with the number of pages, and the place suggestions (page place first)', () => {
    const page = resultsPage({
      data: {
        pagination: { page: 2, per_page: 12, total: 40, has_next_page: true, has_prev_page: true },
      },
    });
    expect(page.results.map((c) => c.property_id)).to.deep.equal(['101', '102', '103']);
    expect(page.pagination).to.deep.equal({
      page: 2,
      hasNext: true,
      hasPrevious: true,
      total: 40,
      totalPages: 4,
    });
    expect(page.places.map((p) => p.place_id)).to.deep.equal([
      'p-taunton',
      'p-tiverton',
      'p-somerset',
    ]);
    expect(page.heading).to.equal('Property for sale in Taunton');
  });

  it("gives the agency's branches, so a card can name the branch to call", () => {
    const page = resultsPage({
      branches: [{ id: 'b1', branchName: 'Taunton', branchUrl: '/branches/taunton' }],
    });
    expect(page.branches.map((b) => b.branchName)).to.deep.equal(['Taunton']);
    expect(resultsPage().branches).to.deep.equal([]);
  });

  it('survives hostile page data: bad cards, bad places and a malformed path are reported, never thrown', () => {
    const problems: string[] = [];
    const settings = resultsSettings({
      path: '/property-for-sale/poly-!!/from--3',
      data: {
        results: [aCard('1'), { nonsense: true }],
        places: 'Taunton',
        place: 42,
        pagination: 'x',
      },
    });
    const page = decodeResultsPage(settings, problems);
    expect(page.results).to.have.length(1);
    expect(page.places).to.deep.equal([]);
    expect(page.search.poly).to.equal(undefined);
    expect(page.pagination).to.deep.equal({ page: 1, hasNext: false, hasPrevious: false });
    expect(problems.length).to.be.greaterThan(3);
  });
});

describe('resultsBaseOf', () => {
  it('treats an unknown identifier as a plain search path', () => {
    expect(resultsBaseOf(undefined, '/property-for-sale?x=1')).to.deep.equal({
      base: { kind: 'search' },
      filters: '/property-for-sale',
    });
  });
});

describe('resultsPath', () => {
  it('writes the canonical search path, leaving out the default status', () => {
    expect(
      resultsPath(
        { channel: 'sales', placeId: 'p1', placeSlug: 'taunton', status: 'available', page: 2 },
        { kind: 'search' },
        'available',
      ),
    ).to.equal('/property-for-sale/taunton/gid-p1/page-2');
  });

  it('writes place and branch pages under their prefix, without repeating the place or branch', () => {
    expect(
      resultsPath(
        { channel: 'lettings', placeId: 'p1', q: 'Somerset', minBeds: 2, page: 3 },
        { kind: 'place', prefix: '/counties/somerset' },
      ),
    ).to.equal('/counties/somerset/property-to-rent/from-2-bed/page-3');
    expect(
      resultsPath(
        { channel: 'sales', branchId: '7', page: 2 },
        { kind: 'branch', prefix: '/branches/taunton/properties' },
      ),
    ).to.equal('/branches/taunton/properties/property-for-sale/page-2');
  });
});

describe('searchCallUrl', () => {
  it("is core's /search call, default status left out, hashbang=map on request", () => {
    expect(
      searchCallUrl(
        { channel: 'sales', placeId: 'p1', q: 'Taunton, Somerset', status: 'available' },
        'available',
        { map: true },
      ),
    ).to.equal('/search?channel=sales&place_id=p1&hashbang=map');
  });
});
