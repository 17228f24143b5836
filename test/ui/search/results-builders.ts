/** Builders and fakes for the results page tests: a settings object, cards, and port fakes. */
import { right } from 'fp-ts/Either';
import { observable, runInAction } from 'mobx';
import type { Result } from '../../../core/failures/failures.js';
import type { NavigationPort } from '../../../core/ports/navigation.port.js';
import type { TrackingPort } from '../../../core/ports/tracking.port.js';
import type { PropertyCard } from '../../../core/property/property.js';
import { decodeSiteSettings, type SiteSettings } from '../../../core/settings/settings.codec.js';
import { SavedSearchesService } from '../../../ui/services/saved-searches.service.js';
import { SearchHistoryService } from '../../../ui/services/search-history.service.js';
import { decodeResultsPage, type ResultsPageData } from '../../../ui/search/results-page-data.js';
import { ResultsViewModel } from '../../../ui/search/results.view-model.js';
import {
  FakeSavedSearchesServer,
  MemoryStorage,
  RecordingAnalytics,
  RecordingNotifier,
} from '../services/fakes.js';

export const TAUNTON = { place_id: 'p-taunton', name: 'Taunton', county_name: 'Somerset' } as const;
export const TIVERTON = { place_id: 'p-tiverton', name: 'Tiverton', county_name: 'Devon' } as const;
export const SOMERSET = { place_id: 'p-somerset', name: 'Somerset' } as const;

/** A card for a house in Taunton; override what the test is about. */
export function aCard(id: string, overrides: Partial<PropertyCard> = {}): PropertyCard {
  return {
    property_id: id,
    display_address: `${id} Castle Street, Taunton`,
    property_channel: 'sales',
    property_url: `/properties/${id}/sales`,
    photos: [{ url: `/images/${id}.jpg`, imageAlt: `Front of ${id} Castle Street` }],
    price: '£350,000',
    priceValue: 350000,
    bedrooms: 3,
    bathrooms: 2,
    receptionRooms: 1,
    tags: ['house'],
    latitude: 51.01,
    longitude: -3.1,
    ...overrides,
  };
}

export interface PageOptions {
  readonly identifier?: string;
  readonly path?: string;
  readonly data?: Record<string, unknown>;
  readonly defaultStatus?: string;
  readonly theme?: Record<string, unknown>;
  /** The agency's branches (our_offices_slider_data). */
  readonly branches?: readonly Record<string, unknown>[];
}

/** The settings of a results page, decoded as the app decodes them. */
export function resultsSettings(options: PageOptions = {}): SiteSettings {
  const cards = [aCard('101'), aCard('102'), aCard('103')];
  return decodeSiteSettings({
    agency_name: 'Oakfield',
    page: {
      identifier: options.identifier ?? 'properties#index',
      path: options.path ?? '/property-for-sale/taunton/gid-p-taunton/from-2-bed',
      title: 'Property for sale in Taunton',
      data: {
        heading: 'Property for sale in Taunton',
        results: cards,
        pagination: { page: 1, per_page: 12, total: 3, has_next_page: false, has_prev_page: false },
        place: TAUNTON,
        places: [TAUNTON, TIVERTON, SOMERSET],
        ...options.data,
      },
    },
    theme_preferences: options.defaultStatus
      ? { default_search_status: options.defaultStatus }
      : {},
    theme_settings: options.theme ?? {},
    ...(options.branches ? { our_offices_slider_data: options.branches } : {}),
  }).settings;
}

export function resultsPage(options: PageOptions = {}): ResultsPageData {
  return decodeResultsPage(resultsSettings(options), []);
}

export class RecordingNavigation implements NavigationPort {
  readonly visited: string[] = [];
  goTo(url: string): void {
    this.visited.push(url);
  }
  hashRoute(path: string): void {
    this.visited.push(`#${path}`);
  }
  currentPath(): string {
    return '/';
  }
  hash = '';
  currentHash(): string {
    return this.hash;
  }
  private restored: (() => void)[] = [];
  onRestoredFromCache(callback: () => void): () => void {
    this.restored.push(callback);
    return () => {
      this.restored = this.restored.filter((c) => c !== callback);
    };
  }
  /** The page comes back from the back/forward cache. */
  restoreFromCache(): void {
    for (const callback of this.restored) callback();
  }
  private hashListeners: ((hash: string) => void)[] = [];
  onHashChange(callback: (hash: string) => void): () => void {
    this.hashListeners.push(callback);
    return () => {
      this.hashListeners = this.hashListeners.filter((c) => c !== callback);
    };
  }
  /** The visitor (or a link) changes the hash. */
  changeHash(hash: string): void {
    this.hash = hash;
    for (const callback of [...this.hashListeners]) callback(hash);
  }
}

export class RecordingTracking implements TrackingPort {
  readonly exposureCalls: { ids: readonly string[]; eventType: string }[] = [];
  async propertyView(): Promise<Result<void>> {
    return right(undefined);
  }
  async exposures(ids: readonly string[], eventType: string): Promise<Result<void>> {
    this.exposureCalls.push({ ids, eventType });
    return right(undefined);
  }
  async consentLog(): Promise<Result<void>> {
    return right(undefined);
  }
}

/** The cards' save toggles: a set of saved ids, recording every read (one per toggle render). */
export class FakeSavedProperties {
  /** Observable, as the real service's list is: a toggle re-renders its button. */
  readonly saved = observable.set<string>();
  readonly reads: string[] = [];
  readonly toggled: PropertyCard[] = [];
  isSaved(propertyId: string): boolean {
    this.reads.push(propertyId);
    return this.saved.has(propertyId);
  }
  async toggleFromCard(card: PropertyCard): Promise<void> {
    this.toggled.push(card);
    runInAction(() => {
      if (!this.saved.delete(card.property_id)) this.saved.add(card.property_id);
    });
  }
}

export const RESULTS_THEME = {
  displaySstcStatusAsSold: false,
  displayStudentPropertyAsPppw: false,
  displayPppwWithoutBedroomDivision: false,
  displayAcreageIconOnPropertyResults: false,
} as const;

export const RESULTS_NOW = new Date('2026-11-22T10:00:00Z');

export interface ResultsFixture {
  readonly vm: ResultsViewModel;
  readonly savedProperties: FakeSavedProperties;
  readonly navigation: RecordingNavigation;
  readonly tracking: RecordingTracking;
  readonly storage: MemoryStorage;
  readonly history: SearchHistoryService;
  readonly savedSearches: SavedSearchesService;
  readonly notifier: RecordingNotifier;
  readonly server: FakeSavedSearchesServer;
  readonly analytics: RecordingAnalytics;
}

/** A results view-model over fakes; `mapOpen` says whether the map view is open. */
export function aResultsPage(options: PageOptions & { mapOpen?: boolean } = {}): ResultsFixture {
  const storage = new MemoryStorage();
  const notifier = new RecordingNotifier();
  const server = new FakeSavedSearchesServer();
  const navigation = new RecordingNavigation();
  if (options.mapOpen === true) navigation.hash = '#/map';
  const savedProperties = new FakeSavedProperties();
  const tracking = new RecordingTracking();
  const history = new SearchHistoryService(storage);
  const savedSearches = new SavedSearchesService(storage, server, notifier);
  const analytics = new RecordingAnalytics();
  const vm = new ResultsViewModel({
    page: resultsPage(options),
    theme: RESULTS_THEME,
    clock: { now: () => new Date(RESULTS_NOW.getTime()) },
    savedProperties,
    navigation,
    tracking,
    storage,
    searchHistory: history,
    savedSearches,
    notifier,
    idle: (work) => {
      work();
      return () => undefined;
    },
    analytics,
  });
  return {
    vm,
    savedProperties,
    navigation,
    tracking,
    storage,
    history,
    savedSearches,
    notifier,
    server,
    analytics,
  };
}
