/**
 * How far apart two places are, as the crow flies, in miles: the one distance rule the branch
 * finder, the postcode → branch lookup and the radius search (`within-…-miles`) share.
 */
import type { LatLng } from '../search/polyline.js';

/** The Earth's mean radius in miles (IUGG: 6,371.0088 km). */
export const EARTH_RADIUS_MILES = 3958.7613;

const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/**
 * The great-circle distance between two points by the haversine formula. Accurate to a fraction
 * of a per cent (the Earth is not quite a sphere): far better than a postcode district's centre.
 * Symmetric, never negative, 0 for the same point, at most half the Earth's circumference.
 */
export function distanceMiles(a: LatLng, b: LatLng): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A distance as UK property sites write it: '3.2 miles', '12 miles', '1 mile', 'less than 0.1
 * miles': a tenth of a mile below ten miles, whole miles from there (nobody reads a tenth at
 * twenty miles), no '.0'.
 */
export function formatMiles(miles: number): string {
  if (!Number.isFinite(miles) || miles < 0.05) return 'less than 0.1 miles';
  const rounded = miles < 9.95 ? Math.round(miles * 10) / 10 : Math.round(miles);
  return rounded === 1 ? '1 mile' : `${rounded} miles`;
}
