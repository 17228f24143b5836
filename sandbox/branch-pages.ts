/**
 * The branch pages (SPEC §2 'branches', 'branch', 'branch properties'): the finder with its
 * search, a branch's own page and the properties of a branch.
 */
import { parseBranchSearch, parseSearchPath, searchBranches } from '../core/index.js';
import type { Channel, PropertyCard, Search } from '../core/index.js';
import type { Context } from './context.js';
import { searchListings } from './listing-search.js';
import { locatePlace, placeAnswer } from './api/lookup.js';
import type { AgencyData } from './seed/types.js';
import { type PageSpec } from './settings.js';
import { notFoundPage, renderPage } from './page-render.js';
import { renderResults } from './results-pages.js';

export async function branchesIndexPage(ctx: Context): Promise<void> {
  await renderPage(ctx, branchesIndexSpec(ctx.agency, ctx.url.searchParams));
}

/**
 * The branch finder's page for a query (`?q=…&department=…&poly=…&page=…`): every branch, and
 * the search read by core's parser and applied by core's rules, as the front end applies them, so
 * the page the platform renders (JavaScript or not) is the browser's first render.
 */
export function branchesIndexSpec(agency: AgencyData, query: URLSearchParams): PageSpec {
  const asked = parseBranchSearch(query);
  const place = asked.q === '' ? undefined : locatePlace(agency, asked.q);
  const { search, page } = searchBranches(agency.branches, asked, place ? { place } : {});
  return {
    identifier: 'branches#index',
    path: '/branches',
    title: page > 1 ? `Our offices (page ${page})` : 'Our offices',
    data: {
      branches: agency.branches,
      branchesSearch: search,
      ...(search.q !== '' ? { branchesPlace: placeAnswer(place) } : {}),
    },
  };
}

/** A few of a branch's properties per channel, as its page shows them. */
const BRANCH_PAGE_CARDS_PER_CHANNEL = 4;

function branchBySlug(ctx: Context) {
  const id = ctx.agency.branchSlugs.get((ctx.params['slug'] ?? '').toLowerCase());
  return ctx.agency.branches.find((b) => b.id === id);
}

export async function branchPage(ctx: Context): Promise<void> {
  const branch = branchBySlug(ctx);
  if (!branch) return notFoundPage(ctx);
  await renderPage(ctx, {
    identifier: 'branches#show',
    path: ctx.url.pathname,
    title: `${branch.branchName} office`,
    data: {
      branch,
      imageUrl: `/images/branch/${ctx.params['slug'] ?? ''}.svg`,
      ...branchProperties(ctx, branch.id),
    },
    branchIdContactModal: branch.id,
  });
}

/**
 * A branch's newest properties of each channel and how many it has in all, by the same search
 * its results pages (`branches#properties`) run, so the counts on the page match them.
 */
function branchProperties(
  ctx: Context,
  branchId: string,
): { properties: PropertyCard[]; propertyTotals: Record<Channel, number> } {
  const defaultStatus = ctx.agency.themePreferences.default_search_status;
  const context = { places: ctx.agency.places, now: ctx.app.now() };
  const found = (['sales', 'lettings'] as const).map((channel) =>
    searchListings(
      ctx.agency.listings,
      { channel, branchId, ...(defaultStatus ? { status: defaultStatus } : {}) },
      context,
      BRANCH_PAGE_CARDS_PER_CHANNEL,
    ),
  );
  return {
    properties: found.flatMap((result) => result.cards),
    propertyTotals: {
      sales: found[0]?.pagination.total ?? 0,
      lettings: found[1]?.pagination.total ?? 0,
    },
  };
}

export async function branchPropertiesPage(ctx: Context): Promise<void> {
  const branch = branchBySlug(ctx);
  if (!branch) return notFoundPage(ctx);
  const search: Search = {
    ...parseSearchPath(`/${ctx.params['rest'] ?? ''}`),
    branchId: branch.id,
  };
  await renderResults(ctx, {
    identifier: 'branches#properties',
    path: ctx.url.pathname,
    search,
    branch: { id: branch.id, branchName: branch.branchName },
  });
}
