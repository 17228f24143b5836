/** Builders and port fakes for the property page, carousel and video tests. */
import { left, right } from 'fp-ts/Either';
import { httpFailure } from '../../../core/failures/failures.js';
import type { Result } from '../../../core/failures/failures.js';
import type { Branch } from '../../../core/agency/agency.js';
import type { ClockPort } from '../../../core/ports/clock.port.js';
import type { LoggerPort } from '../../../core/ports/logger.port.js';
import type {
  ListingResults,
  ListingsPort,
  MapListings,
  PropertyLinks,
} from '../../../core/ports/listings.port.js';
import type { TrackingPort } from '../../../core/ports/tracking.port.js';
import type { PropertyDetail } from '../../../core/property/property.js';
import type { Search } from '../../../core/search/search.js';
import {
  DEFAULT_THEME_SETTINGS,
  type ThemeSettings,
} from '../../../core/settings/theme-settings.codec.js';
import { decodeSiteSettings, type SiteSettings } from '../../../core/settings/settings.codec.js';
import {
  SEARCH_HISTORY_KEY,
  SearchHistoryService,
} from '../../../ui/services/search-history.service.js';
import { PropertyPageViewModel } from '../../../ui/property-page/property-page.view-model.js';
import { SavedPropertiesService } from '../../../ui/services/saved-properties.service.js';
import { SavePropertyViewModel } from '../../../ui/user/save-property.view-model.js';
import { SavedPropertyCardsCache } from '../../../ui/user/saved-property-cards.cache.js';
import {
  FakeSavedPropertiesServer,
  MemoryStorage,
  RecordingAnalytics,
  RecordingNotifier,
  aPropertyCard,
} from '../services/fakes.js';

export const NOW = new Date('2026-03-10T12:00:00Z');

export function aProperty(overrides: Partial<PropertyDetail> = {}): PropertyDetail {
  return {
    property_id: '101',
    display_address: 'Mill Lane, Wellow',
    property_channel: 'sales',
    property_url: '/properties/101/sales/mill-lane-wellow',
    price: 'Guide price £425,000',
    priceValue: 425000,
    priceWithoutQualifier: '£425,000',
    photos: [
      {
        url: '/images/101-0.jpg',
        caption: 'Front elevation',
        imageAlt: 'Front elevation, Mill Lane',
      },
      { url: '/images/101-1.jpg', caption: 'Kitchen' },
      { url: '/images/101-2.jpg' },
    ],
    bedrooms: 3,
    bathrooms: 2,
    receptionRooms: 1,
    propertyType: 'Cottage',
    status: 'for sale',
    tags: [],
    createdAt: '2025-12-01T10:00:00Z',
    branchID: 'b1',
    latitude: 51.35,
    longitude: -2.41,
    description: '<p>A charming cottage.</p>',
    summary: 'A charming cottage.',
    keyFeatures: ['Three bedrooms', ' Garden ', ''],
    floorplans: [{ url: '/images/floor-101.svg', caption: 'Ground floor' }],
    epcCharts: [{ url: '/images/epc-101.svg', caption: 'EPC' }],
    virtualTours: [
      { id: 'tour-1', url: 'https://my.matterport.com/show/?m=abc', title: '3D virtual tour' },
    ],
    propertyVideos: [
      { id: 'vid-1', url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' },
      { id: 'vid-2', url: 'https://www.dailymotion.com/video/x8m8jtq' },
      { id: 'vid-3', url: 'https://www.propertyreport.co.uk/reports/1' },
    ],
    childProperties: [],
    reference: 'HV101',
    ...overrides,
  };
}

export function aBranch(overrides: Partial<Branch> = {}): Branch {
  return {
    id: 'b1',
    branchName: 'Bath',
    branchUrl: '/branches/bath',
    departments: [],
    staff: [],
    branchContactNumber: '01225 000000',
    branchSalesContactNumber: '01225 111111',
    branchLettingsContactNumber: '01225 222222',
    branchEmail: 'bath@agency.test',
    address: '1 Milsom Street, Bath',
    ...overrides,
  };
}

export interface SettingsOptions {
  readonly property?: PropertyDetail;
  readonly branches?: readonly Branch[];
  readonly pageData?: Record<string, unknown>;
  readonly theme?: Partial<ThemeSettings>;
  readonly defaultSearchStatus?: string;
  readonly agencyTelephone?: string;
}

export function aSettings(options: SettingsOptions = {}): SiteSettings {
  const { settings } = decodeSiteSettings({
    page: {
      identifier: 'properties#show',
      path: '/properties/101',
      title: 'Cottage for sale',
      data: options.pageData ?? {},
    },
  });
  return {
    ...settings,
    header: {
      ...settings.header,
      ...(options.agencyTelephone ? { agencyContactTelephone: options.agencyTelephone } : {}),
    },
    theme: { ...DEFAULT_THEME_SETTINGS, ...options.theme },
    preferences: options.defaultSearchStatus
      ? { default_search_status: options.defaultSearchStatus }
      : {},
    branches: options.branches ?? [aBranch()],
    ...(options.property ? { property: options.property } : {}),
  };
}

/** The listings port: answers the links it was given and records what it was asked. */
export class FakeListings implements ListingsPort {
  readonly asked: { search: Search; propertyId: string }[] = [];
  private readonly answers: Promise<Result<PropertyLinks>>[] = [];
  constructor(public links: Result<PropertyLinks> = right({})) {}

  /**
   * Resolves once every next/previous answer given so far has reached the caller. The caller
   * attached its handler when it asked, before the test can wait here, so by the time this
   * resolves the page has had its answer (use it where the answer changes nothing to wait for).
   */
  async answered(): Promise<void> {
    await Promise.all(this.answers);
  }

  async search(): Promise<Result<ListingResults>> {
    return right({
      properties: [aPropertyCard('1')],
      pagination: { page: 1, has_next_page: false, has_prev_page: false },
    });
  }

  nextPrevious(search: Search, propertyId: string): Promise<Result<PropertyLinks>> {
    this.asked.push({ search, propertyId });
    const answer = Promise.resolve(this.links);
    this.answers.push(answer);
    return answer;
  }

  async mapListings(): Promise<Result<MapListings>> {
    return right({ properties: [aPropertyCard('1')], total: 1 });
  }
}

export const LISTINGS_DOWN: Result<PropertyLinks> = left(httpFailure(503));

export class FakeTracking implements TrackingPort {
  readonly views: string[] = [];
  async propertyView(propertyId: string): Promise<Result<void>> {
    this.views.push(propertyId);
    return right(undefined);
  }
  async exposures(): Promise<Result<void>> {
    return right(undefined);
  }
  async consentLog(): Promise<Result<void>> {
    return right(undefined);
  }
}

export const fixedClock = (now: Date = NOW): ClockPort => ({ now: () => now });

/** A logger keeping its warnings (and errors) for the test to read. */
export function aRecordingLog(): LoggerPort & {
  readonly warnings: string[];
  readonly errors: string[];
} {
  const warnings: string[] = [];
  const errors: string[] = [];
  return {
    warnings,
    errors,
    warn: (message) => void warnings.push(message),
    error: (message) => void errors.push(message),
  };
}

export interface PageFixture {
  readonly vm: PropertyPageViewModel;
  readonly history: SearchHistoryService;
  readonly storage: MemoryStorage;
  readonly listings: FakeListings;
  readonly tracking: FakeTracking;
  readonly log: ReturnType<typeof aRecordingLog>;
}

/** A property page over fakes; `history` entries are stored before the page starts (newest first). */
export function aPropertyPage(
  options: SettingsOptions & {
    readonly history?: readonly Search[];
    readonly links?: Result<PropertyLinks>;
    /** Settings beyond what `aSettings` builds (the lettings notices, a property's raw costs). */
    readonly settingsExtra?: Partial<SiteSettings>;
  } = {},
): PageFixture {
  const property = options.property ?? aProperty();
  const settings = { ...aSettings({ ...options, property }), ...options.settingsExtra };
  const storage = new MemoryStorage();
  if (options.history) storage.write(SEARCH_HISTORY_KEY, options.history);
  const history = new SearchHistoryService(storage);
  const listings = new FakeListings(options.links);
  const tracking = new FakeTracking();
  const log = aRecordingLog();
  const saves = new SavePropertyViewModel(
    new SavedPropertiesService(
      storage,
      new FakeSavedPropertiesServer(),
      new RecordingNotifier(),
      new RecordingAnalytics(),
    ),
    new SavedPropertyCardsCache(storage),
  );
  const vm = new PropertyPageViewModel({
    settings,
    property,
    searchHistory: history,
    listings,
    tracking,
    clock: fixedClock(),
    saves,
    log,
  });
  return { vm, history, storage, listings, tracking, log };
}
