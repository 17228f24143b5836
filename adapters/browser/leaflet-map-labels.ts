/**
 * The keyless map's labels (Leaflet markers): one per property, or one shared by properties whose
 * labels would touch, laid out again at every zoom; each a button that opens its card, with focus
 * moved into the card from the keyboard and back on Esc. Drawn by leaflet-map-drawing.ts.
 */
import type * as Leaflet from 'leaflet';
import { clusterPins } from '../../core/index.js';
import type { MapMarker } from '../../core/index.js';
import {
  CARD_MAX_WIDTH,
  CARD_MIN_WIDTH,
  listCard,
  markerCard,
  markerName,
} from './leaflet-map-cards.js';

export type LeafletLibrary = typeof Leaflet;

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

/** One label on the map: one property, or several whose labels would overlap. */
interface Label {
  readonly members: readonly MapMarker[];
  readonly layer: Leaflet.Marker;
}

/** The map's labels, laid out again at every zoom so that none overlaps another. */
export class MarkerLabels {
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
