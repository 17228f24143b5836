// ports: what a channel implements for core (ARCHITECTURE §2), named from core's side.
export type {
  Credentials,
  Registration,
  PasswordChange,
  PasswordChangeOutcome,
  PasswordResetRequest,
  MarketingPreferenceChange,
  AccountPort,
} from './account.port.js';
export { ADDRESS_LOOKUP_DEBOUNCE_MS } from './address-lookup.port.js';
export type {
  AddressSuggestion,
  AddressLookupResult,
  AddressLookupPort,
} from './address-lookup.port.js';
export type { AnalyticsEvent, AnalyticsPort } from './analytics.port.js';
export type { AgencyAnalyticsCode, AnalyticsCodePort } from './analytics-code.port.js';
export type { BranchLookup, BranchLookupPort } from './branch-lookup.port.js';
export type { LocatedPlace, PlaceLookupPort } from './place-lookup.port.js';
export { RECAPTCHA_POLL_MS } from './captcha.port.js';
export type { CaptchaPort } from './captcha.port.js';
export { CHUNK_LOAD_TIMEOUT_MS } from './chunk-loader.port.js';
export type { ChunkLoadResult, ChunkLoaderPort } from './chunk-loader.port.js';
export type { ClockPort } from './clock.port.js';
export type { InstantEstimateRequest, InstantValuationPort } from './instant-valuation.port.js';
export type { IdleSchedulerPort } from './idle-scheduler.port.js';
export type { NativeLeadForm, LeadsPort } from './leads.port.js';
export { LEGACY_CALENDAR_SCRIPT } from './legacy-entry-points.port.js';
export type {
  LegacyCalendarChoice,
  LegacyCalendarHandlers,
  LegacyEntryPointsPort,
} from './legacy-entry-points.port.js';
export type {
  Pagination,
  ListingResults,
  PropertyLinks,
  ListingsPort,
  MapListings,
} from './listings.port.js';
export type { LoggerPort } from './logger.port.js';
export type { MapMarker, MapOptions, MapAreaControls, MapsPort } from './maps.port.js';
export type { MotionPreferencePort } from './motion-preference.port.js';
export type { NavigationPort } from './navigation.port.js';
export type { PageHistoryPort } from './page-history.port.js';
export type { NotifierPort } from './notifier.port.js';
export type { SnippetPlace, PageSnippetsPort } from './page-snippets.port.js';
export type { SavedPropertiesPort } from './saved-properties.port.js';
export type { SavedSearchesPort } from './saved-searches.port.js';
export type { ScriptLoadOptions, ScriptLoaderPort } from './script-loader.port.js';
export type { StorageKey, StoredValueDecoder, KeyValueStoragePort } from './storage.port.js';
export type { TimersPort } from './timers.port.js';
export type { ExposureEventType, ConsentStatus, TrackingPort } from './tracking.port.js';
export type { ConsentCookiePort } from './consent-cookie.port.js';
export type { ViewportPort } from './viewport.port.js';
export type { ScrollLockPort } from './scroll-lock.port.js';
export type { PropertyFacts, PropertyDetailsPort } from './property-details.port.js';
