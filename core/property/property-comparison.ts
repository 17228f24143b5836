/**
 * Saved properties side by side: the table's columns (one a property) and rows (one a fact), each
 * cell as text. The facts are the listing's own (price, status, type, rooms, where it is) and its
 * material information (floor area, tenure, council tax band, EPC), with the price per square foot
 * worked out here and the distance to the office that markets it by core's one distance rule.
 *
 * A fact the listing does not state reads `COMPARE_NOT_GIVEN`; a fact that lives in the listing's
 * details when they could not be loaded reads `COMPARE_NOT_LOADED`, and the column says why.
 * Which properties may be compared, and the comparison's address: core/user/compare-properties.ts.
 */
import type { Branch } from '../agency/agency.js';
import { branchPosition } from '../agency/branch-markers.js';
import { formatWholeNumber, formatWholePounds, listingPrice } from '../format/price.js';
import type { PppwSettings } from '../format/price.js';
import { distanceMiles, formatMiles } from '../maps/distance.js';
import { hasMapPosition } from '../maps/map-view.js';
import { TENURE_LABELS } from './material-information-labels.js';
import { floorAreaText } from './material-information-rows.js';
import type { MaterialInformation } from './material-information.js';
import type { Photo, PropertyCard } from './property.js';
import { STATUS_TAG_LABELS, statusTags } from './status-tags.js';
import type { StatusTagTheme } from './status-tags.js';

/** A fact the listing does not state. */
export const COMPARE_NOT_GIVEN = 'Not given';
/** A fact of the listing's details while they are on their way. */
export const COMPARE_LOADING = 'Loading…';
/** A fact of the listing's details when they could not be loaded. */
export const COMPARE_NOT_LOADED = 'Not loaded';
/** Price per square foot of a let: rent is not compared by area. */
export const COMPARE_NOT_APPLICABLE = 'Not applicable';

/** Where a property's details (its material information, the freshest card) stand. */
export type ComparedDetails = 'loading' | 'loaded' | 'failed';

export interface ComparedProperty {
  readonly propertyId: string;
  /** The listing's card: from its details when loaded, else as saved in this browser or on the server. */
  readonly card?: PropertyCard;
  /** The listing's material information, when its details were loaded and carry it. */
  readonly material?: MaterialInformation;
  readonly details: ComparedDetails;
}

export interface ComparisonSettings {
  /** The agency's offices (the settings' `our_offices_slider_data`), for the distance to each. */
  readonly branches: readonly Branch[];
  readonly theme: StatusTagTheme;
  readonly now: Date;
  readonly pppw?: PppwSettings;
}

export interface ComparisonColumn {
  readonly propertyId: string;
  /** The address, or 'Property 123' when nothing of the listing is known. */
  readonly heading: string;
  /** The property's page; undefined when its card is not known. */
  readonly href?: string;
  readonly photo?: Photo;
  /** Why some or all of this column's facts are missing. */
  readonly notice?: string;
}

export type ComparisonRowKey =
  | 'price'
  | 'status'
  | 'type'
  | 'bedrooms'
  | 'bathrooms'
  | 'receptions'
  | 'floor_area'
  | 'price_per_sq_ft'
  | 'tenure'
  | 'council_tax_band'
  | 'epc_rating'
  | 'branch_distance';

export interface ComparisonRow {
  readonly key: ComparisonRowKey;
  /** The row's header, e.g. 'Council tax band'. */
  readonly label: string;
  /** One a column, in the columns' order. */
  readonly cells: readonly string[];
}

export interface PropertyComparison {
  readonly columns: readonly ComparisonColumn[];
  readonly rows: readonly ComparisonRow[];
}

/** Said in a column whose details could not be loaded but whose card is known. */
export const COMPARE_DETAILS_FAILED =
  'Floor area, tenure, council tax and EPC could not be loaded for this property.';
/** Said in a column of which nothing could be loaded. */
export const COMPARE_PROPERTY_FAILED = 'The details of this property could not be loaded.';

/**
 * Pounds per square foot of internal floor area, rounded to the whole pound (half up): £350,000
 * over 1,120 sq ft is £312.5 → £313. Undefined without a price of at least £1, without a floor
 * area above zero (or one so small the figure has no bound), and for a let (a monthly rent is
 * not priced by area).
 */
export function pricePerSquareFoot(
  listing: Pick<PropertyCard, 'priceValue' | 'property_channel'>,
  floorAreaSqFt: number | undefined,
): number | undefined {
  const price = listing.priceValue;
  if (listing.property_channel === 'lettings') return undefined;
  if (price === undefined || !Number.isFinite(price) || price < 1) return undefined;
  if (floorAreaSqFt === undefined || !Number.isFinite(floorAreaSqFt) || floorAreaSqFt <= 0)
    return undefined;
  const pounds = Math.round(price / floorAreaSqFt);
  return Number.isFinite(pounds) ? pounds : undefined;
}

/** '£313 per sq ft'. */
export function pricePerSquareFootText(pounds: number): string {
  return `${formatWholePounds(pounds)} per sq ft`;
}

/**
 * How far the property is from the office that markets it (its `branchID`), as the crow flies:
 * '2.3 miles from Taunton'. Undefined when the card names no branch the settings list, or either
 * has no position a map could use.
 */
export function branchDistanceText(
  card: Pick<PropertyCard, 'branchID' | 'latitude' | 'longitude'>,
  branches: readonly Branch[],
): string | undefined {
  const branch = branches.find((b) => b.id === card.branchID);
  const office = branch === undefined ? undefined : branchPosition(branch);
  const { latitude: lat, longitude: lng } = card;
  if (branch === undefined || office === undefined || lat === undefined || lng === undefined)
    return undefined;
  const home = { lat, lng };
  if (!hasMapPosition(home)) return undefined;
  return `${formatMiles(distanceMiles(home, office))} from ${branch.branchName}`;
}

/**
 * The card's status tags, with 'For sale' or 'To let' when none says otherwise: 'Under offer',
 * 'For sale, New Listing', 'Let Agreed', 'To let'.
 */
function statusText(card: PropertyCard, settings: ComparisonSettings): string {
  const tags = statusTags(card, settings.theme, settings.now);
  const standing = tags.filter((tag) => tag !== STATUS_TAG_LABELS.newListing);
  if (standing.length > 0) return tags.join(', ');
  const offered = card.property_channel === 'lettings' ? 'To let' : 'For sale';
  return [offered, ...tags].join(', ');
}

const count = (n: number | undefined): string | undefined =>
  n === undefined || !Number.isFinite(n) ? undefined : formatWholeNumber(n);

/** The rows, in the order a buyer weighs them, with each row's label. */
const ROWS: readonly { readonly key: ComparisonRowKey; readonly label: string }[] = [
  { key: 'price', label: 'Price' },
  { key: 'status', label: 'Status' },
  { key: 'type', label: 'Type' },
  { key: 'bedrooms', label: 'Bedrooms' },
  { key: 'bathrooms', label: 'Bathrooms' },
  { key: 'receptions', label: 'Receptions' },
  { key: 'floor_area', label: 'Floor area' },
  { key: 'price_per_sq_ft', label: 'Price per sq ft' },
  { key: 'tenure', label: 'Tenure' },
  { key: 'council_tax_band', label: 'Council tax band' },
  { key: 'epc_rating', label: 'EPC rating' },
  { key: 'branch_distance', label: 'Distance to the office' },
];

/** Rows whose facts come from the listing's details (its material information). */
const FROM_DETAILS: ReadonlySet<ComparisonRowKey> = new Set<ComparisonRowKey>([
  'floor_area',
  'price_per_sq_ft',
  'tenure',
  'council_tax_band',
  'epc_rating',
]);

/** A fact of the card itself; undefined when the card does not state it. */
function cardFact(
  key: ComparisonRowKey,
  card: PropertyCard,
  settings: ComparisonSettings,
): string | undefined {
  switch (key) {
    case 'price':
      return listingPrice(card, settings.pppw).text;
    case 'status':
      return statusText(card, settings);
    case 'type':
      return card.propertyType?.trim() || undefined;
    case 'bedrooms':
      return count(card.bedrooms);
    case 'bathrooms':
      return count(card.bathrooms);
    case 'receptions':
      return count(card.receptionRooms);
    default:
      return branchDistanceText(card, settings.branches);
  }
}

/** A fact of the listing's material information (with the card's price for the price per sq ft). */
function detailFact(
  key: ComparisonRowKey,
  card: PropertyCard | undefined,
  info: MaterialInformation,
): string | undefined {
  switch (key) {
    case 'floor_area':
      return info.floor_area_sq_ft === undefined ? undefined : floorAreaText(info.floor_area_sq_ft);
    case 'price_per_sq_ft': {
      if (card?.property_channel === 'lettings') return COMPARE_NOT_APPLICABLE;
      const pounds =
        card === undefined ? undefined : pricePerSquareFoot(card, info.floor_area_sq_ft);
      return pounds === undefined ? undefined : pricePerSquareFootText(pounds);
    }
    case 'tenure':
      return info.tenure && TENURE_LABELS[info.tenure];
    case 'council_tax_band':
      return info.council_tax_band && `Band ${info.council_tax_band}`;
    default:
      return info.epc_rating;
  }
}

function cellText(
  key: ComparisonRowKey,
  property: ComparedProperty,
  settings: ComparisonSettings,
): string {
  const { card } = property;
  if (FROM_DETAILS.has(key)) {
    if (property.details === 'loading') return COMPARE_LOADING;
    if (property.details === 'failed') return COMPARE_NOT_LOADED;
    return detailFact(key, card, property.material ?? {}) ?? COMPARE_NOT_GIVEN;
  }
  if (card === undefined)
    return property.details === 'loading' ? COMPARE_LOADING : COMPARE_NOT_LOADED;
  // A fact the saved card lacks may come with the listing's fresh card.
  return (
    cardFact(key, card, settings) ??
    (property.details === 'loading' ? COMPARE_LOADING : COMPARE_NOT_GIVEN)
  );
}

function column(property: ComparedProperty): ComparisonColumn {
  const { card, propertyId } = property;
  const notice =
    property.details !== 'failed'
      ? undefined
      : card === undefined
        ? COMPARE_PROPERTY_FAILED
        : COMPARE_DETAILS_FAILED;
  const photo = card?.photos[0];
  return {
    propertyId,
    heading: card?.display_address.trim() || `Property ${propertyId}`,
    ...(card === undefined ? {} : { href: card.property_url }),
    ...(photo === undefined ? {} : { photo }),
    ...(notice === undefined ? {} : { notice }),
  };
}

/** The comparison of `properties`, in their order: a column each, and every row for every column. */
export function propertyComparison(
  properties: readonly ComparedProperty[],
  settings: ComparisonSettings,
): PropertyComparison {
  return {
    columns: properties.map(column),
    rows: ROWS.map(({ key, label }) => ({
      key,
      label,
      cells: properties.map((property) => cellText(key, property, settings)),
    })),
  };
}
