/**
 * The map view of a results page (`#/map`): the page's results as map markers, and the
 * same properties as a list beside the map. Built by the overlay layer's factory
 * (app/overlays/search.bindings.ts) from the results page's data; on any other page there is no
 * map view (`shown` false).
 */
import type { MapMarker, MapsPort, NavigationPort, PropertyCard } from '../../core/index.js';
import { propertyMapMarkers } from '../map/map-markers.js';
import type { ResultsPageData } from './results-page-data.js';
import type { ResultsSearchHistory } from './results.view-model.js';

export interface MapViewDependencies {
  /** The results page's data, or undefined when the page is not a results page. */
  readonly page: Pick<ResultsPageData, 'heading' | 'results'> | undefined;
  readonly maps: MapsPort;
  readonly navigation: Pick<NavigationPort, 'goTo'>;
  readonly searchHistory: Pick<ResultsSearchHistory, 'markClicked'>;
}

export class MapViewViewModel {
  /** False on a page that is not a results page: the route shows nothing. */
  readonly shown: boolean;
  readonly title: string;
  /** The map region's accessible name. */
  readonly mapLabel: string;
  readonly results: readonly PropertyCard[];
  /** The results that have a position. */
  readonly markers: readonly MapMarker[];
  readonly maps: MapsPort;

  constructor(private readonly deps: MapViewDependencies) {
    const heading = deps.page?.heading ?? '';
    this.shown = deps.page !== undefined;
    this.title = `Map view: ${heading}`;
    this.mapLabel = `Map of ${heading}`;
    this.results = deps.page?.results ?? [];
    this.markers = propertyMapMarkers(this.results);
    this.maps = deps.maps;
  }

  /** A listed property opened: it is marked in the search history (SPEC §3 clickedProperty). */
  readonly cardOpened = (propertyId: string): void => {
    this.deps.searchHistory.markClicked(propertyId);
  };

  /** A marker's card opened its property: marked in the search history, then its page. */
  readonly openProperty = (propertyId: string): void => {
    const card = this.results.find((c) => c.property_id === propertyId);
    if (card === undefined) return;
    this.cardOpened(propertyId);
    this.deps.navigation.goTo(card.property_url);
  };
}
