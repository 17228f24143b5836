import { expect } from 'chai';
import fc from 'fast-check';
import {
  activeFilters,
  FILTER_FIELDS,
  removeFilter,
  type ActiveFilter,
} from '../../../core/search/active-filters.js';
import { buildSearchPath, parseSearchPath } from '../../../core/search/search-path.js';
import { searchPathPart } from '../../../core/search/search-normalise.js';
import type { Search } from '../../../core/search/search.js';
import { validPathSearch, validSearch } from './search.arbitrary.js';
import { aSearch, POLYLINE } from './search-builders.js';

const labels = (search: Search, defaultStatus?: string): string[] =>
  activeFilters(search, defaultStatus === undefined ? {} : { defaultStatus }).map(
    (filter) => filter.label,
  );

/** The search as its path holds it, without one filter and back on its first page. */
function expectedWithout(search: Search, filter: ActiveFilter): Search {
  const out: Record<string, unknown> = { ...searchPathPart(search) };
  delete out['page'];
  if (filter.field === 'tags') {
    const tags = (search.tags ?? []).filter((tag) => tag !== filter.tag);
    if (tags.length > 0) out['tags'] = tags;
    else delete out['tags'];
  } else delete out[filter.field];
  return out as unknown as Search;
}

describe('active filters', () => {
  describe('activeFilters', () => {
    it('says nothing of the channel, place, bedrooms, price, sort order or page: the form and its summary show those', () => {
      const search = aSearch({
        placeId: 'p1',
        q: 'Taunton, Somerset',
        minBeds: 2,
        maxPrice: 350000,
        sorted: 'most-recent-first',
      });
      expect(activeFilters(search)).to.deep.equal([]);
    });

    it('names a drawn area, a radius and the days since a listing was added or updated in plain UK English', () => {
      const search = aSearch({ poly: POLYLINE, within: '5-miles', createdAgo: 7, updatedAgo: 14 });
      expect(labels(search)).to.deep.equal([
        'Within 5 miles',
        'Updated in the last 14 days',
        'Added in the last 7 days',
        'Drawn area',
      ]);
    });

    it('reads half a mile, one mile, today and the last 24 hours as a person says them', () => {
      expect(labels(aSearch({ within: '0-5-miles' }))).to.deep.equal(['Within 0.5 miles']);
      expect(labels(aSearch({ within: '1-mile' }))).to.deep.equal(['Within 1 mile']);
      expect(labels(aSearch({ createdAgo: 0, updatedAgo: 1 }))).to.deep.equal([
        'Updated in the last 24 hours',
        'Added today',
      ]);
    });

    it('names floor areas, acreage and the auction date, thousands grouped and the date in words', () => {
      const search = aSearch({
        minSquareFeet: 1000,
        maxSquareFeet: 2500,
        area: 90,
        minAcreage: 0.5,
        maxAcreage: 1,
        auctionDate: '2026-12-10',
      });
      expect(labels(search)).to.deep.equal([
        'From 0.5 acres',
        'Up to 1 acre',
        'From 1,000 sq ft',
        'Up to 2,500 sq ft',
        'Floor area from 90 sq m',
        'Auction on 10 December 2026',
      ]);
    });

    it('gives each tag a chip of its own, in the words of the form', () => {
      expect(labels(aSearch({ tags: ['flat', 'garden', 'sea view'] }))).to.deep.equal([
        'Flats and apartments',
        'Garden',
        'Sea view',
      ]);
      expect(
        labels(aSearch({ tags: [' ', ' patio '] })),
        'a blank tag from a URL still shows',
      ).to.deep.equal(['“ ”', 'patio']);
    });

    it("names a status as the channel's list does, but never the theme's default status", () => {
      expect(labels(aSearch({ status: 'sstc' }))).to.deep.equal(['Sold subject to contract']);
      expect(labels(aSearch({ channel: 'lettings', status: 'let agreed' }))).to.deep.equal([
        'Let agreed',
      ]);
      expect(labels(aSearch({ status: 'available' }), 'available')).to.deep.equal([]);
      expect(labels(aSearch({ status: 'sold' }), 'available')).to.deep.equal(['Sold']);
    });

    it('quotes keywords, cutting long ones short', () => {
      expect(labels(aSearch({ text: 'thatched' }))).to.deep.equal(['Keywords: “thatched”']);
      const long = labels(aSearch({ text: 'x'.repeat(60) }))[0] ?? '';
      expect(long).to.equal(`Keywords: “${'x'.repeat(40)}…”`);
    });

    it('names the lettings flags as the form does', () => {
      expect(labels(aSearch({ channel: 'lettings', shortLets: true, pets: true }))).to.deep.equal([
        'Short lets only',
        'Pets allowed',
      ]);
    });

    it('ignores what breaks a field’s rule, as the URL would', () => {
      expect(
        activeFilters({ channel: 'sales', within: 'forest', area: -3, tags: [''] } as Search),
      ).to.deep.equal([]);
    });

    it('lists the filters in the order of their path segments, and every one has a label', () => {
      const order = (field: string): number =>
        FILTER_FIELDS.indexOf(field as (typeof FILTER_FIELDS)[number]);
      fc.assert(
        fc.property(validSearch, (search) => {
          const filters = activeFilters(search);
          for (const filter of filters) expect(filter.label.trim()).to.not.equal('');
          const fields = filters.map((filter) => order(filter.field));
          expect(fields).to.deep.equal([...fields].sort((a, b) => a - b));
        }),
      );
    });
  });

  describe('removeFilter', () => {
    it('drops one filter and goes back to the first page, leaving the rest of the search as it was', () => {
      const search = aSearch({ placeId: 'p1', within: '5-miles', poly: POLYLINE, createdAgo: 7 });
      expect(removeFilter(search, { field: 'within' })).to.deep.equal({
        channel: 'sales',
        placeId: 'p1',
        poly: POLYLINE,
        createdAgo: 7,
      });
      expect(removeFilter(search, { field: 'poly' })).to.deep.equal({
        channel: 'sales',
        placeId: 'p1',
        within: '5-miles',
        createdAgo: 7,
      });
    });

    it('drops one tag, exactly as the search wrote it', () => {
      expect(
        removeFilter(aSearch({ tags: ['garden', ' garden '] }), { field: 'tags', tag: ' garden ' }),
      ).to.deep.equal({ channel: 'sales', tags: ['garden'] });
    });

    it('drops one end of a range and keeps the other', () => {
      const search = aSearch({
        minSquareFeet: 1000,
        maxSquareFeet: 2500,
        minAcreage: 0.5,
        maxAcreage: 2,
      });
      expect(removeFilter(search, { field: 'maxSquareFeet' })).to.deep.equal({
        channel: 'sales',
        minAcreage: 0.5,
        maxAcreage: 2,
        minSquareFeet: 1000,
      });
      expect(removeFilter(search, { field: 'minAcreage' })).to.deep.equal({
        channel: 'sales',
        maxAcreage: 2,
        minSquareFeet: 1000,
        maxSquareFeet: 2500,
      });
    });

    it('answers the same search for a filter it does not hold', () => {
      const search = aSearch({ within: '5-miles' });
      expect(removeFilter(search, { field: 'poly' })).to.equal(search);
    });

    it('gives a path that parses to the same search less exactly that filter, on its first page (property)', () => {
      fc.assert(
        fc.property(validPathSearch, (search) => {
          for (const filter of activeFilters(search)) {
            expect(parseSearchPath(buildSearchPath(removeFilter(search, filter)))).to.deep.equal(
              expectedWithout(search, filter),
            );
          }
        }),
      );
    });

    it('leaves every other chip as it was (property)', () => {
      fc.assert(
        fc.property(validSearch, (search) => {
          const filters = activeFilters(search);
          filters.forEach((filter, index) => {
            const others = filters.filter((_, i) => i !== index);
            expect(activeFilters(removeFilter(search, filter))).to.deep.equal(others);
          });
        }),
      );
    });
  });
});
