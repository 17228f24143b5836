/**
 * What the results page's view-model is given: the page's data, the theme's card settings and the
 * parts of the services it uses, each as narrow as the page needs. Apart from the view-model so
 * the composition and the map view name these without importing the page's class.
 */
import type {
  AnalyticsPort,
  ClockPort,
  IdleSchedulerPort,
  KeyValueStoragePort,
  NavigationPort,
  NotifierPort,
  PropertyCard,
  RecordContext,
  SavedSearch,
  Search,
  ThemeSettings,
  TrackingPort,
} from '../../core/index.js';
import type { ResultsPageData } from './results-page-data.js';

/** The parts of the search history service this page uses. */
export interface ResultsSearchHistory {
  /** Answers whether it was a new search (not the newest one again, nor another page of it). */
  record(search: Search, context?: RecordContext): boolean;
  markClicked(propertyId: string): void;
}

/** The parts of the saved searches service this page uses. */
export interface ResultsSavedSearches {
  isSaved(search: Search): boolean;
  save(search: Search): Promise<SavedSearch>;
}

/** The save toggles of the cards (the saved properties service and its card snapshots). */
export interface ResultsSavedProperties {
  isSaved(propertyId: string): boolean;
  /** Saves or removes the property, keeping a snapshot of its card for the saved tab. */
  toggleFromCard(card: PropertyCard): Promise<void>;
}

/** The theme settings the cards follow. */
export type ResultsTheme = Pick<
  ThemeSettings,
  | 'displaySstcStatusAsSold'
  | 'displayStudentPropertyAsPppw'
  | 'displayPppwWithoutBedroomDivision'
  | 'displayAcreageIconOnPropertyResults'
>;

export interface ResultsDependencies {
  readonly page: ResultsPageData;
  readonly theme: ResultsTheme;
  readonly clock: ClockPort;
  readonly savedProperties: ResultsSavedProperties;
  readonly navigation: NavigationPort;
  readonly tracking: TrackingPort;
  readonly storage: KeyValueStoragePort;
  readonly searchHistory: ResultsSearchHistory;
  readonly savedSearches: ResultsSavedSearches;
  readonly notifier: NotifierPort;
  /** When the cards of a long list render after the first screenful (progressive-reveal.ts). */
  readonly idle: IdleSchedulerPort;
  /** The analytics port (consent-gated): 'search' when the page shows a new search. */
  readonly analytics: AnalyticsPort;
}
