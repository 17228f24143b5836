/**
 * The branch finder's links, each a real address of its page (core's branchSearchHref): the
 * pagination, the search without its area and every branch. Pure functions of the page's path and
 * a search's result, apart from the finder's view-model, which holds the search itself.
 */
import {
  DEFAULT_BRANCH_SEARCH,
  branchSearchHref,
  withArea,
  withBranchPage,
} from '../../core/index.js';
import type { BranchSearchResult } from '../../core/index.js';

/** One link of the pagination. */
export type BranchPageLink =
  { readonly page: number; readonly href: string; readonly current: boolean } | 'gap';

export interface BranchPagination {
  readonly previous?: string;
  readonly next?: string;
  readonly pages: readonly BranchPageLink[];
}

/** Previous, next and numbered page links (core's window rule), each a real address. */
export function branchPagination(basePath: string, result: BranchSearchResult): BranchPagination {
  const { search, page, totalPages, pageLinks } = result;
  const href = (n: number): string => branchSearchHref(basePath, withBranchPage(search, n));
  return {
    ...(page > 1 ? { previous: href(page - 1) } : {}),
    ...(page < totalPages ? { next: href(page + 1) } : {}),
    pages: pageLinks.map((n) =>
      n === 'gap' ? n : { page: n, href: href(n), current: n === page },
    ),
  };
}

/** The same search without its area, when it has one. */
export function clearAreaHref(basePath: string, result: BranchSearchResult): string | undefined {
  return result.area === undefined
    ? undefined
    : branchSearchHref(basePath, withArea(result.search, undefined));
}

/** Every branch, first page (the empty list's way out). */
export function everyBranchHref(basePath: string): string {
  return branchSearchHref(basePath, DEFAULT_BRANCH_SEARCH);
}
