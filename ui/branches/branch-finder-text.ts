/**
 * The branch finder's words: its fixed texts, the polite count of what a search found and a
 * branch's distance from the place searched. Pure functions of a search's result, apart from the
 * finder's view-model so its wording is read, tested and changed in one place.
 */
import { countOf, formatMiles } from '../../core/index.js';
import type { Branch, BranchSearchResult, LocatedPlace } from '../../core/index.js';

/** What the place lookup answered for a text: a place, no place (null), or a failure. */
export type PlaceAnswer =
  | { readonly q: string; readonly place: LocatedPlace | null }
  | { readonly q: string; readonly failed: true };

/** The finder's words (drawing an area says core's AREA_DRAWING_TEXT). */
export const BRANCH_FINDER_TEXT = {
  allDepartments: 'All departments',
  noMatches: 'No branches match your search.',
  /** Text that is no place and in no branch's name or address. */
  noSuchPlace: (q: string) =>
    `We couldn't find “${q}”. Check the spelling, or try a town, a postcode or the name of one of our offices.`,
  /** The place lookup failed and the text matched no branch. */
  lookupFailed: (q: string) => `Sorry, we couldn't look up “${q}” just now. Please try again.`,
  locating: (q: string) => `Looking for “${q}”…`,
} as const;

/**
 * The polite count: '7 branches', '7 branches, nearest to Frome first', '2 branches in the
 * area', '14 branches, showing 1 to 12', 'No branches match your search.', or what became of
 * text that is no place (`answer`: the lookup's answer for the search's text, once it is in).
 */
export function branchStatusText(
  result: BranchSearchResult,
  answer: PlaceAnswer | undefined,
  locating: boolean,
): string {
  const { total, first, last, totalPages, area, place, noSuchPlace, search } = result;
  if (noSuchPlace) {
    if (answer === undefined)
      return locating ? BRANCH_FINDER_TEXT.locating(search.q) : BRANCH_FINDER_TEXT.noMatches;
    return 'failed' in answer
      ? BRANCH_FINDER_TEXT.lookupFailed(search.q)
      : BRANCH_FINDER_TEXT.noSuchPlace(search.q);
  }
  if (total === 0) return BRANCH_FINDER_TEXT.noMatches;
  const found = `${countOf(total, 'branch', 'branches')}${area !== undefined ? ' in the area' : ''}${place !== undefined ? `, nearest to ${place.name} first` : ''}`;
  return totalPages > 1 ? `${found}, showing ${first} to ${last}` : found;
}

/** How far a listed branch is from the place searched: '3.2 miles from Frome' (none without a place). */
export function branchDistanceText(result: BranchSearchResult, branch: Branch): string | undefined {
  const { place, miles } = result;
  const distance = miles?.get(branch.id);
  return place === undefined || distance === undefined
    ? undefined
    : `${formatMiles(distance)} from ${place.name}`;
}
