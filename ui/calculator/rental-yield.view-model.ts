/**
 * The rental yield tab of the /calculator modal: a home for sale bought to let. The arithmetic
 * and the input rules live in core (`calculateRentalYield`, `validateRentalYieldInputs`); this
 * class holds what the visitor typed, as shown, and derives errors and results.
 */
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import {
  calculateRentalYield,
  digitsOnly,
  formatWholePounds,
  validateRentalYieldInputs,
  yearlyRent,
} from '../../core/index.js';
import type { FieldErrors, RentalYield, RentalYieldField } from '../../core/index.js';
import { amountOf, errorsOfEdited, optionalAmountOf, percentText } from './calculator-text.js';

/** The price input keeps at most 11 digits, as the mortgage calculator's (SPEC §5). */
const PRICE_MAX_LENGTH = 11;
/** The rent input: six digits (core's limit, £999,999 a month). */
export const RENT_INPUT_MAX_LENGTH = 6;
/** The costs input: eight digits (a year's rent is at most £11,999,988). */
export const COSTS_INPUT_MAX_LENGTH = 8;

export class RentalYieldViewModel {
  priceText: string;
  rentText = '';
  costsText = '';
  /** The fields the visitor has typed in (their errors show; an untouched blank is only a 0). */
  edited: ReadonlySet<RentalYieldField> = new Set();

  /** `price`: the property's price in whole pounds, if it has one. */
  constructor(price: number | undefined) {
    this.priceText = price === undefined ? '' : digitsOnly(String(price), PRICE_MAX_LENGTH);
    makeObservable(this, {
      priceText: observable,
      rentText: observable,
      costsText: observable,
      edited: observableRef,
      errors: computed,
      shownErrors: computed,
      result: computed,
      setPrice: action,
      setRent: action,
      setCosts: action,
    });
  }

  setPrice(text: string): void {
    this.priceText = digitsOnly(text, PRICE_MAX_LENGTH);
    this.markEdited('price');
  }

  /** Rent per calendar month, digits only, at most six. */
  setRent(text: string): void {
    this.rentText = digitsOnly(text, RENT_INPUT_MAX_LENGTH);
    this.markEdited('monthlyRent');
  }

  /** Yearly costs, optional (blank is £0), digits only, at most eight. */
  setCosts(text: string): void {
    this.costsText = digitsOnly(text, COSTS_INPUT_MAX_LENGTH);
    this.markEdited('yearlyCosts');
  }

  private markEdited(field: RentalYieldField): void {
    if (!this.edited.has(field)) this.edited = new Set([...this.edited, field]);
  }

  private get values() {
    return {
      price: amountOf(this.priceText),
      monthlyRent: amountOf(this.rentText),
      yearlyCosts: optionalAmountOf(this.costsText),
    };
  }

  /** Every field in error (core validateRentalYieldInputs); `{}` when all are valid. */
  get errors(): FieldErrors<RentalYieldField> {
    return validateRentalYieldInputs(this.values);
  }

  /** The errors to show: those of fields the visitor has typed in, and of a price that came wrong. */
  get shownErrors(): FieldErrors<RentalYieldField> {
    return errorsOfEdited(this.errors, new Set([...this.edited, ...this.filledFields()]));
  }

  private filledFields(): RentalYieldField[] {
    return this.priceText === '' ? [] : ['price'];
  }

  /** Gross and net yield; both 0 while any input is in error. */
  get result(): RentalYield {
    if (Object.keys(this.errors).length > 0) return { gross: 0, net: 0 };
    return calculateRentalYield(this.values);
  }

  /** '6.0%'. */
  get grossYieldText(): string {
    return percentText(this.result.gross);
  }

  /** '4.8%'. */
  get netYieldText(): string {
    return percentText(this.result.net);
  }

  /** A year's rent, '£12,000'; '' while the rent is in error. */
  get yearlyRentText(): string {
    return this.errors.monthlyRent === undefined
      ? formatWholePounds(yearlyRent(this.values.monthlyRent))
      : '';
  }
}
