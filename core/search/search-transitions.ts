/**
 * How a search changes when the visitor changes it (SPEC §4 "Search", §2 property page).
 *
 * Every transition returns a normalised search (see `normaliseSearch`) and leaves its input
 * alone. Rules shared by all of them:
 * - a transition that changes what the search asks for sends the visitor back to page 1 (page
 *   left unset) and drops `clickedProperty`, since both belonged to the previous results;
 * - a transition that changes nothing returns the very same search object (no page reset),
 *   so observers can skip work;
 * - values that break a field's rule (a negative price, NaN, an empty tag) count as unset.
 * `changePage` and `applyDefaultStatus` are the exceptions to the page rule: see each.
 */
import { DEVELOPMENT_PLOT_TAG } from '../property/development-tag.js';
import { isAcreage, isChannel, isCount, isFieldText } from './search-grammar.js';
import { normaliseSearch, sameValue } from './search-normalise.js';
import type { Channel, Place, Search, SortOption } from './search.js';

type Draft = { -readonly [K in keyof Search]?: Search[K] };

/** The tag a property page adds to the search for a development plot (SPEC §2). */
export { DEVELOPMENT_PLOT_TAG };

function without(search: Search, keys: readonly (keyof Search)[]): Draft {
  const out: Draft = { ...search };
  for (const key of keys) delete out[key];
  return out;
}

/** What a search asks for: all of it but the page and the clicked-property mark. */
function criteria(search: Search): Search {
  return without(normaliseSearch(search), ['page', 'clickedProperty']) as Search;
}

/** The search with `patch` written and `removed` cleared; the same object if that changes nothing asked for. */
function change(search: Search, patch: Draft, removed: readonly (keyof Search)[] = []): Search {
  const next = criteria({ ...without(search, removed), ...patch } as Search);
  return sameValue(next, criteria(search)) ? search : next;
}

/** Sales ↔ lettings. Prices mean different things in each (price vs rent), so both are cleared. */
export function changeChannel(search: Search, channel: Channel): Search {
  if (!isChannel(channel) || channel === search.channel) return search;
  return change(search, { channel }, ['minPrice', 'maxPrice']);
}

/**
 * Free-text location search. Clears the drawn polygon and any chosen place (placeId, place and
 * the place slug), since the text now says where. A blank text clears q as well.
 */
export function setTextQuery(search: Search, query: string): Search {
  const q = typeof query === 'string' ? query.trim() : '';
  const cleared: (keyof Search)[] = ['poly', 'placeId', 'place', 'placeSlug'];
  return q === '' ? change(search, {}, [...cleared, 'q']) : change(search, { q }, cleared);
}

/** How a channel reads after a noun: 'houses for sale', 'flats to rent'. */
export const CHANNEL_PHRASES: Readonly<Record<Channel, string>> = {
  sales: 'for sale',
  lettings: 'to rent',
};

/**
 * The heading of a location-guide page (`counties#show`, `postcodes#show`, `locations#show`,
 * `countries#show`; SPEC §1: "Location guide pages exist; their content is not shown", so the
 * page is a heading naming the place over the place's results): 'Property for sale in Somerset'.
 */
export function placeResultsHeading(place: Place, channel: Channel): string {
  return `Property ${CHANNEL_PHRASES[channel]} in ${place.name.trim()}`;
}

/** The text shown for a chosen place: "name, county name", or just the name without a county. */
export function placeDisplayName(place: Place): string {
  const name = place.name.trim();
  const county = place.county_name?.trim() ?? '';
  return county === '' ? name : `${name}, ${county}`;
}

/**
 * A place picked from suggestions: placeId and q (its display name) are set, the place is kept
 * for display, and the old place slug, which named the previous place, is dropped. The drawn
 * polygon is left as it is (SPEC does not clear it). A place without id or name changes nothing.
 */
export function selectPlace(search: Search, place: Place): Search {
  if (!isFieldText(place.place_id) || typeof place.name !== 'string' || place.name.trim() === '')
    return search;
  const chosen: Place =
    place.county_name === undefined
      ? { place_id: place.place_id, name: place.name }
      : { place_id: place.place_id, name: place.name, county_name: place.county_name };
  return change(search, { placeId: place.place_id, q: placeDisplayName(place), place: chosen }, [
    'placeSlug',
  ]);
}

/** Removes the chosen place: placeId, q, place and the place slug. */
export function clearPlace(search: Search): Search {
  return change(search, {}, ['placeId', 'q', 'place', 'placeSlug']);
}

const tagsOf = (search: Search): readonly string[] => search.tags ?? [];

/** Adds a tag (trimmed) unless it is blank or already there. */
export function addTag(search: Search, tag: string): Search {
  const clean = typeof tag === 'string' ? tag.trim() : '';
  if (clean === '' || tagsOf(search).includes(clean)) return search;
  return change(search, { tags: [...tagsOf(search), clean] });
}

/** Removes a tag: the one written exactly so (a filter chip's), else the one that reads so trimmed. */
export function removeTag(search: Search, tag: string): Search {
  const tags = tagsOf(search);
  const gone = tags.includes(tag) ? tag : typeof tag === 'string' ? tag.trim() : '';
  return change(search, { tags: tags.filter((t) => t !== gone) });
}

export function removeAllTags(search: Search): Search {
  return change(search, {}, ['tags']);
}

export function toggleTag(search: Search, tag: string): Search {
  const clean = typeof tag === 'string' ? tag.trim() : '';
  return tagsOf(search).includes(clean) ? removeTag(search, clean) : addTag(search, clean);
}

/**
 * Fills a missing status with the theme's `default_search_status`. A status already chosen is
 * kept. The page is kept too: this completes the search the page shows rather than changing it.
 */
export function applyDefaultStatus(search: Search, defaultSearchStatus?: string): Search {
  if (search.status !== undefined || !isFieldText(defaultSearchStatus)) return search;
  return normaliseSearch({ ...search, status: defaultSearchStatus });
}

/**
 * The search as URLs and saved items carry it: a status equal to the theme's default is left out
 * (the platform fills it in again), so a visitor's links and saved searches never gain a filter
 * they did not choose. The inverse of `applyDefaultStatus`.
 */
export function withoutDefaultStatus(search: Search, defaultSearchStatus?: string): Search {
  if (defaultSearchStatus === undefined || search.status !== defaultSearchStatus) return search;
  return without(search, ['status']) as Search;
}

/**
 * On a property page, the search gains the tag 'development plot' when the property has it
 * (compared without case or surrounding spaces). Otherwise the search is unchanged.
 */
export function withDevelopmentPlotTag(search: Search, propertyTags: readonly string[]): Search {
  const hasTag = propertyTags.some(
    (tag) => typeof tag === 'string' && tag.trim().toLowerCase() === DEVELOPMENT_PLOT_TAG,
  );
  return hasTag ? addTag(search, DEVELOPMENT_PLOT_TAG) : search;
}

/**
 * Moves to a results page (1-based; page 1 leaves `page` unset). Anything but a whole number
 * from 1 changes nothing. Nothing else is touched: the clicked-property mark stays.
 */
export function changePage(search: Search, page: number): Search {
  if (!Number.isSafeInteger(page) || page < 1) return search;
  if ((search.page ?? 1) === page) return search;
  return normaliseSearch(page === 1 ? (without(search, ['page']) as Search) : { ...search, page });
}

/** Sets the sort order, or clears it (the platform's default order) with `undefined`. */
export function changeSort(search: Search, sorted: SortOption | undefined): Search {
  return sorted === undefined ? change(search, {}, ['sorted']) : change(search, { sorted });
}

export type RangeFilter = 'beds' | 'price' | 'squareFeet' | 'acreage';

export interface RangeBounds {
  readonly min?: number | undefined;
  readonly max?: number | undefined;
}

/** The minimum and maximum fields of each range. */
export const RANGE_FIELDS: Readonly<Record<RangeFilter, readonly [keyof Search, keyof Search]>> = {
  beds: ['minBeds', 'maxBeds'],
  price: ['minPrice', 'maxPrice'],
  squareFeet: ['minSquareFeet', 'maxSquareFeet'],
  acreage: ['minAcreage', 'maxAcreage'],
};

/**
 * Sets both ends of a numeric range (beds, price, square feet: whole numbers from 0; acreage:
 * decimals from 0). An end left undefined, or one breaking the field's rule, is cleared
 * ("any"). When min is above max the two are swapped, so "from 4 up to 2 beds" means 2 to 4.
 */
export function setFilter(search: Search, range: RangeFilter, bounds: RangeBounds): Search {
  const rule = range === 'acreage' ? isAcreage : isCount;
  const min = rule(bounds.min) ? bounds.min : undefined;
  const max = rule(bounds.max) ? bounds.max : undefined;
  const [low, high] = min !== undefined && max !== undefined && min > max ? [max, min] : [min, max];
  const [minKey, maxKey] = RANGE_FIELDS[range];
  return change(search, { [minKey]: low, [maxKey]: high }, [minKey, maxKey]);
}

/** Single-valued filters and the value each takes (`undefined` clears it). */
export interface FilterValues {
  readonly area: number;
  readonly updatedAgo: number;
  readonly createdAgo: number;
  readonly within: string;
  readonly status: string;
  readonly auctionDate: string;
  readonly text: string;
  readonly shortLets: boolean;
  readonly pets: boolean;
  readonly branchId: string;
  /** A drawn area: an encoded polyline. */
  readonly poly: string;
}

/**
 * Sets one single-valued filter. `undefined`, `false` for a flag, or a value breaking the
 * field's rule (see `normaliseSearch`) clears it.
 */
export function setFilterValue<K extends keyof FilterValues>(
  search: Search,
  field: K,
  value: FilterValues[K] | undefined,
): Search {
  return change(search, { [field]: value }, [field]);
}
