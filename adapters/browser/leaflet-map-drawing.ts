/**
 * How the keyless map looks and behaves (Leaflet), given what to draw (a MapPlan from
 * leaflet-maps.adapter.ts). Loaded lazily with Leaflet: see leaflet-library.ts.
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
import { boundsArea, clusterPins, escapeHtml, parseMapAttribution } from '../../core/index.js';
import type { LatLng, MapAreaControls, MapAttribution, MapMarker } from '../../core/index.js';
import type { DrawLeafletMap, MapPlan } from './leaflet-maps.adapter.js';
import { REDUCED_MOTION_QUERY } from './motion-preference.adapter.js';
import {
  CARD_MAX_WIDTH,
  CARD_MIN_WIDTH,
  listCard,
  markerCard,
  markerName,
} from './leaflet-map-cards.js';

export type LeafletLibrary = typeof Leaflet;

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
/** Where a card's tip points, from the marker's position: just above the price label. */
export const CARD_ANCHOR: [number, number] = [0, -38];
/**
 * Extra room when markers are fitted into view, in CSS pixels: above them for their labels (a
 * label and its tail stand about 36 px over the point), at the left for the zoom buttons (34 px
 * wide, 10 px in), so no label is cut off at the top or hidden under a button.
 */
export const LABEL_ROOM_PX = 36;
export const ZOOM_CONTROL_ROOM_PX = 44;
/** Labels closer than this (CSS pixels) share one label. */
export const LABEL_GAP_PX = 2;
/** Enough rounds of merging touching labels for any real page (each round merges every touching set). */
const MAX_LAYOUT_ROUNDS = 12;
/** What a shared label counts when the plan does not say ('3 properties'). */
export const DEFAULT_MARKERS_NOUN = 'properties';
/** Room round the properties of a shared label when zooming in on them, in CSS pixels. */
const ZOOM_IN_PADDING_PX = 48;
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
 * area as a polygon, the corners of an area being drawn as dots joined by a dashed line, and
 * clicks on the map while drawing. Shapes take no pointer events (a click on the searched area
 * adds a corner, it does not hit the shape) and are styled by class in the brand's colour
 * (leaflet-map.css). While drawing, the map's double-click zoom is off (two quick clicks are two
 * corners), an open card closes, and the element carries `agency-map--drawing` (a crosshair
 * pointer; the labels let clicks through to the map, leaflet-map.css).
 */
export function leafletAreaControls(
  L: LeafletLibrary,
  map: Leaflet.Map,
  element: HTMLElement,
): { readonly controls: MapAreaControls; dispose(): void } {
  let area: Leaflet.Polygon | undefined;
  let draft: Leaflet.Layer[] = [];
  let onClick: ((event: Leaflet.LeafletMouseEvent) => void) | undefined;
  let disposed = false;
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
      const line = L.polyline(corners.map(toLatLng), {
        className: 'agency-map-draft',
        interactive: false,
      });
      const dots = corners.map((corner) =>
        L.circleMarker(toLatLng(corner), {
          radius: CORNER_RADIUS_PX,
          className: 'agency-map-corner',
          interactive: false,
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
  };
  return {
    controls,
    dispose: () => {
      stopDrawing();
      disposed = true;
    },
  };
}

/** One label on the map: one property, or several whose labels would overlap. */
interface Label {
  readonly members: readonly MapMarker[];
  readonly layer: Leaflet.Marker;
}

/** The map's labels, laid out again at every zoom so that none overlaps another. */
class MarkerLabels {
  private labels: Label[] = [];
  /** A property whose label should get focus after the next layout (keyboard zoom-in). */
  private focusAfterLayout: string | undefined;

  constructor(
    private readonly L: LeafletLibrary,
    private readonly map: Leaflet.Map,
    private readonly doc: Document,
    private readonly markers: readonly MapMarker[],
    private readonly onChoose: ((id: string) => void) | undefined,
    private readonly noun: string,
  ) {}

  layout(): void {
    const active = this.doc.activeElement;
    const focused =
      this.labels.find((label) => label.layer.getElement() === active)?.members[0]?.id ??
      this.focusAfterLayout;
    this.focusAfterLayout = undefined;
    for (const label of this.labels) label.layer.remove();
    this.labels = clusterPins(this.markers, this.map.getZoom()).map((cluster) =>
      this.add(cluster.members),
    );
    // Labels that touch become one, until none touches; a shared label sits in the middle of its
    // properties, so it may touch another: a few rounds at most. Without layout (jsdom) nothing
    // touches.
    for (let round = 0; round < MAX_LAYOUT_ROUNDS; round += 1) {
      const groups = this.touchingGroups();
      if (groups.length === 0) break;
      for (const group of groups) {
        for (const label of group) label.layer.remove();
        this.labels = this.labels.filter((label) => !group.includes(label));
        this.labels.push(this.add(group.flatMap((label) => label.members)));
      }
    }
    const refocus =
      focused === undefined
        ? undefined
        : this.labels
            .find((label) => label.members.some((m) => m.id === focused))
            ?.layer.getElement();
    if (refocus !== undefined) focusWhenShown(refocus, refocus);
  }

  /**
   * Labels to share one label: each label in turn, not yet taken, takes the labels it touches.
   * (Not whatever touches through others: a chain across a county would become one label.)
   */
  private touchingGroups(): Label[][] {
    const boxes = this.labels.map((label) => label.layer.getElement()?.getBoundingClientRect());
    const taken = new Set<number>();
    const groups: Label[][] = [];
    boxes.forEach((a, i) => {
      if (taken.has(i) || a === undefined || a.width === 0) return;
      const group = [i];
      boxes.forEach((b, j) => {
        if (j <= i || taken.has(j) || b === undefined || b.width === 0) return;
        const touching =
          a.left < b.right + LABEL_GAP_PX &&
          b.left < a.right + LABEL_GAP_PX &&
          a.top < b.bottom + LABEL_GAP_PX &&
          b.top < a.bottom + LABEL_GAP_PX;
        if (touching) group.push(j);
      });
      if (group.length === 1) return;
      for (const k of group) taken.add(k);
      groups.push(group.map((k) => this.labels[k]!));
    });
    return groups;
  }

  private add(members: readonly MapMarker[]): Label {
    const [only] = members;
    return only !== undefined && members.length === 1 ? this.single(only) : this.shared(members);
  }

  /** One property: its price label, opening its card. */
  private single(marker: MapMarker): Label {
    const layer = this.labelMarker(
      [marker.lat, marker.lng],
      marker.price ?? '',
      marker.price ? 'agency-map-marker' : 'agency-map-marker agency-map-marker--pin',
      markerName(marker),
    );
    layer.bindPopup(markerCard(this.doc, marker, this.onChoose), {
      className: 'agency-map-popup',
      minWidth: CARD_MIN_WIDTH,
      maxWidth: CARD_MAX_WIDTH,
      autoPanPadding: [16, 16],
    });
    layer.addTo(this.map);
    opensItsCard(layer, this.doc);
    return { members: [marker], layer };
  }

  /** Several properties: '3 properties', zooming in on them, or listing them where zoom cannot part them. */
  private shared(members: readonly MapMarker[]): Label {
    const { L, map } = this;
    const bounds = L.latLngBounds(members.map((m) => L.latLng(m.lat, m.lng)));
    const centre = bounds.getCenter();
    const oneSpot = bounds.getNorthEast().equals(bounds.getSouthWest());
    const canZoom = !oneSpot && map.getZoom() < map.getMaxZoom();
    const count = `${members.length} ${this.noun}`;
    const layer = this.labelMarker(
      centre,
      count,
      'agency-map-marker agency-map-marker--group',
      canZoom ? `${count} here: zoom in to see them` : `${count} here`,
    );
    if (canZoom) {
      layer.on('click', () => this.zoomTo(members, false));
      layer.addTo(map);
      const icon = layer.getElement();
      icon?.addEventListener('keydown', (event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        this.zoomTo(members, true);
      });
    } else {
      layer.bindPopup(listCard(this.doc, members, this.onChoose), {
        className: 'agency-map-popup',
        minWidth: CARD_MIN_WIDTH,
        maxWidth: CARD_MAX_WIDTH,
        autoPanPadding: [16, 16],
      });
      layer.addTo(map);
      opensItsCard(layer, this.doc);
    }
    return { members, layer };
  }

  /** Zooms in on a shared label's properties: to fit them, at least one step closer. */
  private zoomTo(members: readonly MapMarker[], byKeyboard: boolean): void {
    const { L, map } = this;
    const bounds = L.latLngBounds(members.map((m) => L.latLng(m.lat, m.lng)));
    const fit = map.getBoundsZoom(
      bounds,
      false,
      L.point(ZOOM_IN_PADDING_PX * 2, ZOOM_IN_PADDING_PX * 2),
    );
    const zoom = Math.min(map.getMaxZoom(), Math.max(map.getZoom() + 1, fit));
    if (byKeyboard) this.focusAfterLayout = members[0]?.id;
    map.setView(bounds.getCenter(), zoom);
  }

  /** A label marker: a button with a visible text and an accessible name. */
  private labelMarker(
    position: Leaflet.LatLngExpression,
    text: string,
    className: string,
    name: string,
  ): Leaflet.Marker {
    const label = this.doc.createElement('span');
    label.className = 'agency-map-marker__label';
    label.textContent = text;
    const layer = this.L.marker(position, {
      // Sized by its text: CSS centres the label above the point (`translate`).
      icon: this.L.divIcon({
        className,
        html: label,
        iconSize: undefined,
        popupAnchor: CARD_ANCHOR,
      }),
      keyboard: true,
      riseOnHover: true,
    });
    layer.on('add', () => layer.getElement()?.setAttribute('aria-label', name));
    return layer;
  }
}

/**
 * The keyboard and focus side of a label that opens a card: Enter or Space opens it and moves
 * focus in; Esc closes it (handled, so a dialog around the map leaves it alone) and focus returns
 * to the label; aria-expanded follows the card.
 */
function opensItsCard(layer: Leaflet.Marker, doc: Document): void {
  const icon = layer.getElement();
  if (icon === undefined) return;
  icon.setAttribute('aria-expanded', 'false');
  let byKeyboard = false;
  icon.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    // Also keeps Leaflet's own Enter (a keypress) from toggling the card a second time.
    event.preventDefault();
    byKeyboard = true;
    layer.openPopup();
  });
  icon.addEventListener('pointerdown', () => {
    byKeyboard = false;
  });
  const wired = new WeakSet<HTMLElement>();
  layer.on('popupopen', (event: Leaflet.PopupEvent) => {
    icon.setAttribute('aria-expanded', 'true');
    const container = event.popup.getElement();
    if (container === undefined) return;
    if (!wired.has(container)) {
      wired.add(container);
      container.addEventListener('keydown', (key) => {
        if (key.key !== 'Escape' && key.key !== 'Esc') return;
        key.preventDefault();
        byKeyboard = true;
        layer.closePopup();
      });
    }
    const first = container.querySelector<HTMLElement>('a[href], button:not([disabled])');
    if (byKeyboard && first !== null) focusWhenShown(first, icon);
  });
  layer.on('popupclose', (event: Leaflet.PopupEvent) => {
    icon.setAttribute('aria-expanded', 'false');
    const active = doc.activeElement;
    const container = event.popup.getElement();
    const focusWasInCard = active !== null && container !== undefined && container.contains(active);
    if (focusWasInCard || (byKeyboard && (active === null || active === doc.body)))
      icon.focus({ preventScroll: true });
  });
}

/**
 * Frames to wait for a card to become visible before giving up moving focus into it (about a
 * second). A card's `visibility` can reach its link a frame or more after it opens (while the
 * site's reduced-motion rule shortened transitions to 0.01 ms rather than turning them off, 7–13
 * frames were seen right after a map was drawn). The wait ends as soon as focus lands.
 */
const FOCUS_FRAMES = 60;

/**
 * Focuses `target` once it can take focus. A card that has just opened may still be hidden for a
 * frame or two (its `visibility` can transition), and a hidden element refuses focus. Stops if
 * focus moves on.
 */
function focusWhenShown(target: HTMLElement, from: HTMLElement): void {
  const doc = target.ownerDocument;
  const attempt = (framesLeft: number): void => {
    const active = doc.activeElement;
    if (
      !target.isConnected ||
      (active !== from && active !== doc.body && active !== null && active !== target)
    )
      return;
    target.focus({ preventScroll: true });
    if (doc.activeElement !== target && framesLeft > 0)
      doc.defaultView?.requestAnimationFrame(() => attempt(framesLeft - 1));
  };
  attempt(FOCUS_FRAMES);
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
