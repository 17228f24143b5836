/**
 * The visitor's recent searches, kept in the browser (SPEC §3, §4 "Search", §9: 10 entries),
 * newest first. "Back to search" on a property page rebuilds its URL from here (SPEC §2).
 *
 * Terms used below:
 * - two searches are *equal* when they ask for the same results: page, clickedProperty,
 *   the display-only placeSlug and place are ignored, tags compare as a set, and q is ignored
 *   when a placeId is set (it is then only the place's name);
 * - a *lone polygon* is a search whose only criterion is a drawn polygon: poly set, and nothing
 *   else set but the channel, place slug, sort order, page and clicked mark (a status equal to
 *   the theme's default status does not count either). The map produces these as the visitor
 *   pans and expands the drawn area; they are not recorded.
 */
import { isLeft } from 'fp-ts/Either';
import * as t from 'io-ts';
import { isFieldText } from './search-grammar.js';
import { buildSearchPath, buildSearchUrl, type SearchUrlOptions } from './search-path.js';
import { isValidSearch, normaliseSearch, sameValue } from './search-normalise.js';
import type { Search } from './search.js';

/** Search history keeps the latest 10 entries (SPEC §4 Search, §9). */
export const SEARCH_HISTORY_LIMIT = 10;

/** Newest first; at most SEARCH_HISTORY_LIMIT entries; no two consecutive entries equal. */
export type SearchHistory = readonly Search[];

export const EMPTY_SEARCH_HISTORY: SearchHistory = [];

type Draft = { -readonly [K in keyof Search]?: Search[K] };

function without(search: Search, keys: readonly (keyof Search)[]): Search {
  const out: Draft = { ...search };
  for (const key of keys) delete out[key];
  return out as Search;
}

/** The part of a search that decides its results (see "equal" above). */
function resultsKey(search: Search): Search {
  const normal = normaliseSearch(search);
  const ignored: (keyof Search)[] = ['page', 'clickedProperty', 'placeSlug', 'place'];
  if (normal.placeId !== undefined) ignored.push('q');
  const key = without(normal, ignored);
  return key.tags === undefined ? key : { ...key, tags: [...key.tags].sort() };
}

/** Whether two searches ask for the same results (key order, page and clicked mark ignored). */
export function searchesEqual(a: Search, b: Search): boolean {
  return sameValue(resultsKey(a), resultsKey(b));
}

/** Whether the search's only criterion is a drawn polygon (see the module comment). */
export function isLonePolygon(search: Search, defaultSearchStatus?: string): boolean {
  const normal = normaliseSearch(search);
  if (normal.poly === undefined) return false;
  const ignored: (keyof Search)[] = [
    'channel',
    'placeSlug',
    'sorted',
    'page',
    'clickedProperty',
    'poly',
  ];
  if (defaultSearchStatus !== undefined && normal.status === defaultSearchStatus)
    ignored.push('status');
  return Object.keys(without(normal, ignored)).length === 0;
}

export interface RecordContext {
  /** Set when the search is recorded from the page of this property rather than from results. */
  readonly propertyId?: string;
  /** The theme's default_search_status, which does not count as a criterion of a lone polygon. */
  readonly defaultSearchStatus?: string;
}

/**
 * The history after the visitor has seen a search's results (or a property page that carries a
 * search). In order:
 * 1. a lone polygon records nothing;
 * 2. a search equal to the newest entry:
 *    - on a property page (`context.propertyId` set) records nothing: it is the search the
 *      property was clicked from, and its page and clicked mark must survive for "Back to search";
 *    - on results only updates the newest entry's page (the clicked mark is dropped when the
 *      page changes, since the clicked property was on the old page);
 * 3. any other search goes in front, and the oldest entries beyond 10 are dropped.
 * The stored entry never carries clickedProperty from the caller: `markClickedProperty` sets it.
 */
export function recordSearch(
  history: SearchHistory,
  search: Search,
  context: RecordContext = {},
): SearchHistory {
  const entry = without(normaliseSearch(search), ['clickedProperty']);
  if (isLonePolygon(entry, context.defaultSearchStatus)) return history;
  const [head, ...rest] = history;
  if (head !== undefined && searchesEqual(head, entry)) {
    if (context.propertyId !== undefined || head.page === entry.page) return history;
    const updated = without(head, ['page', 'clickedProperty']);
    return [entry.page === undefined ? updated : { ...updated, page: entry.page }, ...rest];
  }
  return [entry, ...history].slice(0, SEARCH_HISTORY_LIMIT);
}

/**
 * Whether recording a search turned `before` into `after` by putting a new search in front (not by
 * updating the newest entry's page, nor by recording nothing): a search the visitor made, for the
 * analytics event 'search' (core/search/search-event.ts).
 */
export function isNewSearch(before: SearchHistory, after: SearchHistory): boolean {
  const [newest] = after;
  if (newest === undefined || after === before) return false;
  const [previous] = before;
  return previous === undefined || !searchesEqual(previous, newest);
}

/** Marks the newest entry with the property the visitor clicked in its results. */
export function markClickedProperty(history: SearchHistory, propertyId: string): SearchHistory {
  const [head, ...rest] = history;
  if (head === undefined || !isFieldText(propertyId)) return history;
  return [{ ...head, clickedProperty: propertyId }, ...rest];
}

export interface BackToSearchOptions extends SearchUrlOptions {
  /** The property page the visitor is on; its results page is kept only if it was clicked from there. */
  readonly propertyId?: string;
}

/**
 * The search "Back to search" returns to: the newest entry. When that entry carries the clicked
 * property (the one given, if given), its page is kept so the visitor lands where they were;
 * otherwise they go to page 1. Undefined for an empty history (the caller picks a fallback).
 */
export function backToSearch(history: SearchHistory, propertyId?: string): Search | undefined {
  const head = history[0];
  if (head === undefined) return undefined;
  const clickedHere =
    head.clickedProperty !== undefined &&
    (propertyId === undefined || head.clickedProperty === propertyId);
  return without(
    normaliseSearch(head),
    clickedHere ? ['clickedProperty'] : ['clickedProperty', 'page'],
  );
}

/** The `/search?…` URL of `backToSearch` (SPEC §2 "Back to search"). */
export function backToSearchUrl(
  history: SearchHistory,
  options: BackToSearchOptions = {},
): string | undefined {
  const search = backToSearch(history, options.propertyId);
  if (search === undefined) return undefined;
  return buildSearchUrl(search, options.map === undefined ? {} : { map: options.map });
}

/** The results path of `backToSearch`. */
export function backToSearchPath(
  history: SearchHistory,
  options: BackToSearchOptions = {},
): string | undefined {
  const search = backToSearch(history, options.propertyId);
  return search === undefined ? undefined : buildSearchPath(search);
}

// ---------------------------------------------------------------------------------------------
// Decoding a stored history

/** The shape of a stored search; values are then checked by normaliseSearch. */
const StoredSearchShape = t.intersection([
  t.type({ channel: t.keyof({ sales: null, lettings: null }) }),
  t.partial({
    placeId: t.string,
    placeSlug: t.string,
    place: t.UnknownRecord,
    q: t.string,
    branchId: t.string,
    tags: t.array(t.string),
    poly: t.string,
    auctionDate: t.string,
    text: t.string,
    minBeds: t.number,
    maxBeds: t.number,
    minPrice: t.number,
    maxPrice: t.number,
    minSquareFeet: t.number,
    maxSquareFeet: t.number,
    area: t.number,
    updatedAgo: t.number,
    createdAgo: t.number,
    status: t.string,
    minAcreage: t.number,
    maxAcreage: t.number,
    within: t.string,
    page: t.number,
    shortLets: t.boolean,
    pets: t.boolean,
    sorted: t.string,
    clickedProperty: t.string,
  }),
]);

/**
 * A stored search: an object with a channel and correctly typed fields; values that break a
 * field's rule (NaN, negative counts, unknown sort orders…) are dropped by normalisation.
 */
export const SearchCodec = new t.Type<Search, Search, unknown>(
  'Search',
  isValidSearch,
  (value, context) => {
    const shape = StoredSearchShape.validate(value, context);
    return isLeft(shape) ? shape : t.success(normaliseSearch(shape.right as Search));
  },
  (search) => normaliseSearch(search),
);

/** Newest first, at most 10, no two consecutive entries equal (the newer one is kept). */
function tidy(entries: readonly Search[]): Search[] {
  const out: Search[] = [];
  for (const entry of entries) {
    const previous = out[out.length - 1];
    if (previous === undefined || !searchesEqual(previous, entry)) out.push(entry);
    if (out.length === SEARCH_HISTORY_LIMIT) break;
  }
  return out;
}

/**
 * A stored history: an array; entries that are not stored searches are dropped (a corrupt entry
 * costs only itself), then the history invariants are restored. Anything but an array fails.
 */
export const SearchHistoryCodec = new t.Type<SearchHistory, readonly Search[], unknown>(
  'SearchHistory',
  (value): value is SearchHistory =>
    Array.isArray(value) &&
    value.every((entry) => SearchCodec.is(entry)) &&
    sameValue(tidy(value), value),
  (value, context) => {
    const list = t.UnknownArray.validate(value, context);
    if (isLeft(list)) return list;
    const entries: Search[] = [];
    for (const item of list.right) {
      const decoded = SearchCodec.decode(item);
      if (!isLeft(decoded)) entries.push(decoded.right);
    }
    return t.success(tidy(entries));
  },
  (history) => tidy(history.map((entry) => normaliseSearch(entry))),
);

/** Any stored value as a valid history; a value that is not a history at all gives an empty one. */
export function decodeSearchHistory(value: unknown): SearchHistory {
  const decoded = SearchHistoryCodec.decode(value);
  return isLeft(decoded) ? EMPTY_SEARCH_HISTORY : decoded.right;
}
