// calculators: stamp duty (SDLT, LBTT, LTT), the mortgage repayment (SPEC §5, §9,
// reference/uk-property-maths), rental yield and what a buyer could borrow.
export {
  MORTGAGE_DEFAULTS,
  MORTGAGE_LIMITS,
  isValidMortgagePrice,
  isValidMortgageDeposit,
  isValidMortgageRate,
  isValidMortgageYears,
  defaultDeposit,
  monthlyMortgagePayment,
} from './mortgage.js';
export type { MortgageType, MortgageInput } from './mortgage.js';
export {
  SURCHARGE_THRESHOLD,
  calculateStampDuty,
  CURRENT_STAMP_DUTY_TABLES,
  StampDutyTablesCodec,
} from './stamp-duty.js';
export type {
  BandRow,
  BandTable,
  StampDutyTables,
  StampDutyCountry,
  StampDutyInput,
  StampDutyBand,
  StampDutyResult,
} from './stamp-duty.js';
export { percentToOneDecimal } from './percent.js';
export {
  RENTAL_YIELD_LIMITS,
  yearlyRent,
  isValidRentalPrice,
  isValidMonthlyRent,
  isValidYearlyCosts,
  calculateRentalYield,
} from './rental-yield.js';
export type { RentalYieldInput, RentalYield } from './rental-yield.js';
export {
  BORROWING_DEFAULTS,
  BORROWING_LIMITS,
  isValidIncome,
  isValidFirstIncome,
  isValidIncomeMultiple,
  isValidBorrowingDeposit,
  calculateBorrowing,
} from './borrowing.js';
export type { BorrowingInput, Borrowing } from './borrowing.js';
