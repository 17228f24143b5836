/**
 * A map drawn through the maps port only when it scrolls near the viewport (results `#/map`
 * view and the property page map, "loaded once and only on demand"; SPEC §7 maps script).
 *
 * - No maps key (`maps.available` false): the fallback only (an address, the list), nothing loaded.
 * - Otherwise a labelled region of fixed aspect ratio (nothing shifts when the map arrives) with a
 *   quiet placeholder; within 200 px of the viewport (IntersectionObserver; at once without one)
 *   the port draws the map into it. Unmounting, or new markers, disposes the drawn map.
 * - A map that fails to load is replaced by the fallback plus the polite note
 *   'The map could not be loaded.' (in a status region that exists from the start).
 *
 * Kept small and free of heavy imports: results and property pages both use it.
 */
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { LatLng, MapAreaControls, MapMarker, MapOptions, MapsPort } from '../../core/index.js';
import { useInjection } from '../di.js';
import { TOKENS } from '../tokens.js';
import { whenNearViewport } from '../app/near-viewport.js';

/** The polite note shown with the fallback when the map fails. */
export const MAP_FAILED_NOTE = 'The map could not be loaded.';

/** How far below (or above) the viewport a map starts loading. */
export const MAP_ROOT_MARGIN = '200px';

export interface LazyMapProps {
  readonly markers: readonly MapMarker[];
  /** The region's accessible name, e.g. 'Map of 24 properties' or 'Map of 12 High Street'. */
  readonly label: string;
  /** What stands in for the map: without a key, or when it fails (an address, a list link). */
  readonly fallback: ReactNode;
  readonly center?: { readonly lat: number; readonly lng: number };
  readonly zoom?: number;
  /** The area searched, outlined on the map (a drawn search area). */
  readonly area?: readonly LatLng[];
  readonly onMarkerClick?: (id: string) => void;
  /** What the markers are, for a label standing for several ('3 branches'); default 'properties'. */
  readonly markersNoun?: string;
  /** The page searches by area: the drawn map's area controls, then undefined when it is gone. */
  readonly onAreaControls?: (controls: MapAreaControls | undefined) => void;
  /** Extra class on the wrapper, e.g. to set `--lazy-map-ratio` for a taller map. */
  readonly className?: string;
}

type MapState = 'waiting' | 'loading' | 'ready' | 'failed';

/** The connected map: the maps port from the container (a view-model that has one passes it to LazyMapView). */
export function LazyMap(props: LazyMapProps) {
  return <LazyMapView {...props} maps={useInjection(TOKENS.maps)} />;
}

export function LazyMapView({
  maps,
  markers,
  label,
  fallback,
  center,
  zoom,
  area,
  onMarkerClick,
  onAreaControls,
  markersNoun,
  className,
}: LazyMapProps & { readonly maps: MapsPort }) {
  const hostRef = useRef<HTMLDivElement>(null);
  const clickRef = useRef(onMarkerClick);
  const areaRef = useRef(onAreaControls);
  const wantsArea = onAreaControls !== undefined;
  const [state, setState] = useState<MapState>('waiting');
  const key = viewKey(markers, center, zoom, area);

  useEffect(() => {
    clickRef.current = onMarkerClick;
    areaRef.current = onAreaControls;
  });

  useEffect(() => {
    const host = hostRef.current;
    if (!maps.available || host === null) return;
    let cancelled = false;
    let dispose: (() => void) | undefined;
    const options: MapOptions = {
      markers,
      ...(center !== undefined ? { center } : {}),
      ...(zoom !== undefined ? { zoom } : {}),
      ...(area !== undefined ? { area } : {}),
      ...(clickRef.current !== undefined
        ? { onMarkerClick: (id: string) => clickRef.current?.(id) }
        : {}),
      ...(markersNoun !== undefined ? { markersNoun } : {}),
      // A map drawn after its view moved on (cancelled) is disposed at once: its controls never reach the page.
      ...(wantsArea
        ? {
            onAreaControls: (controls: MapAreaControls) =>
              cancelled ? undefined : areaRef.current?.(controls),
          }
        : {}),
    };
    const stopWatching = whenNearViewport(host, MAP_ROOT_MARGIN, () => {
      setState('loading');
      void maps.render(host, options).then((result) => {
        if (result._tag === 'Left') {
          if (!cancelled) setState('failed');
        } else if (cancelled) {
          result.right();
        } else {
          dispose = result.right;
          setState('ready');
        }
      });
    });
    return () => {
      cancelled = true;
      stopWatching();
      if (dispose !== undefined && wantsArea) areaRef.current?.(undefined);
      dispose?.();
    };
    // `key` stands for markers, center, zoom and area by value (callers often pass new arrays).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [maps, key, wantsArea, markersNoun]);

  if (!maps.available) return <>{fallback}</>;
  return (
    <div className={className ? `lazy-map ${className}` : 'lazy-map'}>
      {state === 'failed' ? (
        fallback
      ) : (
        <div
          className="lazy-map__region"
          role="region"
          aria-label={label}
          aria-busy={state !== 'ready'}
        >
          <div ref={hostRef} className="lazy-map__canvas" />
          {state === 'ready' ? null : <div className="lazy-map__placeholder" aria-hidden="true" />}
        </div>
      )}
      <p role="status" className="lazy-map__note">
        {state === 'failed' ? MAP_FAILED_NOTE : ''}
      </p>
    </div>
  );
}

/** The map's content by value, so a re-render with equal markers does not redraw the map. */
function viewKey(
  markers: readonly MapMarker[],
  center: LazyMapProps['center'],
  zoom: number | undefined,
  area: readonly LatLng[] | undefined,
): string {
  const points = markers
    .map(
      (m) =>
        `${m.id}@${m.lat},${m.lng}:${m.title}:${m.url ?? ''}:${m.price ?? ''}:${m.imageUrl ?? ''}`,
    )
    .join('|');
  const outline = (area ?? []).map((p) => `${p.lat},${p.lng}`).join(';');
  return `${points}#${center ? `${center.lat},${center.lng}` : ''}#${zoom ?? ''}#${outline}`;
}
