/**
 * The one place for dependency-injection tokens (STYLE.md rule 5). Typed symbols: binding a value
 * of the wrong type, or passing dependencies in the wrong order, is a compile error.
 */
import type { ServiceIdentifier } from 'inversify';
import type {
  SiteSettings,
  AccountPort,
  AddressLookupPort,
  AnalyticsPort,
  BranchLookupPort,
  CaptchaPort,
  ClockPort,
  LeadsPort,
  ListingsPort,
  NavigationPort,
  NotifierPort,
  SavedPropertiesPort,
  SavedSearchesPort,
  ScriptLoaderPort,
  KeyValueStoragePort,
  TrackingPort,
  MapsPort,
  LoggerPort,
  ViewportPort,
  ChunkLoaderPort as ChunkLoader,
  IdleSchedulerPort,
} from '../core/index.js';
import type { ToastStore } from './toasts/toast.store.js';
import type { HeaderViewModel } from './header/header.view-model.js';
import type { ShellViewModel } from './app/shell.view-model.js';
import type { ResultsViewModel } from './search/results.view-model.js';
import type { SessionService } from './services/session.service.js';
import type { SavedPropertiesService } from './services/saved-properties.service.js';
import type { SavedSearchesService } from './services/saved-searches.service.js';
import type { SearchHistoryService } from './services/search-history.service.js';
import type { RecentlyViewedService } from './services/recently-viewed.service.js';
import type { PropertyShowViewModel } from './property-page/property-page.view-model.js';
import type {
  CarouselRouteViewModel,
  VideoRouteViewModel,
} from './property-page/property-overlays.view-model.js';
import type { HomePageViewModel } from './pages/home-page.view-model.js';
import type { NotFoundPageViewModel } from './pages/not-found-page.view-model.js';
import type { ContentPageViewModel } from './pages/content-page.view-model.js';
import type { BranchesPageViewModel } from './branches/branches-page.view-model.js';
import type { MapViewViewModel } from './search/map-view.view-model.js';
import type { CalculatorOverlayViewModel } from './calculator/calculator-overlay.view-model.js';
import type { OverlayLayerViewModel } from './app/overlay-layer.view-model.js';
import type { SavePropertyViewModel } from './user/save-property.view-model.js';
import type { UserPanelViewModel } from './user/user-panel.view-model.js';
import type { UserPanelChunk } from './user/user-routes.js';

import type { LeadDrafts } from './leads/lead-drafts.js';
import type { ValuationChunks } from './valuation/valuation-routes.js';
import type { BookValuationViewModel } from './valuation/book-valuation.view-model.js';
import type { InstantValuationViewModel } from './valuation/instant-valuation.view-model.js';
import type { ContactRouteViewModel } from './leads/contact-route.view-model.js';
import type { TenantInfoViewModel } from './leads/tenant-info.view-model.js';
import type { LeadRouteViewModel } from './leads/lead-route.view-model.js';
import type { ViewingFormViewModel } from './leads/viewing-form.view-model.js';
import type { AgencyFormTarget, AgencyFormViewModel } from './leads/agency-form.view-model.js';
import type { LegacyCalendarViewModel } from './leads/legacy-calendar.view-model.js';
import type { AgencyFormChunk } from './leads/viewing-routes.js';
import type { CookieConsentViewModel } from './consent/cookie-consent.view-model.js';
import type { ConsentStatus } from './services/consent-status.js';

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
  /** The browser tab's session storage (what a reload must keep but the tab's close may forget). */
  tabStorage: token<KeyValueStoragePort>('TabStoragePort'),
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
  /** The properties opened last: bound by the chunks that show or record them (app/recently-viewed.bindings.ts). */
  recentlyViewed: token<RecentlyViewedService>('RecentlyViewedService'),
  // --- user area (bound by app/overlays/user.bindings.ts unless a page needs it) ---
  /** The save toggles of a page (cards, property page): bound by the pages that show them (app/pages/save-property.bindings.ts). */
  savePropertyViewModel: token<SavePropertyViewModel>('SavePropertyViewModel'),
  /** The user panel's lazily loaded chunk (its importer binds userPanelViewModel) and the chunk loader. */
  userPanelChunk: token<UserPanelChunk>('UserPanelChunk'),
  /** Transient: a new one each time the panel opens. Bound by the panel's chunk (app/overlays/user-panel.chunk.ts). */
  userPanelViewModel: token<UserPanelViewModel>('UserPanelViewModel'),
  // --- property page and its overlays (app/pages/property.page.ts, app/overlays/property.bindings.ts) ---
  /** Transient: a new one for each property page view. */
  propertyShowViewModel: token<PropertyShowViewModel>('PropertyShowViewModel'),
  /** A carousel route's view-model for the route (path and query), e.g. '/property-images?image=2'. */
  carouselRouteViewModel:
    token<(route: string) => CarouselRouteViewModel>('CarouselRouteViewModel'),
  /** '#/video/{id}': what the route opens for the id. */
  videoRouteViewModel: token<(id: string) => VideoRouteViewModel>('VideoRouteViewModel'),
  // --- search, map view, calculator, contact and home (app/pages/*.page.ts, app/overlays/search.bindings.ts) ---
  // (Each named by its key: every page's boot carries these names, and the repeated key compresses best.)
  /** Transient, one per page view: bound by the page's chunk (app/pages/home.page.ts, not-found.page.ts, content.page.ts). */
  homePageViewModel: token<HomePageViewModel>('homePageViewModel'),
  notFoundPageViewModel: token<NotFoundPageViewModel>('notFoundPageViewModel'),
  contentPageViewModel: token<ContentPageViewModel>('contentPageViewModel'),
  /** Transient, one per page view of `branches#index` or `branches#show`: bound by their chunk (app/pages/branches.page.ts). */
  branchesPageViewModel: token<BranchesPageViewModel>('branchesPageViewModel'),
  /** Bound by the overlay layer's chunk (app/overlays/search.bindings.ts): '#/map', '#/calculator', flash toasts and the contact stand-ins. */
  mapViewViewModel: token<MapViewViewModel>('mapViewViewModel'),
  calculatorOverlayViewModel: token<CalculatorOverlayViewModel>('calculatorOverlayViewModel'),
  overlayLayerViewModel: token<OverlayLayerViewModel>('overlayLayerViewModel'),
  /** What visitors typed into lead forms, kept for the page's life (bound by the overlay layer's chunk). */
  leadDrafts: token<LeadDrafts>('LeadDrafts'),
  // --- lead forms: staff, office, department, tenant info (app/overlays/contact.bindings.ts) ---
  /** '#/contact-staff-member/{id}': the route's view-model for a staff id. */
  contactStaffRoute: token<(staffId: string) => ContactRouteViewModel>('contactStaffRoute'),
  contactOfficeRoute: token<ContactRouteViewModel>('contactOfficeRoute'),
  /** '#/contact-office?department={id}': the route's view-model for a department id. */
  contactDepartmentRoute:
    token<(departmentId: string) => ContactRouteViewModel>('contactDepartmentRoute'),
  /** '#/contact-office?register=similar': the office enquiry as a registration for similar homes. */
  registerSimilarRoute: token<ContactRouteViewModel>('registerSimilarRoute'),
  /** '#/contact-office?ask={field}': the office enquiry naming a material information field. */
  askAboutFieldRoute: token<(field: string) => ContactRouteViewModel>('askAboutFieldRoute'),
  tenantInfo: token<TenantInfoViewModel>('tenantInfo'),
  tenantInfoFallback: token<ContactRouteViewModel>('tenantInfoFallback'),
  // --- lead forms: valuation and instant valuation (app/overlays/valuation.bindings.ts) ---
  /** The two valuation modals' chunks (each binds its view-model as it arrives) and the chunk loader. */
  valuationChunks: token<ValuationChunks>('valuationChunks'),
  /** Transient, one per opening of '#/book-a-valuation': bound by its chunk (app/overlays/book-valuation.chunk.ts). */
  bookValuationViewModel: token<BookValuationViewModel>('bookValuationViewModel'),
  /** Transient, one per opening of '#/valuation': bound by its chunk (app/overlays/instant-valuation.chunk.ts). */
  instantValuationViewModel: token<InstantValuationViewModel>('instantValuationViewModel'),
  // --- lead forms: viewing, new homes, file upload, legacy entry points (app/overlays/viewing.bindings.ts) ---
  /** '#/book-a-viewing': the viewing form of the page's property, or the agency's contact modal. */
  viewingRoute: token<LeadRouteViewModel<ViewingFormViewModel>>('viewingRoute'),
  /** '#/new-homes-enquiry' (key 'new-homes') and '#/form/{id}' (the form's id): the agency form the page offers, or the contact modal. */
  agencyFormRoute:
    token<(key: string) => LeadRouteViewModel<AgencyFormTarget, AgencyFormChunk>>(
      'agencyFormRoute',
    ),
  /** An agency form's view-model: bound by the forms' own chunk (app/overlays/agency-form.chunk.ts). */
  agencyFormViewModel:
    token<(target: AgencyFormTarget) => AgencyFormViewModel>('agencyFormViewModel'),
  /** '#/book_a_valuation': the hand-over to the legacy calendar script. */
  legacyCalendarRoute: token<LegacyCalendarViewModel>('legacyCalendarRoute'),
  // --- cookie consent ---
  /** The cookie banner's view-model, one per page: bound by its chunk (app/cookie-consent.chunk.ts). */
  cookieConsentViewModel: token<CookieConsentViewModel>('cookieConsentViewModel'),
  /** The page's consent state, watched by video posters (every page: the composition root). */
  consentStatus: token<ConsentStatus>('ConsentStatus'),
} as const;

export type Tokens = typeof TOKENS;

/**
 * Tokens bound by a chunk when it arrives (a page's, app/pages/*.page.ts, or the overlay layer's,
 * app/overlays/*.bindings.ts), not by the composition root.
 */
export const CHUNK_BOUND_TOKENS: readonly ServiceIdentifier<unknown>[] = [
  TOKENS.resultsViewModel,
  // the lead forms' lookups (app/overlays/lookups.bindings.ts)
  TOKENS.addressLookup,
  TOKENS.branchLookup,
  // user area
  TOKENS.recentlyViewed,
  TOKENS.savePropertyViewModel,
  TOKENS.userPanelChunk,
  TOKENS.userPanelViewModel,
  // property page and its overlays
  TOKENS.propertyShowViewModel,
  TOKENS.carouselRouteViewModel,
  TOKENS.videoRouteViewModel,
  // search, map view, calculator, contact and home
  TOKENS.homePageViewModel,
  TOKENS.notFoundPageViewModel,
  TOKENS.contentPageViewModel,
  TOKENS.branchesPageViewModel,
  TOKENS.mapViewViewModel,
  TOKENS.calculatorOverlayViewModel,
  TOKENS.overlayLayerViewModel,
  TOKENS.leadDrafts,
  // lead forms: contact
  TOKENS.contactStaffRoute,
  TOKENS.contactOfficeRoute,
  TOKENS.contactDepartmentRoute,
  TOKENS.registerSimilarRoute,
  TOKENS.askAboutFieldRoute,
  TOKENS.tenantInfo,
  TOKENS.tenantInfoFallback,
  // lead forms: valuation
  TOKENS.valuationChunks,
  TOKENS.bookValuationViewModel,
  TOKENS.instantValuationViewModel,
  // lead forms: viewing
  TOKENS.viewingRoute,
  TOKENS.agencyFormRoute,
  TOKENS.agencyFormViewModel,
  TOKENS.legacyCalendarRoute,
  // cookie consent
  TOKENS.cookieConsentViewModel,
];
