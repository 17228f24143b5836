/**
 * Interactive maps (SPEC §7: a maps script from a maps service, with its marker library, loaded
 * once and only on demand). `element` is the host element, opaque to core.
 */
import type { Result } from '../failures.js';

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
  /**
   * The visitor chose a marker's property. Maps whose markers open no card (Google) call it when a
   * marker is clicked; maps that open a card (Leaflet) when its property link is followed with a
   * plain click, instead of the link's own navigation.
   */
  readonly onMarkerClick?: (id: string) => void;
}

export interface MapsPort {
  /** False when no maps service is configured: views show their list/address fallback instead. */
  readonly available: boolean;
  /** Loads the maps script (once) and draws a map; answers a disposer, or a failure value. */
  render(element: unknown, options: MapOptions): Promise<Result<() => void>>;
}
