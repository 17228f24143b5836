import { expect } from 'chai';
import fc from 'fast-check';
import { searchEvent } from '../../../core/search/search-event.js';
import {
  isNewSearch,
  recordSearch,
  SEARCH_HISTORY_LIMIT,
  type SearchHistory,
} from '../../../core/search/search-history.js';
import { validSearch } from './search.arbitrary.js';

const TAUNTON = {
  channel: 'sales',
  placeId: 'p-taunton',
  placeSlug: 'taunton',
  q: 'Taunton, Somerset',
  minBeds: 2,
} as const;

describe('the search analytics event', () => {
  it('names the channel, the words searched for, the canonical results path and the count', () => {
    expect(searchEvent(TAUNTON, 14)).to.deep.equal({
      event: 'search',
      search_channel: 'sales',
      search_term: 'Taunton, Somerset',
      search_path: '/property-for-sale/taunton/gid-p-taunton/from-2-bed',
      results_total: 14,
    });
  });

  it('leaves the count out when the platform did not give one, and the term empty without words', () => {
    expect(searchEvent({ channel: 'lettings' }, undefined)).to.deep.equal({
      event: 'search',
      search_channel: 'lettings',
      search_term: '',
      search_path: '/property-to-rent',
    });
  });

  describe('isNewSearch', () => {
    it('is true for the first search and for a search unlike the newest', () => {
      const first = recordSearch([], TAUNTON);
      expect(isNewSearch([], first)).to.equal(true);
      const second = recordSearch(first, { ...TAUNTON, minBeds: 3 });
      expect(isNewSearch(first, second)).to.equal(true);
    });

    it('is false for the newest search again, another page of it, or a search not recorded (a lone polygon)', () => {
      const history = recordSearch([], TAUNTON);
      expect(isNewSearch(history, recordSearch(history, TAUNTON))).to.equal(false);
      expect(isNewSearch(history, recordSearch(history, { ...TAUNTON, page: 2 }))).to.equal(false);
      const lonePolygon = recordSearch(history, { channel: 'sales', poly: 'gfo}EtohhU' });
      expect(lonePolygon, 'a lone polygon records nothing').to.equal(history);
      expect(isNewSearch(history, lonePolygon)).to.equal(false);
    });

    it('is true for a new search when the history is full', () => {
      let history: SearchHistory = [];
      for (let beds = 1; beds <= SEARCH_HISTORY_LIMIT; beds += 1)
        history = recordSearch(history, { channel: 'sales', minBeds: beds });
      expect(isNewSearch(history, recordSearch(history, { channel: 'lettings' }))).to.equal(true);
    });

    it('agrees with the history: a search is new exactly when it is not the newest entry already (property)', () => {
      fc.assert(
        fc.property(fc.array(validSearch, { maxLength: 4 }), validSearch, (earlier, search) => {
          const before = earlier.reduce<SearchHistory>((h, s) => recordSearch(h, s), []);
          const after = recordSearch(before, search);
          if (isNewSearch(before, after))
            expect(
              after.length === before.length + 1 || after.length === SEARCH_HISTORY_LIMIT,
            ).to.equal(true);
          else expect(after.length).to.equal(before.length);
        }),
      );
    });
  });
});
