/**
 * How the keyless map looks and behaves (Leaflet), given what to draw (a MapPlan from
 * leaflet-maps.adapter.ts). Loaded lazily with Leaflet: see leaflet-library.ts. The labels and
 * their cards are leaflet-map-labels.ts.
 *
 * - Tiles from the plan's template; the credit is the provider's attribution read into text and
 *   links (core parseMapAttribution) and written as escaped HTML, never the setting's own HTML.
 * - Each marker is a label with the price as the card shows it (a pin when there is no price), in
 *   the brand's colours (--brand-primary, --brand-primary-text). It is a button: Tab reaches it,
 *   its name is the price and the address, and aria-expanded says whether its card is open.
 *   Clicking it, or Enter or Space, opens the property's card (a Leaflet popup): photo, price and
 *   the address linking to the property. From the keyboard, focus moves into the card; Esc (which
 *   the dialog around the map then leaves alone) or the card's Close button closes it and focus
 *   goes back to the marker. A plain click on the card's link calls `onMarkerClick(id)` instead of
 *   the link's own navigation, when the plan has one.
 * - Nearby markers share a count bubble ('9 properties'): at each zoom, core's grid clustering
 *   (`clusterPins`) groups them first, so a search of hundreds draws tens of labels; then labels
 *   that would still touch share one, so every label is a whole target of its own (WCAG 2.5.8).
 *   Choosing a shared label zooms in on its properties (focus stays with them), or, where they
 *   share one spot or the map is fully zoomed in, opens a card listing them.
 * - The area searched (a drawn polygon) is outlined under the labels.
 * - Wheel zoom is off (the page scrolls over the map); the zoom buttons (named 'Zoom in' and
 *   'Zoom out' by Leaflet), the + and - keys and pinch zoom work.
 * - The map follows its element's size (a dialog opening, a phone turned), and the disposer
 *   removes it with `map.remove()` (layers, listeners, DOM) and gives the element back as it was.
 */
import type * as Leaflet from 'leaflet';
import { boundsArea, escapeHtml, parseMapAttribution } from '../../core/index.js';
import type { LatLng, MapAreaControls, MapAttribution } from '../../core/index.js';
import type { DrawLeafletMap, MapPlan } from './leaflet-maps.adapter.js';
import { REDUCED_MOTION_QUERY } from './motion-preference.adapter.js';
import {
  DEFAULT_MARKERS_NOUN,
  LABEL_ROOM_PX,
  MarkerLabels,
  ZOOM_CONTROL_ROOM_PX,
  type LeafletLibrary,
} from './leaflet-map-labels.js';

/** The deepest zoom offered (OpenStreetMap's standard tiles stop at 19). */
export const MAX_TILE_ZOOM = 19;
/**
 * A credit's link opens in a new tab, announced, like the site's other links off the site: a press
 * on a map's credit must not take the visitor away from the page (and an area half drawn on it).
 */
const CREDIT_LINK_ATTRIBUTES = 'target="_blank" rel="noopener noreferrer"';
const NEW_TAB_NOTE = '<span class="visually-hidden"> (opens in a new tab)</span>';
/** The library's credit, before the tile provider's. */
export const LEAFLET_CREDIT = `<a href="https://leafletjs.com" ${CREDIT_LINK_ATTRIBUTES}>Leaflet${NEW_TAB_NOTE}</a>`;
/** The credit when the setting has nothing readable in it. */
const FALLBACK_CREDIT: MapAttribution = [{ text: 'Map tiles' }];

/**
 * For a visitor who prefers reduced motion the map moves without animating: zooms are instant
 * (no scaling of the tiles), tiles and markers appear without fading, and a dragged map stops
 * where it is let go (no gliding on). Read when the map is drawn.
 */
export function motionOptions(element: HTMLElement): {
  zoomAnimation?: false;
  fadeAnimation?: false;
  markerZoomAnimation?: false;
  inertia?: false;
} {
  const win = element.ownerDocument.defaultView;
  const reduced =
    typeof win?.matchMedia === 'function' && win.matchMedia(REDUCED_MOTION_QUERY).matches;
  return reduced
    ? { zoomAnimation: false, fadeAnimation: false, markerZoomAnimation: false, inertia: false }
    : {};
}

/** The drawing function over a Leaflet library (the real one, or one in a test page). */
export function leafletMapDrawing(L: LeafletLibrary): DrawLeafletMap {
  return (element, plan) => drawMap(L, element, plan);
}

function drawMap(L: LeafletLibrary, element: HTMLElement, plan: MapPlan): () => void {
  // Leaflet leaves its classes and tabindex on the element after remove(); the disposer puts the
  // element back as it was, so a redraw (or the view) starts from a clean element.
  const { className } = element;
  const tabIndex = element.getAttribute('tabindex');
  const map = L.map(element, {
    scrollWheelZoom: false,
    maxZoom: MAX_TILE_ZOOM,
    ...motionOptions(element),
  });
  map.attributionControl.setPrefix(LEAFLET_CREDIT);
  const credit = parseMapAttribution(plan.tiles.attribution);
  L.tileLayer(plan.tiles.urlTemplate, {
    attribution: attributionHtml(credit.length > 0 ? credit : FALLBACK_CREDIT),
    maxZoom: MAX_TILE_ZOOM,
  }).addTo(map);

  const { view } = plan;
  if (view.kind === 'fit') {
    const bounds = L.latLngBounds(view.points.map((p) => L.latLng(p.lat, p.lng)));
    // Labels stand above their point, and the zoom buttons sit at the top left: room for both.
    map.fitBounds(bounds, {
      paddingTopLeft: [view.paddingPx + ZOOM_CONTROL_ROOM_PX, view.paddingPx + LABEL_ROOM_PX],
      paddingBottomRight: [view.paddingPx, view.paddingPx],
      maxZoom: view.maxZoom,
    });
  } else {
    map.setView([view.center.lat, view.center.lng], view.zoom);
  }

  // The area searched, under the labels; a click on it is a click on the map.
  if (plan.area !== undefined) {
    L.polygon(plan.area.map(toLatLng), { className: 'agency-map-area', interactive: false }).addTo(
      map,
    );
  }

  const labels = new MarkerLabels(
    L,
    map,
    element.ownerDocument,
    plan.markers,
    plan.onMarkerClick,
    plan.markersNoun ?? DEFAULT_MARKERS_NOUN,
  );
  labels.layout();
  map.on('zoomend', () => labels.layout());

  const stopObserving = observeSize(element, () => map.invalidateSize());
  const area = plan.onAreaControls ? leafletAreaControls(L, map, element) : undefined;
  if (area !== undefined) plan.onAreaControls?.(area.controls);
  let disposed = false;
  return () => {
    if (disposed) return;
    disposed = true;
    stopObserving();
    area?.dispose();
    map.remove();
    element.className = className;
    if (tabIndex === null) element.removeAttribute('tabindex');
    else element.setAttribute('tabindex', tabIndex);
  };
}

const toLatLng = (p: LatLng): Leaflet.LatLngTuple => [p.lat, p.lng];

/** Radius of a placed corner's dot, in CSS pixels. */
export const CORNER_RADIUS_PX = 6;

/**
 * The area search over a drawn map (MapAreaControls): the bounds and centre in view, the searched
 * area as a polygon, the corners of an area being drawn as dots joined by a dashed line (above
 * the labels, so none hides a corner), and
 * clicks on the map while drawing. Shapes take no pointer events (a click on the searched area
 * adds a corner, it does not hit the shape) and are styled by class in the brand's colour
 * (leaflet-map.css). While drawing, the map's double-click zoom is off (two quick clicks are two
 * corners), an open card closes, and the element carries `agency-map--drawing` (a crosshair
 * pointer; the labels let clicks through to the map; no touch on it scrolls or zooms the page,
 * leaflet-map.css).
 */
export function leafletAreaControls(
  L: LeafletLibrary,
  map: Leaflet.Map,
  element: HTMLElement,
): { readonly controls: MapAreaControls; dispose(): void } {
  let area: Leaflet.Polygon | undefined;
  let draft: Leaflet.Layer[] = [];
  let onClick: ((event: Leaflet.LeafletMouseEvent) => void) | undefined;
  let onMove: (() => void) | undefined;
  let disposed = false;
  const stopFollowing = (): void => {
    if (onMove !== undefined) map.off('movestart', onMove);
    onMove = undefined;
  };
  const stopDrawing = (): void => {
    if (onClick === undefined) return;
    map.off('click', onClick);
    onClick = undefined;
    map.doubleClickZoom.enable();
    element.classList.remove('agency-map--drawing');
  };
  const controls: MapAreaControls = {
    visibleArea: () => {
      if (disposed) return [];
      const bounds = map.getBounds();
      return boundsArea({
        south: bounds.getSouth(),
        west: bounds.getWest(),
        north: bounds.getNorth(),
        east: bounds.getEast(),
      });
    },
    centre: () => {
      const centre = map.getCenter();
      return { lat: centre.lat, lng: centre.lng };
    },
    showArea: (corners) => {
      area?.remove();
      area = undefined;
      if (disposed || corners === undefined || corners.length < 3) return;
      area = L.polygon(corners.map(toLatLng), {
        className: 'agency-map-area',
        interactive: false,
      }).addTo(map);
    },
    showDraft: (corners) => {
      for (const layer of draft) layer.remove();
      draft = [];
      if (disposed || corners.length === 0) return;
      const pane = draftPane(map);
      const line = L.polyline(corners.map(toLatLng), {
        className: 'agency-map-draft',
        interactive: false,
        pane,
      });
      const dots = corners.map((corner) =>
        L.circleMarker(toLatLng(corner), {
          radius: CORNER_RADIUS_PX,
          className: 'agency-map-corner',
          interactive: false,
          pane,
        }),
      );
      draft = [line, ...dots];
      for (const layer of draft) layer.addTo(map);
    },
    onMapClick: (onPoint) => {
      stopDrawing();
      if (disposed || onPoint === undefined) return;
      onClick = (event) => {
        const { lat, lng } = event.latlng;
        if (Number.isFinite(lat) && Number.isFinite(lng)) onPoint({ lat, lng });
      };
      map.on('click', onClick);
      map.doubleClickZoom.disable();
      // An open card would take the clicks meant as corners (and its link would leave the page).
      map.closePopup();
      element.classList.add('agency-map--drawing');
    },
    // The first view is set before the controls exist, and a new size only fires 'move': so
    // 'movestart' is always the visitor's (a drag, a zoom, the arrow keys, a card panned in).
    onViewMoved: (onMoved) => {
      stopFollowing();
      if (disposed || onMoved === undefined) return;
      onMove = () => onMoved();
      map.on('movestart', onMove);
    },
  };
  return {
    controls,
    dispose: () => {
      stopDrawing();
      stopFollowing();
      disposed = true;
    },
  };
}

/** The pane of the corners being drawn: above the price labels, which would hide them. */
const DRAFT_PANE = 'agency-draft';
/** Above Leaflet's marker pane (600), under its tooltips and cards (650, 700). */
const DRAFT_PANE_Z = '620';

function draftPane(map: Leaflet.Map): string {
  if (map.getPane(DRAFT_PANE) === undefined) {
    const pane = map.createPane(DRAFT_PANE);
    pane.style.zIndex = DRAFT_PANE_Z;
    pane.style.pointerEvents = 'none';
  }
  return DRAFT_PANE;
}

/** A credit as HTML for Leaflet's attribution control, written from checked text and links. */
export function attributionHtml(parts: MapAttribution): string {
  return parts
    .map((part) =>
      part.href
        ? `<a href="${escapeHtml(part.href)}" ${CREDIT_LINK_ATTRIBUTES}>${escapeHtml(part.text)}${NEW_TAB_NOTE}</a>`
        : escapeHtml(part.text),
    )
    .join('');
}

/** Calls `changed` when the element's size changes after the map was drawn. */
function observeSize(element: HTMLElement, changed: () => void): () => void {
  const Observer = element.ownerDocument.defaultView?.ResizeObserver;
  if (Observer === undefined) return () => undefined;
  let first = true;
  const observer = new Observer(() => {
    // The first call reports the size the map was drawn at.
    if (first) first = false;
    else changed();
  });
  observer.observe(element);
  return () => observer.disconnect();
}
