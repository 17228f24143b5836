/**
 * Search areas on a map (SPEC §3 Other state: "polygon-searched ids"; the search's `poly`): a
 * polygon of at least three corners, travelling as an encoded polyline (core/search/polyline.ts),
 * and whether a place lies inside it. Areas are a few miles across, so latitude and longitude are
 * read as plane coordinates (the error at that size is far below a map click's).
 */
import { POLYLINE_PRECISION, type LatLng } from '../search/polyline.js';

/** Fewer corners make no area. */
export const MIN_AREA_CORNERS = 3;
/** More corners than anyone draws by hand: the limit keeps a shared address short. */
export const MAX_AREA_CORNERS = 60;

/** The corners of an area, when they make one: 3 to 60 finite corners inside the world's range. */
export function areaCorners(points: readonly LatLng[]): LatLng[] | undefined {
  if (points.length < MIN_AREA_CORNERS || points.length > MAX_AREA_CORNERS) return undefined;
  const valid = points.every(
    (p) =>
      Number.isFinite(p.lat) &&
      Number.isFinite(p.lng) &&
      Math.abs(p.lat) <= 90 &&
      Math.abs(p.lng) <= 180,
  );
  return valid ? points.map((p) => ({ lat: p.lat, lng: p.lng })) : undefined;
}

/** A corner as the polyline carries it. */
const rounded = (p: LatLng): LatLng => ({
  lat: Math.round(p.lat * POLYLINE_PRECISION) / POLYLINE_PRECISION + 0,
  lng: Math.round(p.lng * POLYLINE_PRECISION) / POLYLINE_PRECISION + 0,
});

const samePoint = (a: LatLng, b: LatLng): boolean => a.lat === b.lat && a.lng === b.lng;

/**
 * The corners of a drawn area as a search carries them: rounded to the polyline's precision
 * (1e-5 degrees, about a metre), a corner equal to the one before it dropped (a double tap; the
 * last is compared with the first too, as the outline closes there). Undefined unless 3 to 60
 * corners remain, each a real coordinate: fewer distinct corners enclose nothing.
 */
export function drawnAreaCorners(points: readonly LatLng[]): LatLng[] | undefined {
  const valid = areaCorners(points);
  if (valid === undefined) return undefined;
  const out: LatLng[] = [];
  for (const corner of valid.map(rounded)) {
    const last = out[out.length - 1];
    if (last === undefined || !samePoint(last, corner)) out.push(corner);
  }
  while (out.length > 1 && samePoint(out[0]!, out[out.length - 1]!)) out.pop();
  return areaCorners(out);
}

/**
 * Whether `point` lies inside the polygon (even-odd rule, by casting a ray eastwards): a point
 * inside a hole of a self-crossing outline is outside, as the map draws it. A polygon of fewer
 * than three corners holds nothing.
 */
export function isInsideArea(point: LatLng, polygon: readonly LatLng[]): boolean {
  if (polygon.length < MIN_AREA_CORNERS) return false;
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    const crosses =
      a.lat > point.lat !== b.lat > point.lat &&
      point.lng < ((b.lng - a.lng) * (point.lat - a.lat)) / (b.lat - a.lat) + a.lng;
    if (crosses) inside = !inside;
  }
  return inside;
}

/** The part of a map in view, by its edges. */
export interface MapBounds {
  readonly south: number;
  readonly west: number;
  readonly north: number;
  readonly east: number;
}

const clamp = (value: number, limit: number): number => Math.min(limit, Math.max(-limit, value));

/**
 * The area a map shows, as a polygon: south-west, north-west, north-east, south-east. A map zoomed
 * far out may report edges beyond the world's; they are held to ±90° and ±180°.
 */
export function boundsArea(bounds: MapBounds): LatLng[] {
  const south = clamp(bounds.south, 90);
  const north = clamp(bounds.north, 90);
  const west = clamp(bounds.west, 180);
  const east = clamp(bounds.east, 180);
  return [
    { lat: south, lng: west },
    { lat: north, lng: west },
    { lat: north, lng: east },
    { lat: south, lng: east },
  ];
}
