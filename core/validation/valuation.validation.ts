/**
 * Book-a-valuation forms (SPEC §5 "Valuation", §4 "Valuation"): the three steps of the three-step
 * flow, and the single-step form.
 */
import type { LeadAddress } from '../leads/lead-address.js';
import { VALIDATION_MESSAGES as M } from './validation-messages.js';
import {
  type FieldErrors,
  type FieldRule,
  isValidHouseName,
  isValidHouseNumber,
  isValidPlaceName,
  isValidPostcode,
  isValidStreet,
  mergeErrors,
  optional,
  required,
  validateFields,
} from './field-rules.js';
import { CONTACT_RULES, type ContactField, type ContactValues, validateTerms } from './enquiry.validation.js';

export interface ValuationDetailsValues extends ContactValues, LeadAddress {
  /** The visitor picked an address from the lookup (its parts fill the fields above). */
  readonly addressChosen: boolean;
  /** The visitor switched to typing the address by hand. */
  readonly manualAddress: boolean;
}

type AddressField = keyof LeadAddress;
export type ValuationDetailsField = ContactField | AddressField | 'address';

const ADDRESS_RULES: Readonly<Record<AddressField, FieldRule>> = {
  house_number: optional(M.houseNumber, isValidHouseNumber),
  house_name: optional(M.houseName, isValidHouseName),
  street: required(M.street, isValidStreet),
  town: required(M.town, isValidPlaceName),
  county: optional(M.county, isValidPlaceName),
  postcode: required(M.postcode, isValidPostcode),
};

/**
 * Step 1, details and address (SPEC §5): the contact fields; street, town and postcode required;
 * county, house number and house name optional but checked when filled. With neither an address
 * picked from the lookup nor manual entry, the address fields are not on screen, so the only
 * address error is `address`: 'You must enter a valid address'.
 */
export function validateValuationDetails(values: ValuationDetailsValues): FieldErrors<ValuationDetailsField> {
  const contact = validateFields(CONTACT_RULES, values);
  const address: FieldErrors<ValuationDetailsField> =
    values.addressChosen || values.manualAddress ? validateFields(ADDRESS_RULES, values) : { address: M.address };
  return mergeErrors<ValuationDetailsField>(contact, address);
}

export interface ValuationTimesValues {
  /** The time slots of the chosen day (SPEC §3 "Time slot"). */
  readonly timeSlots: readonly { readonly selected: boolean }[];
}

/** Step 2, date and times (SPEC §5): at least one slot, else 'Please select a valid time slot'. */
export function validateValuationTimes(values: ValuationTimesValues): FieldErrors<'booking_time'> {
  return values.timeSlots.some((slot) => slot.selected) ? {} : { booking_time: M.timeSlot };
}

/** Step 3, confirm (SPEC §5): the terms must be ticked. */
export function validateValuationConfirmation(values: { readonly terms: boolean }): FieldErrors<'terms'> {
  return validateTerms(values.terms);
}

/** The single-step form (SPEC §4 "Single-step"): step 1's fields and the terms, at once. */
export function validateSingleStepValuation(
  values: ValuationDetailsValues & { readonly terms: boolean },
): FieldErrors<ValuationDetailsField | 'terms'> {
  return mergeErrors<ValuationDetailsField | 'terms'>(validateValuationDetails(values), validateTerms(values.terms));
}
