/**
 * The mortgage calculator's inputs (SPEC §5 "Mortgage calculator"). The calculator itself returns
 * 0 whenever any of these fails (see `monthlyMortgagePayment`).
 */
import {
  type MortgageInput,
  isValidMortgageDeposit,
  isValidMortgagePrice,
  isValidMortgageRate,
  isValidMortgageYears,
} from '../calculators/mortgage.js';
import type { FieldErrors } from './field-rules.js';
import { VALIDATION_MESSAGES as M } from './validation-messages.js';

export type MortgageField = 'price' | 'deposit' | 'annualRatePercent' | 'years';

/**
 * price: non-zero ('Enter a property price'); deposit: 0 to the price, judged only once the price
 * is valid ('Enter a deposit between 0 and the property price'); rate 0.01–10 ('Enter a value
 * between 0.01 and 10'); years 5–35 ('Enter a value between 5 and 35'). Empty inputs arrive as NaN.
 */
export function validateMortgageInputs(
  values: Omit<MortgageInput, 'type'>,
): FieldErrors<MortgageField> {
  const errors: FieldErrors<MortgageField> = {};
  const priceValid = isValidMortgagePrice(values.price);
  if (!priceValid) errors.price = M.mortgagePrice;
  const depositValid = priceValid
    ? isValidMortgageDeposit(values.deposit, values.price)
    : Number.isFinite(values.deposit) && values.deposit >= 0;
  if (!depositValid) errors.deposit = M.mortgageDeposit;
  if (!isValidMortgageRate(values.annualRatePercent)) errors.annualRatePercent = M.mortgageRate;
  if (!isValidMortgageYears(values.years)) errors.years = M.mortgageYears;
  return errors;
}
