import { expect } from 'chai';
import fc from 'fast-check';
import { isRight } from 'fp-ts/Either';
import {
  backToSearch,
  backToSearchPath,
  backToSearchUrl,
  decodeSearchHistory,
  EMPTY_SEARCH_HISTORY,
  isLonePolygon,
  markClickedProperty,
  recordSearch,
  SEARCH_HISTORY_LIMIT,
  SearchCodec,
  SearchHistoryCodec,
  searchesEqual,
  type SearchHistory,
} from '../../../core/search/search-history.js';
import { isValidSearch } from '../../../core/search/search-normalise.js';
import type { Search } from '../../../core/search/search.js';
import { POLYLINE } from './search-builders.js';

const taunton: Search = { channel: 'sales', placeId: 'p1', q: 'Taunton, Somerset', minBeds: 2 };
const bath: Search = { channel: 'lettings', placeId: 'p2', q: 'Bath' };
const numbered = (n: number): Search => ({ channel: 'sales', minPrice: n * 1000 });

const recordAll = (searches: readonly Search[]): SearchHistory =>
  searches.reduce<SearchHistory>(
    (history, search) => recordSearch(history, search),
    EMPTY_SEARCH_HISTORY,
  );

describe('search history', () => {
  describe('searchesEqual', () => {
    it('ignores key order, page and the clicked mark', () => {
      expect(
        searchesEqual(
          { minBeds: 2, channel: 'sales', page: 3, clickedProperty: 'x' },
          { channel: 'sales', minBeds: 2 },
        ),
      ).to.equal(true);
    });

    it('compares tags as a set', () => {
      expect(
        searchesEqual(
          { channel: 'sales', tags: ['a', 'b'] },
          { channel: 'sales', tags: ['b', 'a', 'a'] },
        ),
      ).to.equal(true);
    });

    it('ignores q, place and the slug beside a place id (they only name the place)', () => {
      expect(
        searchesEqual(
          {
            channel: 'sales',
            placeId: 'p1',
            q: 'Taunton, Somerset',
            place: { place_id: 'p1', name: 'Taunton' },
          },
          { channel: 'sales', placeId: 'p1', placeSlug: 'taunton' },
        ),
      ).to.equal(true);
    });

    it('tells apart searches asking for different results', () => {
      expect(
        searchesEqual({ channel: 'sales', q: 'Bath' }, { channel: 'sales', q: 'Wells' }),
      ).to.equal(false);
      expect(searchesEqual({ channel: 'sales' }, { channel: 'lettings' })).to.equal(false);
      expect(searchesEqual(taunton, { ...taunton, minBeds: 3 })).to.equal(false);
    });
  });

  describe('isLonePolygon', () => {
    it('is a search whose only criterion is the polygon', () => {
      expect(isLonePolygon({ channel: 'sales', poly: POLYLINE })).to.equal(true);
      expect(
        isLonePolygon({
          channel: 'lettings',
          poly: POLYLINE,
          sorted: 'most-recent-first',
          page: 2,
          placeSlug: 'x',
        }),
      ).to.equal(true);
    });

    it('is not one with any other criterion, or without a polygon', () => {
      expect(isLonePolygon({ channel: 'sales', poly: POLYLINE, minBeds: 2 })).to.equal(false);
      expect(isLonePolygon({ channel: 'sales', poly: POLYLINE, tags: ['garden'] })).to.equal(false);
      expect(isLonePolygon({ channel: 'sales' })).to.equal(false);
    });

    it("does not count a status equal to the theme's default", () => {
      expect(
        isLonePolygon({ channel: 'sales', poly: POLYLINE, status: 'available' }, 'available'),
      ).to.equal(true);
      expect(
        isLonePolygon({ channel: 'sales', poly: POLYLINE, status: 'sold' }, 'available'),
      ).to.equal(false);
      expect(isLonePolygon({ channel: 'sales', poly: POLYLINE, status: 'available' })).to.equal(
        false,
      );
    });
  });

  describe('recordSearch', () => {
    it('puts the newest search first', () => {
      expect(recordAll([taunton, bath])).to.deep.equal([bath, taunton]);
    });

    it(`keeps only the latest ${SEARCH_HISTORY_LIMIT} entries`, () => {
      const history = recordAll(Array.from({ length: 12 }, (_, i) => numbered(i)));
      expect(history).to.have.length(10);
      expect(history[0]).to.deep.equal(numbered(11));
      expect(history[9]).to.deep.equal(numbered(2));
    });

    it('only updates the page of the newest entry for an identical search', () => {
      const history = recordAll([bath, taunton]);
      const next = recordSearch(history, {
        minBeds: 2,
        q: 'Taunton, Somerset',
        placeId: 'p1',
        channel: 'sales',
        page: 4,
      });
      expect(next).to.deep.equal([{ ...taunton, page: 4 }, bath]);
      expect(recordSearch(next, { ...taunton, page: 1 })).to.deep.equal([taunton, bath]);
    });

    it('returns the same history for an identical search on the same page', () => {
      const history = recordAll([{ ...taunton, page: 2 }]);
      expect(recordSearch(history, { ...taunton, page: 2 })).to.equal(history);
    });

    it('drops the clicked mark when the page changes, and keeps it otherwise', () => {
      const clicked = markClickedProperty(recordAll([{ ...taunton, page: 2 }]), 'prop-7');
      expect(recordSearch(clicked, { ...taunton, page: 2 })).to.equal(clicked);
      expect(recordSearch(clicked, { ...taunton, page: 3 })).to.deep.equal([
        { ...taunton, page: 3 },
      ]);
    });

    it('records an equal search again once another came in between', () => {
      expect(recordAll([taunton, bath, taunton])).to.deep.equal([taunton, bath, taunton]);
    });

    it('records nothing for a lone expanded polygon', () => {
      const history = recordAll([taunton]);
      expect(recordSearch(history, { channel: 'sales', poly: POLYLINE, page: 2 })).to.equal(
        history,
      );
      expect(
        recordSearch(
          history,
          { channel: 'sales', poly: POLYLINE, status: 'available' },
          { defaultSearchStatus: 'available' },
        ),
      ).to.equal(history);
    });

    it('records a polygon with other criteria', () => {
      expect(recordAll([{ channel: 'sales', poly: POLYLINE, minBeds: 2 }])).to.have.length(1);
    });

    it('records nothing on a property page for the search the property was clicked from', () => {
      const history = markClickedProperty(recordAll([bath, { ...taunton, page: 3 }]), 'prop-7');
      const onPropertyPage = recordSearch(history, taunton, { propertyId: 'prop-7' });
      expect(onPropertyPage).to.equal(history);
      expect(onPropertyPage[0]).to.deep.equal({ ...taunton, page: 3, clickedProperty: 'prop-7' });
    });

    it('records a different search made on a property page', () => {
      const history = markClickedProperty(recordAll([taunton]), 'prop-7');
      const withPlots = { ...taunton, tags: ['development plot'] };
      expect(recordSearch(history, withPlots, { propertyId: 'prop-7' })).to.deep.equal([
        withPlots,
        history[0],
      ]);
    });

    it("never stores the caller's clickedProperty (only markClickedProperty sets it)", () => {
      expect(recordAll([{ ...bath, clickedProperty: 'x' }])).to.deep.equal([bath]);
    });

    it('stores the search normalised', () => {
      expect(
        recordAll([{ channel: 'sales', tags: [], q: '', minBeds: Number.NaN, page: 1 }]),
      ).to.deep.equal([{ channel: 'sales' }]);
    });
  });

  describe('markClickedProperty', () => {
    it('marks the newest entry', () => {
      expect(markClickedProperty(recordAll([taunton, bath]), 'prop-7')).to.deep.equal([
        { ...bath, clickedProperty: 'prop-7' },
        taunton,
      ]);
    });

    it('changes nothing for an empty history or an empty id', () => {
      expect(markClickedProperty(EMPTY_SEARCH_HISTORY, 'prop-7')).to.equal(EMPTY_SEARCH_HISTORY);
      const history = recordAll([taunton]);
      expect(markClickedProperty(history, '')).to.equal(history);
    });
  });

  describe('back to search', () => {
    const clickedOnPage3 = markClickedProperty(
      recordAll([{ ...taunton, page: 3, placeSlug: 'taunton' }]),
      'prop-7',
    );

    it('returns to the page the property was clicked on', () => {
      expect(backToSearch(clickedOnPage3)).to.deep.equal({
        ...taunton,
        placeSlug: 'taunton',
        page: 3,
      });
      expect(backToSearch(clickedOnPage3, 'prop-7')).to.deep.equal({
        ...taunton,
        placeSlug: 'taunton',
        page: 3,
      });
      expect(backToSearchUrl(clickedOnPage3, { propertyId: 'prop-7' })).to.equal(
        '/search?channel=sales&place_id=p1&fragment=taunton%2Ffrom-2-bed%2Fpage-3',
      );
      expect(backToSearchPath(clickedOnPage3)).to.equal(
        '/property-for-sale/taunton/gid-p1/from-2-bed/page-3',
      );
    });

    it('returns to page 1 when the newest entry was not clicked from (or not for this property)', () => {
      const notClicked = recordAll([{ ...bath, page: 5 }]);
      expect(backToSearch(notClicked)).to.deep.equal(bath);
      expect(backToSearch(clickedOnPage3, 'prop-8')).to.deep.equal({
        ...taunton,
        placeSlug: 'taunton',
      });
    });

    it('uses the newest entry even when an older one carries the click', () => {
      const history = recordSearch(clickedOnPage3, bath, { propertyId: 'prop-7' });
      expect(backToSearch(history, 'prop-7')).to.deep.equal(bath);
    });

    it('can ask for the map view', () => {
      expect(backToSearchUrl(recordAll([bath]), { map: true })).to.equal(
        '/search?channel=lettings&place_id=p2&hashbang=map',
      );
    });

    it('has nothing to return to in an empty history', () => {
      expect(backToSearch(EMPTY_SEARCH_HISTORY)).to.equal(undefined);
      expect(backToSearchUrl(EMPTY_SEARCH_HISTORY)).to.equal(undefined);
      expect(backToSearchPath(EMPTY_SEARCH_HISTORY)).to.equal(undefined);
    });
  });

  describe('decodeSearchHistory', () => {
    it('reads back a stored history', () => {
      const history = markClickedProperty(recordAll([taunton, bath]), 'p');
      expect(decodeSearchHistory(JSON.parse(JSON.stringify(history)))).to.deep.equal(history);
    });

    it('gives an empty history for anything that is not a list', () => {
      for (const value of [undefined, null, 'corrupt', 42, { 0: taunton }, '[]']) {
        expect(decodeSearchHistory(value), String(value)).to.deep.equal([]);
      }
    });

    it('drops entries that are not searches and keeps the rest', () => {
      expect(
        decodeSearchHistory([
          taunton,
          null,
          { channel: 'auctions' },
          { channel: 'sales', minBeds: 'two' },
          'x',
          bath,
        ]),
      ).to.deep.equal([taunton, bath]);
    });

    it('drops values that break their rule inside a kept entry', () => {
      expect(
        decodeSearchHistory([
          { channel: 'sales', minBeds: Number.NaN, sorted: 'cheapest', extra: 1 },
        ]),
      ).to.deep.equal([{ channel: 'sales' }]);
    });

    it('restores the invariants: at most 10 and no equal neighbours', () => {
      const stored = [
        taunton,
        { ...taunton, page: 2 },
        ...Array.from({ length: 12 }, (_, i) => numbered(i)),
      ];
      const history = decodeSearchHistory(stored);
      expect(history).to.have.length(10);
      expect(history[0]).to.deep.equal(taunton);
      expect(history[1]).to.deep.equal(numbered(0));
    });

    it('is an io-ts codec whose failures are values', () => {
      expect(isRight(SearchHistoryCodec.decode([taunton]))).to.equal(true);
      expect(isRight(SearchHistoryCodec.decode('x'))).to.equal(false);
      expect(SearchHistoryCodec.is([taunton, bath])).to.equal(true);
      expect(SearchHistoryCodec.is([taunton, taunton])).to.equal(false);
      expect(SearchHistoryCodec.is([{ channel: 'x' }])).to.equal(false);
      expect(SearchHistoryCodec.encode([{ ...taunton, tags: [] }, taunton])).to.deep.equal([
        taunton,
      ]);
      expect(SearchCodec.is(taunton)).to.equal(true);
      expect(SearchCodec.encode({ ...taunton, q: '' })).to.deep.equal({
        channel: 'sales',
        placeId: 'p1',
        minBeds: 2,
      });
    });
  });

  describe('invariants (properties)', () => {
    const pool: Search[] = [
      taunton,
      bath,
      { channel: 'sales', poly: POLYLINE },
      { channel: 'sales', poly: POLYLINE, minBeds: 1 },
      { channel: 'lettings' },
      ...Array.from({ length: 12 }, (_, i) => numbered(i)),
    ];
    type Step =
      | { kind: 'record'; search: Search; propertyId?: string }
      | { kind: 'click'; propertyId: string };
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({
        kind: fc.constant('record' as const),
        search: fc
          .tuple(fc.constantFrom(...pool), fc.integer({ min: 1, max: 4 }))
          .map(([search, page]) => ({ ...search, page })),
      }),
      fc.record({
        kind: fc.constant('record' as const),
        search: fc.constantFrom(...pool),
        propertyId: fc.constantFrom('a', 'b'),
      }),
      fc.record({ kind: fc.constant('click' as const), propertyId: fc.constantFrom('a', 'b') }),
    );

    it('never holds more than 10, never two equal neighbours, only valid searches, and survives storage', () => {
      fc.assert(
        fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
          let history: SearchHistory = EMPTY_SEARCH_HISTORY;
          for (const s of steps) {
            history =
              s.kind === 'click'
                ? markClickedProperty(history, s.propertyId)
                : recordSearch(
                    history,
                    s.search,
                    s.propertyId === undefined ? {} : { propertyId: s.propertyId },
                  );
            expect(history.length).to.be.at.most(SEARCH_HISTORY_LIMIT);
            for (let i = 1; i < history.length; i += 1) {
              expect(searchesEqual(history[i - 1] as Search, history[i] as Search)).to.equal(false);
            }
            for (const entry of history) expect(isValidSearch(entry)).to.equal(true);
          }
          expect(decodeSearchHistory(JSON.parse(JSON.stringify(history)))).to.deep.equal(history);
        }),
      );
    });

    it('puts a recorded search first (newest first), unless it is a lone polygon', () => {
      fc.assert(
        fc.property(fc.array(fc.constantFrom(...pool), { maxLength: 30 }), (searches) => {
          let history: SearchHistory = EMPTY_SEARCH_HISTORY;
          for (const search of searches) {
            history = recordSearch(history, search);
            if (!isLonePolygon(search))
              expect(searchesEqual(history[0] as Search, search)).to.equal(true);
          }
        }),
      );
    });
  });
});
