/**
 * The flat snake_case query of `GET /search.ljson` (shared/reference/search-url.md): one key per
 * field, written in a fixed order; read back totally, what was ignored reported as issues.
 */
import { isEncodedPolyline } from './polyline.js';
import { encodeSegmentValue, isFieldText, isPlaceSlug, readTagList } from './search-grammar.js';
import type { Search } from './search.js';
import {
  ok,
  rejected,
  checked,
  readChannelInto,
  SHARED_READERS,
  quote,
  IssueList,
} from './search-readers.js';
import type { Draft, ParsedSearch, Reader } from './search-readers.js';
import { normaliseSearch, searchUrlPart } from './search-normalise.js';

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
  ...SHARED_READERS,
  status: checked('status', isFieldText, TEXT_REASON),
  text: checked('text', isFieldText, TEXT_REASON),
  poly: checked('poly', isEncodedPolyline, 'not an encoded polyline'),
  shortLets: flagInto('shortLets'),
  pets: flagInto('pets'),
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
  const record: Readonly<Record<string, unknown>> =
    typeof input === 'object' && input !== null ? input : {};
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

/** Every key the flat query is read from. */
export const QUERY_KEY_SET: ReadonlySet<string> = new Set([
  'channel',
  ...Object.values(SEARCH_QUERY_KEYS),
]);

/** The search held by a flat snake_case query (the inverse of `searchToQuery`). Never throws. */
export function searchFromQueryWithIssues(input: SearchQueryInput): ParsedSearch {
  const issues = new IssueList();
  const query = queryGetter(input, issues);
  const draft: Draft = {};
  readChannelInto(query.get('channel'), draft, issues);
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
