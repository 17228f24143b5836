/**
 * The one place for dependency-injection tokens (STYLE.md rule 5). Typed symbols: binding a value
 * of the wrong type, or passing dependencies in the wrong order, is a compile error.
 */
import type { ServiceIdentifier } from 'inversify';
import type { SiteSettings, AccountPort, AddressLookupPort, AnalyticsPort, BranchLookupPort, CaptchaPort, ClockPort, LeadsPort, ListingsPort, NavigationPort, NotifierPort, SavedPropertiesPort, SavedSearchesPort, ScriptLoaderPort, KeyValueStoragePort, TrackingPort, MapsPort, LoggerPort, ViewportPort, ChunkLoaderPort as ChunkLoader, IdleSchedulerPort } from '../core/index.js';
import type { ToastStore } from './toasts/toast.store.js';
import type { HeaderViewModel } from './header/header.view-model.js';
import type { ShellViewModel } from './app/shell.view-model.js';
import type { ResultsViewModel } from './search/results.view-model.js';
import type { SessionService } from './services/session.service.js';
import type { SavedPropertiesService } from './services/saved-properties.service.js';
import type { SavedSearchesService } from './services/saved-searches.service.js';
import type { SearchHistoryService } from './services/search-history.service.js';

const token = <T>(name: string) => Symbol.for(`agency-site:${name}`) as ServiceIdentifier<T>;

export const TOKENS = {
  settings: token<SiteSettings>('settings'),
  // ports
  account: token<AccountPort>('AccountPort'),
  addressLookup: token<AddressLookupPort>('AddressLookupPort'),
  analytics: token<AnalyticsPort>('AnalyticsPort'),
  branchLookup: token<BranchLookupPort>('BranchLookupPort'),
  captcha: token<CaptchaPort>('CaptchaPort'),
  clock: token<ClockPort>('ClockPort'),
  leads: token<LeadsPort>('LeadsPort'),
  listings: token<ListingsPort>('ListingsPort'),
  navigation: token<NavigationPort>('NavigationPort'),
  notifier: token<NotifierPort>('NotifierPort'),
  savedProperties: token<SavedPropertiesPort>('SavedPropertiesPort'),
  savedSearches: token<SavedSearchesPort>('SavedSearchesPort'),
  scriptLoader: token<ScriptLoaderPort>('ScriptLoaderPort'),
  storage: token<KeyValueStoragePort>('KeyValueStoragePort'),
  tracking: token<TrackingPort>('TrackingPort'),
  maps: token<MapsPort>('MapsPort'),
  viewport: token<ViewportPort>('ViewportPort'),
  chunkLoader: token<ChunkLoader>('ChunkLoader'),
  idleScheduler: token<IdleSchedulerPort>('IdleSchedulerPort'),
  logger: token<LoggerPort>('LoggerPort'),
  // ui services and view-models
  toasts: token<ToastStore>('ToastStore'),
  headerViewModel: token<HeaderViewModel>('HeaderViewModel'),
  shellViewModel: token<ShellViewModel>('ShellViewModel'),
  /** Transient: a new one for each results page view. */
  resultsViewModel: token<ResultsViewModel>('ResultsViewModel'),
  session: token<SessionService>('SessionService'),
  savedPropertiesService: token<SavedPropertiesService>('SavedPropertiesService'),
  savedSearchesService: token<SavedSearchesService>('SavedSearchesService'),
  searchHistory: token<SearchHistoryService>('SearchHistoryService'),
  // --- user area (bound by app/overlays/user.bindings.ts unless a page needs it) ---
  // --- property page and its overlays (app/pages/property.page.ts, app/overlays/property.bindings.ts) ---
  // --- search, map view, calculator, contact and home (app/pages/*.page.ts, app/overlays/search.bindings.ts) ---
} as const;

export type Tokens = typeof TOKENS;

/**
 * Tokens bound by a chunk when it arrives (a page's, app/pages/*.page.ts, or the overlay layer's,
 * app/overlays/*.bindings.ts), not by the composition root.
 */
export const CHUNK_BOUND_TOKENS: readonly ServiceIdentifier<unknown>[] = [
  TOKENS.resultsViewModel,
  // user area
  // property page and its overlays
  // search, map view, calculator, contact and home
];
