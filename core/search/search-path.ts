/**
 * Search URLs (shared/reference/search-url.md): the results page path and the `/search?…` call
 * the front end navigates to. The flat snake_case query of `GET /search.ljson` is
 * search-query.ts; what makes a search canonical, search-normalise.ts.
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
import { polylineFromBase64Url, polylineToBase64Url } from './polyline.js';
import {
  CANONICAL_CHANNEL_WORD,
  channelOfWord,
  decodeSegmentValue,
  encodeSegmentValue,
  isPlaceSlug,
  matchSegment,
  readTagList,
  type SegmentKind,
} from './search-grammar.js';
import type { Search } from './search.js';
import {
  ok,
  rejected,
  decoded,
  readChannelInto,
  SHARED_READERS,
  quote,
  IssueList,
} from './search-readers.js';
import type { Draft, ParsedSearch, Reader } from './search-readers.js';
import { normaliseSearch } from './search-normalise.js';
import { QUERY_KEY_SET, searchFromQueryWithIssues } from './search-query.js';

export interface ParsedSearchUrl extends ParsedSearch {
  /** The URL asked for the map view (`hashbang=map`, or a `#/map` hash). */
  readonly map: boolean;
}

export interface SearchUrlOptions {
  /** Ask for the map view (`hashbang=map`). */
  readonly map?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Building the results path

interface Segment {
  readonly kind: SegmentKind | 'placeSlug';
  readonly text: string;
}

function segmentsOf(s: Search): Segment[] {
  const out: Segment[] = [{ kind: 'channel', text: CANONICAL_CHANNEL_WORD[s.channel] }];
  const add = <V>(
    kind: Segment['kind'],
    value: V | undefined,
    write: (value: V) => string,
  ): void => {
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
  add(
    'poly',
    s.poly === undefined ? undefined : polylineToBase64Url(s.poly),
    (b64: string) => `poly-${b64}`,
  );
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

const PATH_READERS: Readonly<Record<Exclude<SegmentKind, 'tags'>, Reader>> = {
  channel: (value) => ok({ channel: channelOfWord(value) ?? 'sales' }),
  placeId: decoded('placeId'),
  ...SHARED_READERS,
  status: decoded('status'),
  text: decoded('text'),
  poly: (value) => {
    const polyline = polylineFromBase64Url(value);
    return polyline === undefined
      ? rejected('not base64url of an encoded polyline')
      : ok({ poly: polyline });
  },
  shortLets: () => ok({ shortLets: true }),
  pets: () => ok({ pets: true }),
};

/** The path's segments: scheme and host, query string and hash dropped; empty segments skipped. */
function splitPath(path: string): string[] {
  const cut = path.search(/[?#]/);
  const bare = (cut === -1 ? path : path.slice(0, cut)).replace(
    /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i,
    '',
  );
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
      for (const bad of found.bad)
        issues.add(`Ignored tag ${quote(bad)} in ${quote(raw)}: bad percent-encoding`);
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
    issues.add(
      `Ignored ${quote(raw)}: not a search segment, and the place slug is already ${quote(draft.placeSlug)}`,
    );
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

const URL_KEYS: ReadonlySet<string> = new Set([
  'channel',
  'place_id',
  'q',
  'branch_id',
  'fragment',
  'hashbang',
]);

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
  readChannelInto(params.get('channel') ?? undefined, draft, issues);
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
  if (hashbang !== null && hashbang !== 'map')
    issues.add(`Ignored hashbang ${quote(hashbang)}: only map is known`);
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
