/** Listing shapes (SPEC §3 "Property card", "Property data"). */
import type { Channel } from '../search/search.js';
import type { LettingsCosts } from '../lettings/lettings-costs.js';

export interface Photo {
  readonly url: string;
  readonly caption?: string;
  readonly imageAlt?: string;
}

export interface PropertyCard {
  readonly property_id: string;
  /** Display price text as the platform formats it, e.g. '£350,000' or 'Guide price £350,000'. */
  readonly price?: string;
  /** Whole pounds; for lettings, per calendar month. */
  readonly priceValue?: number;
  readonly priceWithoutQualifier?: string;
  readonly display_address: string;
  readonly property_channel: Channel;
  readonly property_url: string;
  readonly photos: readonly Photo[];
  readonly bedrooms?: number;
  readonly bathrooms?: number;
  readonly receptionRooms?: number;
  readonly pppw_price?: number;
  /** ISO date-time. */
  readonly createdAt?: string;
  /** Raw platform status, e.g. 'for sale', 'under offer', 'sstc', 'sold', 'let agreed', 'let'. */
  readonly status?: string;
  readonly tags: readonly string[];
  readonly exchangedPrice?: number | null;
  /** Disposal method, e.g. 'auction', 'private treaty'. */
  readonly disposal?: string;
  /** ISO date of the auction, when sold by auction. */
  readonly auctionDate?: string;
  readonly propertyType?: string;
  readonly subdomain?: string;
  readonly acreage?: number;
  /** Student lettings flag, used with displayStudentPropertyAsPppw. */
  readonly isStudent?: boolean;
  readonly latitude?: number;
  readonly longitude?: number;
  /**
   * The branch that markets it (SPEC §3 "Property data" branchID). A results list's cards carry
   * it too, so a card can name the branch to call.
   */
  readonly branchID?: string;
  /** The short line under the address (a results list's card shows it in the list layout). */
  readonly summary?: string;
}

export type Country = 'england' | 'scotland' | 'wales';

export interface VideoLink {
  readonly id: string;
  readonly url: string;
  readonly title?: string;
}

/** The property on a property page (SPEC §3 "Property data"), beside its card fields. */
export interface PropertyDetail extends PropertyCard {
  readonly country?: Country;
  readonly description?: string;
  readonly keyFeatures?: readonly string[];
  readonly floorplans: readonly Photo[];
  readonly epcCharts: readonly Photo[];
  readonly brochureUrl?: string;
  readonly virtualTours: readonly VideoLink[];
  readonly propertyVideos: readonly VideoLink[];
  readonly videoUrl?: string;
  readonly childProperties: readonly PropertyCard[];
  readonly tagsToDepartmentLabelsConversions?: TagDepartmentConversions;
  readonly lettingsFeeText?: string;
  readonly reference?: string;
  /**
   * What the agency states of the home for a buyer or tenant to decide on, as the platform sent
   * it: decoded where it is used (core's `decodeMaterialInformation`, material-information.ts).
   */
  readonly material_information?: unknown;
  /** A rental's rent, deposits and terms (core/lettings), when the platform sends them. */
  readonly lettingsCosts?: LettingsCosts;
}

/** Tag → department label, per channel (SPEC §3 tagsToDepartmentLabelsConversions). */
export interface TagDepartmentConversions {
  readonly sales?: Readonly<Record<string, string>>;
  readonly lettings?: Readonly<Record<string, string>>;
}
