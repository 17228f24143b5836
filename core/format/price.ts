/**
 * Prices, weekly rents, acreage and calculator input text (SPEC §9 "Price format", "PPPW").
 *
 * Strings are built by hand, not with `Intl`/`toLocaleString`, so the output is the same in Node,
 * every browser and every locale, and server-rendered markup always matches the hydrated page.
 */
import type { PropertyCard } from '../property/property.js';

const POUND = '£';

/** '1234567' → '1,234,567' (digits only in, comma every three from the right). */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * A count with thousands separators: 1234 → '1,234'. Rounds to a whole number (half away from
 * zero); a non-finite count gives '0'.
 */
export function formatWholeNumber(count: number): string {
  if (!Number.isFinite(count)) return '0';
  const whole = scaledRound(count, 0);
  return `${count < 0 && whole !== 0n ? '-' : ''}${groupThousands(whole.toString())}`;
}

/**
 * Rounds to whole units of 1/10^decimals, half away from zero, correcting binary representation
 * error first (1.005 → 1.01, not 1.00). Returns the scaled integer as a BigInt.
 */
function scaledRound(amount: number, decimals: number): bigint {
  const scaled = Number((Math.abs(amount) * 10 ** decimals).toPrecision(15));
  // Near Number.MAX_VALUE the scaling (or its rounding to 15 digits) overflows: such an amount is
  // a whole number already, so it is scaled exactly instead.
  if (!Number.isFinite(scaled))
    return BigInt(Math.trunc(Math.abs(amount))) * 10n ** BigInt(decimals);
  return BigInt(Math.round(scaled));
}

/**
 * A price with thousands separators and two decimals (SPEC §9): 1234567 → '£1,234,567.00',
 * -5.5 → '-£5.50'. Rounds to the nearest penny. A non-finite amount gives '£0.00'.
 */
export function formatPrice(amount: number): string {
  if (!Number.isFinite(amount)) return `${POUND}0.00`;
  const pence = scaledRound(amount, 2);
  const pounds = groupThousands((pence / 100n).toString());
  const rest = (pence % 100n).toString().padStart(2, '0');
  const sign = amount < 0 && pence !== 0n ? '-' : '';
  return `${sign}${POUND}${pounds}.${rest}`;
}

/**
 * Whole pounds with thousands separators: 350000 → '£350,000'. Rounds to the nearest pound
 * (half away from zero). A non-finite amount gives '£0'.
 */
export function formatWholePounds(amount: number): string {
  if (!Number.isFinite(amount)) return `${POUND}0`;
  const pounds = scaledRound(amount, 0);
  const sign = amount < 0 && pounds !== 0n ? '-' : '';
  return `${sign}${POUND}${groupThousands(pounds.toString())}`;
}

/** Weekly price from a monthly one: round(pcm × 12 / 52) (SPEC §9). Invalid or negative → 0. */
export function weeklyPriceFromMonthly(pcm: number): number {
  if (!Number.isFinite(pcm) || pcm < 0) return 0;
  return Math.round((pcm * 12) / 52);
}

/** The theme settings that decide whether and how a student let shows a per-person weekly price. */
export interface PppwSettings {
  readonly displayStudentPropertyAsPppw: boolean;
  readonly displayPppwWithoutBedroomDivision: boolean;
}

export type StudentPriceInput = Pick<
  PropertyCard,
  'property_channel' | 'priceValue' | 'bedrooms' | 'isStudent'
>;

/**
 * The price per person per week of a student let (SPEC §3 theme settings, §9), in whole pounds, or
 * null when the card shows its normal price: the theme flag is off, the card is not a student
 * lettings property, or it has no positive monthly price.
 *
 * Per person = monthly × 12 / 52 / bedrooms, rounded once at the end; with
 * `displayPppwWithoutBedroomDivision` (or no bedroom count) the whole weekly rent is shown.
 */
export function studentPppw(card: StudentPriceInput, settings: PppwSettings): number | null {
  if (!settings.displayStudentPropertyAsPppw) return null;
  if (card.property_channel !== 'lettings' || card.isStudent !== true) return null;
  const pcm = card.priceValue;
  if (pcm === undefined || !Number.isFinite(pcm) || pcm <= 0) return null;
  const bedrooms = card.bedrooms;
  const people =
    settings.displayPppwWithoutBedroomDivision ||
    bedrooms === undefined ||
    !Number.isInteger(bedrooms) ||
    bedrooms < 1
      ? 1
      : bedrooms;
  return Math.round((pcm * 12) / (52 * people));
}

/** What a listing with no usable price shows (SPEC gives no text; ours). */
export const PRICE_ON_APPLICATION = 'Price on application';

/** The price fields a listing (a card or a property page) carries. */
export type ListingPriceInput = StudentPriceInput &
  Pick<PropertyCard, 'price' | 'priceWithoutQualifier'>;

/** A listing's price as a visitor reads it, in parts for layout and as one phrase. */
export interface ListingPrice {
  /** 'Guide price', 'Offers over'… when the platform's price text carries one. */
  readonly qualifier?: string;
  /** '£350,000', '£1,250 pcm', '£150' (with suffix ' pppw'), or 'Price on application'. */
  readonly amount: string;
  /** ' pppw' for a student let shown per person per week. */
  readonly suffix?: string;
  /** The whole price as one phrase: 'Guide price £350,000', '£150 per person per week'. */
  readonly spoken: string;
  /** The whole price as one line of text: 'Guide price £350,000', '£150 pppw'. */
  readonly text: string;
}

/**
 * The one rule for a listing's price text, wherever it shows (result cards, the property page,
 * the saved tab, map markers, card sliders):
 * 1. a student let per person per week when the theme asks (`studentPppw`);
 * 2. else the platform's text: the price without its qualifier as the amount, the qualifier
 *    ('Guide price') apart when the full text ends with that amount;
 * 3. else a `priceValue` of at least £1 once rounded, in whole pounds ('pcm' for lettings);
 * 4. else 'Price on application': a price of £0 is never an asking price.
 */
export function listingPrice(listing: ListingPriceInput, pppw?: PppwSettings): ListingPrice {
  const weekly = pppw === undefined ? null : studentPppw(listing, pppw);
  if (weekly !== null) {
    const amount = formatWholePounds(weekly);
    return {
      amount,
      suffix: ' pppw',
      spoken: `${amount} per person per week`,
      text: `${amount} pppw`,
    };
  }
  const full = listing.price?.trim() || undefined;
  const bare = listing.priceWithoutQualifier?.trim() || undefined;
  const value = listing.priceValue;
  const amount =
    bare ??
    full ??
    (value !== undefined && Number.isFinite(value) && Math.round(value) > 0
      ? formatWholePounds(value) + (listing.property_channel === 'lettings' ? ' pcm' : '')
      : PRICE_ON_APPLICATION);
  const qualifier =
    bare !== undefined && full !== undefined && full !== bare && full.endsWith(bare)
      ? full.slice(0, full.length - bare.length).trim()
      : undefined;
  if (qualifier) {
    const text = `${qualifier} ${amount}`;
    return { qualifier, amount, spoken: text, text };
  }
  return { amount, spoken: amount, text: amount };
}

/**
 * Land area for a card: up to two decimals, trailing zeros dropped, 'acre' for exactly one:
 * 2.5 → '2.5 acres', 1 → '1 acre', 1200 → '1,200 acres'. Zero, negative or non-finite → ''.
 */
export function formatAcreage(acres: number): string {
  if (!Number.isFinite(acres) || acres <= 0) return '';
  const hundredths = scaledRound(acres, 2);
  if (hundredths === 0n) return '';
  const whole = groupThousands((hundredths / 100n).toString());
  const fraction = (hundredths % 100n).toString().padStart(2, '0').replace(/0+$/, '');
  const number = fraction === '' ? whole : `${whole}.${fraction}`;
  return `${number} ${hundredths === 100n ? 'acre' : 'acres'}`;
}

/**
 * Calculator price and deposit inputs (SPEC §5): keeps only the digits 0–9, then at most
 * `maxLength` of them (11 by default). '£250,000' → '250000'.
 */
export function digitsOnly(text: string, maxLength = 11): string {
  const limit = Number.isFinite(maxLength) ? Math.max(0, Math.floor(maxLength)) : 0;
  return text.replace(/[^0-9]/g, '').slice(0, limit);
}
