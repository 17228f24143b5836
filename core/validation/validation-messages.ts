/**
 * Every field message of the forms, as data (SPEC §5 "Validation rules", §8 "Field messages").
 * Texts quoted from SPEC are exact; the others (marked "chosen") follow SPEC's wording pattern.
 */
/** The file types a file field takes (`UPLOAD_FILE_TYPES`), as a visitor reads them. */
const UPLOAD_TYPES_NAMED = 'PDF, Word, OpenDocument, rich text, plain text, JPEG or PNG';

export const VALIDATION_MESSAGES = {
  firstName: 'Please enter a valid first name',
  lastName: 'Please enter a valid last name',
  email: 'Please enter a valid email',
  phone: 'Please enter a valid phone number',
  message: 'Please enter a valid message',
  terms: 'You must agree to our terms & conditions',
  address: 'You must enter a valid address',
  street: 'Please enter a valid street',
  town: 'Please enter a valid town',
  /** Chosen, after SPEC's "county" in the field list. */
  county: 'Please enter a valid county',
  postcode: 'Please enter a valid postcode',
  houseNumber: 'Please enter a valid house number',
  /** Chosen. */
  houseName: 'Please enter a valid house name',
  timeSlot: 'Please select a valid time slot',
  addressNotFound: "Sorry we couldn't find that address",
  /** Chosen: a select still on its 'default' option. */
  select: 'Please select an option',
  fileTooLarge: "File size can't be over 10mb",
  fileRequired: '! Please fill in this field.',
  /** Chosen: a file of a type the file field does not offer (`UPLOAD_FILE_TYPES`). */
  fileType: `Please choose a ${UPLOAD_TYPES_NAMED} file.`,
  /** Chosen: the file field's hint. */
  fileHint: `One ${UPLOAD_TYPES_NAMED} file, up to 10 MB`,
  /** Chosen: a file of no bytes. */
  fileEmpty: 'This file is empty. Please choose another file.',
  /** Chosen. */
  mortgagePrice: 'Enter a property price',
  /** Chosen. */
  mortgageDeposit: 'Enter a deposit between 0 and the property price',
  mortgageRate: 'Enter a value between 0.01 and 10',
  mortgageYears: 'Enter a value between 5 and 35',
  /** Chosen, after the mortgage calculator's price message. */
  monthlyRent: 'Enter a monthly rent',
  /** Chosen, after the mortgage calculator's deposit message. */
  yearlyCosts: 'Enter yearly costs between 0 and the yearly rent',
  /** Chosen: an applicant's income in the borrowing calculator. */
  yearlyIncome: 'Enter a yearly income',
  /** The borrowing calculator's income multiple, in the words of the mortgage calculator's ranges. */
  incomeMultiple: 'Enter a value between 1 and 7',
  /** Chosen. */
  borrowingDeposit: 'Enter a deposit of 0 or more',
  /** Chosen: sign-in password left blank. */
  passwordMissing: 'Please enter your password',
  /** Chosen: sign-in password under 5 characters. */
  passwordTooShort: 'Password must be at least 5 characters',
  /** Chosen: register, reset. */
  passwordRequired: 'Please enter a password',
  /** Chosen. */
  passwordConfirmationRequired: 'Please confirm your password',
  /** Chosen. */
  passwordMismatch: 'Passwords do not match',
  /** Chosen: a password change, or an email change, needs the current password. */
  currentPasswordRequired: 'Please enter your current password',
  passwordRule:
    'Password must have: an uppercase letter, a number or special character (!@£%^) and be at least 10 characters long.',
} as const;

/** The new-homes form message for a field (SPEC §5): 'Please enter a valid {field friendly name}'. */
export function newHomesFieldMessage(friendlyName: string): string {
  return `Please enter a valid ${friendlyName.trim()}`;
}
