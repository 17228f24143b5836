/**
 * Interactive maps (SPEC §7: a maps script from a maps service, with its marker library, loaded
 * once and only on demand). `element` is the host element, opaque to core.
 */
import type { Result } from '../failures.js';

export interface MapMarker {
  readonly id: string;
  readonly lat: number;
  readonly lng: number;
  readonly title: string;
  readonly url?: string;
}

export interface MapOptions {
  readonly markers: readonly MapMarker[];
  readonly center?: { readonly lat: number; readonly lng: number };
  readonly zoom?: number;
  readonly onMarkerClick?: (id: string) => void;
}

export interface MapsPort {
  /** False when the agency has no maps key: views show their list/address fallback instead. */
  readonly available: boolean;
  /** Loads the maps script (once) and draws a map; answers a disposer, or a failure value. */
  render(element: unknown, options: MapOptions): Promise<Result<() => void>>;
}
