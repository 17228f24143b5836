/**
 * The map view of a results page (`#/map`): the whole search on a map, not only the page's
 * results, and the same page's properties as a list beside it. Built by the overlay layer's
 * factory (app/overlays/search.bindings.ts) from the results page's data; on any other page there
 * is no map view (`shown` false).
 *
 * - A search of one page is on the page already. A longer one asks the listings port for every
 *   match as light cards (the map's call, docs/decisions/0106-search-map-call.md) when the view starts;
 *   the map is drawn once they arrive, with the whole count ('72 properties').
 * - When that call fails the map shows the page's own results and says so plainly; nothing else
 *   is lost (the list and the page stay as they were).
 * - A search of a drawn area (`poly-…`) outlines the area on the map.
 * - The area search (ui/map/area-drawing.ts): "Draw an area" turns clicks or taps on the map
 *   (or the map's centre, from the keyboard) into corners, and "Search this area", offered once
 *   the visitor has moved the map, takes the part of the map in view. Either is a new search
 *   (core's `searchInArea`: the area in place of the place, every filter kept), so the visitor
 *   goes to its results page, with the map view open on the area, as a filter chip goes to its.
 */
import { action, actionBound, computed, makeObservable, observable, observableRef } from 'mobx';
import {
  AREA_DRAWING_TEXT,
  formatWholeNumber,
  overlayHref,
  searchArea,
  searchInArea,
} from '../../core/index.js';
import type {
  LatLng,
  ListingsPort,
  MapMarker,
  MapsPort,
  NavigationPort,
  PropertyCard,
} from '../../core/index.js';
import { AreaDrawing } from '../map/area-drawing.js';
import { propertyMapMarkers } from '../map/map-markers.js';
import { resultsPath, type ResultsPageData } from './results-page-data.js';
import { propertyCountText } from './results-content.js';
import type { ResultsSearchHistory } from './results-dependencies.js';

export interface MapViewDependencies {
  /** The results page's data, or undefined when the page is not a results page. */
  readonly page:
    | Pick<ResultsPageData, 'heading' | 'results' | 'search' | 'pagination' | 'defaultStatus'>
    | undefined;
  readonly maps: MapsPort;
  readonly listings: Pick<ListingsPort, 'mapListings'>;
  readonly navigation: Pick<NavigationPort, 'goTo'>;
  readonly searchHistory: Pick<ResultsSearchHistory, 'markClicked'>;
}

/** What the map shows: still asking, every match, or only the page's results (the call failed). */
export type MapCoverage = 'loading' | 'whole' | 'page';

/** 'Only the 12 properties on this page are on the map: …' */
export function pageOnlyNote(count: number): string {
  const verb = count === 1 ? 'is' : 'are';
  return `Only the ${propertyCountText(count).toLowerCase()} on this page ${verb} on the map: the rest of the search could not be loaded.`;
}

/** 'The map shows the first 1,000 of the 1,234 properties: narrow the search to see them all.' */
export function partMappedNote(shown: number, total: number): string {
  return `The map shows the first ${formatWholeNumber(shown)} of the ${propertyCountText(total)}: narrow the search to see them all.`;
}

export class MapViewViewModel {
  /** False on a page that is not a results page: the route shows nothing. */
  readonly shown: boolean;
  readonly title: string;
  /** The map region's accessible name. */
  readonly mapLabel: string;
  /** The page's own results, listed beside the map. */
  readonly results: readonly PropertyCard[];
  /** The area searched, outlined on the map (a `poly-` search), else undefined. */
  readonly searchedArea: readonly LatLng[] | undefined;
  readonly maps: MapsPort;
  coverage: MapCoverage;
  /** Every match, as the map's call answered (light cards), once it has. */
  mapped: readonly PropertyCard[] = [];
  /** How many properties match the search, as far as known. */
  total: number;
  /** Drawing an area on the map, and the map's area controls while there is a map. */
  readonly area: AreaDrawing;

  constructor(private readonly deps: MapViewDependencies) {
    const heading = deps.page?.heading ?? '';
    this.shown = deps.page !== undefined;
    this.title = `Map view: ${heading}`;
    this.mapLabel = `Map of ${heading}`;
    this.results = deps.page?.results ?? [];
    this.maps = deps.maps;
    this.searchedArea = deps.page === undefined ? undefined : searchArea(deps.page.search);
    this.area = new AreaDrawing((corners) => this.searchIn(corners));
    const pagination = deps.page?.pagination;
    // Without a map there is nothing to ask for: the page's list stands in for it.
    const onePage =
      pagination === undefined ||
      (!pagination.hasNext && !pagination.hasPrevious) ||
      !deps.maps.available;
    this.coverage = onePage ? 'whole' : 'loading';
    this.mapped = onePage ? this.results : [];
    this.total = pagination?.total ?? this.results.length;
    makeObservable<MapViewViewModel, 'settle' | 'searchIn'>(this, {
      coverage: observable,
      mapped: observableRef,
      total: observable,
      markers: computed,
      countText: computed,
      note: computed,
      canSearchInView: computed,
      searchInView: actionBound,
      settle: action,
      searchIn: action,
    });
  }

  /** Asks for every match when the page holds only part of them; stops listening when disposed. */
  start(): () => void {
    let live = true;
    const { page } = this.deps;
    if (page !== undefined && this.coverage === 'loading') {
      void this.deps.listings.mapListings(page.search).then((result) => {
        if (live) this.settle(result._tag === 'Right' ? result.right : undefined);
      });
    }
    const stopDrawing = this.area.follow();
    return () => {
      live = false;
      stopDrawing();
    };
  }

  /** "Search this area" is offered once the visitor has moved the map (not while drawing). */
  get canSearchInView(): boolean {
    return this.area.moved && !this.area.drawing;
  }

  /** "Search this area": the part of the map in view becomes the search's area. */
  searchInView(): void {
    const inView = this.area.visibleArea();
    if (inView !== undefined) this.searchIn(inView);
  }

  /** The map's markers: none while asking, then every match (with the page's photos), or the page's. */
  get markers(): readonly MapMarker[] {
    if (this.coverage === 'loading') return [];
    if (this.coverage === 'page') return propertyMapMarkers(this.results);
    const photos = new Map(propertyMapMarkers(this.results).map((m) => [m.id, m.imageUrl]));
    return propertyMapMarkers(this.mapped).map((marker) => {
      const imageUrl = photos.get(marker.id);
      return imageUrl === undefined ? marker : { ...marker, imageUrl };
    });
  }

  /** The whole count, e.g. '72 properties'. */
  get countText(): string {
    return propertyCountText(this.total);
  }

  /** What the visitor should know of what the map leaves out ('' when it shows every match). */
  get note(): string {
    if (!this.maps.available) return '';
    if (this.coverage === 'page') return pageOnlyNote(this.results.length);
    if (this.coverage === 'whole' && this.mapped.length < this.total)
      return partMappedNote(this.mapped.length, this.total);
    return '';
  }

  /** A listed property opened: it is marked in the search history (SPEC §3 clickedProperty). */
  readonly cardOpened = (propertyId: string): void => {
    this.deps.searchHistory.markClicked(propertyId);
  };

  /** A marker's card opened its property: marked in the search history, then its page. */
  readonly openProperty = (propertyId: string): void => {
    const card =
      this.mapped.find((c) => c.property_id === propertyId) ??
      this.results.find((c) => c.property_id === propertyId);
    if (card === undefined) return;
    this.cardOpened(propertyId);
    this.deps.navigation.goTo(card.property_url);
  };

  /** The results page of the search inside `corners`, with the map view open on it. */
  private searchIn(corners: readonly LatLng[]): void {
    const page = this.deps.page;
    const next = page === undefined ? undefined : searchInArea(page.search, corners);
    if (page === undefined || next === undefined) {
      this.area.say(AREA_DRAWING_TEXT.fewCorners);
      return;
    }
    this.area.say(AREA_DRAWING_TEXT.searching);
    this.deps.navigation.goTo(
      `${resultsPath(next, { kind: 'search' }, page.defaultStatus)}${overlayHref('map')}`,
    );
  }

  private settle(
    answer: { readonly properties: readonly PropertyCard[]; readonly total: number } | undefined,
  ): void {
    if (answer === undefined) {
      this.coverage = 'page';
      return;
    }
    this.coverage = 'whole';
    this.mapped = answer.properties;
    this.total = answer.total;
  }
}
