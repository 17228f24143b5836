/**
 * What could I borrow: a lender's rough limit is a multiple of the applicants' yearly income.
 *
 * - Income = the applicants' yearly incomes added (one or two applicants).
 * - Borrowing = income × multiple, rounded down to the pound (never more than the multiple
 *   allows), worked in whole pence and hundredths of the multiple so 50,000 × 4.1 is exactly
 *   205,000.
 * - Budget = borrowing + deposit: the highest price the visitor could offer.
 *
 * £50,000 at 4.5× borrows £225,000; with a £25,000 deposit the budget is £250,000.
 */

export interface BorrowingInput {
  /** Each applicant's yearly income before tax, pounds: one or two entries. */
  readonly incomes: readonly number[];
  /** How many times the income a lender would lend, e.g. 4.5. */
  readonly incomeMultiple: number;
  /** Deposit, pounds. */
  readonly deposit: number;
}

export interface Borrowing {
  /** The incomes added, pounds. */
  readonly income: number;
  /** Whole pounds. */
  readonly borrowing: number;
  /** Borrowing plus deposit, pounds. */
  readonly budget: number;
}

/** The multiple when the agency's settings name none (`theme_settings.mortgageIncomeMultiple`). */
export const BORROWING_DEFAULTS = { incomeMultiple: 4.5 } as const;

/**
 * The accepted ranges: one or two applicants, each earning up to £99,999,999 a year (the input
 * keeps eight digits), the first above £0; a multiple from 1 to 7 inclusive with at most two
 * decimals (lenders lend 4 to 5 times; 7 leaves room for an agency's special schemes).
 */
export const BORROWING_LIMITS = {
  maxApplicants: 2,
  maxIncome: 99_999_999,
  minMultiple: 1,
  maxMultiple: 7,
} as const;

/** An applicant's income: finite, £0–£99,999,999 (a second applicant may earn nothing). */
export function isValidIncome(income: number): boolean {
  return Number.isFinite(income) && income >= 0 && income <= BORROWING_LIMITS.maxIncome;
}

/** The first applicant's income: valid and above £0. */
export function isValidFirstIncome(income: number): boolean {
  return isValidIncome(income) && income > 0;
}

/** The multiple: 1–7 inclusive, at most two decimals (4.75 yes, 4.755 no). */
export function isValidIncomeMultiple(multiple: number): boolean {
  return (
    Number.isFinite(multiple) &&
    multiple >= BORROWING_LIMITS.minMultiple &&
    multiple <= BORROWING_LIMITS.maxMultiple &&
    Math.abs(multiple * 100 - Math.round(multiple * 100)) < 1e-6
  );
}

/** The deposit: finite and at least 0. */
export function isValidBorrowingDeposit(deposit: number): boolean {
  return Number.isFinite(deposit) && deposit >= 0;
}

function toPence(pounds: number): bigint {
  return BigInt(Math.round(pounds * 100));
}

/**
 * Borrowing and budget (see the module comment). Any invalid input (no applicant or more than
 * two, a first income of £0, an income or multiple out of range, a negative deposit, a
 * non-finite number) gives all zeros.
 */
export function calculateBorrowing(input: BorrowingInput): Borrowing {
  const { incomes, incomeMultiple, deposit } = input;
  const [first, ...others] = incomes;
  if (
    first === undefined ||
    incomes.length > BORROWING_LIMITS.maxApplicants ||
    !isValidFirstIncome(first) ||
    !others.every(isValidIncome) ||
    !isValidIncomeMultiple(incomeMultiple) ||
    !isValidBorrowingDeposit(deposit)
  ) {
    return { income: 0, borrowing: 0, budget: 0 };
  }
  const incomePence = incomes.reduce((sum, income) => sum + toPence(income), 0n);
  const hundredths = BigInt(Math.round(incomeMultiple * 100));
  // pence × hundredths ÷ (100 × 100) = whole pounds, rounded down.
  const borrowingPounds = (incomePence * hundredths) / 10_000n;
  const budgetPence = borrowingPounds * 100n + toPence(deposit);
  return {
    income: Number(incomePence) / 100,
    borrowing: Number(borrowingPounds),
    budget: Number(budgetPence) / 100,
  };
}
