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
 * Rounds to whole units of 1/10^decimals, half away from zero, correcting binary representation
 * error first (1.005 → 1.01, not 1.00). Returns the scaled integer as a BigInt.
 */
function scaledRound(amount: number, decimals: number): bigint {
  const scaled = Number((Math.abs(amount) * 10 ** decimals).toPrecision(15));
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

export type StudentPriceInput = Pick<PropertyCard, 'property_channel' | 'priceValue' | 'bedrooms' | 'isStudent'>;

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
    settings.displayPppwWithoutBedroomDivision || bedrooms === undefined || !Number.isInteger(bedrooms) || bedrooms < 1
      ? 1
      : bedrooms;
  return Math.round((pcm * 12) / (52 * people));
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
