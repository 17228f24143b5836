import { expect } from 'chai';
import fc from 'fast-check';
import type { Search } from '../../../core/search/search.js';
import {
  ALERT_FREQUENCIES,
  alertFrequencyLabel,
  DEFAULT_ALERT_FREQUENCY,
  describeSavedSearch,
  findSavedSearch,
  isAlertFrequency,
  savedSearchFromSearch,
  searchFromSavedSearch,
} from '../../../core/user/saved-searches.js';
import type { SavedSearch } from '../../../core/user/user.js';
import { validSearch } from '../search/search.arbitrary.js';

/** A saved-search builder: sales, alerts immediately. */
const aSaved = (fields: Partial<SavedSearch> = {}): SavedSearch => ({
  channel: 'sales',
  alert_frequency: 'I',
  ...fields,
});

/** 2+ bed homes available in Taunton (place p1), on the first page of results. */
const TAUNTON_SEARCH: Search = {
  channel: 'sales',
  placeSlug: 'taunton',
  placeId: 'p1',
  q: 'Taunton',
  minBeds: 2,
  status: 'available',
};

describe('saved searches', () => {
  describe('alert frequencies', () => {
    it('offers I, W, M and N, in that order, named Immediately, Weekly, Monthly and Never', () => {
      const offered = ALERT_FREQUENCIES.map((frequency) => frequency.code);
      expect(offered).to.deep.equal(['I', 'W', 'M', 'N']);
      expect(offered.map(alertFrequencyLabel)).to.deep.equal([
        'Immediately',
        'Weekly',
        'Monthly',
        'Never',
      ]);
      for (const code of offered) expect(isAlertFrequency(code), code).to.equal(true);
    });

    it("defaults to 'I'", () => {
      expect(DEFAULT_ALERT_FREQUENCY).to.equal('I');
    });

    it('knows its codes', () => {
      expect(isAlertFrequency('M')).to.equal(true);
      expect(isAlertFrequency('D')).to.equal(false);
      expect(isAlertFrequency(undefined)).to.equal(false);
    });

    it('shows an unknown code as it is', () => {
      expect(alertFrequencyLabel('Z' as 'I')).to.equal('Z');
    });
  });

  describe('savedSearchFromSearch', () => {
    it("keeps the saved fields, alerts 'I' by default, and links the canonical path without page", () => {
      const search: Search = {
        ...TAUNTON_SEARCH,
        q: 'Taunton, Somerset',
        maxPrice: 350000,
        tags: ['house'],
        page: 4,
        clickedProperty: 'x',
      };
      expect(savedSearchFromSearch(search)).to.deep.equal({
        channel: 'sales',
        alert_frequency: 'I',
        placeId: 'p1',
        q: 'Taunton, Somerset',
        minBeds: 2,
        maxPrice: 350000,
        tags: ['house'],
        path: '/property-for-sale/taunton/gid-p1/from-2-bed/up-to-350000/status-available/tag-house',
      });
    });

    it('takes the alert frequency given, falling back to I for an unknown one', () => {
      expect(savedSearchFromSearch({ channel: 'lettings' }, 'W').alert_frequency).to.equal('W');
      expect(savedSearchFromSearch({ channel: 'lettings' }, 'X' as 'W').alert_frequency).to.equal(
        'I',
      );
    });

    it('names the place from the chosen place when q is missing', () => {
      const saved = savedSearchFromSearch({
        channel: 'sales',
        placeId: 'p1',
        place: { place_id: 'p1', name: 'Wells', county_name: 'Somerset' },
      });
      expect(saved.q).to.equal('Wells, Somerset');
    });

    it('keeps the other bounds too', () => {
      const saved = savedSearchFromSearch({ channel: 'sales', maxBeds: 4, minPrice: 100000 });
      expect(saved).to.deep.include({ maxBeds: 4, minPrice: 100000 });
    });
  });

  describe('findSavedSearch', () => {
    const s1Criteria = { placeId: 'p1', minBeds: 2, maxPrice: 350000, tags: ['garden', 'parking'] };
    const saved = [
      aSaved({ search_id: 's1', ...s1Criteria }),
      aSaved({ search_id: 's2', channel: 'lettings', placeId: 'p1' }),
    ];

    it('matches on channel, place, beds, prices and tags in any order', () => {
      const search: Search = {
        channel: 'sales',
        ...s1Criteria,
        tags: ['parking', 'garden'],
        sorted: 'most-recent-first',
        page: 3,
      };
      expect(findSavedSearch(saved, search)?.search_id).to.equal('s1');
      expect(
        findSavedSearch(saved, { channel: 'lettings', placeId: 'p1', q: 'Taunton' })?.search_id,
      ).to.equal('s2');
    });

    it('finds nothing when any matched field differs', () => {
      const base: Search = { channel: 'sales', ...s1Criteria };
      for (const change of [
        { channel: 'lettings' as const },
        { placeId: 'p2' },
        { minBeds: 3 },
        { maxBeds: 4 },
        { minPrice: 1 },
        { maxPrice: 1 },
        { tags: ['garden'] },
      ]) {
        expect(findSavedSearch(saved, { ...base, ...change }), JSON.stringify(change)).to.equal(
          undefined,
        );
      }
    });

    it('finds the saved form of any search (property)', () => {
      fc.assert(
        fc.property(validSearch, (search) => {
          const stored = savedSearchFromSearch(search);
          expect(findSavedSearch([stored], search)).to.equal(stored);
          expect(findSavedSearch([stored], searchFromSavedSearch(stored))).to.equal(stored);
        }),
      );
    });
  });

  describe('searchFromSavedSearch', () => {
    it('gives back the whole search from the path, with the saved fields', () => {
      const search: Search = { ...TAUNTON_SEARCH, page: 3 };
      expect(searchFromSavedSearch(savedSearchFromSearch(search))).to.deep.equal(TAUNTON_SEARCH);
    });

    it('lets the saved fields win over the path, dropping a slug of another place', () => {
      const saved = aSaved({
        channel: 'lettings',
        placeId: 'p2',
        maxPrice: 1200,
        path: '/property-for-sale/taunton/gid-p1/from-3-bed/pets',
      });
      expect(searchFromSavedSearch(saved)).to.deep.equal({
        channel: 'lettings',
        placeId: 'p2',
        maxPrice: 1200,
        pets: true,
      });
    });

    it('works without a path', () => {
      expect(searchFromSavedSearch(aSaved({ tags: ['garden'], q: 'Bath' }))).to.deep.equal({
        channel: 'sales',
        q: 'Bath',
        tags: ['garden'],
      });
    });
  });

  describe('describeSavedSearch', () => {
    const cases: [string, Partial<SavedSearch>, string][] = [
      [
        'the example of the brief',
        { q: 'Taunton', minBeds: 2, maxPrice: 350000, tags: ['house'] },
        '2+ bed houses for sale in Taunton up to £350,000',
      ],
      [
        'lettings, per calendar month',
        { channel: 'lettings', minPrice: 800, tags: ['flat'] },
        'Flats to rent anywhere from £800 pcm',
      ],
      [
        'a price range',
        { q: 'Bath, Somerset', minBeds: 3, minPrice: 200000, maxPrice: 350000 },
        '3+ bed properties for sale in Bath, Somerset £200,000 – £350,000',
      ],
      ['no criteria', {}, 'Properties for sale anywhere'],
      [
        'several property types',
        { tags: ['house', 'Bungalow', 'flats'] },
        'Houses, bungalows and flats for sale anywhere',
      ],
      [
        'other tags after "with"',
        { tags: ['house', 'garden', 'parking'] },
        'Houses for sale anywhere with garden and parking',
      ],
      ['a bedroom range', { minBeds: 2, maxBeds: 4 }, '2–4 bed properties for sale anywhere'],
      ['an exact bedroom count', { minBeds: 3, maxBeds: 3 }, '3 bed properties for sale anywhere'],
      ['only a maximum of bedrooms', { maxBeds: 2 }, 'Up to 2 bed properties for sale anywhere'],
      [
        'a zero lower bound, which says nothing',
        { minBeds: 0, minPrice: 0, maxPrice: 500000 },
        'Properties for sale anywhere up to £500,000',
      ],
      [
        'an exact price',
        { channel: 'lettings', minPrice: 950, maxPrice: 950 },
        'Properties to rent anywhere at £950 pcm',
      ],
      ['a place known only by its id', { placeId: 'p1' }, 'Properties for sale in the chosen area'],
      ['a blank place name', { q: '  ', tags: ['houses'] }, 'Houses for sale anywhere'],
    ];
    for (const [name, fields, expected] of cases) {
      it(`reads "${expected}" for ${name}`, () => {
        expect(describeSavedSearch(aSaved(fields))).to.equal(expected);
      });
    }
  });
});
