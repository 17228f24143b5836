/**
 * The "What could I borrow" tab of the /calculator modal: one or two applicants' income times a
 * multiple (the agency's, 4.5 by default), plus a deposit, and a link to the homes for sale up to
 * that budget. The arithmetic, the input rules and the results URL live in core
 * (`calculateBorrowing`, `validateBorrowingInputs`, `buildSearchUrl`).
 */
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import {
  BORROWING_LIMITS,
  buildSearchUrl,
  calculateBorrowing,
  digitsOnly,
  formatWholePounds,
  validateBorrowingInputs,
} from '../../core/index.js';
import type { Borrowing, BorrowingField, BorrowingValues, FieldErrors } from '../../core/index.js';
import {
  amountOf,
  decimalOf,
  decimalText,
  errorsOfEdited,
  optionalAmountOf,
} from './calculator-text.js';

export type Applicants = 1 | 2;

/** Income inputs: eight digits (core's limit, £99,999,999 a year). */
export const INCOME_INPUT_MAX_LENGTH = String(BORROWING_LIMITS.maxIncome).length;
/** The multiple: one digit, a point and two decimals, '4.75'. */
export const MULTIPLE_INPUT_MAX_LENGTH = 4;
/** The deposit keeps at most 11 digits, as the mortgage calculator's (SPEC §5). */
const DEPOSIT_MAX_LENGTH = 11;

export class BorrowingViewModel {
  applicants: Applicants = 1;
  incomeText = '';
  secondIncomeText = '';
  multipleText: string;
  depositText = '';
  /** The fields the visitor has typed in (their errors show; an untouched blank is only a 0). */
  edited: ReadonlySet<BorrowingField> = new Set();

  /** `incomeMultiple`: the agency's starting multiple (settings, already checked by core). */
  constructor(incomeMultiple: number) {
    this.multipleText = Number.isFinite(incomeMultiple) ? String(incomeMultiple) : '';
    makeObservable(this, {
      applicants: observable,
      incomeText: observable,
      secondIncomeText: observable,
      multipleText: observable,
      depositText: observable,
      edited: observableRef,
      values: computed,
      errors: computed,
      shownErrors: computed,
      result: computed,
      resultsUrl: computed,
      setApplicants: action,
      setIncome: action,
      setSecondIncome: action,
      setMultiple: action,
      setDeposit: action,
    });
  }

  /** One or two applicants; the second's income counts only while there are two. */
  setApplicants(applicants: Applicants): void {
    this.applicants = applicants;
  }

  setIncome(text: string): void {
    this.incomeText = digitsOnly(text, INCOME_INPUT_MAX_LENGTH);
    this.markEdited('income');
  }

  /** Optional: blank is £0. */
  setSecondIncome(text: string): void {
    this.secondIncomeText = digitsOnly(text, INCOME_INPUT_MAX_LENGTH);
    this.markEdited('secondIncome');
  }

  /** Digits and one decimal point, at most four characters ('4.75'). */
  setMultiple(text: string): void {
    this.multipleText = decimalText(text, MULTIPLE_INPUT_MAX_LENGTH);
    this.markEdited('incomeMultiple');
  }

  /** Optional: blank is £0. */
  setDeposit(text: string): void {
    this.depositText = digitsOnly(text, DEPOSIT_MAX_LENGTH);
    this.markEdited('deposit');
  }

  private markEdited(field: BorrowingField): void {
    if (!this.edited.has(field)) this.edited = new Set([...this.edited, field]);
  }

  get values(): BorrowingValues {
    return {
      income: amountOf(this.incomeText),
      ...(this.applicants === 2 ? { secondIncome: optionalAmountOf(this.secondIncomeText) } : {}),
      incomeMultiple: decimalOf(this.multipleText),
      deposit: optionalAmountOf(this.depositText),
    };
  }

  /** Every field in error (core validateBorrowingInputs); `{}` when all are valid. */
  get errors(): FieldErrors<BorrowingField> {
    return validateBorrowingInputs(this.values);
  }

  /** The errors to show: those of fields the visitor has typed in, and of a multiple that came wrong. */
  get shownErrors(): FieldErrors<BorrowingField> {
    return errorsOfEdited(this.errors, new Set<BorrowingField>([...this.edited, 'incomeMultiple']));
  }

  /** Borrowing and budget; all 0 while any input is in error. */
  get result(): Borrowing {
    if (Object.keys(this.errors).length > 0) return { income: 0, borrowing: 0, budget: 0 };
    const { income, secondIncome, incomeMultiple, deposit } = this.values;
    const incomes = secondIncome === undefined ? [income] : [income, secondIncome];
    return calculateBorrowing({ incomes, incomeMultiple, deposit });
  }

  /** '£225,000'. */
  get borrowingText(): string {
    return formatWholePounds(this.result.borrowing);
  }

  /** '£250,000'. */
  get budgetText(): string {
    return formatWholePounds(this.result.budget);
  }

  /** The sales results up to the budget (core's search URL); undefined while there is none. */
  get resultsUrl(): string | undefined {
    const budget = Math.floor(this.result.budget);
    return budget > 0 ? buildSearchUrl({ channel: 'sales', maxPrice: budget }) : undefined;
  }

  /** 'See homes for sale up to £250,000'. */
  get resultsLinkText(): string {
    return `See homes for sale up to ${formatWholePounds(Math.floor(this.result.budget))}`;
  }
}
