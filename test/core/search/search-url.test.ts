import { expect } from 'chai';
import fc from 'fast-check';
import {
  buildSearchUrl,
  parseSearchUrl,
  parseSearchUrlWithIssues,
} from '../../../core/search/search-path.js';
import { isValidSearch, searchUrlPart } from '../../../core/search/search-normalise.js';
import {
  searchFromQuery,
  searchFromQueryWithIssues,
  searchToQuery,
} from '../../../core/search/search-query.js';
import type { Search } from '../../../core/search/search.js';
import { validSearch } from './search.arbitrary.js';
import { EXAMPLE_SEARCH, POLYLINE } from './search-builders.js';

describe('buildSearchUrl', () => {
  it('puts channel, place_id and branch_id in the query and the other segments in fragment', () => {
    expect(buildSearchUrl({ ...EXAMPLE_SEARCH, q: 'Taunton, Somerset', branchId: 'b7' })).to.equal(
      '/search?channel=sales&place_id=5f1c&branch_id=b7' +
        '&fragment=taunton%2Ffrom-2-bed%2Fup-to-350000%2Ftag-garden%2Cparking%2Fmost-recent-first%2Fpage-2',
    );
  });

  it('writes free text as q when no place is chosen', () => {
    expect(buildSearchUrl({ channel: 'lettings', q: 'near the station' })).to.equal(
      '/search?channel=lettings&q=near+the+station',
    );
  });

  it('never writes q beside place_id (a known defect)', () => {
    const url = buildSearchUrl({ channel: 'sales', placeId: 'p1', q: 'Taunton, Somerset' });
    expect(url).to.equal('/search?channel=sales&place_id=p1');
    expect(new URLSearchParams(url.split('?')[1]).has('q')).to.equal(false);
  });

  it('leaves fragment out when the query says everything', () => {
    expect(buildSearchUrl({ channel: 'sales' })).to.equal('/search?channel=sales');
  });

  it('adds hashbang=map for the map view', () => {
    expect(buildSearchUrl({ channel: 'sales' }, { map: true })).to.equal(
      '/search?channel=sales&hashbang=map',
    );
    expect(buildSearchUrl({ channel: 'sales' }, { map: false })).to.equal('/search?channel=sales');
  });

  it('URL-encodes every value, so none can break the query', () => {
    const url = buildSearchUrl({ channel: 'sales', q: 'a&b=c#d', tags: ['x&y'], text: '100%' });
    const params = new URLSearchParams(url.slice('/search?'.length));
    expect([...params.keys()]).to.deep.equal(['channel', 'q', 'fragment']);
    expect(params.get('q')).to.equal('a&b=c#d');
    expect(params.get('fragment')).to.equal('tag-x%26y/text-100%25');
  });
});

describe('parseSearchUrl', () => {
  it('reads what buildSearchUrl wrote', () => {
    expect(
      parseSearchUrl(
        '/search?channel=sales&place_id=5f1c' +
          '&fragment=taunton%2Ffrom-2-bed%2Fup-to-350000%2Ftag-garden%2Cparking%2Fmost-recent-first%2Fpage-2',
      ),
    ).to.deep.equal(EXAMPLE_SEARCH);
  });

  it('accepts a full URL, a path, or a bare query', () => {
    const expected = { channel: 'lettings', q: 'Bath' };
    expect(parseSearchUrl('https://agency.example/search?channel=lettings&q=Bath')).to.deep.equal(
      expected,
    );
    expect(parseSearchUrl('?channel=lettings&q=Bath')).to.deep.equal(expected);
    expect(parseSearchUrl('/search?channel=lettings&q=Bath#/results')).to.deep.equal(expected);
  });

  it('tells the map view from hashbang=map or a #/map hash', () => {
    expect(parseSearchUrlWithIssues('/search?channel=sales&hashbang=map').map).to.equal(true);
    expect(parseSearchUrlWithIssues('/search?channel=sales#/map').map).to.equal(true);
    expect(parseSearchUrlWithIssues('/search?channel=sales').map).to.equal(false);
  });

  it('accepts channel words as well as channel names', () => {
    expect(parseSearchUrl('/search?channel=property-to-rent').channel).to.equal('lettings');
  });

  it('lets query keys win over the same field in the fragment', () => {
    expect(
      parseSearchUrl('/search?channel=lettings&place_id=p2&fragment=property-for-sale%2Fgid-p1'),
    ).to.deep.equal({
      channel: 'lettings',
      placeId: 'p2',
    });
  });

  it('keeps both place_id and q when a hand-written URL gives both', () => {
    expect(parseSearchUrl('/search?place_id=p1&q=Bath')).to.deep.equal({
      channel: 'sales',
      placeId: 'p1',
      q: 'Bath',
    });
  });

  it('reports what it ignored', () => {
    const parsed = parseSearchUrlWithIssues(
      '/search?channel=sideways&place_id=&hashbang=list&colour=red&fragment=page-0',
    );
    expect(parsed.search).to.deep.equal({ channel: 'sales' });
    expect(parsed.map).to.equal(false);
    expect(parsed.issues).to.have.length(5);
  });

  it('reads the fields of a search form sent without JavaScript, a blank field as unset, without an issue', () => {
    const parsed = parseSearchUrlWithIssues(
      '/search?channel=lettings&q=Taunton&min_beds=2&max_beds=&min_price=&max_price=900&tags=garden%2Cparking&pets=true',
    );
    expect(parsed.search).to.deep.equal({
      channel: 'lettings',
      q: 'Taunton',
      minBeds: 2,
      maxPrice: 900,
      tags: ['garden', 'parking'],
      pets: true,
    });
    expect(parsed.issues).to.deep.equal([]);
  });

  it('lets a form field win over the same field in the fragment, and reports a bad one', () => {
    const parsed = parseSearchUrlWithIssues(
      '/search?fragment=from-2-bed%2Fup-to-5-bed&min_beds=3&max_beds=lots',
    );
    expect(parsed.search).to.deep.equal({ channel: 'sales', minBeds: 3, maxBeds: 5 });
    expect(parsed.issues).to.have.length(1);
  });

  it('gives the default search for a value that is not a string', () => {
    expect(parseSearchUrlWithIssues(42 as unknown as string)).to.deep.equal({
      search: { channel: 'sales' },
      map: false,
      issues: ['Not a URL'],
    });
  });

  describe('properties', () => {
    it('parses back what buildSearchUrl wrote, for every valid search', () => {
      fc.assert(
        fc.property(validSearch, fc.boolean(), (search, map) => {
          const parsed = parseSearchUrlWithIssues(buildSearchUrl(search, { map }));
          expect(parsed.search).to.deep.equal(searchUrlPart(search));
          expect(parsed.map).to.equal(map);
          expect(parsed.issues).to.deep.equal([]);
        }),
        { numRuns: 300 },
      );
    });

    it('never throws and always gives a valid search, for any string', () => {
      fc.assert(
        fc.property(
          fc.oneof(
            fc.string({ unit: 'binary' }),
            fc.webUrl({ withQueryParameters: true, withFragments: true }),
          ),
          (url) => {
            expect(isValidSearch(parseSearchUrl(url))).to.equal(true);
          },
        ),
      );
    });
  });
});

describe('searchToQuery', () => {
  it('writes every set field under its snake_case key', () => {
    expect(
      searchToQuery({
        channel: 'lettings',
        placeId: 'p1',
        q: 'Bath, Somerset',
        minBeds: 2,
        maxPrice: 1200,
        minAcreage: 0.5,
        tags: ['garden', 'a,b'],
        poly: POLYLINE,
        shortLets: true,
        sorted: 'most-recent-first',
        page: 3,
        clickedProperty: 'x',
      }),
    ).to.deep.equal({
      channel: 'lettings',
      place_id: 'p1',
      min_beds: '2',
      max_price: '1200',
      min_acreage: '0.5',
      tags: 'garden,a%2Cb',
      poly: POLYLINE,
      short_lets: 'true',
      sorted: 'most-recent-first',
      page: '3',
    });
  });

  it('writes q when no place is chosen', () => {
    expect(searchToQuery({ channel: 'sales', q: 'Bath' })).to.deep.equal({
      channel: 'sales',
      q: 'Bath',
    });
  });
});

describe('searchFromQuery', () => {
  it('reads URLSearchParams, a query string or a plain record', () => {
    const expected = { channel: 'lettings', minBeds: 2, pets: true };
    expect(
      searchFromQuery(new URLSearchParams('channel=lettings&min_beds=2&pets=true')),
    ).to.deep.equal(expected);
    expect(searchFromQuery('/search.ljson?channel=lettings&min_beds=2&pets=1#top')).to.deep.equal(
      expected,
    );
    expect(
      searchFromQuery({ channel: 'lettings', min_beds: ['2', '5'], pets: true }),
    ).to.deep.equal(expected);
    expect(searchFromQuery({ channel: 'lettings', min_beds: 2, pets: 'true' })).to.deep.equal(
      expected,
    );
  });

  it('treats false flags as unset', () => {
    expect(searchFromQuery('pets=false&short_lets=0')).to.deep.equal({ channel: 'sales' });
  });

  it('ignores and reports bad values, unknown keys and values that are not text', () => {
    const parsed = searchFromQueryWithIssues({
      channel: 'sideways',
      min_beds: '-1',
      pets: 'maybe',
      place_slug: 'pets',
      tags: 'garden,%zz',
      poly: 'ab7',
      q: { nested: true },
      colour: 'red',
    });
    expect(parsed.search).to.deep.equal({ channel: 'sales', tags: ['garden'] });
    expect(parsed.issues).to.have.length(8);
  });

  it('is not fooled by a __proto__ key', () => {
    const record = JSON.parse('{"__proto__": {"min_beds": "3"}, "channel": "lettings"}') as Record<
      string,
      unknown
    >;
    expect(searchFromQuery(record)).to.deep.equal({ channel: 'lettings' });
  });

  it('gives the default search for something that is not a query', () => {
    expect(searchFromQuery(null as unknown as string)).to.deep.equal({ channel: 'sales' });
  });

  it('reads back what searchToQuery wrote, for every valid search', () => {
    fc.assert(
      fc.property(validSearch, (search) => {
        const query = searchToQuery(search);
        expect(searchFromQuery(query)).to.deep.equal(searchUrlPart(search));
        const viaUrl = new URLSearchParams(new URLSearchParams(query).toString());
        expect(searchFromQueryWithIssues(viaUrl)).to.deep.equal({
          search: searchUrlPart(search),
          issues: [],
        });
      }),
    );
  });

  it('never throws and always gives a valid search', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          fc.dictionary(fc.string(), fc.anything()) as fc.Arbitrary<Record<string, unknown>>,
        ),
        (query) => {
          expect(
            isValidSearch(searchFromQuery(query as string | Record<string, unknown>)),
          ).to.equal(true);
        },
      ),
    );
  });
});

describe('searchUrlPart', () => {
  it('drops place and clickedProperty, and q beside a place id', () => {
    const search: Search = {
      channel: 'sales',
      placeId: 'p',
      place: { place_id: 'p', name: 'Bath' },
      q: 'Bath',
      clickedProperty: 'x',
    };
    expect(searchUrlPart(search)).to.deep.equal({ channel: 'sales', placeId: 'p' });
    expect(searchUrlPart({ channel: 'sales', q: 'Bath' })).to.deep.equal({
      channel: 'sales',
      q: 'Bath',
    });
  });
});
