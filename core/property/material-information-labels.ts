/**
 * The words of a listing's material information (material-information.ts holds its shape): each
 * row's label, the values' words, the three parts with their rows for a sale and for a let, the
 * rows that apply only to some homes, and the message of an enquiry about a row not given.
 */
import { heldOnLease } from './material-information.js';
import type {
  BroadbandType,
  ListedBuilding,
  MaterialFieldKey,
  MaterialInformation,
  RentFrequency,
  Tenure,
} from './material-information.js';

export const TENURE_LABELS: Readonly<Record<Tenure, string>> = {
  freehold: 'Freehold',
  leasehold: 'Leasehold',
  share_of_freehold: 'Share of freehold',
  commonhold: 'Commonhold',
  shared_ownership: 'Shared ownership (leasehold)',
};

export const RENT_FREQUENCY_LABELS: Readonly<Record<RentFrequency, string>> = {
  weekly: 'Weekly',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
};

export const BROADBAND_LABELS: Readonly<Record<BroadbandType, string>> = {
  fttp: 'Full fibre (FTTP)',
  fttc: 'Superfast fibre to the cabinet (FTTC)',
  cable: 'Cable',
  adsl: 'Standard (ADSL)',
  fixed_wireless: 'Fixed wireless',
  satellite: 'Satellite',
  none: 'None available',
};

export const LISTED_BUILDING_LABELS: Readonly<Record<ListedBuilding, string>> = {
  not_listed: 'Not listed',
  grade_i: 'Grade I listed',
  grade_ii_star: 'Grade II* listed',
  grade_ii: 'Grade II listed',
  category_a: 'Category A listed',
  category_b: 'Category B listed',
  category_c: 'Category C listed',
};

/** A row of the section: a field of the data, or the listing's own price. */
/**
 * A row of the section: a field of the material information, the listing's price, or a lettings
 * deposit (Part A), whose one source is the listing's lettings costs (core/lettings).
 */
export type MaterialRowKey = MaterialFieldKey | 'price' | LettingsDepositKey;

/** The deposits Part A shows for a let, read from the listing's lettings costs. */
export type LettingsDepositKey = 'security_deposit' | 'holding_deposit';

/** What a row says when the agency has not given its field. */
export const NOT_PROVIDED = 'Not provided – ask the agent';

/** Every row's label: the heading a visitor reads and the words an enquiry about it uses. */
export const MATERIAL_FIELD_LABELS: Readonly<Record<MaterialRowKey, string>> = {
  council_tax_band: 'Council tax band',
  business_rates: 'Business rates',
  price: 'Price',
  tenure: 'Tenure',
  lease_years_remaining: 'Years left on the lease',
  ground_rent: 'Ground rent',
  ground_rent_review: 'Ground rent increases',
  service_charge: 'Service charge',
  shared_ownership_share: 'Share for sale',
  shared_ownership_rent: 'Rent on the remaining share',
  epc_rating: 'EPC rating',
  rent_frequency: 'Rent is paid',
  security_deposit: 'Security deposit',
  holding_deposit: 'Holding deposit',
  property_type: 'Property type',
  construction: 'Construction',
  floor_area_sq_ft: 'Floor area',
  floors: 'Floors',
  entrance_floor: 'Entrance floor',
  lift: 'Lift',
  over_commercial_premises: 'Over commercial premises',
  electricity: 'Electricity',
  water: 'Water',
  drainage: 'Drainage',
  heating: 'Heating',
  broadband_type: 'Broadband',
  broadband_speed: 'Broadband speed',
  mobile_signal: 'Mobile signal problems',
  parking: 'Parking',
  parking_permit: 'Parking permit',
  ev_charging: 'Electric vehicle charging',
  building_safety: 'Building safety',
  listed_building: 'Listed building',
  conservation_area: 'Conservation area',
  tree_preservation_orders: 'Tree preservation orders',
  covenants: 'Restrictive covenants',
  rights_and_easements: 'Rights of way and easements',
  flooded_last_5_years: 'Flooded in the last five years',
  flood_source: 'Source of flooding',
  flood_defences: 'Flood defences',
  coastal_erosion: 'Coastal erosion risk',
  planning: 'Planning permissions and applications nearby',
  accessibility: 'Accessibility and adaptations',
  mining: 'Coal mining and other mining',
};

/** The label of a row key, or undefined for a key that names no row (an enquiry link's query). */
export function materialFieldLabel(key: string): string | undefined {
  return Object.hasOwn(MATERIAL_FIELD_LABELS, key)
    ? MATERIAL_FIELD_LABELS[key as MaterialRowKey]
    : undefined;
}

/**
 * The message an enquiry about a row starts with, naming it; the office enquiry puts the
 * property's reference before it (core/leads/lead.ts `withPropertyReference`).
 */
export function askAboutFieldMessage(label: string): string {
  return `Please could you tell me about this property's "${label}"? The listing's material information does not give it.`;
}

export type MaterialPartId = 'a' | 'b' | 'c';

export interface MaterialPartSpec {
  readonly id: MaterialPartId;
  readonly title: { readonly sales: string; readonly lettings: string };
  /** The rows in order, for a sale and for a let; `MATERIAL_ROW_CONDITIONS` may leave some out. */
  readonly rows: {
    readonly sales: readonly MaterialRowKey[];
    readonly lettings: readonly MaterialRowKey[];
  };
}

const PART_B_ROWS: readonly MaterialRowKey[] = [
  'property_type',
  'construction',
  'floor_area_sq_ft',
  'floors',
  'entrance_floor',
  'lift',
  'over_commercial_premises',
  'electricity',
  'water',
  'drainage',
  'heating',
  'broadband_type',
  'broadband_speed',
  'mobile_signal',
  'parking',
  'parking_permit',
  'ev_charging',
];

const PART_C_ROWS: readonly MaterialRowKey[] = [
  'building_safety',
  'listed_building',
  'conservation_area',
  'tree_preservation_orders',
  'covenants',
  'rights_and_easements',
  'flooded_last_5_years',
  'flood_source',
  'flood_defences',
  'coastal_erosion',
  'planning',
  'accessibility',
  'mining',
];

/** The three parts, their headings and rows, for a sale and for a let. */
export const MATERIAL_PARTS: readonly MaterialPartSpec[] = [
  {
    id: 'a',
    title: { sales: 'Price, council tax and tenure', lettings: 'Rent, deposits and council tax' },
    rows: {
      sales: [
        'price',
        'council_tax_band',
        'tenure',
        'lease_years_remaining',
        'ground_rent',
        'ground_rent_review',
        'service_charge',
        'shared_ownership_share',
        'shared_ownership_rent',
        'epc_rating',
      ],
      lettings: [
        'price',
        'rent_frequency',
        'security_deposit',
        'holding_deposit',
        'council_tax_band',
        'epc_rating',
      ],
    },
  },
  {
    id: 'b',
    title: { sales: 'The property and its services', lettings: 'The property and its services' },
    rows: { sales: PART_B_ROWS, lettings: PART_B_ROWS },
  },
  {
    id: 'c',
    title: {
      sales: 'Safety, restrictions, rights and risks',
      lettings: 'Safety, restrictions, rights and risks',
    },
    rows: { sales: PART_C_ROWS, lettings: PART_C_ROWS },
  },
];

/**
 * Rows that apply only to some homes: a lease's terms to a home held on a lease, shared
 * ownership's share and rent to shared ownership, the source of flooding to a home that flooded.
 * A row left out here is not missing: it does not apply (a freehold has no ground rent).
 */
export const MATERIAL_ROW_CONDITIONS: Partial<
  Record<MaterialRowKey, (info: MaterialInformation) => boolean>
> = {
  lease_years_remaining: (info) => heldOnLease(info.tenure),
  ground_rent: (info) => heldOnLease(info.tenure),
  ground_rent_review: (info) => heldOnLease(info.tenure),
  service_charge: (info) => heldOnLease(info.tenure),
  shared_ownership_share: (info) => info.tenure === 'shared_ownership',
  shared_ownership_rent: (info) => info.tenure === 'shared_ownership',
  flood_source: (info) => info.flooded_last_5_years === true,
};
