/**
 * The instant valuation (SPEC §2 '#/valuation' names the modal only; the rule is the agency site's,
 * applied by the platform to its own sold data and documented here, in one home):
 *
 * 1. Comparables are the agency's sold homes (sold, SSTC, exchanged or completed; houses, bungalows,
 *    cottages, flats and maisonettes: no land, farms or commercial units) nearest the visitor's
 *    home: those in the same postcode district ('TA1'); fewer than three → the same postcode area
 *    ('TA'); fewer than three → every sold home of the agency; fewer than three → no estimate.
 * 2. Each comparable's price is adjusted to the visitor's home: × the ratio of the two property
 *    types' factors (a detached house is worth more than a terraced one of the same size), and
 *    × 1.12 for each bedroom more (÷ for each fewer).
 * 3. The estimate is the median of the adjusted prices; the range is their lower and upper
 *    quartiles, widened to at least 5% and narrowed to at most 15% either side of the median,
 *    then rounded outwards to £5,000 (low down, high up).
 *
 * It is a guide, not a valuation: the modal says so and leads to a booked valuation.
 */

/** The property types the visitor can choose, with their value factor (a semi-detached house is 1). */
export const INSTANT_ESTIMATE_PROPERTY_TYPES = [
  { value: 'detached', label: 'Detached house', factor: 1.3 },
  { value: 'semi-detached', label: 'Semi-detached house', factor: 1 },
  { value: 'terraced', label: 'Terraced house', factor: 0.85 },
  { value: 'townhouse', label: 'Townhouse', factor: 0.95 },
  { value: 'bungalow', label: 'Bungalow', factor: 1.05 },
  { value: 'cottage', label: 'Cottage', factor: 0.95 },
  { value: 'flat', label: 'Flat or apartment', factor: 0.7 },
  { value: 'maisonette', label: 'Maisonette', factor: 0.75 },
] as const;

export type InstantEstimatePropertyType = (typeof INSTANT_ESTIMATE_PROPERTY_TYPES)[number]['value'];

/** Bedrooms the visitor can choose: 0 is a studio, the last is "that many or more". */
export const INSTANT_ESTIMATE_BEDROOMS = { min: 0, max: 6 } as const;

/** The fewest comparables an estimate is given from. */
export const MIN_COMPARABLES = 3;
/** Each bedroom more multiplies a comparable's price by this. */
export const BEDROOM_STEP = 1.12;
/** The range is at least this far either side of the median… */
export const MIN_SPREAD = 0.05;
/** …and at most this far. */
export const MAX_SPREAD = 0.15;
/** Estimates are rounded outwards to this many pounds. */
export const ESTIMATE_ROUNDING = 5000;

/** The listing property types (as agencies write them) that count as each chosen type. */
const LISTING_TYPE_WORDS: Readonly<Record<InstantEstimatePropertyType, readonly string[]>> = {
  detached: ['detached house', 'detached'],
  'semi-detached': ['semi-detached house', 'semi-detached', 'semi detached'],
  terraced: ['terraced house', 'terraced', 'end of terrace', 'mid terrace'],
  townhouse: ['townhouse', 'town house'],
  bungalow: ['bungalow'],
  cottage: ['cottage'],
  flat: ['apartment', 'flat', 'studio'],
  maisonette: ['maisonette'],
};

/** The chosen type a listing's property type counts as; undefined for land, farms, commercial units. */
export function estimateTypeOf(listingType: string): InstantEstimatePropertyType | undefined {
  const text = listingType.trim().toLowerCase();
  const types = Object.keys(LISTING_TYPE_WORDS) as InstantEstimatePropertyType[];
  return types.find((type) => LISTING_TYPE_WORDS[type].includes(text));
}

export function isEstimatePropertyType(value: string): value is InstantEstimatePropertyType {
  return INSTANT_ESTIMATE_PROPERTY_TYPES.some((type) => type.value === value);
}

function factorOf(type: InstantEstimatePropertyType): number {
  return INSTANT_ESTIMATE_PROPERTY_TYPES.find((t) => t.value === type)?.factor ?? 1;
}

/** A sold home the estimate can learn from. */
export interface SoldComparable {
  readonly postcode: string;
  readonly propertyType: InstantEstimatePropertyType;
  readonly bedrooms: number;
  /** Whole pounds, > 0. */
  readonly price: number;
}

/** The home the visitor asks about. */
export interface EstimateSubject {
  readonly postcode: string;
  readonly propertyType: InstantEstimatePropertyType;
  readonly bedrooms: number;
}

/** How near the comparables were. */
export type EstimateBasis = 'district' | 'area' | 'agency';

export interface InstantEstimate {
  /** Whole pounds, multiples of ESTIMATE_ROUNDING. */
  readonly low: number;
  readonly high: number;
  /** How many sales it is based on. */
  readonly comparables: number;
  readonly basis: EstimateBasis;
  /** The district or area the sales are in ('TA1', 'TA'), or '' for the agency's whole patch. */
  readonly area: string;
}

/** A postcode's outward code and area letters: 'ta1 4ab' → { district: 'TA1', area: 'TA' }. */
export function postcodeDistrict(postcode: string): {
  readonly district: string;
  readonly area: string;
} {
  const compact = postcode.trim().toUpperCase().replace(/\s+/g, '');
  const district = compact.length > 3 ? compact.slice(0, -3) : compact;
  return { district, area: /^[A-Z]*/.exec(district)?.[0] ?? '' };
}

function clampBedrooms(bedrooms: number): number {
  const whole = Number.isFinite(bedrooms) ? Math.round(bedrooms) : 0;
  return Math.min(INSTANT_ESTIMATE_BEDROOMS.max, Math.max(INSTANT_ESTIMATE_BEDROOMS.min, whole));
}

/** A comparable's price adjusted to the subject (rule 2). */
export function adjustedPrice(comparable: SoldComparable, subject: EstimateSubject): number {
  const typeRatio = factorOf(subject.propertyType) / factorOf(comparable.propertyType);
  const bedrooms = clampBedrooms(subject.bedrooms) - clampBedrooms(comparable.bedrooms);
  return comparable.price * typeRatio * BEDROOM_STEP ** bedrooms;
}

/** The value at fraction `q` (0–1) of sorted numbers, interpolating between neighbours. */
function quantile(sorted: readonly number[], q: number): number {
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  const low = sorted[below] ?? 0;
  const high = sorted[above] ?? low;
  return low + (high - low) * (position - below);
}

/** The comparables nearest the subject, and how near (rule 1). */
function nearest(
  subject: EstimateSubject,
  sales: readonly SoldComparable[],
): { sales: readonly SoldComparable[]; basis: EstimateBasis; area: string } | undefined {
  const home = postcodeDistrict(subject.postcode);
  const valid = sales.filter((s) => Number.isFinite(s.price) && s.price > 0);
  const inDistrict = valid.filter(
    (s) => home.district !== '' && postcodeDistrict(s.postcode).district === home.district,
  );
  if (inDistrict.length >= MIN_COMPARABLES)
    return { sales: inDistrict, basis: 'district', area: home.district };
  const inArea = valid.filter(
    (s) => home.area !== '' && postcodeDistrict(s.postcode).area === home.area,
  );
  if (inArea.length >= MIN_COMPARABLES) return { sales: inArea, basis: 'area', area: home.area };
  return valid.length >= MIN_COMPARABLES ? { sales: valid, basis: 'agency', area: '' } : undefined;
}

/** The instant estimate for `subject` from the agency's sold homes; undefined when too few were sold. */
export function instantEstimate(
  subject: EstimateSubject,
  sales: readonly SoldComparable[],
): InstantEstimate | undefined {
  const found = nearest(subject, sales);
  if (found === undefined) return undefined;
  const prices = found.sales.map((sale) => adjustedPrice(sale, subject)).sort((a, b) => a - b);
  const median = quantile(prices, 0.5);
  const low = Math.min(
    Math.max(quantile(prices, 0.25), median * (1 - MAX_SPREAD)),
    median * (1 - MIN_SPREAD),
  );
  const high = Math.max(
    Math.min(quantile(prices, 0.75), median * (1 + MAX_SPREAD)),
    median * (1 + MIN_SPREAD),
  );
  return {
    low: Math.max(ESTIMATE_ROUNDING, Math.floor(low / ESTIMATE_ROUNDING) * ESTIMATE_ROUNDING),
    high: Math.ceil(high / ESTIMATE_ROUNDING) * ESTIMATE_ROUNDING,
    comparables: found.sales.length,
    basis: found.basis,
    area: found.area,
  };
}
