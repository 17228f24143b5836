/**
 * A results page as the platform serves it (page identifiers properties#index,
 * counties#show, postcodes#show, locations#show, countries#show, branches#properties): the search
 * it shows, its results and pagination, and how to write the path of another page of the same
 * kind (pagination links must be real, crawlable links to canonical paths).
 *
 * The search is read from the page path with core's parser (reference/search-url.md), completed
 * with what the path of a place or branch page cannot say (the place from page data, the branch
 * id) and with the theme's default_search_status. Everything unknown is decoded here, once.
 */
import * as t from 'io-ts';
import { isLeft } from 'fp-ts/Either';
import {
  IdString,
  LooseNumber,
  decodePlace,
  decodePlaces,
  decodeResultsPageData,
  buildSearchPath,
  normaliseSearch,
  parseSearchPathWithIssues,
  applyDefaultStatus,
  placeDisplayName,
  placeResultsHeading,
  withoutDefaultStatus,
  flashOverride,
  LOCATION_NOT_FOUND_TEXT,
} from '../../core/index.js';
import type { Branch, PropertyCard, SiteSettings, Place, Search } from '../../core/index.js';

/** Where a results page lives, which decides how the path of its other pages is written. */
export type ResultsBase =
  /** /property-for-sale/… : the whole search is in the path. */
  | { readonly kind: 'search' }
  /** /counties/somerset/… : the place is in the prefix, the filters follow it. */
  | { readonly kind: 'place'; readonly prefix: string }
  /** /branches/taunton/properties/… : the branch is in the prefix, the filters follow it. */
  | { readonly kind: 'branch'; readonly prefix: string };

export interface ResultsPagination {
  /** 1-based. */
  readonly page: number;
  readonly hasNext: boolean;
  readonly hasPrevious: boolean;
  /** Matching properties in all pages, when the platform says. */
  readonly total?: number;
  /** Number of pages, when known (given, or worked out from total and per_page). */
  readonly totalPages?: number;
}

export interface ResultsPageData {
  readonly heading: string;
  readonly search: Search;
  readonly base: ResultsBase;
  readonly results: readonly PropertyCard[];
  readonly pagination: ResultsPagination;
  /** Places offered as location suggestions (the page's own place first). */
  readonly places: readonly Place[];
  /** The theme's default status: filled into the search, left out of the URLs written. */
  readonly defaultStatus?: string;
  /** The 'location-not-found' message (SPEC §2 flash keys), in the agency's words when it set them. */
  readonly locationNotFoundMessage: string;
  /** The agency's branches: the one a card names is the branch to call. */
  readonly branches: readonly Branch[];
}

const BranchRefCodec = t.type({ id: IdString });
const PagingExtrasCodec = t.partial({ per_page: LooseNumber, total_pages: LooseNumber });

const PLACE_IDENTIFIERS: ReadonlySet<string> = new Set([
  'counties#show',
  'postcodes#show',
  'locations#show',
  'countries#show',
]);

/** The page path split into where the page lives and the filter segments after it. */
export function resultsBaseOf(
  identifier: string | undefined,
  path: string,
): { readonly base: ResultsBase; readonly filters: string } {
  const segments = path
    .split(/[?#]/)[0]!
    .split('/')
    .filter((segment) => segment !== '');
  if (identifier !== undefined && PLACE_IDENTIFIERS.has(identifier) && segments.length >= 2) {
    return {
      base: { kind: 'place', prefix: `/${segments.slice(0, 2).join('/')}` },
      filters: `/${segments.slice(2).join('/')}`,
    };
  }
  const propertiesAt = segments.indexOf('properties');
  if (identifier === 'branches#properties' && propertiesAt > 0) {
    return {
      base: { kind: 'branch', prefix: `/${segments.slice(0, propertiesAt + 1).join('/')}` },
      filters: `/${segments.slice(propertiesAt + 1).join('/')}`,
    };
  }
  return { base: { kind: 'search' }, filters: `/${segments.join('/')}` };
}

/**
 * Decodes the results page: search from the path, completed with the page's place and branch and
 * the theme's default status; results and pagination from page data. Total: never throws.
 */
export function decodeResultsPage(settings: SiteSettings, problems: string[]): ResultsPageData {
  const data = settings.page.data;
  const basic = decodeResultsPageData(data, problems);
  const { base, filters } = resultsBaseOf(settings.page.identifier, settings.page.path);
  const parsed = parseSearchPathWithIssues(filters);
  problems.push(...parsed.issues.map((issue) => `page.path: ${issue}`));

  const pageSearch = data['search'];
  const searchRecord: Readonly<Record<string, unknown>> =
    typeof pageSearch === 'object' && pageSearch !== null
      ? (pageSearch as Record<string, unknown>)
      : {};
  const place =
    decodePlace(data['place'], 'page.data.place', problems) ??
    decodePlace(searchRecord['place'], 'page.data.search.place', problems);
  const branch = BranchRefCodec.decode(data['branch']);
  const branchId = isLeft(branch)
    ? typeof searchRecord['branchId'] === 'string'
      ? searchRecord['branchId']
      : undefined
    : branch.right.id;

  let search: Search = parsed.search;
  if (base.kind !== 'search') {
    const { placeSlug: _slug, ...rest } = search;
    search = rest as Search;
  }
  if (place !== undefined)
    search = { ...search, placeId: place.place_id, place, q: placeDisplayName(place) };
  if (base.kind === 'branch' && branchId !== undefined) search = { ...search, branchId };
  const defaultStatus = settings.preferences.default_search_status;
  search = applyDefaultStatus(normaliseSearch(search), defaultStatus);

  const extras = PagingExtrasCodec.decode(data['pagination']);
  const perPage = isLeft(extras) ? undefined : extras.right.per_page;
  const givenPages = isLeft(extras) ? undefined : extras.right.total_pages;
  const total = basic.pagination.total;
  const totalPages =
    givenPages !== undefined && Number.isSafeInteger(givenPages) && givenPages >= 1
      ? givenPages
      : total !== undefined && perPage !== undefined && perPage > 0
        ? Math.max(1, Math.ceil(total / perPage))
        : undefined;

  const suggestions = decodePlaces(data['places'], problems);
  const places =
    place === undefined
      ? suggestions
      : [place, ...suggestions.filter((p) => p.place_id !== place.place_id)];

  return {
    // A location-guide page (SPEC §1: its guide content is not shown) is a heading naming the
    // place over the place's results: the platform's heading, else core's for the place.
    heading:
      basic.heading ??
      (base.kind === 'place' && place !== undefined
        ? placeResultsHeading(place, search.channel)
        : settings.page.title),
    search,
    base,
    results: basic.results,
    pagination: {
      page: Math.max(1, Math.floor(basic.pagination.page)),
      hasNext: basic.pagination.has_next_page,
      hasPrevious: basic.pagination.has_prev_page,
      ...(total !== undefined ? { total } : {}),
      ...(totalPages !== undefined ? { totalPages } : {}),
    },
    places,
    ...(defaultStatus ? { defaultStatus } : {}),
    locationNotFoundMessage:
      flashOverride('location-not-found', settings.theme.flashMessages) ?? LOCATION_NOT_FOUND_TEXT,
    branches: settings.branches,
  };
}

/**
 * The canonical path of a results page of the same kind for `search` (pagination and sort links):
 * `/property-for-sale/…` for search pages; the place or branch prefix followed by the filter
 * segments for place and branch pages (their place or branch is in the prefix, not repeated).
 */
export function resultsPath(search: Search, base: ResultsBase, defaultStatus?: string): string {
  const plain = withoutDefaultStatus(normaliseSearch(search), defaultStatus);
  if (base.kind === 'search') return buildSearchPath(plain);
  const { placeId: _p, place: _pl, placeSlug: _s, q: _q, branchId: _b, ...filters } = plain;
  const kept =
    base.kind === 'branch'
      ? { ...filters, ...(plain.placeId ? { placeId: plain.placeId } : {}) }
      : filters;
  return `${base.prefix}${buildSearchPath(kept as Search)}`;
}
