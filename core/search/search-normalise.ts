/**
 * A search made canonical (trimmed texts, whole counts, ranges in order, tags sorted and
 * deduplicated, defaults dropped), the test of a valid search, and the parts of it that the results
 * path and the `/search` URL carry.
 */
import { isEncodedPolyline } from './polyline.js';
import {
  isAcreage,
  isChannel,
  isCount,
  isIsoDate,
  isPageBeyondFirst,
  isPlaceSlug,
  isSortOption,
  isWithin,
  normaliseTags,
  toWellFormed,
} from './search-grammar.js';
import type { Place, Search } from './search.js';
import type { Draft } from './search-readers.js';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? toWellFormed(value) : undefined;

/** -0 becomes 0, so that a normalised search compares equal to its parsed copy. */
const count = (value: unknown): number | undefined => (isCount(value) ? value + 0 : undefined);
const acreage = (value: unknown): number | undefined => (isAcreage(value) ? value + 0 : undefined);

function normalisePlace(value: unknown): Place | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const place = value as Record<string, unknown>;
  const placeId = text(place['place_id']);
  const name = text(place['name']);
  if (placeId === undefined || name === undefined) return undefined;
  const county = text(place['county_name']);
  return county === undefined
    ? { place_id: placeId, name }
    : { place_id: placeId, name, county_name: county };
}

/** The numeric ranges of a search, as [minimum, maximum] field pairs. */
const RANGE_KEYS = [
  ['minBeds', 'maxBeds'],
  ['minPrice', 'maxPrice'],
  ['minAcreage', 'maxAcreage'],
  ['minSquareFeet', 'maxSquareFeet'],
] as const;

/**
 * The search with every value that breaks its field's rule dropped, in canonical key order and
 * without `undefined` keys: strings non-empty (lone surrogates repaired), counts whole and
 * non-negative, acreage a plain decimal, tags de-duplicated and non-empty (an empty list is
 * dropped), page 2 or more, flags only when true, a place slug that reads as no filter. A range
 * whose minimum is above its maximum is swapped ("from £900,000 up to £100,000" means £100,000 to
 * £900,000), for URLs and the form alike.
 */
export function normaliseSearch(search: Search): Search {
  const s = (typeof search === 'object' && search !== null ? search : {}) as Record<
    string,
    unknown
  >;
  const out: Draft = { channel: isChannel(s['channel']) ? s['channel'] : 'sales' };
  const put = <K extends keyof Search>(key: K, value: Search[K] | undefined): void => {
    if (value !== undefined) out[key] = value;
  };
  const slug = text(s['placeSlug']);
  put('placeSlug', isPlaceSlug(slug) ? slug : undefined);
  put('placeId', text(s['placeId']));
  put('place', normalisePlace(s['place']));
  put('q', text(s['q']));
  put('branchId', text(s['branchId']));
  put('minBeds', count(s['minBeds']));
  put('maxBeds', count(s['maxBeds']));
  put('minPrice', count(s['minPrice']));
  put('maxPrice', count(s['maxPrice']));
  put('minAcreage', acreage(s['minAcreage']));
  put('maxAcreage', acreage(s['maxAcreage']));
  put('minSquareFeet', count(s['minSquareFeet']));
  put('maxSquareFeet', count(s['maxSquareFeet']));
  put('area', count(s['area']));
  put('within', isWithin(s['within']) ? s['within'] : undefined);
  put('status', text(s['status']));
  const tags = normaliseTags(s['tags']);
  put('tags', tags.length > 0 ? tags : undefined);
  put('auctionDate', isIsoDate(s['auctionDate']) ? s['auctionDate'] : undefined);
  put('updatedAgo', count(s['updatedAgo']));
  put('createdAgo', count(s['createdAgo']));
  put('text', text(s['text']));
  put('poly', isEncodedPolyline(s['poly']) ? s['poly'] : undefined);
  put('shortLets', s['shortLets'] === true ? true : undefined);
  put('pets', s['pets'] === true ? true : undefined);
  put('sorted', isSortOption(s['sorted']) ? s['sorted'] : undefined);
  put('page', isPageBeyondFirst(s['page']) ? s['page'] : undefined);
  put('clickedProperty', text(s['clickedProperty']));
  for (const [minKey, maxKey] of RANGE_KEYS) {
    const min = out[minKey];
    const max = out[maxKey];
    if (min !== undefined && max !== undefined && min > max) {
      out[minKey] = max;
      out[maxKey] = min;
    }
  }
  return out as Search;
}

/**
 * A valid search is one normalising leaves unchanged: exactly the searches the URL forms
 * round-trip (`parseSearchPath(buildSearchPath(s))` deep-equals `searchPathPart(s)`).
 */
export function isValidSearch(value: unknown): value is Search {
  return (
    typeof value === 'object' &&
    value !== null &&
    sameValue(normaliseSearch(value as Search), value)
  );
}

/** Structural equality of plain data (key order ignored, `-0` and `0` told apart, NaN equal to NaN). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, i) => sameValue(item, b[i]))
    );
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length &&
    keys.every((key) => Object.hasOwn(right, key) && sameValue(left[key], right[key]))
  );
}

function omit(search: Search, keys: readonly (keyof Search)[]): Search {
  const out: Draft = { ...search };
  for (const key of keys) delete out[key];
  return out as Search;
}

/** What a results path carries of a search: all but q, branchId, place and clickedProperty. */
export function searchPathPart(search: Search): Search {
  return omit(normaliseSearch(search), ['q', 'branchId', 'place', 'clickedProperty']);
}

/**
 * What a `/search` URL (and the `.ljson` query) carries: all but place and clickedProperty, and q
 * only when no place id is set.
 */
export function searchUrlPart(search: Search): Search {
  const normal = normaliseSearch(search);
  return omit(
    normal,
    normal.placeId === undefined ? ['place', 'clickedProperty'] : ['place', 'clickedProperty', 'q'],
  );
}
