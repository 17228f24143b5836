/**
 * Field rules shared by every form (SPEC §5 "Names, email, phone", "Accounts"), and the small
 * engine that turns a table of rules into `{ field: message }` errors.
 *
 * Values are checked after trimming surrounding white space, as the visitor cannot see it.
 */

/** Errors of a form: one message per invalid field; `{}` when the form is valid. */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

/** A rule for one text field: `isValid` sees the trimmed value. */
export interface FieldRule {
  readonly isValid: (value: string) => boolean;
  readonly message: string;
}

/** Blank or white space only (SPEC §5: such a required field is an error). */
export function isBlank(value: string | undefined): boolean {
  return value === undefined || value.trim() === '';
}

/** A required field: not blank, and valid by `isValid` (defaults to any text). */
export function required(
  message: string,
  isValid: (value: string) => boolean = () => true,
): FieldRule {
  return { message, isValid: (value) => value !== '' && isValid(value) };
}

/** An optional field: blank is fine, anything typed must be valid. */
export function optional(message: string, isValid: (value: string) => boolean): FieldRule {
  return { message, isValid: (value) => value === '' || isValid(value) };
}

/**
 * Checks `values` against a table of rules and returns the message of each failing field, in the
 * table's order. A missing value counts as blank.
 */
export function validateFields<F extends string>(
  rules: Readonly<Record<F, FieldRule>>,
  values: Readonly<Partial<Record<F, string>>>,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const field of Object.keys(rules) as F[]) {
    const rule = rules[field];
    const value = (values[field] ?? '').trim();
    if (!rule.isValid(value)) errors[field] = rule.message;
  }
  return errors;
}

/** Merges error objects, earlier ones winning for the same field. */
export function mergeErrors<F extends string>(...all: readonly FieldErrors<F>[]): FieldErrors<F> {
  const merged: FieldErrors<F> = {};
  for (const errors of all) {
    for (const field of Object.keys(errors) as F[]) {
      if (merged[field] === undefined) merged[field] = errors[field];
    }
  }
  return merged;
}

/** True when a form has no errors. */
export function hasNoErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length === 0;
}

// ---------- patterns ----------------------------------------------------------------------------

/** Enquiry and valuation names: letters (accented ones too), hyphen and space, with one letter at least. */
const PERSON_NAME = /^[\p{L}\p{M} -]+$/u;
/** Account names (register, edit): letters, digits, hyphen and space. */
const ACCOUNT_NAME = /^[\p{L}\p{M}\d -]+$/u;
const HAS_LETTER = /\p{L}/u;
const HAS_LETTER_OR_DIGIT = /[\p{L}\d]/u;
/**
 * The WHATWG `input type=email` pattern, with a dot required in the domain: a site's lead is
 * useless with an address such as 'name@localhost'.
 */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
const EMAIL_MAX_LENGTH = 254;
const PHONE_DIGITS = /^\d{6,}$/;
/** Register telephone (SPEC §5): +44 or 0, then 9 or 10 digits, once spaces are removed. */
const REGISTER_PHONE = /^(\+44|0)\d{9,10}$/;
/** Edit telephone (SPEC §5): 6 to 20 characters of digits and - . ( ) / + and space. */
const EDIT_PHONE = /^[\d\-.()/+ ]{6,20}$/;
/** UK postcode, outward and inward parts, space optional, any case (plus the Girobank GIR 0AA). */
const UK_POSTCODE = /^(?:[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|GIR ?0AA)$/i;
/** Street: letters, digits and the punctuation of real street lines ("Flat 2, 10 St. John's Rd"). */
const STREET = /^[\p{L}\p{M}\d ,.'’&()/-]+$/u;
/** Town and county: letters, spaces and . ' ’ & ( ) - ("Stratford-upon-Avon", "King's Lynn"). */
const PLACE_NAME = /^[\p{L}\p{M} ,.'’&()-]+$/u;
/** House number: 12, 12a, 12-14, 12/14. */
const HOUSE_NUMBER = /^\d+[a-z]?(?:\s*[-–/]\s*\d+[a-z]?)?$/i;
/** House name: free text with a letter or digit, no markup characters. */
const HOUSE_NAME = /^[^<>{}[\]\\]+$/u;

/** First or last name on enquiry and valuation forms (SPEC §5). */
export function isValidPersonName(value: string): boolean {
  const name = value.trim();
  return PERSON_NAME.test(name) && HAS_LETTER.test(name);
}

/** First or last name on register and edit (SPEC §5): letters, digits, hyphen and space. */
export function isValidAccountName(value: string): boolean {
  const name = value.trim();
  return ACCOUNT_NAME.test(name) && HAS_LETTER_OR_DIGIT.test(name);
}

/** A standard email address (SPEC §5). */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL.test(email);
}

/**
 * Enquiry and valuation telephone (SPEC §5: digits, at least 6). Spaces are how people write a
 * number ('01823 123456') and a leading + is how phones autofill one ('+44 7700 900123'): both
 * are accepted; anything else (letters, other signs) is not.
 */
export function isValidPhone(value: string): boolean {
  return PHONE_DIGITS.test(value.trim().replace(/^\+/, '').replace(/\s+/g, ''));
}

/** Register telephone (SPEC §5): /^(\+44|0)\d{9,10}$/ after removing spaces. */
export function isValidRegisterPhone(value: string): boolean {
  return REGISTER_PHONE.test(value.replace(/\s+/g, ''));
}

/** Edit-details telephone (SPEC §5): 6 to 20 characters of digits and -.()/+ and space. */
export function isValidEditPhone(value: string): boolean {
  return EDIT_PHONE.test(value.trim());
}

export function isValidPostcode(value: string): boolean {
  return UK_POSTCODE.test(value.trim());
}

export function isValidStreet(value: string): boolean {
  const street = value.trim();
  return STREET.test(street) && HAS_LETTER.test(street);
}

/** Town or county names. */
export function isValidPlaceName(value: string): boolean {
  const place = value.trim();
  return PLACE_NAME.test(place) && HAS_LETTER.test(place);
}

export function isValidHouseNumber(value: string): boolean {
  return HOUSE_NUMBER.test(value.trim());
}

export function isValidHouseName(value: string): boolean {
  const name = value.trim();
  return HOUSE_NAME.test(name) && HAS_LETTER_OR_DIGIT.test(name);
}

/** The value a select holds while nothing is chosen (SPEC §5). */
export const UNSELECTED_OPTION = 'default';

/** A select is answered when it is neither blank nor left on 'default' (SPEC §5). */
export function isSelected(value: string): boolean {
  const chosen = value.trim();
  return chosen !== '' && chosen !== UNSELECTED_OPTION;
}

/**
 * The phone filter of the valuation step 3, single-step valuation and staff, department and office
 * forms (SPEC §5 "Letters are rejected while typing"): removes every letter (accented ones too) as
 * the visitor types or pastes; digits and other characters stay, and validation judges them.
 */
export function rejectLettersWhileTyping(text: string): string {
  return text.replace(/[\p{L}\p{M}]/gu, '');
}
