/**
 * The search calls (SPEC §2 Search pages, §7): `GET /search?…&fragment=…` answers with a
 * redirect to the canonical results path, and `GET /search.ljson?…` with a page of results;
 * `GET /search/map.ljson?…` with every match for a map (docs/decisions/0106-search-map-call.md).
 */
import {
  buildSearchPath,
  parseSearchUrlWithIssues,
  withoutDefaultStatus,
} from '../../core/index.js';
import type { Search } from '../../core/index.js';
import type { Context } from '../context.js';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE, mapListings, searchListings } from '../listing-search.js';
import { redirect } from '../respond.js';
import type { AgencyData, PlaceRecord } from '../seed/types.js';
import { json } from './present.js';
import { searchFromUrl } from './saved.js';

/** The place a free-text query names: 'Taunton', 'taunton, somerset', 'TA1' or a slug. */
export function placeForQuery(agency: AgencyData, q: string): PlaceRecord | undefined {
  const wanted = q.trim().toLowerCase();
  const first = wanted.split(',')[0]?.trim() ?? '';
  return (
    agency.places.find((p) => `${p.name}, ${p.county_name}`.toLowerCase() === wanted) ??
    agency.places.find((p) => p.name.toLowerCase() === first || p.slug === first)
  );
}

/**
 * GET /search: resolve the place (by id, or by the free-text query) and redirect to the canonical
 * results path, `#/map` for the map view. A place that cannot be found is dropped and the page
 * opens with the location-not-found flash. A branch search goes to that branch's results. The
 * agency's default status is left out of the path (a form sent without JavaScript names it).
 */
export async function searchRedirect(ctx: Context): Promise<void> {
  const parsed = parseSearchUrlWithIssues(`${ctx.url.pathname}${ctx.url.search}`);
  const defaultStatus = ctx.agency.themePreferences.default_search_status;
  let search: Search = withoutDefaultStatus(parsed.search, defaultStatus);
  let flash: string | undefined;
  if (search.placeId !== undefined) {
    const place = ctx.agency.places.find((p) => p.place_id === search.placeId);
    if (place) search = { ...search, placeSlug: search.placeSlug ?? place.slug };
    else {
      const { placeId: _id, placeSlug: _slug, ...rest } = search;
      search = rest;
      flash = 'location-not-found';
    }
  } else if (search.q !== undefined) {
    const place = placeForQuery(ctx.agency, search.q);
    const { q: _q, ...rest } = search;
    search = place ? { ...rest, placeId: place.place_id, placeSlug: place.slug } : rest;
    if (!place) flash = 'location-not-found';
  }
  const hash = flash ? `#/flash/${flash}` : parsed.map ? '#/map' : '';
  const branch =
    search.branchId === undefined
      ? undefined
      : ctx.agency.branches.find((b) => b.id === search.branchId);
  if (branch) {
    const { branchId: _b, ...rest } = search;
    return redirect(
      ctx.req,
      ctx.res,
      `${branch.branchUrl}/properties${buildSearchPath(rest)}${hash}`,
    );
  }
  redirect(ctx.req, ctx.res, `${buildSearchPath(search)}${hash}`);
}

/** The search of a search call, with the agency's default status when it names none. */
function effectiveSearch(ctx: Context): { readonly search: Search; readonly effective: Search } {
  const search = searchFromUrl(ctx.url);
  const defaultStatus = ctx.agency.themePreferences.default_search_status;
  return {
    search,
    effective:
      search.status === undefined && defaultStatus ? { ...search, status: defaultStatus } : search,
  };
}

/** GET /search.ljson: filter, sort and page the listings; `per_page` up to 500. */
export async function searchJson(ctx: Context): Promise<void> {
  const { search, effective } = effectiveSearch(ctx);
  const perPageRaw = Number(ctx.url.searchParams.get('per_page') ?? DEFAULT_PER_PAGE);
  const perPage =
    Number.isSafeInteger(perPageRaw) && perPageRaw > 0
      ? Math.min(perPageRaw, MAX_PER_PAGE)
      : DEFAULT_PER_PAGE;
  const { cards, pagination } = searchListings(
    ctx.agency.listings,
    effective,
    { places: ctx.agency.places, now: ctx.app.now() },
    perPage,
  );
  json(ctx, 200, {
    properties: cards.map((card) => ({ ...card, id: card.property_id, url: card.property_url })),
    pagination,
    search,
  });
}

/**
 * GET /search/map.ljson: every listing the search matches (its page ignored), as light cards for
 * a map, the first 1,000 at most, and how many match.
 */
export async function searchMapJson(ctx: Context): Promise<void> {
  const { effective } = effectiveSearch(ctx);
  const { page: _page, ...whole } = effective;
  json(
    ctx,
    200,
    mapListings(ctx.agency.listings, whole, { places: ctx.agency.places, now: ctx.app.now() }),
  );
}
