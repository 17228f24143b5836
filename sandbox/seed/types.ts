/** Shapes of the seeded demo data the sandbox platform serves (ARCHITECTURE §4). */
import type {
  Branch,
  MenuItem,
  Staff,
  Department,
  Country,
  LegalPages,
  PropertyDetail,
} from '../../core/index.js';

export type AgencySlug = 'oakfield' | 'harbour';

/** A place a search can name (SPEC §3 Search place), with what the sandbox needs to match it. */
export interface PlaceRecord {
  readonly place_id: string;
  readonly name: string;
  readonly county_name: string;
  readonly slug: string;
  readonly kind: 'town' | 'county' | 'country' | 'postcode';
  readonly country: Country;
  readonly latitude: number;
  readonly longitude: number;
}

/** One listing: the property as the platform sends it, plus the facts the search needs. */
export interface Listing {
  readonly detail: PropertyDetail;
  readonly town: string;
  readonly county: string;
  readonly postcode: string;
  readonly country: Country;
  readonly branchId: string;
  /** Lower-case names of every place containing the listing: town, city, county, country, postcode district. */
  readonly areaNames: readonly string[];
  readonly squareFeet?: number;
  readonly petsAllowed: boolean;
  readonly shortLet: boolean;
  /** ISO date-times. */
  readonly updatedAt: string;
  readonly launchedAt: string;
  /** Lower-case text matched by free-text searches (address, town, county, postcode). */
  readonly placeText: string;
  /** Lower-case text matched by `text-` searches (adds description and features). */
  readonly fullText: string;
}

export interface Topic {
  readonly slug: string;
  readonly name: string;
  readonly url: string;
}

export interface Article {
  readonly slug: string;
  readonly title: string;
  readonly url: string;
  readonly imageUrl: string;
  /** What the header picture shows (its alt text). */
  readonly imageAlt: string;
  readonly excerpt: string;
  /** ISO date. */
  readonly publishedAt: string;
  readonly topic: string;
  readonly topicSlug: string;
  readonly author: string;
  /** Trusted HTML written by the agency. */
  readonly body: string;
  /** The agency form the page offers ('#/form/{id}', e.g. the careers form), by id. */
  readonly formId?: string;
}

/** An address in the seeded lookup (SPEC §3 Address lookup result). */
export interface AddressRecord {
  readonly id: string;
  readonly building_name: string;
  readonly building_number: string;
  readonly line_1: string;
  readonly line_2: string;
  readonly line_3: string;
  readonly line_4: string;
  readonly town_or_city: string;
  readonly county: string;
  readonly postcode: string;
}

/**
 * An agency form's element (SPEC §3 New homes enquiry form): the new-homes form and the agency's
 * other forms posted to /form_submissions; 'file' is the generic file-upload field (SPEC §5).
 */
export interface FormElement {
  readonly fieldName: string;
  readonly friendlyName: string;
  readonly required: boolean;
  readonly inputType: 'text' | 'textarea' | 'file';
  readonly fieldPostion: number;
  readonly hidden: boolean;
  readonly disabled: boolean;
}

export interface FormDefinition {
  readonly id: string;
  readonly name: string;
  readonly elements: readonly FormElement[];
}

export interface Colours {
  readonly primary: string;
  readonly primaryText: string;
  readonly accent: string;
  readonly accentText: string;
  readonly headerBackground: string;
  readonly headerText: string;
}

export interface HomeContent {
  readonly hero: {
    readonly title: string;
    readonly description: string;
    readonly backgroundImageUrl: string;
    readonly buttons: readonly {
      text: string;
      url: string;
      colour?: string;
      displayAsLink?: boolean;
    }[];
  };
  readonly intro: { readonly title: string; readonly description: string };
}

/** The hand-written part of a demo agency: brand, menus, branches, home page. */
export interface AgencyProfile {
  readonly slug: AgencySlug;
  readonly name: string;
  /** The agency's e-mail domain. */
  readonly domain: string;
  readonly tagline: string;
  readonly description: string;
  readonly email: string;
  readonly telephone: string;
  readonly colours: Colours;
  readonly fontFamily: string;
  readonly logo: { readonly url: string; readonly alt: string; readonly mobileUrl: string };
  readonly primaryMenuItems: readonly MenuItem[];
  readonly secondaryMenuItems: readonly MenuItem[];
  /** Agency-specific theme settings, merged over the shared defaults. */
  readonly themeSettings: Readonly<Record<string, unknown>>;
  readonly themePreferences: { readonly default_search_status?: string };
  /** Each with its position: the postcode → branch lookup answers the closest (sandbox/api/lookup.ts). */
  readonly branches: readonly Branch[];
  readonly home: HomeContent;
  /** Its `cookie_consent_config` (SPEC §3), as the platform sends it. */
  readonly cookieConsent: Readonly<Record<string, unknown>>;
  /** What GET /analytics_code answers: the agency's HTML for the head and for the end of the body ('' for none). */
  readonly analyticsCode: { readonly head: string; readonly body: string };
  /** What its terms and privacy notice say about it, and the paths its settings give its legal pages (absent: the defaults). */
  readonly legal: AgencyLegal;
}

export interface AgencyLegal {
  readonly pages?: Partial<LegalPages>;
  readonly registeredOffice: string;
  readonly companyNumber: string;
  readonly icoRegistration: string;
  readonly privacyEmail: string;
}

/** One of the agency's legal pages (sandbox/seed/legal-pages.ts): trusted agency HTML, like an article's. */
export interface LegalPage {
  readonly path: string;
  readonly slug: string;
  readonly title: string;
  readonly excerpt: string;
  /** ISO date it was last changed. */
  readonly updatedOn: string;
  readonly body: string;
}

/** Everything the sandbox knows about one demo agency. */
export interface AgencyData extends AgencyProfile {
  /** Branch id by slug (the last part of branchUrl). */
  readonly branchSlugs: ReadonlyMap<string, string>;
  readonly staff: readonly Staff[];
  readonly departments: readonly Department[];
  readonly listings: readonly Listing[];
  readonly listingsById: ReadonlyMap<string, Listing>;
  readonly places: readonly PlaceRecord[];
  readonly articles: readonly Article[];
  readonly topics: readonly Topic[];
  readonly addresses: readonly AddressRecord[];
  readonly forms: readonly FormDefinition[];
  /** Its terms, privacy notice and cookie policy. */
  readonly legalPages: readonly LegalPage[];
  /** Which of `forms` is the new-homes interest form its developments and plots offer, if any. */
  readonly newHomesFormId?: string;
}
