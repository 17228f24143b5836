// lettings: rent both ways to the penny, the caps on what a tenant pays (Tenant Fees Act 2019),
// the advert check, and the agency's notices (Consumer Rights Act 2015 s.83).
export {
  HIGH_RENT_ANNUAL_PENCE,
  annualRent,
  lettingsCaps,
  monthlyRent,
  monthlyRentOf,
  penceOf,
  poundsOf,
  weeklyRent,
  weeklyRentOf,
} from './rent.js';
export type { LettingsCaps, Pence, RentUnit } from './rent.js';
export {
  NO_RENT_GIVEN,
  askingRent,
  cardWeeklyRent,
  formatPence,
  lettingsCostsPanel,
  rentTexts,
} from './lettings-costs.js';
export type {
  AskingRent,
  CardWeeklyRent,
  CostLine,
  Furnishing,
  LettingsCosts,
  LettingsCostsPanel,
  PermittedPayment,
  RentTexts,
} from './lettings-costs.js';
export { checkLettingsListing } from './lettings-check.js';
export type { LettingsProblem, LettingsProblemCode } from './lettings-check.js';
export { FEES_LINK_TEXT, complianceLinks } from './lettings-compliance.js';
export type {
  ComplianceLink,
  LettingsCompliance,
  SchemeMembership,
} from './lettings-compliance.js';
