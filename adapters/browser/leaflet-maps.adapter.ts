/**
 * MapsPort without an API key: Leaflet drawing raster tiles from a tile server the agency names
 * (theme `mapTileUrl`, `mapTileAttribution`; OpenStreetMap's standard tiles by default).
 *
 * - Nothing of it loads with a page: the composition root fetches this adapter's chunk and the
 *   library chunk (`leaflet-library.ts`: Leaflet, the drawing code, their CSS) side by side when the
 *   first map is drawn (LazyMapsAdapter). The library is loaded once; a failed load is forgotten so
 *   a later map may try again. The CSS is added to the page at the first map, once, as a
 *   constructed style sheet (no inline <style>, so a strict style-src policy does not block it) or,
 *   without that API, a <style> element. Leaflet touches `window` when it is imported, so it never
 *   loads on a server.
 * - What to draw is decided here by core's rules (core/maps/map-view.ts): markers without a usable
 *   position are left off; the view fits all markers (never closer than street level), or uses
 *   `center`/`zoom`; one marker is at street level; none shows the whole of the UK. How it looks
 *   and behaves (price labels, cards, keyboard) is in `leaflet-map-drawing.ts`.
 * - `render` answers a disposer that removes the map. A failed load, or a map that cannot be drawn,
 *   is a failure value, logged; the view then shows its fallback and 'The map could not be loaded.'.
 */
import { left, right } from 'fp-ts/Either';
import {
  areaCorners,
  decodeFailure,
  networkFailure,
  hasMapPosition,
  initialMapView,
} from '../../core/index.js';
import { prepareDefaultHtmlPolicy } from './trusted-types.js';
import type {
  Result,
  InitialMapView,
  LatLng,
  TileSource,
  MapMarker,
  MapOptions,
  MapsPort,
} from '../../core/index.js';
import type { Logger } from '../logger.js';
import { consoleLogger } from '../logger.js';

/** What one map shows: decided by the adapter, drawn by the lazily loaded drawing code. */
export interface MapPlan {
  /** Only markers with a usable position. */
  readonly markers: readonly MapMarker[];
  readonly view: InitialMapView;
  readonly tiles: TileSource;
  readonly onMarkerClick?: (id: string) => void;
  /** What the markers are, for a shared label ('3 branches'); 'properties' when absent. */
  readonly markersNoun?: string;
  /** The page searches by area: hand it the map's area controls once drawn. */
  readonly onAreaControls?: MapOptions['onAreaControls'];
  /** The area searched, outlined (checked by core's `areaCorners`). */
  readonly area?: readonly LatLng[];
}

/** Draws a map into an element; answers its disposer. */
export type DrawLeafletMap = (element: HTMLElement, plan: MapPlan) => () => void;

/** What the lazily loaded chunk brings: the drawing code (with Leaflet) and the CSS it needs. */
export interface LeafletKit {
  readonly draw: DrawLeafletMap;
  readonly css: string;
}

export type LeafletLoader = () => Promise<LeafletKit>;

/**
 * The chunk with Leaflet, the drawing code and their CSS (esbuild splits it off here), evaluated
 * once Trusted Types' `default` policy is in place (Leaflet writes HTML strings as it loads).
 */
export const loadLeafletKit: LeafletLoader = async () => {
  await prepareDefaultHtmlPolicy(window);
  return import('./leaflet-library.js');
};

export interface LeafletMapsOptions {
  readonly tiles: TileSource;
  /**
   * Loads the drawing code and its CSS; default: the lazily loaded chunk. The composition root
   * gives the chunk it is already fetching (beside this adapter's own); tests give their own.
   */
  readonly load?: LeafletLoader;
  readonly logger?: Logger;
}

export class LeafletMapsAdapter implements MapsPort {
  /** No key needed: a map can always be tried (the view falls back when it fails). */
  readonly available = true;
  private kit: Promise<Result<LeafletKit>> | undefined;
  private readonly logger: Logger;

  constructor(private readonly options: LeafletMapsOptions) {
    this.logger = options.logger ?? consoleLogger;
  }

  async render(element: unknown, options: MapOptions): Promise<Result<() => void>> {
    if (!isElement(element)) return left(decodeFailure('maps: no element to draw in'));
    const kit = await this.ready();
    if (kit._tag === 'Left') return kit;
    const markers = options.markers.filter(hasMapPosition);
    const area = options.area === undefined ? undefined : areaCorners(options.area);
    const plan: MapPlan = {
      markers,
      view: initialMapView(markers, { ...options, area: area ?? [] }),
      ...(area ? { area } : {}),
      tiles: this.options.tiles,
      ...(options.onMarkerClick ? { onMarkerClick: options.onMarkerClick } : {}),
      ...(options.onAreaControls ? { onAreaControls: options.onAreaControls } : {}),
      ...(options.markersNoun ? { markersNoun: options.markersNoun } : {}),
    };
    try {
      addStylesOnce(element.ownerDocument, kit.right.css);
      return right(kit.right.draw(element, plan));
    } catch (error) {
      this.logger.error(`maps: the map could not be drawn (${errorName(error)})`);
      return left(decodeFailure(`maps: the map could not be drawn (${errorName(error)})`));
    }
  }

  /** The one shared load; a failed load is forgotten so a later map can try again. */
  private ready(): Promise<Result<LeafletKit>> {
    if (!this.kit) {
      const attempt = this.load();
      this.kit = attempt;
      void attempt.then((result) => {
        if (result._tag === 'Left' && this.kit === attempt) this.kit = undefined;
      });
    }
    return this.kit;
  }

  private async load(): Promise<Result<LeafletKit>> {
    let kit: Partial<LeafletKit> | undefined;
    try {
      kit = await (this.options.load ?? loadLeafletKit)();
    } catch (error) {
      // A failed dynamic import is a TypeError: the file is gone (a new deploy) or the network dropped.
      this.logger.error(`maps: Loading chunk leaflet failed (${errorName(error)})`);
      return left(networkFailure);
    }
    if (typeof kit?.draw !== 'function' || typeof kit.css !== 'string') {
      this.logger.error('maps: the Leaflet chunk has no drawing code');
      return left(decodeFailure('maps: the Leaflet chunk has no drawing code'));
    }
    return right({ draw: kit.draw, css: kit.css });
  }
}

const styled = new WeakSet<Document>();

/** Adds the map CSS to the page once: a constructed style sheet where supported, else <style>. */
export function addStylesOnce(doc: Document, css: string): void {
  if (styled.has(doc)) return;
  styled.add(doc);
  const Sheet = doc.defaultView?.CSSStyleSheet;
  if (
    Sheet !== undefined &&
    Array.isArray(doc.adoptedStyleSheets) &&
    typeof Sheet.prototype.replaceSync === 'function'
  ) {
    try {
      const sheet = new Sheet();
      sheet.replaceSync(css);
      doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
      return;
    } catch {
      // Fall back to a style element below.
    }
  }
  const style = doc.createElement('style');
  style.setAttribute('data-agency-maps', 'leaflet');
  style.textContent = css;
  doc.head.append(style);
}

function isElement(value: unknown): value is HTMLElement {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { nodeType?: unknown }).nodeType === 1 &&
    'ownerDocument' in value
  );
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : typeof error;
}
