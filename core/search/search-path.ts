/**
 * Search URLs (shared/reference/search-url.md): the results page path, the `/search?…` call the
 * front end navigates to, and the flat snake_case query of `GET /search.ljson`.
 *
 * Parsing is total: any string (hostile, truncated, badly encoded) gives a valid search, and
 * what was ignored is reported as plain-text issues for logs. Building is canonical: it first
 * normalises the search, then writes a fixed segment order with defaults left out, so equal
 * searches give equal URLs and parse(build(s)) deep-equals s for every valid s.
 *
 * What each form carries:
 * - the path carries every field except q, branchId, place and clickedProperty
 *   (see `searchPathPart`);
 * - the `/search` URL carries channel, place_id (or else q), branch_id as query keys and the
 *   remaining path segments in `fragment`: the path minus its channel and `gid-` segments, which
 *   the query already holds. The place slug stays in the fragment (it has no query key). q is
 *   never written beside place_id, since with a place chosen q is only the place's display name
 *   (see `searchUrlPart`);
 * - the `.ljson` query carries the same fields as the `/search` URL, one snake_case key each;
 *   the `/search` URL accepts those keys too, as a search form sends them without JavaScript
 *   (search-form-fields.ts).
 */
import { polylineFromBase64Url, polylineToBase64Url, isEncodedPolyline } from './polyline.js';
import {
  CANONICAL_CHANNEL_WORD,
  channelOfWord,
  decodeSegmentValue,
  encodeSegmentValue,
  isAcreage,
  isChannel,
  isCount,
  isFieldText,
  isIsoDate,
  isPageBeyondFirst,
  isPlaceSlug,
  isSortOption,
  isWithin,
  matchSegment,
  normaliseTags,
  readAcreage,
  readCount,
  readPage,
  readTagList,
  toWellFormed,
  type SegmentKind,
  type ValueResult,
} from './search-grammar.js';
import type { Channel, Place, Search } from './search.js';

type Draft = { -readonly [K in keyof Search]?: Search[K] };

export interface ParsedSearch {
  readonly search: Search;
  /** What was ignored and why, one plain sentence each (for logs, never for visitors). */
  readonly issues: readonly string[];
}

export interface ParsedSearchUrl extends ParsedSearch {
  /** The URL asked for the map view (`hashbang=map`, or a `#/map` hash). */
  readonly map: boolean;
}

export interface SearchUrlOptions {
  /** Ask for the map view (`hashbang=map`). */
  readonly map?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Validity

type CountField =
  | 'minBeds'
  | 'maxBeds'
  | 'minPrice'
  | 'maxPrice'
  | 'minSquareFeet'
  | 'maxSquareFeet'
  | 'area'
  | 'updatedAgo'
  | 'createdAgo';

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
  return county === undefined ? { place_id: placeId, name } : { place_id: placeId, name, county_name: county };
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
  const s = (typeof search === 'object' && search !== null ? search : {}) as Record<string, unknown>;
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
  return typeof value === 'object' && value !== null && sameValue(normaliseSearch(value as Search), value);
}

/** Structural equality of plain data (key order ignored, `-0` and `0` told apart, NaN equal to NaN). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameValue(item, b[i]))
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
  return omit(normal, normal.placeId === undefined ? ['place', 'clickedProperty'] : ['place', 'clickedProperty', 'q']);
}

// ---------------------------------------------------------------------------------------------
// Building the results path

interface Segment {
  readonly kind: SegmentKind | 'placeSlug';
  readonly text: string;
}

function segmentsOf(s: Search): Segment[] {
  const out: Segment[] = [{ kind: 'channel', text: CANONICAL_CHANNEL_WORD[s.channel] }];
  const add = <V>(kind: Segment['kind'], value: V | undefined, write: (value: V) => string): void => {
    if (value !== undefined) out.push({ kind, text: write(value) });
  };
  add('placeSlug', s.placeSlug, encodeSegmentValue);
  add('placeId', s.placeId, (id: string) => `gid-${encodeSegmentValue(id)}`);
  add('minBeds', s.minBeds, (n: number) => `from-${n}-bed`);
  add('maxBeds', s.maxBeds, (n: number) => `up-to-${n}-bed`);
  add('minPrice', s.minPrice, (n: number) => `from-${n}`);
  add('maxPrice', s.maxPrice, (n: number) => `up-to-${n}`);
  add('minAcreage', s.minAcreage, (n: number) => `from-${n}-acres`);
  add('maxAcreage', s.maxAcreage, (n: number) => `up-to-${n}-acres`);
  add('minSquareFeet', s.minSquareFeet, (n: number) => `min-sq-ft-${n}`);
  add('maxSquareFeet', s.maxSquareFeet, (n: number) => `max-sq-ft-${n}`);
  add('area', s.area, (n: number) => `area-${n}`);
  add('within', s.within, (w: string) => `within-${w}`);
  add('status', s.status, (status: string) => `status-${encodeSegmentValue(status)}`);
  add('tags', s.tags, (tags: readonly string[]) => `tag-${tags.map(encodeSegmentValue).join(',')}`);
  add('auctionDate', s.auctionDate, (date: string) => `auction-date-${date}`);
  add('updatedAgo', s.updatedAgo, (n: number) => `updated-in-${n}-days`);
  add('createdAgo', s.createdAgo, (n: number) => `newer-than-${n}-days`);
  add('text', s.text, (value: string) => `text-${encodeSegmentValue(value)}`);
  add('poly', s.poly === undefined ? undefined : polylineToBase64Url(s.poly), (b64: string) => `poly-${b64}`);
  add('shortLets', s.shortLets, () => 'short-lets');
  add('pets', s.pets, () => 'pets');
  add('sorted', s.sorted, (sort: string) => sort);
  add('page', s.page, (n: number) => `page-${n}`);
  return out;
}

/**
 * The canonical results path, e.g.
 * `/property-for-sale/taunton/gid-5f1c/from-2-bed/up-to-350000/tag-garden,parking/most-recent-first/page-2`.
 * The channel is always written (`property-for-sale` or `property-to-rent`); other defaults are left out.
 */
export function buildSearchPath(search: Search): string {
  return `/${segmentsOf(normaliseSearch(search))
    .map((segment) => segment.text)
    .join('/')}`;
}

// ---------------------------------------------------------------------------------------------
// Parsing the results path

type Reader = (value: string) => ValueResult<Draft>;

const ok = (value: Draft): ValueResult<Draft> => ({ ok: true, value });
const rejected = (reason: string): ValueResult<Draft> => ({ ok: false, reason });

const into =
  <A>(key: keyof Search, read: (value: string) => ValueResult<A>): Reader =>
  (value) => {
    const result = read(value);
    return result.ok ? ok({ [key]: result.value }) : result;
  };

const checked =
  (key: keyof Search, rule: (value: unknown) => boolean, reason: string): Reader =>
  (value) =>
    rule(value) ? ok({ [key]: value }) : rejected(reason);

const decoded =
  (key: keyof Search): Reader =>
  (value) => {
    const plain = decodeSegmentValue(value);
    if (plain === undefined) return rejected('bad percent-encoding');
    return plain === '' ? rejected('empty value') : ok({ [key]: plain });
  };

const counted = (key: CountField): Reader => into(key, readCount);
const acres = (key: 'minAcreage' | 'maxAcreage'): Reader => into(key, readAcreage);

const readPageInto: Reader = (value) => {
  const result = readPage(value);
  if (!result.ok) return result;
  return ok(result.value === undefined ? {} : { page: result.value });
};

const WITHIN_REASON = 'not a distance such as 0-5-miles';
const DATE_REASON = 'not a date written YYYY-MM-DD';
const SORT_REASON = 'not a sort order';

/** The filters read the same way from a path segment and from a query value. */
const RANGE_READERS = {
  minBeds: counted('minBeds'),
  maxBeds: counted('maxBeds'),
  minPrice: counted('minPrice'),
  maxPrice: counted('maxPrice'),
  minAcreage: acres('minAcreage'),
  maxAcreage: acres('maxAcreage'),
  minSquareFeet: counted('minSquareFeet'),
  maxSquareFeet: counted('maxSquareFeet'),
  area: counted('area'),
  within: checked('within', isWithin, WITHIN_REASON),
} satisfies Partial<Record<SegmentKind, Reader>>;

/** The date filters, read the same way from a path segment and from a query value. */
const DATE_READERS = {
  auctionDate: checked('auctionDate', isIsoDate, DATE_REASON),
  updatedAgo: counted('updatedAgo'),
  createdAgo: counted('createdAgo'),
} satisfies Partial<Record<SegmentKind, Reader>>;

const PATH_READERS: Readonly<Record<Exclude<SegmentKind, 'tags'>, Reader>> = {
  channel: (value) => ok({ channel: channelOfWord(value) ?? 'sales' }),
  placeId: decoded('placeId'),
  ...RANGE_READERS,
  status: decoded('status'),
  ...DATE_READERS,
  text: decoded('text'),
  poly: (value) => {
    const polyline = polylineFromBase64Url(value);
    return polyline === undefined ? rejected('not base64url of an encoded polyline') : ok({ poly: polyline });
  },
  shortLets: () => ok({ shortLets: true }),
  pets: () => ok({ pets: true }),
  sorted: checked('sorted', isSortOption, SORT_REASON),
  page: readPageInto,
};

const quote = (raw: string): string => JSON.stringify(raw.length > 80 ? `${raw.slice(0, 80)}…` : raw);

/** Issues kept per parse; the rest are counted in a last line, so hostile input cannot flood a log. */
export const MAX_REPORTED_ISSUES = 50;

/** A list that keeps the first MAX_REPORTED_ISSUES issues and counts the rest. */
class IssueList {
  private readonly kept: string[] = [];
  private dropped = 0;

  add(issue: string): void {
    if (this.kept.length < MAX_REPORTED_ISSUES) this.kept.push(issue);
    else this.dropped += 1;
  }

  list(): string[] {
    return this.dropped === 0 ? this.kept : [...this.kept, `…and ${this.dropped} more ignored`];
  }
}

/** The path's segments: scheme and host, query string and hash dropped; empty segments skipped. */
function splitPath(path: string): string[] {
  const cut = path.search(/[?#]/);
  const bare = (cut === -1 ? path : path.slice(0, cut)).replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  return bare.split('/').filter((segment) => segment !== '');
}

/** A search from a results path, with a sentence for each segment that was ignored. Never throws. */
export function parseSearchPathWithIssues(path: string): ParsedSearch {
  const issues = new IssueList();
  const search = parsePath(path, issues);
  return { search, issues: issues.list() };
}

function parsePath(path: string, issues: IssueList): Search {
  if (typeof path !== 'string') {
    issues.add('Not a path');
    return normaliseSearch({ channel: 'sales' });
  }
  const draft: Draft = {};
  const seen = new Set<SegmentKind>();
  const tags = new Set<string>();
  for (const raw of splitPath(path)) {
    const match = matchSegment(raw);
    if (match === undefined) {
      readPlaceSlug(raw, draft, issues);
    } else if (match.kind === 'tags') {
      const found = readTagList(match.value);
      for (const bad of found.bad) issues.add(`Ignored tag ${quote(bad)} in ${quote(raw)}: bad percent-encoding`);
      if (found.tags.length === 0) issues.add(`Ignored ${quote(raw)}: no tags`);
      for (const tag of found.tags) tags.add(tag);
    } else if (seen.has(match.kind)) {
      issues.add(`Ignored ${quote(raw)}: an earlier segment already set ${match.kind}`);
    } else {
      const result = PATH_READERS[match.kind](match.value);
      if (result.ok) {
        seen.add(match.kind);
        Object.assign(draft, result.value);
      } else {
        issues.add(`Ignored ${quote(raw)}: ${result.reason}`);
      }
    }
  }
  if (tags.size > 0) draft.tags = [...tags];
  return normaliseSearch(draft as Search);
}

function readPlaceSlug(raw: string, draft: Draft, issues: IssueList): void {
  const slug = decodeSegmentValue(raw);
  if (slug === undefined) {
    issues.add(`Ignored ${quote(raw)}: bad percent-encoding`);
  } else if (draft.placeSlug !== undefined) {
    issues.add(`Ignored ${quote(raw)}: not a search segment, and the place slug is already ${quote(draft.placeSlug)}`);
  } else if (!isPlaceSlug(slug)) {
    issues.add(`Ignored ${quote(raw)}: cannot be a place slug`);
  } else {
    draft.placeSlug = slug;
  }
}

/** A search from a results path (e.g. `/property-to-rent/taunton/from-2-bed`). Total: never throws. */
export function parseSearchPath(path: string): Search {
  return parseSearchPathWithIssues(path).search;
}

// ---------------------------------------------------------------------------------------------
// The /search call

/** The path of the search call (the action of a search form sent without JavaScript too). */
export const SEARCH_CALL_PATH = '/search';

/**
 * The `/search?…` URL the front end navigates to for a search: `channel`, then `place_id` (a
 * chosen place) or `q` (free text, never both), `branch_id`, then `fragment` holding the path
 * segments the query does not already carry, and `hashbang=map` for the map view.
 */

export function buildSearchUrl(search: Search, options: SearchUrlOptions = {}): string {
  const s = normaliseSearch(search);
  const params = new URLSearchParams();
  params.set('channel', s.channel);
  if (s.placeId !== undefined) params.set('place_id', s.placeId);
  else if (s.q !== undefined) params.set('q', s.q);
  if (s.branchId !== undefined) params.set('branch_id', s.branchId);
  const fragment = segmentsOf(s)
    .filter((segment) => segment.kind !== 'channel' && segment.kind !== 'placeId')
    .map((segment) => segment.text)
    .join('/');
  if (fragment !== '') params.set('fragment', fragment);
  if (options.map === true) params.set('hashbang', 'map');
  return `${SEARCH_CALL_PATH}?${params.toString()}`;
}

const URL_KEYS: ReadonlySet<string> = new Set(['channel', 'place_id', 'q', 'branch_id', 'fragment', 'hashbang']);

function readChannel(value: string): Channel | undefined {
  return isChannel(value) ? value : channelOfWord(value);
}

/** A key of the flat query (`min_beds`) that the search call also reads, beside its own keys. */
const isFormKey = (key: string): boolean =>
  key !== 'channel' && !URL_KEYS.has(key) && QUERY_KEY_SET.has(key);

/**
 * The search asked for by a `/search?…` URL (a full URL, a path or a bare query). Query keys win
 * over the same field written in the fragment. The keys of the flat query (`min_beds=2`, as a
 * search form sends its fields without JavaScript) are read too; a field the form left blank
 * comes as an empty value, which leaves it unset. Never throws.
 */
export function parseSearchUrlWithIssues(url: string): ParsedSearchUrl {
  if (typeof url !== 'string') {
    return { search: normaliseSearch({ channel: 'sales' }), map: false, issues: ['Not a URL'] };
  }
  const hashAt = url.indexOf('#');
  const hash = hashAt === -1 ? '' : url.slice(hashAt + 1);
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const params = new URLSearchParams(queryAt === -1 ? '' : beforeHash.slice(queryAt + 1));
  const issues = new IssueList();
  const draft: Draft = { ...parsePath(params.get('fragment') ?? '', issues) };
  const formFields = [...params].filter(([key, value]) => isFormKey(key) && value !== '');
  if (formFields.length > 0) {
    const fromForm = searchFromQueryWithIssues(new URLSearchParams(formFields));
    for (const issue of fromForm.issues) issues.add(issue);
    const { channel: _default, ...fields } = fromForm.search;
    Object.assign(draft, fields);
  }
  const channel = params.get('channel');
  if (channel !== null) {
    const known = readChannel(channel);
    if (known === undefined) issues.add(`Ignored channel ${quote(channel)}: not a channel`);
    else draft.channel = known;
  }
  const setText = (key: string, field: 'placeId' | 'q' | 'branchId'): void => {
    const value = params.get(key);
    if (value === null) return;
    if (value === '') issues.add(`Ignored ${key}: empty value`);
    else draft[field] = value;
  };
  setText('place_id', 'placeId');
  setText('q', 'q');
  setText('branch_id', 'branchId');
  const hashbang = params.get('hashbang');
  if (hashbang !== null && hashbang !== 'map') issues.add(`Ignored hashbang ${quote(hashbang)}: only map is known`);
  for (const key of new Set(params.keys())) {
    if (URL_KEYS.has(key) || isFormKey(key)) continue;
    issues.add(`Ignored query key ${quote(key)}: not part of a search URL`);
  }
  const map = hashbang === 'map' || hash === '/map' || hash === 'map';
  return { search: normaliseSearch(draft as Search), map, issues: issues.list() };
}

/** The search asked for by a `/search?…` URL; the inverse of `buildSearchUrl`. Never throws. */
export function parseSearchUrl(url: string): Search {
  return parseSearchUrlWithIssues(url).search;
}

// ---------------------------------------------------------------------------------------------
// The flat query of GET /search.ljson

type QueryField = Exclude<keyof Search, 'channel' | 'place' | 'clickedProperty'>;

/** snake_case query key of each field, in the order they are written. */
export const SEARCH_QUERY_KEYS: Readonly<Record<QueryField, string>> = {
  placeSlug: 'place_slug',
  placeId: 'place_id',
  q: 'q',
  branchId: 'branch_id',
  minBeds: 'min_beds',
  maxBeds: 'max_beds',
  minPrice: 'min_price',
  maxPrice: 'max_price',
  minAcreage: 'min_acreage',
  maxAcreage: 'max_acreage',
  minSquareFeet: 'min_square_feet',
  maxSquareFeet: 'max_square_feet',
  area: 'area',
  within: 'within',
  status: 'status',
  tags: 'tags',
  auctionDate: 'auction_date',
  updatedAgo: 'updated_ago',
  createdAgo: 'created_ago',
  text: 'text',
  poly: 'poly',
  shortLets: 'short_lets',
  pets: 'pets',
  sorted: 'sorted',
  page: 'page',
};

const QUERY_FIELDS = Object.keys(SEARCH_QUERY_KEYS) as QueryField[];

/**
 * The search as flat snake_case query values (for `GET /search.ljson`): `channel` always, each
 * other field only when set; tags as a comma list of percent-encoded tags; flags as `true`;
 * the polyline as it is (URLSearchParams encodes it). q is left out when a place id is set.
 */
export function searchToQuery(search: Search): Record<string, string> {
  const s = searchUrlPart(search) as unknown as Readonly<Record<string, unknown>>;
  const out: Record<string, string> = { channel: String(s['channel']) };
  for (const field of QUERY_FIELDS) {
    const value = s[field];
    if (value === undefined) continue;
    out[SEARCH_QUERY_KEYS[field]] = Array.isArray(value)
      ? value.map((tag: string) => encodeSegmentValue(tag)).join(',')
      : String(value);
  }
  return out;
}

const flagInto =
  (key: 'shortLets' | 'pets'): Reader =>
  (value) => {
    if (value === 'true' || value === '1') return ok({ [key]: true });
    return value === 'false' || value === '0' ? ok({}) : rejected('not true or false');
  };

const TEXT_REASON = 'empty value';

const QUERY_READERS: Readonly<Record<Exclude<QueryField, 'tags'>, Reader>> = {
  placeSlug: checked('placeSlug', isPlaceSlug, 'cannot be a place slug'),
  placeId: checked('placeId', isFieldText, TEXT_REASON),
  q: checked('q', isFieldText, TEXT_REASON),
  branchId: checked('branchId', isFieldText, TEXT_REASON),
  ...RANGE_READERS,
  status: checked('status', isFieldText, TEXT_REASON),
  ...DATE_READERS,
  text: checked('text', isFieldText, TEXT_REASON),
  poly: checked('poly', isEncodedPolyline, 'not an encoded polyline'),
  shortLets: flagInto('shortLets'),
  pets: flagInto('pets'),
  sorted: checked('sorted', isSortOption, SORT_REASON),
  page: readPageInto,
};

export type SearchQueryInput = URLSearchParams | string | Readonly<Record<string, unknown>>;

/** A reader of the first text value of each key, whatever shape the query came in. */
interface QueryReader {
  readonly get: (key: string) => string | undefined;
  readonly keys: readonly string[];
}

function queryGetter(input: SearchQueryInput, issues: IssueList): QueryReader {
  if (typeof input === 'string' || input instanceof URLSearchParams) {
    const params =
      typeof input === 'string'
        ? new URLSearchParams(input.replace(/#[\s\S]*$/, '').replace(/^[^?]*\?/, ''))
        : input;
    return { get: (key) => params.get(key) ?? undefined, keys: [...new Set(params.keys())] };
  }
  const record: Readonly<Record<string, unknown>> = typeof input === 'object' && input !== null ? input : {};
  const get = (key: string): string | undefined => {
    if (!Object.hasOwn(record, key)) return undefined;
    const value: unknown = record[key];
    const first: unknown = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') return first;
    if (typeof first === 'number' || typeof first === 'boolean') return String(first);
    if (first !== undefined) issues.add(`Ignored ${quote(key)}: not text`);
    return undefined;
  };
  return { get, keys: Object.keys(record) };
}

const QUERY_KEY_SET: ReadonlySet<string> = new Set(['channel', ...Object.values(SEARCH_QUERY_KEYS)]);

/** The search held by a flat snake_case query (the inverse of `searchToQuery`). Never throws. */
export function searchFromQueryWithIssues(input: SearchQueryInput): ParsedSearch {
  const issues = new IssueList();
  const query = queryGetter(input, issues);
  const draft: Draft = {};
  const channel = query.get('channel');
  if (channel !== undefined) {
    const known = readChannel(channel);
    if (known === undefined) issues.add(`Ignored channel ${quote(channel)}: not a channel`);
    else draft.channel = known;
  }
  for (const field of QUERY_FIELDS) {
    const key = SEARCH_QUERY_KEYS[field];
    const value = query.get(key);
    if (value === undefined) continue;
    if (field === 'tags') {
      const found = readTagList(value);
      for (const bad of found.bad) issues.add(`Ignored tag ${quote(bad)}: bad percent-encoding`);
      if (found.tags.length > 0) draft.tags = found.tags;
      continue;
    }
    const result = QUERY_READERS[field](value);
    if (result.ok) Object.assign(draft, result.value);
    else issues.add(`Ignored ${key} ${quote(value)}: ${result.reason}`);
  }
  for (const key of query.keys) {
    if (!QUERY_KEY_SET.has(key)) issues.add(`Ignored query key ${quote(key)}: not a search field`);
  }
  return { search: normaliseSearch(draft as Search), issues: issues.list() };
}

export function searchFromQuery(input: SearchQueryInput): Search {
  return searchFromQueryWithIssues(input).search;
}
