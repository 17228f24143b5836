/**
 * Where a place a visitor names is (the branch finder's "Town, postcode or branch name"): a town
 * or village, or a postcode (whole, or its district: 'TA1 1RZ', 'BA11'), as a point on the map.
 * The platform knows the places; core measures from them (core/agency/branch-distance.ts).
 */
import type { Result } from '../failures/failures.js';
import type { LatLng } from '../search/polyline.js';

/** A place found: its name as the site writes it ('Frome', 'TA8 2PX') and its centre. */
export interface LocatedPlace {
  readonly name: string;
  readonly position: LatLng;
}

export interface PlaceLookupPort {
  /** The place the text names, or null when it names none the platform knows. */
  locate(text: string): Promise<Result<LocatedPlace | null>>;
}
