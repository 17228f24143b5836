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
  isSelected,
  mergeErrors,
  optional,
  required,
  validateFields,
} from './field-rules.js';
import {
  CONTACT_RULES,
  type ContactField,
  type ContactValues,
  validateTerms,
} from './enquiry.validation.js';
import {
  INSTANT_ESTIMATE_BEDROOMS,
  isEstimatePropertyType,
} from '../valuation/instant-estimate.js';

/** An address as a form holds it: looked up (then shown as one line) or typed into the manual fields. */
export interface AddressEntryValues extends LeadAddress {
  /** The visitor picked an address from the lookup (its parts fill the fields above). */
  readonly addressChosen: boolean;
  /** The visitor switched to typing the address by hand. */
  readonly manualAddress: boolean;
}

export interface ValuationDetailsValues extends ContactValues, AddressEntryValues {}

type AddressField = keyof LeadAddress;
export type AddressEntryField = AddressField | 'address';
export type ValuationDetailsField = ContactField | AddressEntryField;

const ADDRESS_RULES: Readonly<Record<AddressField, FieldRule>> = {
  house_number: optional(M.houseNumber, isValidHouseNumber),
  house_name: optional(M.houseName, isValidHouseName),
  street: required(M.street, isValidStreet),
  town: required(M.town, isValidPlaceName),
  county: optional(M.county, isValidPlaceName),
  postcode: required(M.postcode, isValidPostcode),
};

/**
 * An address entry (SPEC §5 Valuation): street, town and postcode required; county, house number
 * and house name optional but checked when filled. With neither an address picked from the lookup
 * nor manual entry, the address fields are not on screen, so the only error is `address`:
 * 'You must enter a valid address'.
 */
export function validateAddressEntry(values: AddressEntryValues): FieldErrors<AddressEntryField> {
  return values.addressChosen || values.manualAddress
    ? validateFields(ADDRESS_RULES, values)
    : { address: M.address };
}

/** Step 1, details and address (SPEC §5): the contact fields, then the address entry. */
export function validateValuationDetails(
  values: ValuationDetailsValues,
): FieldErrors<ValuationDetailsField> {
  return mergeErrors<ValuationDetailsField>(
    validateFields(CONTACT_RULES, values),
    validateAddressEntry(values),
  );
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
export function validateValuationConfirmation(values: {
  readonly terms: boolean;
}): FieldErrors<'terms'> {
  return validateTerms(values.terms);
}

/** The single-step form (SPEC §4 "Single-step"): step 1's fields and the terms, at once. */
export function validateSingleStepValuation(
  values: ValuationDetailsValues & { readonly terms: boolean },
): FieldErrors<ValuationDetailsField | 'terms'> {
  return mergeErrors<ValuationDetailsField | 'terms'>(
    validateValuationDetails(values),
    validateTerms(values.terms),
  );
}

export interface InstantValuationValues extends AddressEntryValues {
  /** One of INSTANT_ESTIMATE_PROPERTY_TYPES, or 'default' while unchosen. */
  readonly property_type: string;
  /** '0' (studio) to '6' (six or more), or 'default' while unchosen. */
  readonly bedrooms: string;
}

export type InstantValuationField = AddressEntryField | 'property_type' | 'bedrooms';

/**
 * The instant valuation (SPEC §2 '#/valuation'): an address, and the property type and bedrooms
 * chosen from their lists (a select left on 'default' is an error, SPEC §5: 'Please select an option').
 */
export function validateInstantValuation(
  values: InstantValuationValues,
): FieldErrors<InstantValuationField> {
  const bedrooms = Number(values.bedrooms);
  const choices: FieldErrors<InstantValuationField> = {
    ...(isSelected(values.property_type) && isEstimatePropertyType(values.property_type.trim())
      ? {}
      : { property_type: M.select }),
    ...(isSelected(values.bedrooms) &&
    Number.isInteger(bedrooms) &&
    bedrooms >= INSTANT_ESTIMATE_BEDROOMS.min &&
    bedrooms <= INSTANT_ESTIMATE_BEDROOMS.max
      ? {}
      : { bedrooms: M.select }),
  };
  return mergeErrors<InstantValuationField>(validateAddressEntry(values), choices);
}
