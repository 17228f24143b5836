/**
 * Where a map opens, whichever maps service draws it (Google with a key, Leaflet without):
 * the given centre; else all markers and the area searched fitted (the adapter fits them); one
 * marker at street level; nothing at all → the whole of the UK. Markers without a usable position
 * are left off.
 */
import type { MapMarker, MapOptions } from '../ports/maps.port.js';
import type { LatLng } from '../search/polyline.js';

/** No markers and no centre: the whole of the UK. */
export const UK_CENTRE: LatLng = { lat: 54.5, lng: -3.2 };
export const UK_ZOOM = 5;
/** One marker (e.g. a property page): close enough to see the street. */
export const SINGLE_MARKER_ZOOM = 15;
/** A centre without a zoom. */
export const DEFAULT_ZOOM = 13;
/** Room around fitted markers, in CSS pixels. */
export const FIT_PADDING_PX = 48;

/** A position a map can draw and that means something (0,0 is the platform's "no location"). */
export function hasMapPosition(marker: Pick<MapMarker, 'lat' | 'lng'>): boolean {
  const { lat, lng } = marker;
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return false;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return false;
  return !(lat === 0 && lng === 0);
}

/**
 * How the map opens: `fit` when two or more drawable markers and no centre (the adapter fits the
 * points into view with `paddingPx` of room, never closer than `maxZoom`), else a centre and zoom.
 */
export type InitialMapView =
  | {
      readonly kind: 'fit';
      readonly points: readonly LatLng[];
      readonly paddingPx: number;
      readonly maxZoom: number;
    }
  | { readonly kind: 'centre'; readonly center: LatLng; readonly zoom: number };

export function initialMapView(
  markers: readonly MapMarker[],
  options: Pick<MapOptions, 'center' | 'zoom' | 'area'>,
): InitialMapView {
  if (options.center !== undefined) {
    return {
      kind: 'centre',
      center: { lat: options.center.lat, lng: options.center.lng },
      zoom: options.zoom ?? DEFAULT_ZOOM,
    };
  }
  const drawable = markers.filter(hasMapPosition);
  const [first] = drawable;
  const points = [...drawable, ...(options.area ?? []).filter(hasMapPosition)].map((p) => ({
    lat: p.lat,
    lng: p.lng,
  }));
  if (points.length > 1) {
    return { kind: 'fit', points, paddingPx: FIT_PADDING_PX, maxZoom: SINGLE_MARKER_ZOOM };
  }
  if (first !== undefined)
    return {
      kind: 'centre',
      center: { lat: first.lat, lng: first.lng },
      zoom: options.zoom ?? SINGLE_MARKER_ZOOM,
    };
  return { kind: 'centre', center: { ...UK_CENTRE }, zoom: options.zoom ?? UK_ZOOM };
}
