/**
 * Drawing an area on a map, corner by corner (the branch finder's area search and the results
 * map's "Draw an area"): what each step does to the corners placed, and what it says to the
 * visitor (a polite status beside the map). Corners come from a click or tap on the map, or from
 * the map's centre for the keyboard (the map moved with the arrow keys).
 */
import { countOf } from '../format/plural.js';
import type { LatLng } from '../search/polyline.js';
import { MAX_AREA_CORNERS, MIN_AREA_CORNERS, drawnAreaCorners } from './polygon.js';

/** What drawing says, step by step. */
export const AREA_DRAWING_TEXT = {
  started:
    'Drawing an area: click or tap the map for each corner, or move the map and add a corner at its centre.',
  cancelled: 'Drawing cancelled.',
  /** A finished area on its way to its results. */
  searching: 'Searching the area…',
  fewCorners: `Place at least ${MIN_AREA_CORNERS} corners to make an area.`,
  tooManyCorners: `An area has at most ${MAX_AREA_CORNERS} corners.`,
  /** After a corner is placed or removed: '1 corner placed.', '3 corners placed.' */
  placed: (count: number) => `${countOf(count, 'corner', 'corners')} placed.`,
} as const;

/** The corners after a step, and what the step says. */
export interface DrawingStep {
  readonly corners: readonly LatLng[];
  readonly note: string;
}

/** A corner placed at `point`; none once there are sixty, nor at a point that is no coordinate. */
export function placeCorner(corners: readonly LatLng[], point: LatLng): DrawingStep {
  if (corners.length >= MAX_AREA_CORNERS)
    return { corners, note: AREA_DRAWING_TEXT.tooManyCorners };
  if (!Number.isFinite(point.lat) || !Number.isFinite(point.lng))
    return { corners, note: AREA_DRAWING_TEXT.placed(corners.length) };
  const next = [...corners, { lat: point.lat, lng: point.lng }];
  return { corners: next, note: AREA_DRAWING_TEXT.placed(next.length) };
}

/** The last corner taken back (nothing to take back: the same corners). */
export function withoutLastCorner(corners: readonly LatLng[]): DrawingStep {
  const next = corners.slice(0, -1);
  return { corners: next, note: AREA_DRAWING_TEXT.placed(next.length) };
}

/**
 * "Finish": the area the corners make (as a search carries it, core's `drawnAreaCorners`), or
 * what is missing: three corners in one spot make no area either.
 */
export function finishCorners(
  corners: readonly LatLng[],
): { readonly area: readonly LatLng[] } | { readonly note: string } {
  const area = drawnAreaCorners(corners);
  return area === undefined ? { note: AREA_DRAWING_TEXT.fewCorners } : { area };
}
