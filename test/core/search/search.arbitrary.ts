/**
 * fast-check arbitraries for searches. `validSearch` generates exactly the kind of search that
 * `isValidSearch` accepts (a test checks this without filtering), including values chosen to
 * break naive URL code: separators, percent signs, `__proto__`, emoji, grammar look-alikes.
 */
import fc from 'fast-check';
import { encodePolyline } from '../../../core/search/polyline.js';
import { isAcreage, isPlaceSlug } from '../../../core/search/search-grammar.js';
import { SORT_OPTIONS, type Place, type Search } from '../../../core/search/search.js';

const awkward = fc.constantFrom(
  '/',
  ',',
  '%',
  '%zz',
  '%2C',
  '?',
  '#',
  '&',
  '=',
  '+',
  ' ',
  '  padded  ',
  '__proto__',
  'constructor',
  '.',
  '..',
  'from-3',
  'page-2',
  'pets',
  'tag-a,b',
  'poly-YWI3',
  'withington',
  '\\',
  '`',
  'Bishop’s Lydeard',
  'café',
  '😀',
  '\u0000',
);

/** A non-empty, well-formed string that may hold anything. */
export const fieldText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }),
  fc.string({ minLength: 1, maxLength: 12 }),
  awkward,
);

export const placeSlug: fc.Arbitrary<string> = fc
  .oneof(
    fc.constantFrom('taunton', 'withington', 'studio-1-with-bath', 'area-51-bayou', 'st ives'),
    fieldText,
  )
  .filter(isPlaceSlug);

export const count: fc.Arbitrary<number> = fc.oneof(fc.nat({ max: 20 }), fc.nat(), fc.maxSafeNat());

export const acreage: fc.Arbitrary<number> = fc
  .oneof(
    fc.constantFrom(0, 0.5, 0.25, 1.5, 10),
    fc.nat({ max: 1000 }),
    fc.double({ min: 0, max: 1e9, noNaN: true, noDefaultInfinity: true }),
  )
  .map((value) => value + 0)
  .filter(isAcreage);

export const page: fc.Arbitrary<number> = fc.oneof(
  fc.integer({ min: 2, max: 50 }),
  fc.integer({ min: 2, max: Number.MAX_SAFE_INTEGER }),
);

export const within: fc.Arbitrary<string> = fc
  .tuple(fc.nat({ max: 99 }), fc.option(fc.nat({ max: 99 }), { nil: undefined }), fc.boolean())
  .map(
    ([whole, part, plural]) =>
      `${whole}${part === undefined ? '' : `-${part}`}-${plural ? 'miles' : 'mile'}`,
  );

export const isoDate: fc.Arbitrary<string> = fc
  .date({
    min: new Date('1900-01-01T00:00:00Z'),
    max: new Date('2199-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));

export const polyline: fc.Arbitrary<string> = fc
  .array(
    fc.record({
      lat: fc.double({ min: -90, max: 90, noNaN: true }),
      lng: fc.double({ min: -180, max: 180, noNaN: true }),
    }),
    { minLength: 1, maxLength: 6 },
  )
  .map(encodePolyline);

export const tags: fc.Arbitrary<string[]> = fc.uniqueArray(fieldText, {
  minLength: 1,
  maxLength: 5,
});

export const place: fc.Arbitrary<Place> = fc.record(
  { place_id: fieldText, name: fieldText, county_name: fieldText },
  { requiredKeys: ['place_id', 'name'], noNullPrototype: true },
);

const pathFields = {
  channel: fc.constantFrom('sales' as const, 'lettings' as const),
  placeSlug,
  placeId: fieldText,
  minBeds: count,
  maxBeds: count,
  minPrice: count,
  maxPrice: count,
  minAcreage: acreage,
  maxAcreage: acreage,
  minSquareFeet: count,
  maxSquareFeet: count,
  area: count,
  within,
  status: fieldText,
  tags,
  auctionDate: isoDate,
  updatedAgo: count,
  createdAgo: count,
  text: fieldText,
  poly: polyline,
  shortLets: fc.constant(true as const),
  pets: fc.constant(true as const),
  sorted: fc.constantFrom(...SORT_OPTIONS),
  page,
};

/** Each range with its ends in order (a minimum above its maximum is not a valid search). */
function orderRanges(search: Search): Search {
  const out: Record<string, unknown> = { ...search };
  for (const [minKey, maxKey] of [
    ['minBeds', 'maxBeds'],
    ['minPrice', 'maxPrice'],
    ['minAcreage', 'maxAcreage'],
    ['minSquareFeet', 'maxSquareFeet'],
  ] as const) {
    const min = search[minKey];
    const max = search[maxKey];
    if (min !== undefined && max !== undefined && min > max)
      [out[minKey], out[maxKey]] = [max, min];
  }
  return out as unknown as Search;
}

/** A valid search carrying only what a results path carries. */
export const validPathSearch: fc.Arbitrary<Search> = fc
  .record(pathFields, { requiredKeys: ['channel'], noNullPrototype: true })
  .map(orderRanges);

/** Any valid search, including the fields no path carries (q, branchId, place, clickedProperty). */
export const validSearch: fc.Arbitrary<Search> = fc
  .record(
    { ...pathFields, q: fieldText, branchId: fieldText, place, clickedProperty: fieldText },
    { requiredKeys: ['channel'], noNullPrototype: true },
  )
  .map(orderRanges);

/** Strings shaped like path segments, good and bad, to throw at the parser in any order. */
export const segmentLike: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'property-for-sale',
    'properties-to-rent',
    'lettings',
    'from-2-bed',
    'up-to-3-beds',
    'from--3',
    'from-0.5-acres',
    'up-to-1,000',
    'page-0',
    'page-1',
    'page-7',
    'poly-YWI3',
    'poly-',
    'poly-!!',
    'gid-',
    'gid-%zz',
    'tag-',
    'tag-a,,a,%zz',
    'within-0-5-miles',
    'within-forest',
    'withington',
    'status-',
    'auction-date-2024-02-30',
    'auction-date-2024-02-29',
    'updated-in-3-days',
    'newer-than-99999999999999999999-days',
    'sorted-most-recent-first',
    'sorted-cheapest',
    'most-expensive-first',
    'short-lets',
    'pets',
    '__proto__',
    'constructor',
    '%2E%2E',
    '..',
    '',
    '?',
    '#',
  ),
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc
    .tuple(
      fc.constantFrom(
        'from-',
        'up-to-',
        'page-',
        'area-',
        'tag-',
        'text-',
        'poly-',
        'gid-',
        'within-',
      ),
      fc.string({ maxLength: 12 }),
    )
    .map(([prefix, rest]) => prefix + rest),
);

/** A path made of segment-like strings. */
export const segmentPath: fc.Arbitrary<string> = fc
  .array(segmentLike, { maxLength: 12 })
  .map((segments) => `/${segments.join('/')}`);
