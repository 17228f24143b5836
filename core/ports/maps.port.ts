/**
 * Interactive maps (SPEC §7: a maps script from a maps service, with its marker library, loaded
 * once and only on demand). `element` is the host element, opaque to core.
 */
import type { Result } from '../failures/failures.js';
import type { LatLng } from '../search/polyline.js';

export interface MapMarker {
  readonly id: string;
  readonly lat: number;
  readonly lng: number;
  /** The place's name, e.g. the property's address: the marker's accessible name. */
  readonly title: string;
  /** The property's page. */
  readonly url?: string;
  /** The price as the property's card shows it ('£350,000'), for a price label on the marker. */
  readonly price?: string;
  /** A photo for the marker's card. */
  readonly imageUrl?: string;
}

export interface MapOptions {
  readonly markers: readonly MapMarker[];
  readonly center?: { readonly lat: number; readonly lng: number };
  readonly zoom?: number;
  /** The area searched (a drawn polygon's corners): outlined on the map and fitted into view. */
  readonly area?: readonly LatLng[];
  /**
   * The visitor chose a marker's property. Maps whose markers open no card (Google) call it when a
   * marker is clicked; maps that open a card (Leaflet) when its property link is followed with a
   * plain click, instead of the link's own navigation.
   */
  readonly onMarkerClick?: (id: string) => void;
  /** What the markers are, for a label standing for several ('3 branches'); default 'properties'. */
  readonly markersNoun?: string;
  /**
   * The page searches by area (the branch finder): once the map is drawn, it hands over its area
   * controls. Maps that cannot offer them never call it (the page then offers no area search).
   */
  readonly onAreaControls?: (controls: MapAreaControls) => void;
}

/**
 * What a drawn map offers a page that searches by area. The page keeps the state (the corners
 * placed, the area searched) and decides; the map shows it and reports where it was clicked.
 * After the map's disposer has run, every call does nothing.
 */
export interface MapAreaControls {
  /** The part of the map in view, as its corners: south-west, north-west, north-east, south-east. */
  visibleArea(): LatLng[];
  /** The centre of the map in view. */
  centre(): LatLng;
  /** Outlines the area searched (undefined: none). */
  showArea(area: readonly LatLng[] | undefined): void;
  /** The corners placed so far of an area being drawn, joined by a line (empty: none). */
  showDraft(corners: readonly LatLng[]): void;
  /** Drawing: each click or tap on the map calls `onPoint` with its position; undefined stops it. */
  onMapClick(onPoint: ((point: LatLng) => void) | undefined): void;
  /**
   * Calls `onMoved` each time the visitor starts moving the map (a drag, a zoom, the arrow keys),
   * never for the view it was drawn with nor for a change of its size; undefined stops it.
   */
  onViewMoved(onMoved: (() => void) | undefined): void;
}

export interface MapsPort {
  /** False when no maps service is configured: views show their list/address fallback instead. */
  readonly available: boolean;
  /** Loads the maps script (once) and draws a map; answers a disposer, or a failure value. */
  render(element: unknown, options: MapOptions): Promise<Result<() => void>>;
}
