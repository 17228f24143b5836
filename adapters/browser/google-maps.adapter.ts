/**
 * MapsPort over the Google Maps JavaScript API (SPEC §7 "A maps script is loaded from a maps
 * service (with its marker library)": loaded once and only on demand, with a clear
 * fallback without an API key or when it fails to load).
 *
 * - `available` is true only when the agency has a maps key (theme `mapsApiKey`).
 * - The first `render` loads the script through the ScriptLoaderPort (`libraries=marker`,
 *   `loading=async`, a `callback`), waits for the callback or for `google.maps` to appear (bounded
 *   by `timeoutMs`), then imports the maps, marker and core libraries. Every later map shares that
 *   one load. A failed load is forgotten, so a later map may try again.
 * - Markers are AdvancedMarkerElements when a map id is configured (Google draws them only on maps
 *   with an id), classic Markers otherwise. Clicking one calls `onMarkerClick(id)`.
 * - The view fits all markers and the area searched (outlined when given), or uses `center`/`zoom`
 *   when given; one marker is centred at street level; no markers and no centre shows the whole
 *   of the UK.
 * - Markers without a usable position (not finite, out of range, or the 0,0 "no location" value)
 *   are left off the map.
 * - No key, a script failure, a time-out or an API that throws are failure values, logged; nothing
 *   is loaded without a key.
 * - `render` answers a disposer that takes the markers off the map and removes the listeners.
 */
import { left, right } from 'fp-ts/Either';
import {
  areaCorners,
  decodeFailure,
  timeoutFailure,
  SINGLE_MARKER_ZOOM,
  hasMapPosition,
  initialMapView,
} from '../../core/index.js';
import type {
  Failure,
  Result,
  LatLng,
  MapOptions,
  MapsPort,
  ScriptLoaderPort,
} from '../../core/index.js';
import { areaPolygon, brandColour, googleAreaControls } from './google-maps-area.js';
import type { Logger } from '../logger.js';
import { consoleLogger } from '../logger.js';
import { globalTimers } from '../timers.js';
import type { Timers } from '../timers.js';

/** The maps service's script. */
export const GOOGLE_MAPS_SCRIPT_URL = 'https://maps.googleapis.com/maps/api/js';

/** The global function the script calls once the API is ready. */
export const GOOGLE_MAPS_CALLBACK = '__agencySiteMapsReady';

const POLL_MS = 100;

// ---- the parts of `google.maps` this adapter uses ----------------------------------------------

export interface LatLngLiteral {
  readonly lat: number;
  readonly lng: number;
}

export interface MapsEventListener {
  remove(): void;
}

/** A position as the API answers it. */
export interface GoogleLatLng {
  lat(): number;
  lng(): number;
}

export interface GoogleMap {
  fitBounds(bounds: unknown, padding?: number): void;
  /** The area search uses these; a map without them offers none. */
  getBounds?(): { getNorthEast(): GoogleLatLng; getSouthWest(): GoogleLatLng } | null | undefined;
  getCenter?(): GoogleLatLng | null | undefined;
  /** Clicks while drawing; the others tell a move of the visitor's from the first view. */
  addListener?(
    eventName: 'click' | 'idle' | 'dragstart' | 'zoom_changed',
    handler: (event: { readonly latLng?: GoogleLatLng | null }) => void,
  ): MapsEventListener;
  setOptions?(options: Record<string, unknown>): void;
}

/** A polygon or a line drawn on a map. */
export interface GoogleShape {
  setMap(map: GoogleMap | null): void;
}

export interface GoogleBounds {
  extend(point: LatLngLiteral): unknown;
}

/** What both marker kinds offer. */
export interface GoogleMarker {
  addListener(eventName: 'click', handler: () => void): MapsEventListener;
  setMap?(map: GoogleMap | null): void;
  map?: GoogleMap | null;
}

type Constructor<A extends unknown[], T> = new (...args: A) => T;

export interface GoogleMapsNamespace {
  importLibrary?(name: string): Promise<unknown>;
  Map?: Constructor<[element: unknown, options: Record<string, unknown>], GoogleMap>;
  LatLngBounds?: Constructor<[], GoogleBounds>;
  Marker?: Constructor<[options: Record<string, unknown>], GoogleMarker>;
  marker?: {
    AdvancedMarkerElement?: Constructor<[options: Record<string, unknown>], GoogleMarker>;
  };
  Polygon?: Constructor<[options: Record<string, unknown>], GoogleShape>;
  Polyline?: Constructor<[options: Record<string, unknown>], GoogleShape>;
  event?: { clearInstanceListeners?(instance: unknown): void };
}

/** The classes a map needs, resolved once after the script is ready. */
interface MapsLibrary {
  readonly Map: NonNullable<GoogleMapsNamespace['Map']>;
  readonly LatLngBounds: NonNullable<GoogleMapsNamespace['LatLngBounds']>;
  readonly Marker: Constructor<[options: Record<string, unknown>], GoogleMarker> | undefined;
  readonly AdvancedMarkerElement:
    Constructor<[options: Record<string, unknown>], GoogleMarker> | undefined;
  readonly clearInstanceListeners: ((instance: unknown) => void) | undefined;
  /** For the area search (absent: no area search). */
  readonly Polygon: Constructor<[options: Record<string, unknown>], GoogleShape> | undefined;
  readonly Polyline: Constructor<[options: Record<string, unknown>], GoogleShape> | undefined;
}

export interface GoogleMapsOptions {
  /** The agency's maps key (theme `mapsApiKey`); blank or absent → unavailable, nothing loaded. */
  readonly apiKey?: string | undefined;
  readonly scriptLoader: ScriptLoaderPort;
  /** Where the script puts `google` and finds its callback, looked up when needed. */
  readonly window: () => Window;
  /** A cloud map id: enables advanced markers and the agency's map styling. */
  readonly mapId?: string | undefined;
  /** Script load time-out, and again the longest wait for the API to start after it (default 20 s). */
  readonly timeoutMs?: number;
  readonly scriptUrl?: string;
  readonly timers?: Timers;
  readonly logger?: Logger;
}

type Global = Record<string, unknown>;

export class GoogleMapsAdapter implements MapsPort {
  readonly available: boolean;
  private library: Promise<Result<MapsLibrary>> | undefined;
  private readonly apiKey: string;
  private readonly timers: Timers;
  private readonly logger: Logger;

  constructor(private readonly options: GoogleMapsOptions) {
    this.apiKey = options.apiKey?.trim() ?? '';
    this.available = this.apiKey !== '';
    this.timers = options.timers ?? globalTimers;
    this.logger = options.logger ?? consoleLogger;
  }

  async render(element: unknown, options: MapOptions): Promise<Result<() => void>> {
    if (!this.available) return left(decodeFailure('maps: no API key configured'));
    if (typeof element !== 'object' || element === null)
      return left(decodeFailure('maps: no element to draw in'));
    const library = await this.ready();
    if (library._tag === 'Left') return library;
    try {
      return right(this.draw(library.right, element, options));
    } catch (error) {
      this.logger.error(`maps: the map could not be drawn (${errorName(error)})`);
      return left(decodeFailure(`maps: the map could not be drawn (${errorName(error)})`));
    }
  }

  // ---- loading ---------------------------------------------------------------------------------

  /** The one shared load; a failed load is forgotten so a later map can try again. */
  private ready(): Promise<Result<MapsLibrary>> {
    if (!this.library) {
      const attempt = this.load();
      this.library = attempt;
      void attempt.then((result) => {
        if (result._tag === 'Left' && this.library === attempt) this.library = undefined;
      });
    }
    return this.library;
  }

  private async load(): Promise<Result<MapsLibrary>> {
    const timeoutMs = this.options.timeoutMs ?? 20_000;
    const win = this.options.window() as unknown as Global;
    let called = false;
    win[GOOGLE_MAPS_CALLBACK] = () => {
      called = true;
    };
    // Google calls this when it refuses the key (e.g. not allowed for this domain): only logged.
    if (win['gm_authFailure'] === undefined) {
      win['gm_authFailure'] = () => this.logger.error('maps: the maps service refused the API key');
    }
    const src = this.scriptSrc();
    const loaded = await this.options.scriptLoader.load(src, { timeoutMs });
    if (loaded._tag === 'Left')
      return this.fail(loaded.left, `the script did not load (${loaded.left.kind})`);

    for (let waited = 0; ; waited += POLL_MS) {
      const namespace = this.namespace();
      if (namespace !== undefined && (called || isStarted(namespace)))
        return this.resolveLibrary(namespace);
      if (waited >= timeoutMs)
        return this.fail(timeoutFailure, `google.maps not ready after ${timeoutMs} ms`);
      await this.delay(POLL_MS);
    }
  }

  private scriptSrc(): string {
    const query = new URLSearchParams({
      key: this.apiKey,
      libraries: 'marker',
      loading: 'async',
      callback: GOOGLE_MAPS_CALLBACK,
    });
    return `${this.options.scriptUrl ?? GOOGLE_MAPS_SCRIPT_URL}?${query.toString()}`;
  }

  private namespace(): GoogleMapsNamespace | undefined {
    const google = (this.options.window() as unknown as Global)['google'];
    if (typeof google !== 'object' || google === null) return undefined;
    const maps = (google as Global)['maps'];
    return typeof maps === 'object' && maps !== null ? (maps as GoogleMapsNamespace) : undefined;
  }

  private async resolveLibrary(namespace: GoogleMapsNamespace): Promise<Result<MapsLibrary>> {
    try {
      const importLibrary = namespace.importLibrary?.bind(namespace);
      const load = (name: string): Promise<Global> =>
        importLibrary ? importLibrary(name).then(asRecord) : Promise.resolve({});
      const [maps, marker, core] = await Promise.all([load('maps'), load('marker'), load('core')]);
      const pick = <T>(from: Global, name: string, fallback: unknown): T | undefined =>
        (typeof from[name] === 'function'
          ? from[name]
          : typeof fallback === 'function'
            ? fallback
            : undefined) as T | undefined;
      const Map = pick<MapsLibrary['Map']>(maps, 'Map', namespace.Map);
      const LatLngBounds = pick<MapsLibrary['LatLngBounds']>(
        core,
        'LatLngBounds',
        namespace.LatLngBounds,
      );
      const Marker = pick<MapsLibrary['Marker']>(marker, 'Marker', namespace.Marker);
      const AdvancedMarkerElement = pick<MapsLibrary['AdvancedMarkerElement']>(
        marker,
        'AdvancedMarkerElement',
        namespace.marker?.AdvancedMarkerElement,
      );
      if (!Map || !LatLngBounds || (!Marker && !AdvancedMarkerElement)) {
        return this.fail(
          decodeFailure('maps: the API has no Map, LatLngBounds or marker class'),
          'the API is incomplete',
        );
      }
      const clear = namespace.event?.clearInstanceListeners;
      return right({
        Map,
        LatLngBounds,
        Marker,
        AdvancedMarkerElement,
        clearInstanceListeners: clear
          ? (instance) => clear.call(namespace.event, instance)
          : undefined,
        Polygon: pick<MapsLibrary['Polygon']>(maps, 'Polygon', namespace.Polygon),
        Polyline: pick<MapsLibrary['Polyline']>(maps, 'Polyline', namespace.Polyline),
      });
    } catch (error) {
      return this.fail(
        decodeFailure(`maps: a library did not load (${errorName(error)})`),
        `a library did not load (${errorName(error)})`,
      );
    }
  }

  private fail(failure: Failure, reason: string): Result<never> {
    this.logger.error(`maps: setup failed, ${reason}`);
    return left(failure);
  }

  // ---- drawing ---------------------------------------------------------------------------------

  private draw(library: MapsLibrary, element: object, options: MapOptions): () => void {
    const markers = options.markers.filter(hasMapPosition);
    const mapId = this.options.mapId?.trim();
    const searched = options.area === undefined ? undefined : areaCorners(options.area);
    const view = initialMapView(markers, { ...options, area: searched ?? [] });
    // Fitted markers open on the first one; the bounds are fitted just after.
    const opening =
      view.kind === 'centre'
        ? { center: { ...view.center }, zoom: view.zoom }
        : { center: { ...view.points[0]! }, zoom: options.zoom ?? SINGLE_MARKER_ZOOM };
    const map = new library.Map(element, {
      ...opening,
      ...(mapId ? { mapId } : {}),
      clickableIcons: false,
      mapTypeControl: false,
      streetViewControl: false,
      fullscreenControl: true,
      gestureHandling: 'cooperative',
    });
    if (view.kind === 'fit') {
      const bounds = new library.LatLngBounds();
      for (const point of view.points) bounds.extend({ lat: point.lat, lng: point.lng });
      map.fitBounds(bounds, view.paddingPx);
    }

    const useAdvanced = Boolean(mapId) && library.AdvancedMarkerElement !== undefined;
    const drawn = markers.map((marker) => {
      const position = { lat: marker.lat, lng: marker.lng };
      const created =
        useAdvanced || library.Marker === undefined
          ? new library.AdvancedMarkerElement!({
              map,
              position,
              title: marker.title,
              gmpClickable: options.onMarkerClick !== undefined,
            })
          : new library.Marker({ map, position, title: marker.title });
      const onClick = options.onMarkerClick;
      const listener = onClick ? created.addListener('click', () => onClick(marker.id)) : undefined;
      return { created, listener };
    });

    const area = options.onAreaControls
      ? googleAreaControls(library, map, brandColour(this.options.window, element))
      : undefined;
    if (area !== undefined) options.onAreaControls?.(area.controls);
    const outline =
      searched === undefined ? undefined : this.outline(library, map, element, searched);

    let disposed = false;
    return () => {
      if (disposed) return;
      disposed = true;
      area?.dispose();
      outline?.setMap(null);
      for (const { created, listener } of drawn) {
        listener?.remove();
        if (typeof created.setMap === 'function') created.setMap(null);
        else created.map = null;
      }
      library.clearInstanceListeners?.(map);
    };
  }

  /** The area searched, outlined in the brand's colour (not clickable), when the API offers polygons. */
  private outline(
    library: MapsLibrary,
    map: GoogleMap,
    element: object,
    corners: readonly LatLng[],
  ): GoogleShape | undefined {
    if (library.Polygon === undefined) return undefined;
    return areaPolygon(library.Polygon, map, corners, brandColour(this.options.window, element));
  }

  private delay(ms: number): Promise<void> {
    return new Promise((resolve) => this.timers.setTimeout(resolve, ms));
  }
}

/** The script has started when the API offers its loader or its classes. */
function isStarted(namespace: GoogleMapsNamespace): boolean {
  return typeof namespace.importLibrary === 'function' || typeof namespace.Map === 'function';
}

function asRecord(value: unknown): Global {
  return typeof value === 'object' && value !== null ? (value as Global) : {};
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : typeof error;
}
