import { expect } from 'chai';
import fc from 'fast-check';
import { isValidSearch } from '../../../core/search/search-normalise.js';
import {
  addTag,
  applyDefaultStatus,
  changeChannel,
  changePage,
  changeSort,
  clearPlace,
  DEVELOPMENT_PLOT_TAG,
  placeDisplayName,
  placeResultsHeading,
  removeAllTags,
  removeTag,
  selectPlace,
  setFilter,
  setFilterValue,
  setTextQuery,
  toggleTag,
  withDevelopmentPlotTag,
  withoutDefaultStatus,
} from '../../../core/search/search-transitions.js';
import type { Search } from '../../../core/search/search.js';
import { validSearch } from './search.arbitrary.js';
import { aSearch, POLYLINE } from './search-builders.js';

describe('search transitions', () => {
  describe('placeResultsHeading', () => {
    it("names the place and the channel: a location-guide page's heading", () => {
      expect(placeResultsHeading({ place_id: 'p1', name: 'Somerset' }, 'sales')).to.equal(
        'Property for sale in Somerset',
      );
      expect(
        placeResultsHeading({ place_id: 'p2', name: ' TA1 ', county_name: 'Somerset' }, 'lettings'),
      ).to.equal('Property to rent in TA1');
    });
  });

  describe('changeChannel', () => {
    it('clears the price range, since a price and a rent are different things', () => {
      expect(
        changeChannel(aSearch({ minPrice: 200000, maxPrice: 350000, minBeds: 2 }), 'lettings'),
      ).to.deep.equal({
        channel: 'lettings',
        minBeds: 2,
      });
    });

    it('changes nothing when the channel is the same (or not a channel)', () => {
      const search = aSearch({ minPrice: 200000 });
      expect(changeChannel(search, 'sales')).to.equal(search);
      expect(changeChannel(search, 'auctions' as 'sales')).to.equal(search);
    });
  });

  describe('setTextQuery', () => {
    it('sets q and clears the drawn polygon and the chosen place', () => {
      const search = aSearch({
        poly: POLYLINE,
        placeId: 'p1',
        place: { place_id: 'p1', name: 'Bath' },
        placeSlug: 'bath',
        q: 'Bath',
        minBeds: 1,
      });
      expect(setTextQuery(search, '  near the station ')).to.deep.equal({
        channel: 'sales',
        q: 'near the station',
        minBeds: 1,
      });
    });

    it('clears q too when the text is blank', () => {
      expect(setTextQuery(aSearch({ q: 'Bath', poly: POLYLINE }), '   ')).to.deep.equal({
        channel: 'sales',
      });
    });
  });

  describe('selectPlace', () => {
    it('sets placeId and q to "name, county name"', () => {
      const place = { place_id: 'p1', name: 'Taunton', county_name: 'Somerset' };
      expect(selectPlace(aSearch({ placeSlug: 'bath', q: 'typed text' }), place)).to.deep.equal({
        channel: 'sales',
        placeId: 'p1',
        place,
        q: 'Taunton, Somerset',
      });
    });

    it('uses just the name when there is no county', () => {
      expect(selectPlace(aSearch(), { place_id: 'p1', name: 'Taunton' }).q).to.equal('Taunton');
      expect(
        selectPlace(aSearch(), { place_id: 'p1', name: 'Taunton', county_name: ' ' }).q,
      ).to.equal('Taunton');
    });

    it('leaves the drawn polygon alone', () => {
      expect(
        selectPlace(aSearch({ poly: POLYLINE }), { place_id: 'p1', name: 'Taunton' }).poly,
      ).to.equal(POLYLINE);
    });

    it('changes nothing for a place without id or name', () => {
      const search = aSearch();
      expect(selectPlace(search, { place_id: '', name: 'Taunton' })).to.equal(search);
      expect(selectPlace(search, { place_id: 'p1', name: ' ' })).to.equal(search);
    });
  });

  describe('placeDisplayName', () => {
    it('joins name and county with a comma', () => {
      expect(
        placeDisplayName({ place_id: 'p', name: ' Wells ', county_name: 'Somerset ' }),
      ).to.equal('Wells, Somerset');
    });
  });

  describe('clearPlace', () => {
    it('removes placeId and q (and the place and its slug)', () => {
      const search = aSearch({
        placeId: 'p1',
        q: 'Taunton',
        place: { place_id: 'p1', name: 'Taunton' },
        placeSlug: 'taunton',
        minBeds: 2,
      });
      expect(clearPlace(search)).to.deep.equal({ channel: 'sales', minBeds: 2 });
    });
  });

  describe('tags', () => {
    it('addTag adds a tag once', () => {
      const once = addTag(aSearch(), 'garden');
      expect(once).to.deep.equal({ channel: 'sales', tags: ['garden'] });
      expect(addTag(once, 'garden')).to.equal(once);
      expect(addTag(once, ' parking ').tags).to.deep.equal(['garden', 'parking']);
    });

    it('addTag ignores a blank tag', () => {
      const search = aSearch();
      expect(addTag(search, '  ')).to.equal(search);
    });

    it('removeTag removes a tag, and the list when it was the last', () => {
      expect(removeTag(aSearch({ tags: ['garden', 'parking'] }), 'garden')).to.deep.equal({
        channel: 'sales',
        tags: ['parking'],
      });
      expect(removeTag(aSearch({ tags: ['garden'] }), 'garden')).to.deep.equal({
        channel: 'sales',
      });
    });

    it('removeTag removes the tag written exactly so before one that only reads so trimmed', () => {
      expect(removeTag(aSearch({ tags: ['garden', ' garden '] }), ' garden ')).to.deep.equal({
        channel: 'sales',
        tags: ['garden'],
      });
      expect(removeTag(aSearch({ tags: ['garden', 'parking'] }), ' garden ')).to.deep.equal({
        channel: 'sales',
        tags: ['parking'],
      });
    });

    it('removeTag changes nothing for a tag that is not there', () => {
      const search = aSearch({ tags: ['garden'] });
      expect(removeTag(search, 'parking')).to.equal(search);
    });

    it('removeAllTags removes every tag', () => {
      expect(removeAllTags(aSearch({ tags: ['garden', 'parking'] }))).to.deep.equal({
        channel: 'sales',
      });
    });

    it('toggleTag adds a missing tag and removes a present one', () => {
      const on = toggleTag(aSearch(), 'garden');
      expect(on.tags).to.deep.equal(['garden']);
      expect(toggleTag(on, 'garden')).to.deep.equal({ channel: 'sales' });
    });

    it('toggling twice gives back the same criteria (property)', () => {
      fc.assert(
        fc.property(
          validSearch,
          fc.constantFrom('garden', 'parking', 'development plot'),
          (search, tag) => {
            const twice = toggleTag(toggleTag(search, tag), tag);
            expect(new Set(twice.tags ?? [])).to.deep.equal(new Set(search.tags ?? []));
          },
        ),
      );
    });
  });

  describe('withoutDefaultStatus', () => {
    it("leaves out a status equal to the theme's default, so URLs never gain it", () => {
      expect(
        withoutDefaultStatus({ channel: 'sales', status: 'available', minBeds: 2 }, 'available'),
      ).to.deep.equal({ channel: 'sales', minBeds: 2 });
    });

    it('keeps a status other than the default, and everything without a default', () => {
      const sold = aSearch({ status: 'sold' });
      expect(withoutDefaultStatus(sold, 'available')).to.equal(sold);
      expect(withoutDefaultStatus(aSearch({ status: 'available' }))).to.deep.equal(
        aSearch({ status: 'available' }),
      );
    });

    it('undoes applyDefaultStatus (property)', () => {
      fc.assert(
        fc.property(validSearch, fc.string({ minLength: 1 }), (search, status) => {
          const plain = withoutDefaultStatus(search, status);
          expect(withoutDefaultStatus(applyDefaultStatus(plain, status), status)).to.deep.equal(
            plain,
          );
        }),
      );
    });
  });

  describe('applyDefaultStatus', () => {
    it("fills a missing status with the theme's default, keeping the page", () => {
      expect(applyDefaultStatus({ channel: 'sales', page: 2 }, 'available')).to.deep.equal({
        channel: 'sales',
        status: 'available',
        page: 2,
      });
    });

    it('keeps a status already chosen, and does nothing without a default', () => {
      const chosen = aSearch({ status: 'sold' });
      expect(applyDefaultStatus(chosen, 'available')).to.equal(chosen);
      const none = aSearch();
      expect(applyDefaultStatus(none)).to.equal(none);
      expect(applyDefaultStatus(none, '')).to.equal(none);
    });
  });

  describe('withDevelopmentPlotTag', () => {
    it("adds 'development plot' when the property has that tag", () => {
      expect(
        withDevelopmentPlotTag(aSearch({ tags: ['garden'] }), ['new home', 'Development Plot']),
      ).to.deep.equal({
        channel: 'sales',
        tags: ['garden', DEVELOPMENT_PLOT_TAG],
      });
    });

    it('changes nothing when the property does not have it, or the search already has it', () => {
      const search = aSearch();
      expect(withDevelopmentPlotTag(search, ['garden'])).to.equal(search);
      const tagged = aSearch({ tags: [DEVELOPMENT_PLOT_TAG] });
      expect(withDevelopmentPlotTag(tagged, [DEVELOPMENT_PLOT_TAG])).to.equal(tagged);
    });
  });

  describe('changePage', () => {
    it('moves to another page, keeping everything else', () => {
      expect(changePage(aSearch({ minBeds: 2 }), 4)).to.deep.equal({
        channel: 'sales',
        minBeds: 2,
        page: 4,
        clickedProperty: 'p9',
      });
    });

    it('leaves page 1 unset', () => {
      expect(changePage(aSearch(), 1)).to.deep.equal({ channel: 'sales', clickedProperty: 'p9' });
    });

    it('changes nothing for the same page or a page that cannot be', () => {
      const search = aSearch();
      for (const page of [3, 0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])
        expect(changePage(search, page), String(page)).to.equal(search);
      const first = { channel: 'sales' } as const;
      expect(changePage(first, 1)).to.equal(first);
    });
  });

  describe('changeSort', () => {
    it('sets and clears the sort order, back to page 1', () => {
      const sorted = changeSort(aSearch(), 'most-expensive-first');
      expect(sorted).to.deep.equal({ channel: 'sales', sorted: 'most-expensive-first' });
      expect(changeSort(sorted, undefined)).to.deep.equal({ channel: 'sales' });
      expect(changeSort(sorted, 'most-expensive-first')).to.equal(sorted);
    });
  });

  describe('setFilter', () => {
    it('sets both ends of a range and goes back to page 1', () => {
      expect(setFilter(aSearch(), 'price', { min: 200000, max: 350000 })).to.deep.equal({
        channel: 'sales',
        minPrice: 200000,
        maxPrice: 350000,
      });
    });

    it('swaps the ends when min is above max', () => {
      expect(setFilter(aSearch(), 'beds', { min: 4, max: 2 })).to.deep.equal({
        channel: 'sales',
        minBeds: 2,
        maxBeds: 4,
      });
      expect(setFilter(aSearch(), 'acreage', { min: 5.5, max: 0.5 })).to.deep.equal({
        channel: 'sales',
        minAcreage: 0.5,
        maxAcreage: 5.5,
      });
    });

    it('clears an end left undefined or breaking the field rule', () => {
      const search = aSearch({ minSquareFeet: 500, maxSquareFeet: 900 });
      expect(setFilter(search, 'squareFeet', { min: 600 })).to.deep.equal({
        channel: 'sales',
        minSquareFeet: 600,
      });
      expect(setFilter(search, 'squareFeet', { min: -1, max: Number.NaN })).to.deep.equal({
        channel: 'sales',
      });
      expect(setFilter(search, 'beds', { min: 1.5 })).to.equal(search);
    });

    it('accepts decimals for acreage only', () => {
      expect(setFilter({ channel: 'sales' }, 'acreage', { min: 0.5 }).minAcreage).to.equal(0.5);
      expect(setFilter({ channel: 'sales' }, 'price', { min: 0.5 }).minPrice).to.equal(undefined);
    });

    it('changes nothing when the range is the same', () => {
      const search = aSearch({ minBeds: 2 });
      expect(setFilter(search, 'beds', { min: 2 })).to.equal(search);
    });

    it('never leaves min above max (property)', () => {
      fc.assert(
        fc.property(validSearch, fc.option(fc.nat()), fc.option(fc.nat()), (search, min, max) => {
          const next = setFilter(search, 'price', { min: min ?? undefined, max: max ?? undefined });
          if (next.minPrice !== undefined && next.maxPrice !== undefined)
            expect(next.minPrice).to.be.at.most(next.maxPrice);
        }),
      );
    });
  });

  describe('setFilterValue', () => {
    it('sets a single-valued filter and goes back to page 1', () => {
      expect(setFilterValue(aSearch(), 'within', '0-5-miles')).to.deep.equal({
        channel: 'sales',
        within: '0-5-miles',
      });
      expect(setFilterValue(aSearch(), 'pets', true)).to.deep.equal({
        channel: 'sales',
        pets: true,
      });
    });

    it('clears it with undefined, false, or a value breaking the rule', () => {
      expect(setFilterValue(aSearch({ area: 3 }), 'area', undefined)).to.deep.equal({
        channel: 'sales',
      });
      expect(setFilterValue(aSearch({ pets: true }), 'pets', false)).to.deep.equal({
        channel: 'sales',
      });
      expect(setFilterValue(aSearch({ within: '1-mile' }), 'within', 'nearby')).to.deep.equal({
        channel: 'sales',
      });
    });
  });

  describe('every transition (properties)', () => {
    const transitions: [string, (search: Search) => Search][] = [
      ['changeChannel', (s) => changeChannel(s, s.channel === 'sales' ? 'lettings' : 'sales')],
      ['setTextQuery', (s) => setTextQuery(s, 'somewhere')],
      [
        'selectPlace',
        (s) => selectPlace(s, { place_id: 'px', name: 'Frome', county_name: 'Somerset' }),
      ],
      ['clearPlace', clearPlace],
      ['addTag', (s) => addTag(s, 'new tag')],
      ['removeAllTags', removeAllTags],
      ['changeSort', (s) => changeSort(s, 'least-square-feet-first')],
      ['setFilter', (s) => setFilter(s, 'beds', { min: 9, max: 1 })],
      ['setFilterValue', (s) => setFilterValue(s, 'text', 'garage')],
      ['changePage', (s) => changePage(s, 5)],
      ['applyDefaultStatus', (s) => applyDefaultStatus(s, 'available')],
    ];
    for (const [name, transition] of transitions) {
      it(`${name} gives a valid search and leaves its input unchanged`, () => {
        fc.assert(
          fc.property(validSearch, (search) => {
            const before = structuredClone(search);
            const next = transition(search);
            expect(isValidSearch(next)).to.equal(true);
            expect(search).to.deep.equal(before);
          }),
          { numRuns: 50 },
        );
      });
    }

    it('a change of criteria goes back to page 1 and drops the clicked mark', () => {
      fc.assert(
        fc.property(validSearch, (search) => {
          const next = addTag(search, 'a tag no generator makes ¤');
          expect(next.page).to.equal(undefined);
          expect(next.clickedProperty).to.equal(undefined);
        }),
        { numRuns: 50 },
      );
    });
  });
});
