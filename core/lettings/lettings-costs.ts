/**
 * What a rental costs a tenant, as the platform sends it (page data `property_data.lettingsCosts`,
 * decoded by core/settings/lettings-costs.codec.ts), and the rent a listing asks whichever way it
 * was given. Figures are shown as given: a deposit above its cap is reported by
 * `checkLettingsListing` (lettings-check.ts), never changed.
 */
import type { PropertyCard, PropertyDetail } from '../property/property.js';
import { formatPrice } from '../format/price.js';
import { readableDate } from '../format/readable-date.js';
import { monthlyRent, penceOf, poundsOf, weeklyRent, type Pence, type RentUnit } from './rent.js';

export type Furnishing = 'furnished' | 'part-furnished' | 'unfurnished' | 'flexible';

/** A payment the Tenant Fees Act 2019 permits beside rent and deposits (a change to the tenancy, lost keys…). */
export interface PermittedPayment {
  /** 'Change to the tenancy at your request'. */
  readonly name: string;
  /** A fixed amount, when it has one. */
  readonly amount?: Pence;
  /** How it is worked out when it is not fixed, or a note beside the amount ('inc. VAT'). */
  readonly note?: string;
}

export interface LettingsCosts {
  /** The rent, when the platform gives it apart from the listing's price. */
  readonly rent?: Pence;
  readonly rentFrequency: RentUnit;
  readonly holdingDeposit?: Pence;
  readonly securityDeposit?: Pence;
  readonly rentInAdvance?: Pence;
  readonly otherPayments: readonly PermittedPayment[];
  /** 'YYYY-MM-DD', or 'now'. */
  readonly availableFrom?: string;
  readonly furnishing?: Furnishing;
  readonly minimumTermMonths?: number;
}

/** The rent a listing asks: the costs' own rent, else the listing's monthly price value. */
export interface AskingRent {
  readonly amount: Pence;
  readonly frequency: RentUnit;
}

/** Undefined when the listing gives no rent (or a rent of £0). */
export function askingRent(
  property: PropertyCard & Pick<PropertyDetail, 'lettingsCosts'>,
): AskingRent | undefined {
  const costs = property.lettingsCosts;
  if (costs?.rent !== undefined)
    return costs.rent > 0 ? { amount: costs.rent, frequency: costs.rentFrequency } : undefined;
  const pcm = property.priceValue === undefined ? undefined : penceOf(property.priceValue);
  return pcm !== undefined && pcm > 0 ? { amount: pcm, frequency: 'pcm' } : undefined;
}

/** '£1,442.30': every amount of money the lettings panel shows goes through core's one formatter. */
export function formatPence(pence: Pence): string {
  return formatPrice(poundsOf(pence));
}

/** The rent both ways, to the penny: '£1,250.00 pcm' and '£288.46 pw'. */
export interface RentTexts {
  readonly monthly: string;
  readonly weekly: string;
  /** 'per calendar month' / 'per week' in words, for a screen reader. */
  readonly spoken: string;
}

export function rentTexts(rent: AskingRent): RentTexts {
  const monthly = formatPence(monthlyRent(rent.amount, rent.frequency));
  const weekly = formatPence(weeklyRent(rent.amount, rent.frequency));
  return {
    monthly: `${monthly} pcm`,
    weekly: `${weekly} pw`,
    spoken: `${monthly} per calendar month, ${weekly} per week`,
  };
}

/** The weekly rent a rental card adds to its monthly price: '£288.46 pw', spoken '£288.46 per week'. */
export interface CardWeeklyRent {
  readonly text: string;
  readonly spoken: string;
}

/**
 * The weekly rent beside a rental card's monthly price, or undefined: not a let, no rent, or the
 * card shows a student let per person per week already.
 */
export function cardWeeklyRent(
  card: PropertyCard,
  perPersonShown: boolean,
): CardWeeklyRent | undefined {
  if (card.property_channel !== 'lettings' || perPersonShown) return undefined;
  const rent = askingRent(card);
  if (rent === undefined) return undefined;
  const weekly = formatPence(weeklyRent(rent.amount, rent.frequency));
  return { text: `${weekly} pw`, spoken: `${weekly} per week` };
}

const FURNISHING_TEXT: Readonly<Record<Furnishing, string>> = {
  furnished: 'Furnished',
  'part-furnished': 'Part furnished',
  unfurnished: 'Unfurnished',
  flexible: 'Furnished or unfurnished',
};

/** The listing's tags that say how it is furnished, when the costs do not. */
const FURNISHING_TAGS: readonly (readonly [string, Furnishing])[] = [
  ['part furnished', 'part-furnished'],
  ['furnished', 'furnished'],
  ['unfurnished', 'unfurnished'],
];

/** One line of the panel: 'Holding deposit' – '£288.46'. */
export interface CostLine {
  readonly label: string;
  readonly value: string;
}

/** Everything the lettings costs panel shows, worked out for the view. */
export interface LettingsCostsPanel {
  /** The rent both ways; undefined when the listing gives none (the panel says so). */
  readonly rent?: RentTexts;
  readonly lines: readonly CostLine[];
  /** The other permitted payments, each with its amount or how it is worked out. */
  readonly otherPayments: readonly CostLine[];
}

/** What the panel says when a rental gives no rent (ours; SPEC has none). */
export const NO_RENT_GIVEN = 'Rent not given: ask the branch';

/**
 * The panel's content for a rental (`today` is 'YYYY-MM-DD', for 'Available now'). Lines the
 * platform gives no figure for are left out: the site never invents one.
 */
export function lettingsCostsPanel(property: PropertyDetail, today: string): LettingsCostsPanel {
  const costs = property.lettingsCosts;
  const rent = askingRent(property);
  const lines: CostLine[] = [];
  const money = (label: string, pence: Pence | undefined) => {
    if (pence !== undefined) lines.push({ label, value: formatPence(pence) });
  };
  money('Holding deposit', costs?.holdingDeposit);
  money('Security deposit', costs?.securityDeposit);
  money('Rent in advance', costs?.rentInAdvance);
  const available = availability(costs?.availableFrom, today);
  if (available !== undefined) lines.push({ label: 'Available', value: available });
  const furnishing = costs?.furnishing ?? furnishingFromTags(property.tags);
  if (furnishing !== undefined)
    lines.push({ label: 'Furnishing', value: FURNISHING_TEXT[furnishing] });
  const term = costs?.minimumTermMonths;
  if (term !== undefined)
    lines.push({ label: 'Minimum term', value: `${term} ${term === 1 ? 'month' : 'months'}` });
  return {
    ...(rent !== undefined ? { rent: rentTexts(rent) } : {}),
    lines,
    otherPayments: (costs?.otherPayments ?? []).map((payment) => ({
      label: payment.name,
      value: [payment.amount === undefined ? '' : formatPence(payment.amount), payment.note ?? '']
        .filter((part) => part !== '')
        .join(' '),
    })),
  };
}

/** 'Now' for 'now' or a date on or before today; else '1 June 2026'; undefined for no date. */
function availability(from: string | undefined, today: string): string | undefined {
  if (from === undefined) return undefined;
  if (from === 'now') return 'Now';
  const date = readableDate(from);
  if (date === undefined) return undefined;
  return date.iso <= today ? 'Now' : `From ${date.label}`;
}

function furnishingFromTags(tags: readonly string[]): Furnishing | undefined {
  const lower = tags.map((tag) => tag.toLowerCase());
  return FURNISHING_TAGS.find(([tag]) => lower.includes(tag))?.[1];
}
