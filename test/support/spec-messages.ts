/**
 * SPEC §5's messages as a visitor reads them on an empty form, written once for the tests that
 * check them (core's rules and the forms' view-models must both give exactly these).
 */
export const CONTACT_FIELD_MESSAGES = {
  first_name: 'Please enter a valid first name',
  last_name: 'Please enter a valid last name',
  email: 'Please enter a valid email',
  tel_home: 'Please enter a valid phone number',
} as const;

export const TERMS_MESSAGE = 'You must agree to our terms & conditions';

/** The viewing form left empty (SPEC §5 Viewing form: the message is required too). */
export const EMPTY_VIEWING_FORM_ERRORS = {
  ...CONTACT_FIELD_MESSAGES,
  message: 'Please enter a valid message',
  terms: TERMS_MESSAGE,
} as const;
