/**
 * The rental yield calculator's inputs, in the style of the mortgage calculator (SPEC §5): the
 * calculator itself gives 0 whenever any of these fails (see `calculateRentalYield`).
 */
import {
  type RentalYieldInput,
  isValidMonthlyRent,
  isValidRentalPrice,
  isValidYearlyCosts,
} from '../calculators/rental-yield.js';
import type { FieldErrors } from './field-rules.js';
import { VALIDATION_MESSAGES as M } from './validation-messages.js';

export type RentalYieldField = 'price' | 'monthlyRent' | 'yearlyCosts';

/**
 * price: above 0 ('Enter a property price'); monthlyRent: £1–£999,999 ('Enter a monthly rent');
 * yearlyCosts: 0 to the year's rent, judged only once the rent is valid ('Enter yearly costs
 * between 0 and the yearly rent'). Empty required inputs arrive as NaN; empty costs as 0.
 */
export function validateRentalYieldInputs(values: RentalYieldInput): FieldErrors<RentalYieldField> {
  const errors: FieldErrors<RentalYieldField> = {};
  if (!isValidRentalPrice(values.price)) errors.price = M.mortgagePrice;
  const rentValid = isValidMonthlyRent(values.monthlyRent);
  if (!rentValid) errors.monthlyRent = M.monthlyRent;
  const costsValid = rentValid
    ? isValidYearlyCosts(values.yearlyCosts, values.monthlyRent)
    : Number.isFinite(values.yearlyCosts) && values.yearlyCosts >= 0;
  if (!costsValid) errors.yearlyCosts = M.yearlyCosts;
  return errors;
}
