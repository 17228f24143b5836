/**
 * The results page's overlay route (issue 4 §1): `#/map` shows the page's results on a map. The
 * map (Google's with the agency's key, else Leaflet over raster tiles) loads only here, on demand,
 * through LazyMap: price labels that open the property's card. Beside the map (below it on a
 * phone) the same properties stay listed as links, the accessible alternative to the map and what
 * stands in when it cannot load. Closing returns to where the visitor was, like every overlay.
 */
import { useId, useState } from 'react';
import type { RouteObject } from 'react-router-dom';
import { listingPrice } from '../../core/index.js';
import type { PropertyCard } from '../../core/index.js';
import { useInjection } from '../di.js';
import { TOKENS } from '../tokens.js';
import { ModalFrame } from '../modal/modal-frame.view.js';
import { LazyMap } from '../map/lazy-map.view.js';
import { propertyMapMarkers } from '../map/map-markers.js';
import { decodeResultsPage } from './results-page-data.js';
import { useCloseOverlay } from '../app/use-close-overlay.js';
import { pageChunkOf } from '../pages/page.view.js';

/** The same results as a list of links: what the map view shows without a map. */
export function MapFallbackList({ cards, onOpen }: { readonly cards: readonly PropertyCard[]; readonly onOpen?: (propertyId: string) => void }) {
  if (cards.length === 0) return <p className="map-view__empty">There are no properties on this page to show.</p>;
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

function MapViewRoute() {
  const settings = useInjection(TOKENS.settings);
  const searchHistory = useInjection(TOKENS.searchHistory);
  const navigation = useInjection(TOKENS.navigation);
  const onClose = useCloseOverlay();
  const [page] = useState(() => decodeResultsPage(settings, []));
  const listTitleId = useId();
  if (pageChunkOf(settings.page.identifier) !== 'results-page') return null;
  const markers = propertyMapMarkers(page.results);
  const openProperty = (propertyId: string): void => {
    const card = page.results.find((c) => c.property_id === propertyId);
    if (card === undefined) return;
    searchHistory.markClicked(propertyId);
    navigation.goTo(card.property_url);
  };
  const fallback = <p className="map-view__intro">The map is not available: every property on this page is in the list.</p>;
  return (
    <ModalFrame title={`Map view: ${page.heading}`} onClose={onClose} size="wide">
      <div className="map-view">
        <LazyMap className="map-view__map" markers={markers} label={`Map of ${page.heading}`} fallback={fallback} onMarkerClick={openProperty} />
        <section className="map-view__list-section" aria-labelledby={listTitleId}>
          <h3 id={listTitleId} className="map-view__list-title">
            List of properties on this map
          </h3>
          <MapFallbackList cards={page.results} onOpen={searchHistory.markClicked} />
        </section>
      </div>
    </ModalFrame>
  );
}

/** Overlay routes of the results page, for the overlay routes table: `#/map`. */
export function searchOverlayRoutes(): RouteObject[] {
  return [{ path: 'map', element: <MapViewRoute /> }];
}
