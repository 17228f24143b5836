/**
 * The new-homes interest form (SPEC §5 "New homes form"), built from the agency's form elements.
 */
import type { NewHomesFormElement } from '../leads/lead.js';
import {
  type FieldErrors,
  hasNoErrors,
  isBlank,
  isValidEmail,
  isValidPhone,
} from './field-rules.js';
import { newHomesFieldMessage } from './validation-messages.js';
import {
  type AddressEntryField,
  type AddressEntryValues,
  validateAddressEntry,
} from './valuation.validation.js';

/** Fields whose content has a known shape, checked when filled (same message as a blank field). */
const SHAPED_FIELDS: Readonly<Record<string, (value: string) => boolean>> = {
  email: isValidEmail,
  tel_home: isValidPhone,
  tel_mobile: isValidPhone,
};

/**
 * Errors by fieldName: a required element left blank gets 'Please enter a valid {friendly name}';
 * an email or phone field (fieldName email, tel_home, tel_mobile) that is filled must also be
 * valid. Hidden and disabled elements are skipped: the visitor cannot change them. File elements
 * are the file-upload rule's (`validateFormFiles`).
 */
export function validateNewHomesForm(
  elements: readonly NewHomesFormElement[],
  values: Readonly<Record<string, string | undefined>>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const element of elements) {
    if (element.hidden || element.disabled || element.inputType === 'file') continue;
    const value = values[element.fieldName];
    const shape = SHAPED_FIELDS[element.fieldName];
    const invalid = isBlank(value)
      ? element.required
      : shape !== undefined && value !== undefined && !shape(value.trim());
    if (invalid) errors[element.fieldName] = newHomesFieldMessage(element.friendlyName);
  }
  return errors;
}

/**
 * Submission is allowed only with no field errors, the terms accepted, and no submission already
 * in progress (SPEC §5).
 */
export function canSubmitNewHomes(state: {
  readonly errors: FieldErrors;
  readonly termsAccepted: boolean;
  readonly submitting: boolean;
}): boolean {
  return hasNoErrors(state.errors) && state.termsAccepted && !state.submitting;
}

/**
 * The address element of a new-homes form ('address' or 'current_home_address', SPEC §3: from the
 * lookup or the manual fields). Given, it follows the address rules of SPEC §5 (street, town and
 * postcode required; house number, house name and county checked when filled). Not given: a
 * required element says 'Please enter a valid {friendly name}' on the search box (`address`); an
 * optional one is fine, also with the manual fields opened and left blank.
 */
export function validateNewHomesAddress(
  element: NewHomesFormElement,
  values: AddressEntryValues,
): FieldErrors<AddressEntryField> {
  const typed = [
    values.house_number,
    values.house_name,
    values.street,
    values.town,
    values.county,
    values.postcode,
  ].some((part) => !isBlank(part));
  const given = values.addressChosen || (values.manualAddress && typed);
  if (given) return validateAddressEntry({ ...values, manualAddress: true });
  if (!element.required) return {};
  return values.manualAddress
    ? validateAddressEntry(values)
    : { address: newHomesFieldMessage(element.friendlyName) };
}
