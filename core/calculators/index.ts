/**
 * Calculators: stamp duty (SDLT, LBTT, LTT) and the mortgage repayment (SPEC §5, §9,
 * reference/uk-property-maths).
 */
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
