/**
 * The results pages (SPEC §2 'results', and the place pages that are results too): the search in
 * the path, the listings that match it, a page of them, and the heading and place they name.
 */
import { channelOfWord, parseSearchPath } from '../core/index.js';
import type { Search } from '../core/index.js';
import type { Context } from './context.js';
import { searchListings, type Pagination } from './listing-search.js';
import type { Params } from './router.js';
import type { AgencyData, PlaceRecord } from './seed/types.js';
import { notFoundPage, placeSuggestions, renderPage } from './page-render.js';

const RESULTS_PER_PAGE = 12;

function headingFor(search: Search, place: PlaceRecord | undefined, branchName?: string): string {
  const tags = search.tags ?? [];
  const noun = tags.includes('new homes')
    ? 'New homes'
    : tags.includes('commercial')
      ? 'Commercial property'
      : tags.includes('agricultural')
        ? 'Farms and land'
        : tags.includes('auction')
          ? 'Auction lots'
          : tags.includes('student')
            ? 'Student homes'
            : 'Property';
  const where = place ? ` in ${place.name}` : branchName ? ` from our ${branchName} office` : '';
  return `${noun} ${search.channel === 'sales' ? 'for sale' : 'to rent'}${where}`;
}

function placeOf(agency: AgencyData, placeId: string | undefined): PlaceRecord | undefined {
  return placeId === undefined ? undefined : agency.places.find((p) => p.place_id === placeId);
}

interface ResultsPage {
  readonly identifier: string;
  readonly path: string;
  readonly search: Search;
  readonly place?: PlaceRecord;
  readonly branch?: { id: string; branchName: string };
}

/** The data of every results page: search, heading, a page of cards, pagination, the place. */
export function resultsData(
  ctx: Context,
  page: ResultsPage,
): { data: Record<string, unknown>; heading: string; pagination: Pagination } {
  const place = page.place ?? placeOf(ctx.agency, page.search.placeId);
  const defaultStatus = ctx.agency.themePreferences.default_search_status;
  const effective =
    page.search.status === undefined && defaultStatus
      ? { ...page.search, status: defaultStatus }
      : page.search;
  // `?per_page=N` (at most 500) lets a benchmark render one large results page.
  const perPage = Number(ctx.url.searchParams.get('per_page') ?? RESULTS_PER_PAGE);
  const size =
    Number.isSafeInteger(perPage) && perPage > 0 ? Math.min(perPage, 500) : RESULTS_PER_PAGE;
  const { cards, pagination } = searchListings(
    ctx.agency.listings,
    effective,
    { places: ctx.agency.places, now: ctx.app.now() },
    size,
  );
  const placeData = place
    ? { place_id: place.place_id, name: place.name, county_name: place.county_name }
    : undefined;
  const search: Search = placeData ? { ...page.search, place: placeData } : page.search;
  const heading = headingFor(search, place, page.branch?.branchName);
  return {
    heading,
    pagination,
    data: {
      search,
      heading,
      results: cards,
      pagination,
      places: placeSuggestions(ctx.agency),
      ...(placeData ? { place: placeData } : {}),
      ...(page.branch ? { branch: page.branch } : {}),
    },
  };
}

export async function renderResults(ctx: Context, page: ResultsPage): Promise<void> {
  const { data, heading, pagination } = resultsData(ctx, page);
  await renderPage(ctx, {
    identifier: page.identifier,
    path: page.path,
    title: pagination.page > 1 ? `${heading} (page ${pagination.page})` : heading,
    data,
    ...(page.branch ? { branchIdContactModal: page.branch.id } : {}),
  });
}

/** Matches results paths: the first segment is a channel word (reference/search-url.md). */
export function resultsPathMatcher(path: string): Params | undefined {
  const first = path.split('/').filter((s) => s !== '')[0];
  return first !== undefined && channelOfWord(first) !== undefined ? {} : undefined;
}

/**
 * A results path: `/property-for-sale/taunton/…`. A place slug without `gid-` is looked up like a
 * platform would (by the place's slug); an unknown one is left in the search, unresolved, and the
 * front end says the location was not found and suggests places.
 */
export async function resultsPage(ctx: Context): Promise<void> {
  let search = parseSearchPath(ctx.url.pathname);
  if (search.placeId === undefined && search.placeSlug !== undefined) {
    const slug = search.placeSlug.toLowerCase();
    const place = ctx.agency.places.find((p) => p.slug === slug);
    if (place) search = { ...search, placeId: place.place_id };
  }
  await renderResults(ctx, { identifier: 'properties#index', path: ctx.url.pathname, search });
}

const PLACE_PAGES = {
  counties: ['county', 'counties#show'],
  postcodes: ['postcode', 'postcodes#show'],
  locations: ['town', 'locations#show'],
  countries: ['country', 'countries#show'],
} as const;

/** /counties/{slug}, /postcodes/{code}, /locations/{slug}, /countries/{slug}, with optional filter segments. */
export function placePage(kind: keyof typeof PLACE_PAGES) {
  return async (ctx: Context): Promise<void> => {
    const [placeKind, identifier] = PLACE_PAGES[kind];
    const slug = (ctx.params['slug'] ?? '').toLowerCase();
    const place = ctx.agency.places.find((p) => p.kind === placeKind && p.slug === slug);
    if (!place) return notFoundPage(ctx);
    const rest = ctx.params['rest'] ?? '';
    const parsed = parseSearchPath(`/${rest}`);
    const { placeId: _ignored, placeSlug: _slug, ...filters } = parsed;
    await renderResults(ctx, {
      identifier,
      path: ctx.url.pathname,
      search: { ...filters, placeId: place.place_id },
      place,
    });
  };
}
