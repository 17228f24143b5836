/**
 * The Google map's side of the area search (MapAreaControls) and the outline of an area searched,
 * in the brand's colour: drawn by GoogleMapsAdapter (google-maps.adapter.ts), loaded with it.
 */
import { boundsArea } from '../../core/index.js';
import type { LatLng, MapAreaControls } from '../../core/index.js';
import type {
  GoogleMap,
  GoogleShape,
  LatLngLiteral,
  MapsEventListener,
} from './google-maps.adapter.js';

type ShapeClass = new (options: Record<string, unknown>) => GoogleShape;

/** The API's shapes, when it offers them. */
export interface GoogleShapes {
  readonly Polygon: ShapeClass | undefined;
  readonly Polyline: ShapeClass | undefined;
}

/** An area's outline on the map, in `colour`, not clickable. */
export function areaPolygon(
  Polygon: ShapeClass,
  map: GoogleMap,
  corners: readonly LatLng[],
  colour: string,
): GoogleShape {
  const paths = corners.map((c) => ({ lat: c.lat, lng: c.lng }));
  const style = { strokeColor: colour, strokeWeight: 3, fillColor: colour, fillOpacity: 0.12 };
  return new Polygon({ map, paths, clickable: false, ...style });
}

/**
 * The area search over a Google map (MapAreaControls), when the API offers polygons, lines,
 * bounds and clicks: the searched area as a polygon and the corners being drawn as a line, in
 * `colour`, neither clickable (a click adds a corner); double-click zoom is off while drawing.
 */
export function googleAreaControls(
  shapes: GoogleShapes,
  map: GoogleMap,
  colour: string,
): { readonly controls: MapAreaControls; dispose(): void } | undefined {
  const { Polygon, Polyline } = shapes;
  if (
    Polygon === undefined ||
    Polyline === undefined ||
    typeof map.getBounds !== 'function' ||
    typeof map.getCenter !== 'function' ||
    typeof map.addListener !== 'function'
  )
    return undefined;
  let area: GoogleShape | undefined;
  let draft: GoogleShape | undefined;
  let click: MapsEventListener | undefined;
  let follow: MapsEventListener[] = [];
  let disposed = false;
  const stopFollowing = (): void => {
    for (const listener of follow) listener.remove();
    follow = [];
  };
  const stopDrawing = (): void => {
    if (click === undefined) return;
    click.remove();
    click = undefined;
    map.setOptions?.({ disableDoubleClickZoom: false, draggableCursor: null });
  };
  const path = (corners: readonly LatLng[]): LatLngLiteral[] =>
    corners.map((c) => ({ lat: c.lat, lng: c.lng }));
  const controls: MapAreaControls = {
    visibleArea: () => {
      const bounds = disposed ? undefined : map.getBounds?.();
      if (!bounds) return [];
      const ne = bounds.getNorthEast();
      const sw = bounds.getSouthWest();
      return boundsArea({ south: sw.lat(), west: sw.lng(), north: ne.lat(), east: ne.lng() });
    },
    centre: () => {
      const centre = map.getCenter?.();
      return centre ? { lat: centre.lat(), lng: centre.lng() } : { lat: 0, lng: 0 };
    },
    showArea: (corners) => {
      area?.setMap(null);
      area = undefined;
      if (disposed || corners === undefined || corners.length < 3) return;
      area = areaPolygon(Polygon, map, corners, colour);
    },
    showDraft: (corners) => {
      draft?.setMap(null);
      draft = undefined;
      if (disposed || corners.length === 0) return;
      draft = new Polyline({
        map,
        path: path(corners),
        clickable: false,
        strokeColor: colour,
        strokeWeight: 3,
      });
    },
    onMapClick: (onPoint) => {
      stopDrawing();
      if (disposed || onPoint === undefined || map.addListener === undefined) return;
      click = map.addListener('click', (event) => {
        const lat = event.latLng?.lat();
        const lng = event.latLng?.lng();
        if (lat !== undefined && lng !== undefined && Number.isFinite(lat) && Number.isFinite(lng))
          onPoint({ lat, lng });
      });
      map.setOptions?.({ disableDoubleClickZoom: true, draggableCursor: 'crosshair' });
    },
    // Google fits the first view after the map is made: moves count from its first 'idle'
    // (the page asks as soon as it has the controls, before that).
    onViewMoved: (onMoved) => {
      stopFollowing();
      if (disposed || onMoved === undefined || map.addListener === undefined) return;
      let settled = false;
      const moved = (): void => {
        if (settled) onMoved();
      };
      follow = [
        map.addListener('idle', () => void (settled = true)),
        map.addListener('dragstart', moved),
        map.addListener('zoom_changed', moved),
      ];
    },
  };
  return {
    controls,
    dispose: () => {
      stopDrawing();
      stopFollowing();
      area?.setMap(null);
      draft?.setMap(null);
      disposed = true;
    },
  };
}

/** The brand's colour (--brand-primary) where the map is drawn; a dark green when none is set. */
export function brandColour(win: () => Window, element: object): string {
  try {
    const value = win()
      .getComputedStyle(element as Element)
      .getPropertyValue('--brand-primary')
      .trim();
    return value === '' ? DEFAULT_AREA_COLOUR : value;
  } catch {
    return DEFAULT_AREA_COLOUR;
  }
}

const DEFAULT_AREA_COLOUR = '#1f4d3a';
