import { expect } from 'chai';
import fc from 'fast-check';
import {
  buildSearchPath,
  parseSearchPath,
  parseSearchPathWithIssues,
} from '../../../core/search/search-path.js';
import {
  isValidSearch,
  normaliseSearch,
  searchPathPart,
} from '../../../core/search/search-normalise.js';
import { MAX_REPORTED_ISSUES } from '../../../core/search/search-readers.js';
import { CHANNEL_WORDS, withinMiles } from '../../../core/search/search-grammar.js';
import { DEFAULT_SEARCH, SORT_OPTIONS, type Search } from '../../../core/search/search.js';
import { segmentPath, validPathSearch, validSearch } from './search.arbitrary.js';
import { EXAMPLE_PATH, EXAMPLE_SEARCH, POLYLINE } from './search-builders.js';

// The poly- segment of Google's documented example polyline.
const POLY_SEGMENT = 'poly-X3B-aUZ-cHN8VV91bExubnFDX21xTnZ4cWBA';

const parse = (path: string): Search => parseSearchPath(path);
const issuesOf = (path: string): readonly string[] => parseSearchPathWithIssues(path).issues;

/** `path` reads as the plain default search, its first issue saying `reason`. */
function expectIgnored(path: string, reason: string): void {
  expect(parse(path)).to.deep.equal({ channel: 'sales' });
  expect(issuesOf(path)[0]).to.contain(reason);
}

describe('parseSearchPath', () => {
  it('reads the example results path of the reference', () => {
    expect(parse(EXAMPLE_PATH)).to.deep.equal(EXAMPLE_SEARCH);
  });

  describe('channel', () => {
    for (const word of CHANNEL_WORDS.sales) {
      it(`reads ${word} as sales`, () => {
        expect(parse(`/${word}`)).to.deep.equal({ channel: 'sales' });
      });
    }
    for (const word of CHANNEL_WORDS.lettings) {
      it(`reads ${word} as lettings`, () => {
        expect(parse(`/${word}`)).to.deep.equal({ channel: 'lettings' });
      });
    }

    it('defaults to sales when the path names no channel', () => {
      expect(parse('/taunton')).to.deep.equal({ channel: 'sales', placeSlug: 'taunton' });
      expect(parse('')).to.deep.equal(DEFAULT_SEARCH);
    });

    it('keeps the first channel and reports a second', () => {
      const parsed = parseSearchPathWithIssues('/lettings/property-for-sale');
      expect(parsed.search.channel).to.equal('lettings');
      expect(parsed.issues).to.have.length(1);
    });
  });

  describe('place slug', () => {
    it('takes the first segment with no other meaning as the place slug', () => {
      expect(parse('/property-to-rent/taunton/bath')).to.deep.equal({
        channel: 'lettings',
        placeSlug: 'taunton',
      });
      expect(issuesOf('/property-to-rent/taunton/bath')[0]).to.contain('"bath"');
    });

    for (const [slug, notAs] of [
      ['withington', 'within (a known defect of prefix matching)'],
      ['studio-1-with-bath', 'a number of beds'],
      ['area-51-bayou', 'area 51'],
    ]) {
      it(`reads ${slug} as a place, not as ${notAs}`, () => {
        expect(parse(`/property-for-sale/${slug}`)).to.deep.equal({
          channel: 'sales',
          placeSlug: slug,
        });
      });
    }

    it('percent-decodes the slug', () => {
      expect(parse('/st%20ives').placeSlug).to.equal('st ives');
    });

    it('ignores a slug that decodes to a search segment, or to a dot segment', () => {
      expect(parse('/pet%73')).to.deep.equal({ channel: 'sales' });
      expect(issuesOf('/pet%73')).to.have.length(1);
      expect(parse('/%2E%2E/.')).to.deep.equal({ channel: 'sales' });
      expect(issuesOf('/%2E%2E/.')).to.have.length(2);
    });

    it('ignores a slug with bad percent-encoding', () => {
      expectIgnored('/taun%zzton', 'percent-encoding');
    });
  });

  describe('place id, status and text (percent-encoded values)', () => {
    const values: readonly (readonly [string, 'placeId' | 'status' | 'text', string])[] = [
      ['/gid-5f1c', 'placeId', '5f1c'],
      ['/gid-a%2Fb%20c', 'placeId', 'a/b c'],
      ['/status-under%20offer', 'status', 'under offer'],
      ['/text-sea%20view%2Fgarage', 'text', 'sea view/garage'],
    ];
    for (const [path, field, value] of values) {
      it(`reads ${path} as the ${field} "${value}"`, () => {
        expect(parse(path)[field]).to.equal(value);
      });
    }

    for (const path of ['/gid-', '/gid-%zz', '/status-', '/text-%E0%A4%A']) {
      it(`ignores ${path}, empty or badly encoded, and reports it`, () => {
        expect(parse(path)).to.deep.equal({ channel: 'sales' });
        expect(issuesOf(path)).to.have.length(1);
      });
    }
  });

  describe('bedrooms', () => {
    it('reads from-N-bed and up-to-N-bed, -beds too', () => {
      expect(parse('/from-2-bed/up-to-4-beds')).to.deep.include({ minBeds: 2, maxBeds: 4 });
      expect(parse('/from-3-beds/up-to-3-bed')).to.deep.include({ minBeds: 3, maxBeds: 3 });
    });

    it('keeps 0 as a real value', () => {
      expect(parse('/from-0-bed').minBeds).to.equal(0);
    });

    it('ignores a negative count', () => {
      expectIgnored('/from--3-bed', 'not a whole number');
    });
  });

  describe('price', () => {
    it('reads from-N and up-to-N as whole pounds', () => {
      expect(parse('/from-200000/up-to-350000')).to.deep.include({
        minPrice: 200000,
        maxPrice: 350000,
      });
    });

    it('tolerates leading zeros', () => {
      expect(parse('/from-007').minPrice).to.equal(7);
    });

    it('swaps a minimum above the maximum: from £900,000 up to £100,000 means £100,000 to £900,000', () => {
      expect(parse('/property-for-sale/from-900000/up-to-100000')).to.deep.include({
        minPrice: 100000,
        maxPrice: 900000,
      });
      expect(parse('/from-5-beds/up-to-2-beds')).to.deep.include({ minBeds: 2, maxBeds: 5 });
    });

    it('never gives a minimum above its maximum, whatever the path (property)', () => {
      fc.assert(
        fc.property(fc.nat(), fc.nat(), fc.nat({ max: 30 }), fc.nat({ max: 30 }), (a, b, c, d) => {
          const s = parse(`/property-for-sale/from-${a}/up-to-${b}/from-${c}-bed/up-to-${d}-bed`);
          expect(s.minPrice).to.be.at.most(s.maxPrice!);
          expect(s.minBeds).to.be.at.most(s.maxBeds!);
          expect([s.minPrice, s.maxPrice]).to.have.members([a, b]);
        }),
      );
    });

    it('writes a swapped range canonically, so the URL and the form agree', () => {
      expect(buildSearchPath(parse('/property-for-sale/from-900000/up-to-100000'))).to.equal(
        '/property-for-sale/from-100000/up-to-900000',
      );
      expect(
        normaliseSearch({ channel: 'sales', minPrice: 900000, maxPrice: 100000 }),
      ).to.deep.equal({ channel: 'sales', minPrice: 100000, maxPrice: 900000 });
    });

    it('ignores from--3 and reports it', () => {
      const parsed = parseSearchPathWithIssues('/from--3');
      expect(parsed.search).to.deep.equal({ channel: 'sales' });
      expect(parsed.issues).to.deep.equal(['Ignored "from--3": not a whole number']);
    });

    it('ignores decimals, separators and signs', () => {
      for (const segment of ['from-1.5', 'up-to-1,000', 'from-+3']) {
        expect(parse(`/${segment}`), segment).to.deep.equal({ channel: 'sales' });
        expect(issuesOf(`/${segment}`), segment).to.have.length(1);
      }
    });

    it('ignores numbers beyond the safe integers', () => {
      expectIgnored('/up-to-9007199254740992', 'too large');
      expect(parse('/up-to-9007199254740991').maxPrice).to.equal(Number.MAX_SAFE_INTEGER);
    });
  });

  describe('acreage', () => {
    it('reads decimals, a minimum above the maximum swapped', () => {
      const halfToTenAcres = { minAcreage: 0.5, maxAcreage: 10 };
      expect(parse('/from-0.5-acres/up-to-10-acres')).to.deep.include(halfToTenAcres);
      expect(parse('/from-10-acres/up-to-0.5-acres')).to.deep.include(halfToTenAcres);
    });

    it('ignores malformed decimals', () => {
      for (const segment of [
        'from-.5-acres',
        'from-1.-acres',
        'up-to-1.2.3-acres',
        'from--1-acres',
      ]) {
        expect(parse(`/${segment}`), segment).to.deep.equal({ channel: 'sales' });
      }
    });

    it('ignores decimals too small to write plainly', () => {
      expectIgnored('/from-0.0000001-acres', 'out of range');
    });
  });

  describe('square feet, area and days', () => {
    it('reads min-sq-ft-N and max-sq-ft-N, a minimum above the maximum swapped', () => {
      const fiveHundredToTwoThousand = { minSquareFeet: 500, maxSquareFeet: 2000 };
      expect(parse('/min-sq-ft-500/max-sq-ft-2000')).to.deep.include(fiveHundredToTwoThousand);
      expect(parse('/min-sq-ft-2000/max-sq-ft-500')).to.deep.include(fiveHundredToTwoThousand);
    });

    it('reads area-N', () => {
      expect(parse('/area-3').area).to.equal(3);
    });

    it('reads updated-in-N-days and newer-than-N-days (a single day too)', () => {
      expect(parse('/updated-in-3-days/newer-than-1-day')).to.deep.include({
        updatedAgo: 3,
        createdAgo: 1,
      });
    });
  });

  describe('within', () => {
    it('reads distances such as 0-5-miles, 1-mile and 10-miles', () => {
      expect(parse('/within-0-5-miles').within).to.equal('0-5-miles');
      expect(parse('/within-1-mile').within).to.equal('1-mile');
      expect(parse('/within-10-miles').within).to.equal('10-miles');
    });

    it('ignores a within- segment that holds no distance', () => {
      for (const segment of ['within-forest', 'within-', 'within-5', 'within-0-5-miles-away']) {
        expect(parse(`/${segment}`), segment).to.deep.equal({ channel: 'sales' });
      }
    });

    it('reads 0-5-miles as half a mile, 1-mile as one and 10-miles as ten (withinMiles)', () => {
      expect(withinMiles('0-5-miles')).to.equal(0.5);
      expect(withinMiles('1-mile')).to.equal(1);
      expect(withinMiles('10-miles')).to.equal(10);
      expect(withinMiles('ington')).to.equal(undefined);
    });
  });

  describe('tags', () => {
    it('reads a comma list of percent-decoded tags', () => {
      expect(parse('/tag-garden,development%20plot,a%2Cb').tags).to.deep.equal([
        'garden',
        'development plot',
        'a,b',
      ]);
    });

    it('drops empty tags and duplicates', () => {
      expect(parse('/tag-,garden,,garden,parking,').tags).to.deep.equal(['garden', 'parking']);
    });

    it('merges tags from several tag- segments', () => {
      expect(parse('/tag-garden/tag-parking,garden').tags).to.deep.equal(['garden', 'parking']);
    });

    it('drops a badly encoded tag, keeps the rest, and reports it', () => {
      const parsed = parseSearchPathWithIssues('/tag-garden,%zz');
      expect(parsed.search.tags).to.deep.equal(['garden']);
      expect(parsed.issues[0]).to.contain('%zz');
    });

    it('ignores a tag- segment with no tags', () => {
      expect(parse('/tag-/tag-,,')).to.deep.equal({ channel: 'sales' });
      expect(issuesOf('/tag-/tag-,,')).to.have.length(2);
    });
  });

  describe('auction date', () => {
    it('reads a calendar date', () => {
      expect(parse('/auction-date-2024-02-29').auctionDate).to.equal('2024-02-29');
      expect(parse('/auction-date-2000-02-29').auctionDate).to.equal('2000-02-29');
    });

    it('ignores dates that do not exist or are not written YYYY-MM-DD', () => {
      for (const value of [
        '2024-02-30',
        '2023-02-29',
        '1900-02-29',
        '2024-04-31',
        '2024-13-01',
        '2024-00-10',
        '0000-01-01',
        '2024-2-1',
        'soon',
      ]) {
        expect(parse(`/auction-date-${value}`), value).to.deep.equal({ channel: 'sales' });
      }
    });
  });

  describe('poly', () => {
    it('reads base64url of an encoded polyline', () => {
      expect(parse(`/${POLY_SEGMENT}`).poly).to.equal(POLYLINE);
    });

    it('never reads a number out of a poly- segment (poly-YWI3 is not poly 3, a known defect)', () => {
      const parsed = parseSearchPathWithIssues('/poly-YWI3');
      expect(parsed.search).to.deep.equal({ channel: 'sales' });
      expect(parsed.issues[0]).to.contain('poly-YWI3');
    });

    it('ignores bad base64 without throwing (a known defect broke page start-up)', () => {
      for (const segment of [
        'poly-!!',
        'poly-Zh',
        'poly-',
        'poly-%zz',
        'poly-Z',
        'poly-YWI3====',
      ]) {
        expect(() => parse(`/${segment}`), segment).not.to.throw();
        expect(parse(`/${segment}`), segment).to.deep.equal({ channel: 'sales' });
      }
    });
  });

  describe('flags', () => {
    it('reads short-lets and pets', () => {
      expect(parse('/property-to-rent/short-lets/pets')).to.deep.equal({
        channel: 'lettings',
        shortLets: true,
        pets: true,
      });
    });
  });

  describe('sort', () => {
    for (const sort of SORT_OPTIONS) {
      it(`reads ${sort}, bare or as sorted-${sort}`, () => {
        expect(parse(`/${sort}`).sorted).to.equal(sort);
        expect(parse(`/sorted-${sort}`).sorted).to.equal(sort);
      });
    }

    it('ignores an unknown sort order', () => {
      expectIgnored('/sorted-cheapest', 'sort');
    });
  });

  describe('page', () => {
    it('reads page-N', () => {
      expect(parse('/page-7').page).to.equal(7);
    });

    it('leaves page 1 unset, as the default', () => {
      expect(parseSearchPathWithIssues('/page-1')).to.deep.equal({
        search: { channel: 'sales' },
        issues: [],
      });
    });

    it('ignores page-0 and other non-pages, and reports them', () => {
      for (const segment of ['page-0', 'page--1', 'page-1.5', 'page-']) {
        expect(parse(`/${segment}`), segment).to.deep.equal(
          segment === 'page-' ? { channel: 'sales', placeSlug: 'page-' } : { channel: 'sales' },
        );
      }
      expect(issuesOf('/page-0')).to.deep.equal(['Ignored "page-0": pages start at 1']);
    });
  });

  describe('repeated segments', () => {
    it('keeps the first value and reports the others', () => {
      const parsed = parseSearchPathWithIssues('/from-2-bed/from-3-bed');
      expect(parsed.search.minBeds).to.equal(2);
      expect(parsed.issues[0]).to.contain('from-3-bed');
    });

    it('uses a later good value when the first was malformed', () => {
      expect(parse('/from--3/from-5').minPrice).to.equal(5);
    });
  });

  describe('tolerance', () => {
    for (const [what, path] of [
      ['leading, trailing and doubled slashes', 'property-to-rent//from-2-bed/'],
      ['a query string and a hash', '/property-to-rent/from-2-bed?page=3&from-9-bed#/map/page-4'],
    ] as const) {
      it(`ignores ${what}`, () => {
        expect(parse(path)).to.deep.equal({ channel: 'lettings', minBeds: 2 });
      });
    }

    it('accepts a full URL', () => {
      expect(parse('https://agency.example/property-to-rent/taunton')).to.deep.equal({
        channel: 'lettings',
        placeSlug: 'taunton',
      });
    });

    it('gives the default search for a value that is not a string', () => {
      const parsed = parseSearchPathWithIssues(undefined as unknown as string);
      expect(parsed.search).to.deep.equal({ channel: 'sales' });
      expect(parsed.issues).to.have.length(1);
    });

    it('is not fooled by __proto__ or constructor', () => {
      const parsed = parse('/__proto__/gid-__proto__/tag-__proto__,constructor/text-constructor');
      expect(parsed).to.deep.equal({
        channel: 'sales',
        placeSlug: '__proto__',
        placeId: '__proto__',
        tags: ['__proto__', 'constructor'],
        text: 'constructor',
      });
      expect(Object.getPrototypeOf(parsed)).to.equal(Object.prototype);
      expect(({} as Record<string, unknown>)['polluted']).to.equal(undefined);
    });

    it('reports nothing for a clean path', () => {
      expect(
        issuesOf(
          `/property-for-sale/taunton/gid-1/from-1-bed/up-to-2-bed/${POLY_SEGMENT}/pets/page-2`,
        ),
      ).to.deep.equal([]);
    });

    it('reports at most MAX_REPORTED_ISSUES issues, then counts the rest', () => {
      const issues = issuesOf('/taunton' + '/x'.repeat(MAX_REPORTED_ISSUES + 7));
      expect(issues).to.have.length(MAX_REPORTED_ISSUES + 1);
      expect(issues[MAX_REPORTED_ISSUES]).to.equal('…and 7 more ignored');
    });

    it('keeps issue texts short for huge segments', () => {
      const issue = issuesOf(`/from-${'-'.repeat(10000)}`)[0] ?? '';
      expect(issue.length).to.be.below(200);
    });
  });

  describe('properties', () => {
    it('never throws and always gives a valid search, for any string', () => {
      fc.assert(
        fc.property(
          fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }), fc.string()),
          (path) => {
            const parsed = parseSearchPathWithIssues(path);
            expect(isValidSearch(parsed.search)).to.equal(true);
          },
        ),
      );
    });

    it('never throws and always gives a valid search, for any sequence of segment-like strings', () => {
      fc.assert(
        fc.property(segmentPath, (path) => {
          expect(isValidSearch(parseSearchPath(path))).to.equal(true);
        }),
        { numRuns: 500 },
      );
    });

    it('builds the same path again from whatever it parsed (a fixed point)', () => {
      fc.assert(
        fc.property(segmentPath, (path) => {
          const canonical = buildSearchPath(parseSearchPath(path));
          expect(buildSearchPath(parseSearchPath(canonical))).to.equal(canonical);
          expect(parseSearchPathWithIssues(canonical).issues).to.deep.equal([]);
        }),
        { numRuns: 500 },
      );
    });
  });
});

describe('buildSearchPath', () => {
  it('writes the example results path of the reference', () => {
    expect(buildSearchPath(EXAMPLE_SEARCH)).to.equal(EXAMPLE_PATH);
  });

  it('writes every segment in the canonical order, whatever the key order of the search', () => {
    const search: Search = {
      page: 3,
      sorted: 'least-expensive-first',
      pets: true,
      shortLets: true,
      poly: POLYLINE,
      text: 'sea view',
      createdAgo: 7,
      updatedAgo: 3,
      auctionDate: '2025-06-30',
      tags: ['garden'],
      status: 'available',
      within: '0-5-miles',
      area: 2,
      maxSquareFeet: 2000,
      minSquareFeet: 500,
      maxAcreage: 10,
      minAcreage: 0.5,
      maxPrice: 1500,
      minPrice: 800,
      maxBeds: 4,
      minBeds: 0,
      placeId: 'g1',
      placeSlug: 'taunton',
      channel: 'lettings',
    };
    expect(buildSearchPath(search)).to.equal(
      '/property-to-rent/taunton/gid-g1/from-0-bed/up-to-4-bed/from-800/up-to-1500/from-0.5-acres/up-to-10-acres' +
        '/min-sq-ft-500/max-sq-ft-2000/area-2/within-0-5-miles/status-available/tag-garden/auction-date-2025-06-30' +
        `/updated-in-3-days/newer-than-7-days/text-sea%20view/${POLY_SEGMENT}/short-lets/pets/least-expensive-first/page-3`,
    );
  });

  it('always writes the channel, and leaves other defaults out', () => {
    expect(buildSearchPath(DEFAULT_SEARCH)).to.equal('/property-for-sale');
    expect(buildSearchPath({ channel: 'lettings' })).to.equal('/property-to-rent');
    expect(
      buildSearchPath({ channel: 'sales', page: 1, tags: [], shortLets: false, pets: false }),
    ).to.equal('/property-for-sale');
  });

  it('percent-encodes every value it writes', () => {
    expect(
      buildSearchPath({
        channel: 'sales',
        placeSlug: 'st ives',
        placeId: 'a/b?c',
        status: 'under offer',
        tags: ['a,b', '50%', 'x/y'],
        text: 'q#1&2',
      }),
    ).to.equal(
      '/property-for-sale/st%20ives/gid-a%2Fb%3Fc/status-under%20offer/tag-a%2Cb,50%25,x%2Fy/text-q%231%262',
    );
  });

  it('writes the polygon as base64url, since a polyline holds ?, \\ and `', () => {
    expect(buildSearchPath({ channel: 'sales', poly: POLYLINE })).to.equal(
      `/property-for-sale/${POLY_SEGMENT}`,
    );
  });

  it('leaves out values that break their field rule rather than writing a bad segment', () => {
    const broken = {
      channel: 'sideways',
      placeSlug: 'pets',
      minPrice: -5,
      maxPrice: Number.NaN,
      minBeds: 1.5,
      minAcreage: 1e-7,
      within: 'near',
      auctionDate: '2024-02-30',
      poly: 'ab7',
      tags: ['', 3],
      sorted: 'cheapest',
      page: 0,
    } as unknown as Search;
    expect(buildSearchPath(broken)).to.equal('/property-for-sale');
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(buildSearchPath(value as Search)).to.match(/^\/property-(for-sale|to-rent)/);
      }),
    );
  });

  describe('round trip (properties)', () => {
    it('parses back to the same search, for every valid search', () => {
      fc.assert(
        fc.property(validPathSearch, (search) => {
          expect(parseSearchPath(buildSearchPath(search))).to.deep.equal(search);
        }),
        { numRuns: 500 },
      );
    });

    it('parses back to the part a path carries, for every valid search with any field', () => {
      fc.assert(
        fc.property(validSearch, (search) => {
          expect(parseSearchPath(buildSearchPath(search))).to.deep.equal(searchPathPart(search));
        }),
      );
    });

    it('is canonical: building what was parsed from a built path gives the same path', () => {
      fc.assert(
        fc.property(validSearch, (search) => {
          const path = buildSearchPath(search);
          expect(buildSearchPath(parseSearchPath(path))).to.equal(path);
        }),
      );
    });

    it('gives equal paths for equal searches written in another key order', () => {
      fc.assert(
        fc.property(validSearch, (search) => {
          const reversed = Object.fromEntries(
            Object.entries(search).reverse(),
          ) as unknown as Search;
          expect(buildSearchPath(reversed)).to.equal(buildSearchPath(search));
        }),
      );
    });
  });
});

describe('normaliseSearch and isValidSearch', () => {
  it('the arbitrary of valid searches only makes valid searches', () => {
    fc.assert(
      fc.property(validSearch, (search) => {
        expect(isValidSearch(search)).to.equal(true);
      }),
    );
  });

  it('normalising a valid search changes nothing', () => {
    fc.assert(
      fc.property(validSearch, (search) => {
        expect(normaliseSearch(search)).to.deep.equal(search);
      }),
    );
  });

  it('always gives a valid search, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(isValidSearch(normaliseSearch(value as Search))).to.equal(true);
      }),
    );
  });

  it('drops undefined keys, empty strings, empty tags and page 1', () => {
    expect(
      normaliseSearch({ channel: 'sales', q: '', placeId: undefined, tags: [], page: 1 }),
    ).to.deep.equal({ channel: 'sales' });
    expect(isValidSearch({ channel: 'sales', placeId: undefined })).to.equal(false);
  });

  it('turns -0 into 0 and repairs lone surrogates', () => {
    expect(Object.is(normaliseSearch({ channel: 'sales', minBeds: -0 }).minBeds, 0)).to.equal(true);
    expect(isValidSearch({ channel: 'sales', minBeds: -0 })).to.equal(false);
    expect(normaliseSearch({ channel: 'sales', text: 'a\uD800b' }).text).to.equal('a\uFFFDb');
  });

  it('keeps a well-formed place, with or without county, and drops a broken one', () => {
    expect(
      normaliseSearch({ channel: 'sales', place: { place_id: 'p', name: 'Bath', county_name: '' } })
        .place,
    ).to.deep.equal({
      place_id: 'p',
      name: 'Bath',
    });
    expect(
      normaliseSearch({
        channel: 'sales',
        place: { place_id: 'p', name: 'Bath', county_name: 'Somerset' },
      }).place,
    ).to.deep.equal({
      place_id: 'p',
      name: 'Bath',
      county_name: 'Somerset',
    });
    expect(
      normaliseSearch({ channel: 'sales', place: { place_id: '', name: 'Bath' } }).place,
    ).to.equal(undefined);
    expect(
      normaliseSearch({ channel: 'sales', place: 'Bath' } as unknown as Search).place,
    ).to.equal(undefined);
  });

  it('is not valid unless it is an object', () => {
    expect(isValidSearch(null)).to.equal(false);
    expect(isValidSearch('sales')).to.equal(false);
  });

  it('tells apart arrays and objects of different lengths', () => {
    expect(isValidSearch({ channel: 'sales', tags: ['a', 'a'] })).to.equal(false);
    expect(isValidSearch({ channel: 'sales', tags: { 0: 'a' } })).to.equal(false);
  });
});
