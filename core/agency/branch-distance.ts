/**
 * Which office is nearest a place: the one rule the branch finder's place search ("Frome": every
 * office, nearest first, with its miles) and the postcode → branch lookup of the valuation form
 * (the nearest office within NEARBY_BRANCH_MILES, else "We don't have agents near your
 * property") both follow, by core's one distance (`distanceMiles`).
 */
import type { Branch } from './agency.js';
import { branchPosition } from './branch-markers.js';
import { distanceMiles } from '../maps/distance.js';
import type { LatLng } from '../search/polyline.js';

/** An office covers homes up to this far from it, as the crow flies (about half an hour's drive). */
export const NEARBY_BRANCH_MILES = 25;

export interface BranchDistance {
  readonly branch: Branch;
  /** Miles from the place; undefined for a branch the platform gave no position. */
  readonly miles?: number;
}

/**
 * Every branch, nearest `from` first; equal distances keep the platform's order, and branches
 * without a position come last, in the platform's order, with no miles.
 */
export function branchesByDistance(branches: readonly Branch[], from: LatLng): BranchDistance[] {
  const measured = branches.map((branch, index) => {
    const position = branchPosition(branch);
    return {
      branch,
      index,
      miles: position === undefined ? undefined : distanceMiles(from, position),
    };
  });
  const key = (m: { miles?: number }) =>
    m.miles === undefined || Number.isNaN(m.miles) ? Infinity : m.miles;
  return measured
    .sort((a, b) => key(a) - key(b) || a.index - b.index)
    .map(({ branch, miles }) =>
      miles === undefined || Number.isNaN(miles) ? { branch } : { branch, miles },
    );
}

/** The nearest branch to `from` no farther than `withinMiles`, or undefined when none is that near. */
export function nearestBranch(
  branches: readonly Branch[],
  from: LatLng,
  withinMiles: number = NEARBY_BRANCH_MILES,
): Required<BranchDistance> | undefined {
  const [nearest] = branchesByDistance(branches, from);
  return nearest?.miles !== undefined && nearest.miles <= withinMiles
    ? { branch: nearest.branch, miles: nearest.miles }
    : undefined;
}
