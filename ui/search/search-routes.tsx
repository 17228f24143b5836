/**
 * The results page's overlay route: `#/map` shows the whole search on a map, with its count, the
 * area searched outlined, and the area search above it ("Draw an area", and "Search this area"
 * once the map is moved: ui/map/area-tools.view.tsx). The map (Google's with the agency's key,
 * else Leaflet over raster tiles) loads only here, on demand, through LazyMapView: price labels
 * that open the property's card, count bubbles that zoom in. Beside the map (below it on a phone)
 * the page's properties stay listed as links, the accessible alternative to the map and what
 * stands in when it cannot load. Closing returns to where the visitor was, like every overlay.
 */
import { useId, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import type { RouteObject } from 'react-router-dom';
import { listingPrice, OVERLAY_PATTERNS } from '../../core/index.js';
import type { PropertyCard } from '../../core/index.js';
import { useViewModel } from '../di.js';
import { TOKENS } from '../tokens.js';
import { ModalFrame } from '../modal/modal-frame.view.js';
import { AreaNote, AreaTools, useEscapeCancelsDrawing } from '../map/area-tools.view.js';
import { LazyMapView } from '../map/lazy-map.view.js';
import { useCloseOverlay } from '../app/use-close-overlay.js';
import type { MapViewViewModel } from './map-view.view-model.js';

/** The same results as a list of links: what the map view shows without a map. */
export function MapFallbackList({
  cards,
  onOpen,
}: {
  readonly cards: readonly PropertyCard[];
  readonly onOpen?: (propertyId: string) => void;
}) {
  if (cards.length === 0)
    return <p className="map-view__empty">There are no properties on this page to show.</p>;
  return (
    <ul className="map-view__list">
      {cards.map((card) => (
        <li key={card.property_id}>
          <a href={card.property_url} onClick={onOpen ? () => onOpen(card.property_id) : undefined}>
            {card.display_address}
          </a>
          <span className="map-view__price">{listingPrice(card).text}</span>
        </li>
      ))}
    </ul>
  );
}

const MAP_UNAVAILABLE = (
  <p className="map-view__intro">
    The map is not available: every property on this page is in the list.
  </p>
);

/** The map's place while every match is asked for: the same box, so nothing moves when it comes. */
const MAP_WAITING = (
  <div className="lazy-map map-view__map">
    <div className="lazy-map__region" aria-hidden="true">
      <div className="lazy-map__placeholder" />
    </div>
  </div>
);

/** The map view of a results page (nothing on another page). */
export const MapView = observer(function MapView({ vm }: { readonly vm: MapViewViewModel }) {
  const onClose = useCloseOverlay();
  const listTitleId = useId();
  const regionRef = useRef<HTMLDivElement>(null);
  const { area } = vm;
  useEscapeCancelsDrawing(regionRef, area, area.drawing);
  if (!vm.shown) return null;
  return (
    <ModalFrame title={vm.title} onClose={onClose} size="wide">
      <div ref={regionRef} className={`map-view${area.drawing ? ' area-search--drawing' : ''}`}>
        <div className="map-view__main">
          <p className="map-view__count">{vm.countText}</p>
          {/* Its row is kept from the start, so the map does not move down when the tools come. */}
          <div className={vm.maps.available ? 'map-view__area-tools' : undefined}>
            <AreaTools
              area={area}
              onSearchInView={vm.searchInView}
              searchInViewLabel="Search this area"
              searchInViewShown={vm.canSearchInView}
            />
          </div>
          {vm.coverage === 'loading' ? (
            MAP_WAITING
          ) : (
            <LazyMapView
              className="map-view__map"
              maps={vm.maps}
              markers={vm.markers}
              label={vm.mapLabel}
              fallback={MAP_UNAVAILABLE}
              onMarkerClick={vm.openProperty}
              onAreaControls={area.attach}
              {...(vm.searchedArea ? { area: vm.searchedArea } : {})}
            />
          )}
          <AreaNote area={area} />
          <p className="map-view__note" role="status">
            {vm.note}
          </p>
        </div>
        <section className="map-view__list-section" aria-labelledby={listTitleId}>
          <h3 id={listTitleId} className="map-view__list-title">
            The properties on this page
          </h3>
          <MapFallbackList cards={vm.results} onOpen={vm.cardOpened} />
        </section>
      </div>
    </ModalFrame>
  );
});

/** '#/map': its view-model comes from the container (app/overlays/search.bindings.ts). */
function MapViewRoute() {
  return <MapView vm={useViewModel(TOKENS.mapViewViewModel)} />;
}

/** Overlay routes of the results page, for the overlay routes table: `#/map`. */
export function searchOverlayRoutes(): RouteObject[] {
  return [{ path: OVERLAY_PATTERNS.map, element: <MapViewRoute /> }];
}
