/**
 * A listing's material information, as National Trading Standards' Estate and Letting Agency
 * Team's guidance (2023) groups it: Part A (price or rent, council tax, tenure and its costs, the
 * EPC rating), Part B (the building, its services, broadband, mobile signal, parking) and Part C
 * (safety, restrictions, rights, flood and erosion, planning, accessibility, mining).
 *
 * The shape is the platform's, field names and all (snake_case, as `property_data` sends it:
 * `material_information`); the codec is core/settings/material-information.codec.ts; the words a
 * visitor reads are material-information-labels.ts. Every field is optional: what the agency has
 * not given is shown as 'Not provided – ask the agent', never hidden.
 */

export const COUNCIL_TAX_BANDS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'] as const;
export type CouncilTaxBand = (typeof COUNCIL_TAX_BANDS)[number];
/** Band I exists only in Wales (revaluation of 2005); England and Scotland stop at H. */
export const WALES_ONLY_BAND: CouncilTaxBand = 'I';

export const EPC_RATINGS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type EpcRating = (typeof EPC_RATINGS)[number];

export const TENURES = [
  'freehold',
  'leasehold',
  'share_of_freehold',
  'commonhold',
  'shared_ownership',
] as const;
export type Tenure = (typeof TENURES)[number];

export const RENT_FREQUENCIES = ['weekly', 'monthly', 'quarterly', 'yearly'] as const;
export type RentFrequency = (typeof RENT_FREQUENCIES)[number];

export const BROADBAND_TYPES = [
  'fttp',
  'fttc',
  'cable',
  'adsl',
  'fixed_wireless',
  'satellite',
  'none',
] as const;
export type BroadbandType = (typeof BROADBAND_TYPES)[number];

export const LISTED_BUILDING_GRADES = [
  'not_listed',
  'grade_i',
  'grade_ii_star',
  'grade_ii',
  'category_a',
  'category_b',
  'category_c',
] as const;
export type ListedBuilding = (typeof LISTED_BUILDING_GRADES)[number];

/** Material information as the platform sends it (money in pounds; numbers as described). */
export interface MaterialInformation {
  // Part A
  readonly council_tax_band?: CouncilTaxBand;
  /** Rateable value, pounds a year, for premises that pay business rates instead of council tax. */
  readonly business_rates?: number;
  readonly tenure?: Tenure;
  /** Whole years left on the lease (0–999). */
  readonly lease_years_remaining?: number;
  /** Pounds a year. */
  readonly ground_rent?: number;
  /** Whether and how the ground rent rises, e.g. 'Fixed for the term', 'Doubles every 25 years'. */
  readonly ground_rent_review?: string;
  /** Pounds a year. */
  readonly service_charge?: number;
  /** The share for sale, per cent (above 0, up to 100). */
  readonly shared_ownership_share?: number;
  /** Rent on the share not owned, pounds a month. */
  readonly shared_ownership_rent?: number;
  readonly epc_rating?: EpcRating;
  readonly rent_frequency?: RentFrequency;
  // Part B
  readonly property_type?: string;
  readonly construction?: string;
  /** Internal floor area, square feet. */
  readonly floor_area_sq_ft?: number;
  /** Storeys the home has (1 for a flat on one level). */
  readonly floors?: number;
  /** The floor the home is entered from: 0 the ground floor, 1 the first, -1 the lower ground. */
  readonly entrance_floor?: number;
  readonly lift?: boolean;
  readonly over_commercial_premises?: boolean;
  readonly electricity?: string;
  readonly water?: string;
  readonly drainage?: string;
  readonly heating?: string;
  readonly broadband_type?: BroadbandType;
  /** Expected download speed, Mbps. */
  readonly broadband_speed?: number;
  /** Known mobile signal problems ('None known' when there are none). */
  readonly mobile_signal?: string;
  readonly parking?: string;
  readonly parking_permit?: string;
  readonly ev_charging?: string;
  // Part C
  readonly building_safety?: string;
  readonly listed_building?: ListedBuilding;
  readonly conservation_area?: boolean;
  readonly tree_preservation_orders?: boolean;
  readonly covenants?: string;
  readonly rights_and_easements?: string;
  readonly flooded_last_5_years?: boolean;
  /** What flooded it (river, surface water, groundwater, the sea), when it flooded. */
  readonly flood_source?: string;
  readonly flood_defences?: string;
  readonly coastal_erosion?: string;
  readonly planning?: string;
  readonly accessibility?: string;
  readonly mining?: string;
}

export type MaterialFieldKey = keyof MaterialInformation;

/** Whether the home is held on a lease (leasehold, a share of the freehold, shared ownership). */
export function heldOnLease(tenure: Tenure | undefined): boolean {
  return tenure === 'leasehold' || tenure === 'share_of_freehold' || tenure === 'shared_ownership';
}
