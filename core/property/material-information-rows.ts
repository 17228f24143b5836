/**
 * The material information section as a visitor reads it: per part, its rows in order, each
 * with its value as text, or `NOT_PROVIDED` and the link to an enquiry naming the row. The model
 * (fields, labels, parts, which rows apply) is material-information.ts.
 */
import { countOf } from '../format/plural.js';
import {
  formatPrice,
  formatWholeNumber,
  formatWholePounds,
  listingPrice,
} from '../format/price.js';
import type { PppwSettings } from '../format/price.js';
import { askAboutFieldHref, overlayHref } from '../routes/site-routes.js';
import {
  BROADBAND_LABELS,
  LISTED_BUILDING_LABELS,
  MATERIAL_FIELD_LABELS,
  MATERIAL_PARTS,
  MATERIAL_ROW_CONDITIONS,
  NOT_PROVIDED,
  RENT_FREQUENCY_LABELS,
  TENURE_LABELS,
  type MaterialPartId,
  type LettingsDepositKey,
  type MaterialRowKey,
} from './material-information-labels.js';
import type { MaterialInformation } from './material-information.js';
import type { PropertyDetail } from './property.js';
import { formatPence } from '../lettings/lettings-costs.js';

export interface MaterialRow {
  readonly key: MaterialRowKey;
  readonly label: string;
  /** The value as text; undefined when the agency has not given it (the row says `NOT_PROVIDED`). */
  readonly value?: string;
  /** A page that shows more of the value (the EPC chart). */
  readonly link?: { readonly href: string; readonly text: string };
  /** The enquiry naming the row, when its value is not provided. */
  readonly askHref?: string;
}

export interface MaterialPart {
  readonly id: MaterialPartId;
  /** 'Part A', 'Part B', 'Part C'. */
  readonly name: string;
  readonly title: string;
  readonly rows: readonly MaterialRow[];
}

/** What a property page's section needs of the listing. */
export type MaterialListing = Pick<
  PropertyDetail,
  | 'property_channel'
  | 'price'
  | 'priceValue'
  | 'priceWithoutQualifier'
  | 'bedrooms'
  | 'isStudent'
  | 'propertyType'
  | 'epcCharts'
  | 'lettingsCosts'
>;

/** A let's deposit, as its costs panel writes it (to the penny); undefined when not given. */
function depositText(listing: MaterialListing, key: LettingsDepositKey): string | undefined {
  const costs = listing.lettingsCosts;
  const pence = key === 'security_deposit' ? costs?.securityDeposit : costs?.holdingDeposit;
  return pence === undefined ? undefined : formatPence(pence);
}

const SQ_M_PER_SQ_FT = 0.09290304;

/** Money as a listing states it: whole pounds without pence ('£250'), else to the penny ('£1,234.56'). */
export function moneyText(pounds: number): string {
  return Number.isInteger(pounds) ? formatWholePounds(pounds) : formatPrice(pounds);
}

const yesNo = (value: boolean): string => (value ? 'Yes' : 'No');

/** The English ordinal suffix: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 112th. */
export function ordinal(n: number): string {
  const lastTwo = Math.abs(n) % 100;
  const last = Math.abs(n) % 10;
  const suffix =
    lastTwo >= 11 && lastTwo <= 13
      ? 'th'
      : last === 1
        ? 'st'
        : last === 2
          ? 'nd'
          : last === 3
            ? 'rd'
            : 'th';
  return `${n}${suffix}`;
}

/** The floor a home is entered from: 0 'Ground floor', 2 '2nd floor', -1 'Lower ground floor', -2 'Basement'. */
export function entranceFloorText(floor: number): string {
  if (floor === 0) return 'Ground floor';
  if (floor === -1) return 'Lower ground floor';
  if (floor < -1) return 'Basement';
  return `${ordinal(floor)} floor`;
}

/** '1,250 sq ft (116 m²)': square feet as given, square metres rounded to the whole metre. */
export function floorAreaText(squareFeet: number): string {
  return `${formatWholeNumber(squareFeet)} sq ft (${formatWholeNumber(squareFeet * SQ_M_PER_SQ_FT)} m²)`;
}

/** Each field's value as text; a field not given is undefined. */
function fieldText(
  key: Exclude<MaterialRowKey, LettingsDepositKey>,
  info: MaterialInformation,
): string | undefined {
  switch (key) {
    case 'council_tax_band':
      if (info.council_tax_band !== undefined) return `Band ${info.council_tax_band}`;
      return info.business_rates === undefined
        ? undefined
        : `None: business rates apply (rateable value ${moneyText(info.business_rates)} a year)`;
    case 'tenure':
      return info.tenure && TENURE_LABELS[info.tenure];
    case 'lease_years_remaining':
      return info.lease_years_remaining === undefined
        ? undefined
        : countOf(info.lease_years_remaining, 'year', 'years');
    case 'ground_rent':
    case 'service_charge':
    case 'business_rates': {
      const amount = info[key];
      return amount === undefined ? undefined : `${moneyText(amount)} a year`;
    }
    case 'shared_ownership_rent':
      return info.shared_ownership_rent === undefined
        ? undefined
        : `${moneyText(info.shared_ownership_rent)} a month`;
    case 'shared_ownership_share':
      return info.shared_ownership_share === undefined
        ? undefined
        : `${info.shared_ownership_share}%`;
    case 'rent_frequency':
      return info.rent_frequency && RENT_FREQUENCY_LABELS[info.rent_frequency];
    case 'floor_area_sq_ft':
      return info.floor_area_sq_ft === undefined ? undefined : floorAreaText(info.floor_area_sq_ft);
    case 'floors':
      return info.floors === undefined ? undefined : countOf(info.floors, 'floor', 'floors');
    case 'entrance_floor':
      return info.entrance_floor === undefined ? undefined : entranceFloorText(info.entrance_floor);
    case 'broadband_type':
      return info.broadband_type && BROADBAND_LABELS[info.broadband_type];
    case 'broadband_speed':
      return info.broadband_speed === undefined
        ? undefined
        : `Up to ${formatWholeNumber(info.broadband_speed)} Mbps download`;
    case 'listed_building':
      return info.listed_building && LISTED_BUILDING_LABELS[info.listed_building];
    case 'lift':
    case 'over_commercial_premises':
    case 'conservation_area':
    case 'tree_preservation_orders':
    case 'flooded_last_5_years': {
      const flag = info[key];
      return flag === undefined ? undefined : yesNo(flag);
    }
    case 'price':
      return undefined;
    default:
      return info[key];
  }
}

/**
 * The section's parts for a listing: its price (or rent) from the listing's own price fields,
 * the property type from the listing's when the section's data does not give one, and every
 * other row from its material information (decoded: `decodeMaterialInformation`); a row that does not apply to the home is left out, and
 * one not given reads `NOT_PROVIDED` with the enquiry that names it.
 */
export function materialInformationParts(
  listing: MaterialListing,
  material: MaterialInformation | undefined,
  pppw?: PppwSettings,
): MaterialPart[] {
  const info: MaterialInformation = {
    ...(listing.propertyType?.trim() ? { property_type: listing.propertyType.trim() } : {}),
    ...material,
  };
  const channel = listing.property_channel;
  const epcChart = listing.epcCharts.length > 0 ? overlayHref('epcChart') : undefined;
  return MATERIAL_PARTS.map((part) => ({
    id: part.id,
    name: `Part ${part.id.toUpperCase()}`,
    title: part.title[channel],
    rows: part.rows[channel]
      .filter((key) => MATERIAL_ROW_CONDITIONS[key]?.(info) ?? true)
      .map((key): MaterialRow => {
        const label =
          key === 'price' && channel === 'lettings' ? 'Rent' : MATERIAL_FIELD_LABELS[key];
        const value =
          key === 'price'
            ? listingPrice(listing, pppw).text
            : key === 'security_deposit' || key === 'holding_deposit'
              ? depositText(listing, key)
              : fieldText(key, info);
        const link =
          key === 'epc_rating' && epcChart
            ? { href: epcChart, text: 'View the EPC chart' }
            : undefined;
        if (value === undefined)
          return { key, label, askHref: askAboutFieldHref(key), ...(link ? { link } : {}) };
        return { key, label, value, ...(link ? { link } : {}) };
      }),
  }));
}

/** The text a row shows: its value, or `NOT_PROVIDED`. */
export function materialRowText(row: MaterialRow): string {
  return row.value ?? NOT_PROVIDED;
}
