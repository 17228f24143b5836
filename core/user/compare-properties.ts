/**
 * Comparing saved properties side by side: how many may be compared, what the visitor is told
 * while ticking, and the comparison's address ('#/user/saved-properties/compare?ids=12,34'), so a
 * comparison can be reopened, shared and left with Back. The table itself is
 * core/property/property-comparison.ts.
 */
import { countOf } from '../format/plural.js';
import { userAreaPath } from './user-area.js';

/** Fewer than two is no comparison. */
export const COMPARE_MIN = 2;
/** Four columns still read side by side on a laptop; a phone scrolls them inside the table. */
export const COMPARE_MAX = 4;

export interface CompareSelectionStatus {
  readonly canCompare: boolean;
  /** What the visitor reads beside the Compare button: why it is disabled, or what it compares. */
  readonly message: string;
}

/**
 * The Compare button's state for `count` ticked properties: 0 → 'Tick 2 to 4 properties to
 * compare them.', 1 → 'Tick 1 more property to compare.', 2 to 4 → 'Compare 3 properties side by
 * side.', more → 'You can compare up to 4 properties: untick 2.'
 */
export function compareSelectionStatus(count: number): CompareSelectionStatus {
  if (count < 1)
    return {
      canCompare: false,
      message: `Tick ${COMPARE_MIN} to ${COMPARE_MAX} properties to compare them.`,
    };
  if (count < COMPARE_MIN)
    return {
      canCompare: false,
      message: `Tick ${countOf(COMPARE_MIN - count, 'more property', 'more properties')} to compare.`,
    };
  if (count > COMPARE_MAX)
    return {
      canCompare: false,
      message: `You can compare up to ${COMPARE_MAX} properties: untick ${count - COMPARE_MAX}.`,
    };
  return {
    canCompare: true,
    message: `Compare ${countOf(count, 'property', 'properties')} side by side.`,
  };
}

/** An id as it may travel in an address: letters, digits, '-' and '_' (the platform's ids are digits). */
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The property ids of a comparison's `ids` parameter ('12,34, 56'), in order, each once. Anything
 * that is not an id (empty parts, spaces inside, other characters) is dropped, never an error: a
 * mangled shared link still compares what it can.
 */
export function parseCompareIds(raw: string | null | undefined): string[] {
  if (raw == null) return [];
  const ids = raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => ID_PATTERN.test(part));
  return [...new Set(ids)];
}

/** The comparison's hash route: '/user/saved-properties/compare?ids=12,34'. */
export function compareSavedPropertiesPath(ids: readonly string[]): string {
  const valid = parseCompareIds(ids.join(','));
  return `${userAreaPath('compare-saved-properties')}?ids=${valid.join(',')}`;
}

export interface ComparisonChoice {
  /** The properties compared: the first four of the address's ids. */
  readonly ids: readonly string[];
  /** Said above the table when the address names too few or too many. */
  readonly problem?: string;
}

/** SPEC-style text for an address naming fewer than two properties. */
export const COMPARE_TOO_FEW = `Choose ${COMPARE_MIN} to ${COMPARE_MAX} saved properties to compare.`;

/**
 * What a comparison address compares: every id when there are two to four; the first four, and a
 * note, when there are more; none, and the reason, when fewer than two.
 */
export function comparisonChoice(ids: readonly string[]): ComparisonChoice {
  if (ids.length < COMPARE_MIN) return { ids: [], problem: COMPARE_TOO_FEW };
  if (ids.length > COMPARE_MAX)
    return {
      ids: ids.slice(0, COMPARE_MAX),
      problem: `Only the first ${COMPARE_MAX} of the ${ids.length} properties are compared.`,
    };
  return { ids };
}
