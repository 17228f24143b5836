/**
 * The page identifiers of the platform's settings object (SPEC §2 "Page identifiers"), and which
 * of them are pages of search results. A module of its own, without the settings' codecs, for the
 * code that only needs to tell pages apart (the page switch, the page's meta tags).
 */

/** Page identifiers (SPEC §2) plus the ones the sandbox platform adds for its own pages. */
export const PAGE_IDENTIFIERS = [
  'home#index',
  'properties#show',
  'properties#index',
  'articles#index',
  'articles#show',
  'branches#index',
  'branches#show',
  'branches#properties',
  'counties#show',
  'postcodes#show',
  'locations#show',
  'countries#show',
  // Ours, beside SPEC's list: the platform's page for an unknown address (sent with a 404), and
  // a page of the agency's own content (about us, landlords…), assembled from content blocks.
  'not-found',
  'pages#show',
] as const;
export type PageIdentifier = (typeof PAGE_IDENTIFIERS)[number];

/** The pages of search results: a search, a county, postcode, location or country, a branch's properties. */
const RESULTS_PAGE_IDENTIFIERS: ReadonlySet<string> = new Set<PageIdentifier>([
  'properties#index',
  'counties#show',
  'postcodes#show',
  'locations#show',
  'countries#show',
  'branches#properties',
]);

/** Whether `identifier` names a page of search results. */
export function isResultsPage(identifier: string | undefined): boolean {
  return identifier !== undefined && RESULTS_PAGE_IDENTIFIERS.has(identifier);
}
