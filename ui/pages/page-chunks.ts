/**
 * Which page chunk a page identifier needs (SPEC §2 "Page identifiers"). A module of its own, with
 * no React: boot (app/boot.tsx) reads it to choose the page kind's start before anything else
 * loads, the page switch (page.view.tsx) and the server entry to render the page.
 */
import { isResultsPage } from '../../core/index.js';

/** The article pages (one chunk: the content issue builds them from content blocks). */
const CONTENT_IDENTIFIERS = new Set(['articles#index', 'articles#show']);

/** The branch finder and a branch's page (ui/branches), a chunk of their own. */
const BRANCH_IDENTIFIERS = new Set(['branches#index', 'branches#show']);

/**
 * The page kinds with code of their own, by name: build.mjs builds a start for each (its page
 * module, app/pages/*.page.ts, inside), named start-<name>; the manifest lists each under its name.
 */
export const PAGE_CHUNK_NAMES = [
  'home-page',
  'not-found-page',
  'content-page',
  'branches-page',
  'results-page',
  'property-page',
] as const;
export type PageChunkName = (typeof PAGE_CHUNK_NAMES)[number];

/** The page kind a page identifier needs, or undefined for a page without code of its own. */
export function pageChunkOf(identifier: string | undefined): PageChunkName | undefined {
  // The home page is a page of content blocks; so is any page of the agency's own content.
  if (identifier === 'home#index' || identifier === 'pages#show') return 'home-page';
  if (identifier === 'not-found') return 'not-found-page';
  if (identifier !== undefined && CONTENT_IDENTIFIERS.has(identifier)) return 'content-page';
  if (identifier !== undefined && BRANCH_IDENTIFIERS.has(identifier)) return 'branches-page';
  if (identifier === 'properties#show') return 'property-page';
  if (isResultsPage(identifier)) return 'results-page';
  return undefined;
}
