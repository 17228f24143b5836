/**
 * The borrowing calculator's inputs, in the style of the mortgage calculator (SPEC §5): the
 * calculator itself gives 0 whenever any of these fails (see `calculateBorrowing`).
 */
import {
  isValidBorrowingDeposit,
  isValidFirstIncome,
  isValidIncome,
  isValidIncomeMultiple,
} from '../calculators/borrowing.js';
import type { FieldErrors } from './field-rules.js';
import { VALIDATION_MESSAGES as M } from './validation-messages.js';

export type BorrowingField = 'income' | 'secondIncome' | 'incomeMultiple' | 'deposit';

export interface BorrowingValues {
  readonly income: number;
  /** Absent for one applicant. */
  readonly secondIncome?: number;
  readonly incomeMultiple: number;
  readonly deposit: number;
}

/**
 * income: above £0, at most £99,999,999 ('Enter a yearly income'); secondIncome, when there is a
 * second applicant: £0–£99,999,999 (same message); incomeMultiple: 1–7, two decimals at most
 * ('Enter a value between 1 and 7'); deposit: 0 or more ('Enter a deposit of 0 or more'). Empty
 * required inputs arrive as NaN; an empty second income or deposit as 0.
 */
export function validateBorrowingInputs(values: BorrowingValues): FieldErrors<BorrowingField> {
  const errors: FieldErrors<BorrowingField> = {};
  if (!isValidFirstIncome(values.income)) errors.income = M.yearlyIncome;
  if (values.secondIncome !== undefined && !isValidIncome(values.secondIncome))
    errors.secondIncome = M.yearlyIncome;
  if (!isValidIncomeMultiple(values.incomeMultiple)) errors.incomeMultiple = M.incomeMultiple;
  if (!isValidBorrowingDeposit(values.deposit)) errors.deposit = M.borrowingDeposit;
  return errors;
}
