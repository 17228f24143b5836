/**
 * Mortgage calculator (SPEC §5 "Mortgage calculator", §9 "Mortgage"; reference/uk-property-tax.md).
 * Results are whole pounds per month.
 */

export type MortgageType = 'repayment' | 'interest-only';

export interface MortgageInput {
  /** Property price, pounds. */
  readonly price: number;
  /** Deposit, pounds. */
  readonly deposit: number;
  /** Annual interest rate, percent. */
  readonly annualRatePercent: number;
  /** Term in years. */
  readonly years: number;
  readonly type: MortgageType;
}

/**
 * The calculator's starting values (SPEC §5 Mortgage calculator, §9 Mortgage): a deposit of 20% of
 * the price over a 25-year term, repayment.
 */
export const MORTGAGE_DEFAULTS: {
  readonly depositPercent: number;
  readonly years: number;
  readonly type: MortgageType;
} = {
  depositPercent: 20,
  years: 25,
  type: 'repayment',
};

/**
 * The accepted ranges (SPEC §5 Mortgage calculator, §9 Mortgage): interest rate 0.01–10 %, term
 * 5–35 years, both inclusive.
 */
export const MORTGAGE_LIMITS = {
  minRate: 0.01,
  maxRate: 10,
  minYears: 5,
  maxYears: 35,
} as const;

/** Price is a finite number above zero (SPEC §5 "non-zero"; a negative price is no price either). */
export function isValidMortgagePrice(price: number): boolean {
  return Number.isFinite(price) && price > 0;
}

/** Deposit is finite, at least 0 and at most the price. */
export function isValidMortgageDeposit(deposit: number, price: number): boolean {
  return Number.isFinite(deposit) && deposit >= 0 && deposit <= price;
}

/** Interest rate within 0.01–10 % inclusive. */
export function isValidMortgageRate(annualRatePercent: number): boolean {
  return (
    Number.isFinite(annualRatePercent) &&
    annualRatePercent >= MORTGAGE_LIMITS.minRate &&
    annualRatePercent <= MORTGAGE_LIMITS.maxRate
  );
}

/** Term within 5–35 years inclusive. */
export function isValidMortgageYears(years: number): boolean {
  return (
    Number.isFinite(years) && years >= MORTGAGE_LIMITS.minYears && years <= MORTGAGE_LIMITS.maxYears
  );
}

/**
 * The default deposit: 20% of the price, rounded to the nearest whole pound (SPEC §9).
 * An invalid price (negative, NaN, infinite) gives 0.
 */
export function defaultDeposit(price: number): number {
  if (!Number.isFinite(price) || price < 0) return 0;
  return Math.round((price * MORTGAGE_DEFAULTS.depositPercent) / 100);
}

/**
 * The monthly payment in whole pounds, rounded to the nearest pound (SPEC §9).
 *
 * - Loan L = price − deposit; r = annual rate ÷ 100 ÷ 12; n = years × 12.
 * - Repayment: L·r / (1 − (1 + r)^−n).
 * - Interest-only: L·r. SPEC §9 says "price times rate divided by 12"; like every public calculator
 *   we charge interest on the loan, not the price (deliberate correction, see the README).
 *
 * Any invalid input (SPEC §5: zero price, rate outside 0.01–10, term outside 5–35, deposit negative
 * or above the price, a non-finite number) gives 0.
 */
export function monthlyMortgagePayment(input: MortgageInput): number {
  const { price, deposit, annualRatePercent, years, type } = input;
  if (
    !isValidMortgagePrice(price) ||
    !isValidMortgageDeposit(deposit, price) ||
    !isValidMortgageRate(annualRatePercent) ||
    !isValidMortgageYears(years)
  ) {
    return 0;
  }
  const loan = price - deposit;
  const monthlyRate = annualRatePercent / 100 / 12;
  const months = years * 12;
  const payment =
    type === 'interest-only'
      ? loan * monthlyRate
      : (loan * monthlyRate) / (1 - Math.pow(1 + monthlyRate, -months));
  return Math.round(payment);
}
