/**
 * Rental yield of a home for sale bought to let: what a year's rent earns on the price.
 *
 * - Gross yield = monthly rent × 12 ÷ price × 100.
 * - Net yield = (monthly rent × 12 − yearly costs) ÷ price × 100.
 * - Both to one decimal, rounded half up in exact arithmetic (`percentToOneDecimal`): £515 pcm on
 *   £120,000 is exactly 5.15%, shown 5.2%.
 *
 * Amounts are pounds; pence are kept (each amount is taken to the nearest penny first).
 */
import { isValidMortgagePrice } from './mortgage.js';
import { percentToOneDecimal } from './percent.js';

export interface RentalYieldInput {
  /** Property price, pounds. */
  readonly price: number;
  /** Rent per calendar month, pounds. */
  readonly monthlyRent: number;
  /** Yearly costs of letting (agent's fees, insurance, repairs, service charge), pounds. */
  readonly yearlyCosts: number;
}

export interface RentalYield {
  /** Percent, one decimal. */
  readonly gross: number;
  /** Percent, one decimal; never above the gross yield. */
  readonly net: number;
}

/**
 * The accepted ranges: rent from £1 to £999,999 a month (the input keeps six digits); yearly
 * costs from £0 to the year's rent, so the net yield runs from 0 to the gross yield.
 */
export const RENTAL_YIELD_LIMITS = {
  minMonthlyRent: 1,
  maxMonthlyRent: 999_999,
} as const;

/** A year's rent: twelve calendar months. */
export function yearlyRent(monthlyRent: number): number {
  return monthlyRent * 12;
}

/** The price: the mortgage calculator's rule (finite, above zero). */
export const isValidRentalPrice = isValidMortgagePrice;

/** Rent within £1–£999,999 a month, inclusive. */
export function isValidMonthlyRent(monthlyRent: number): boolean {
  return (
    Number.isFinite(monthlyRent) &&
    monthlyRent >= RENTAL_YIELD_LIMITS.minMonthlyRent &&
    monthlyRent <= RENTAL_YIELD_LIMITS.maxMonthlyRent
  );
}

/** Costs finite, at least 0 and at most the year's rent. */
export function isValidYearlyCosts(yearlyCosts: number, monthlyRent: number): boolean {
  return Number.isFinite(yearlyCosts) && yearlyCosts >= 0 && yearlyCosts <= yearlyRent(monthlyRent);
}

function toPence(pounds: number): bigint {
  return BigInt(Math.round(pounds * 100));
}

/**
 * Gross and net yield, percent to one decimal (see the module comment). Any invalid input (a
 * price of 0 or less, rent outside £1–£999,999, costs negative or above the year's rent, a
 * non-finite number) gives 0 for both, as the mortgage calculator gives 0.
 */
export function calculateRentalYield(input: RentalYieldInput): RentalYield {
  const { price, monthlyRent, yearlyCosts } = input;
  if (
    !isValidRentalPrice(price) ||
    !isValidMonthlyRent(monthlyRent) ||
    !isValidYearlyCosts(yearlyCosts, monthlyRent)
  ) {
    return { gross: 0, net: 0 };
  }
  const pricePence = toPence(price);
  const rentPence = toPence(monthlyRent) * 12n;
  return {
    gross: percentToOneDecimal(rentPence, pricePence),
    net: percentToOneDecimal(rentPence - toPence(yearlyCosts), pricePence),
  };
}
