/**
 * Account forms (SPEC §5 "Accounts"): sign in, register, edit details, reset and forgotten
 * password, the honeypot, and the server's 422 password errors.
 */
import {
  type FieldErrors,
  type FieldRule,
  isValidAccountName,
  isValidEditPhone,
  isValidEmail,
  isValidHouseName,
  isValidHouseNumber,
  isValidPlaceName,
  isValidPostcode,
  isValidRegisterPhone,
  isValidStreet,
  mergeErrors,
  optional,
  required,
  validateFields,
} from './field-rules.js';
import { validateTerms } from './enquiry.validation.js';
import { VALIDATION_MESSAGES as M } from './validation-messages.js';

// ---------- sign in -----------------------------------------------------------------------------

/** Minimum password length on sign in (SPEC §5 Accounts). */
export const PASSWORD_MIN_SIGN_IN = 5;

export interface SignInValues {
  readonly email: string;
  readonly password: string;
}

/**
 * Sign in (SPEC §5): a valid email; a password of at least 5 characters ('Please enter your
 * password' when blank, 'Password must be at least 5 characters' when shorter). The password is
 * not trimmed: spaces may be part of it.
 */
export function validateSignIn(values: SignInValues): FieldErrors<'email' | 'password'> {
  const errors: FieldErrors<'email' | 'password'> = validateFields<'email'>(
    { email: required(M.email, isValidEmail) },
    values,
  );
  if (values.password === '') errors.password = M.passwordMissing;
  else if (values.password.length < PASSWORD_MIN_SIGN_IN) errors.password = M.passwordTooShort;
  return errors;
}

// ---------- passwords ---------------------------------------------------------------------------

/** Minimum password length for the reset-password pattern (SPEC §5 Accounts). */
export const PASSWORD_MIN_RESET = 10;

/** A password rule as an HTML `pattern` (whole-value match) and the title shown when it fails. */
export interface PasswordRule {
  readonly pattern: string;
  readonly title: string;
}

/**
 * The characters the reset-password rule asks for, one of each (SPEC §5), with what the platform
 * says when one is missing (read after "Password ", as SPEC §5 shows a 422's errors).
 */
const PASSWORD_CHARACTER_CLASSES = [
  {
    characters: '[a-z]',
    problem: 'must contain a lowercase letter',
    requirement: 'a lowercase letter',
  },
  {
    characters: '[A-Z]',
    problem: 'must contain an uppercase letter',
    requirement: 'an uppercase letter',
  },
  {
    characters: '[0-9\\(\\)!@£%\\^]',
    problem: 'must contain a number or special character (!@£%^)',
    requirement: 'a number or one of ( ) ! @ £ % ^',
  },
] as const;

/**
 * The reset-password rule (SPEC §5): at least 10 characters, a lowercase letter, an uppercase
 * letter, and a digit or one of ( ) ! @ £ % ^. The pattern is valid both as a JavaScript `u`
 * expression and under the HTML `v` flag, so a view can put it in the input's pattern attribute.
 * It is also the platform's rule for every new password (the sandbox checks it with
 * `passwordRuleProblems`).
 */
export const PASSWORD_RULE: PasswordRule = {
  pattern: `${PASSWORD_CHARACTER_CLASSES.map((c) => `(?=.*${c.characters})`).join('')}.{${PASSWORD_MIN_RESET},}`,
  title: M.passwordRule,
};

function compilePattern(pattern: string): RegExp | null {
  try {
    return new RegExp(`^(?:${pattern})$`, 'u');
  } catch {
    return null;
  }
}

/**
 * The rule for the password form (SPEC §5 "may take a pattern and pattern title from the caller").
 * A caller's pattern that does not compile is ignored in favour of `PASSWORD_RULE`, and a missing
 * title falls back to its message.
 */
export function passwordRuleFrom(override?: {
  readonly pattern?: string;
  readonly title?: string;
}): PasswordRule {
  const pattern = override?.pattern;
  if (pattern === undefined || pattern === '' || compilePattern(pattern) === null)
    return PASSWORD_RULE;
  const title = override?.title?.trim();
  return { pattern, title: title === undefined || title === '' ? PASSWORD_RULE.title : title };
}

/** Whether a password matches a rule as the browser would (the whole value must match). */
export function meetsPasswordRule(password: string, rule: PasswordRule = PASSWORD_RULE): boolean {
  const compiled = compilePattern(rule.pattern) ?? compilePattern(PASSWORD_RULE.pattern);
  return compiled !== null && compiled.test(password);
}

/**
 * What a password lacks under the reset-password rule, each as the platform words it after
 * "Password " ('is too short (minimum is 10 characters)'); empty when it meets the rule. The
 * password is judged exactly as given: spaces are part of it.
 */
export function passwordRuleProblems(password: string): string[] {
  if (meetsPasswordRule(password)) return [];
  const problems: string[] = [];
  if ([...password].length < PASSWORD_MIN_RESET)
    problems.push(`is too short (minimum is ${PASSWORD_MIN_RESET} characters)`);
  for (const { characters, problem } of PASSWORD_CHARACTER_CLASSES) {
    if (!new RegExp(characters, 'u').test(password)) problems.push(problem);
  }
  // What is left: the rule's `.` matches no line break.
  if (problems.length === 0) problems.push('must be on one line');
  return problems;
}

/** One thing a new password needs, and whether the password typed so far has it. */
export interface PasswordRequirement {
  /** Reads after "Your password needs" ('at least 10 characters'). */
  readonly requirement: string;
  readonly met: boolean;
}

/**
 * What a new password needs, each with whether `password` has it: said before typing and checked
 * as the visitor types. The one rule lists its parts (length, then each kind of character); an
 * agency's own pattern is one requirement, its title, since a pattern cannot be read back into
 * parts.
 */
export function passwordRequirements(
  password: string,
  rule: PasswordRule = PASSWORD_RULE,
): PasswordRequirement[] {
  if (rule.pattern !== PASSWORD_RULE.pattern)
    return [{ requirement: rule.title, met: meetsPasswordRule(password, rule) }];
  return [
    {
      requirement: `at least ${PASSWORD_MIN_RESET} characters`,
      met: [...password].length >= PASSWORD_MIN_RESET,
    },
    ...PASSWORD_CHARACTER_CLASSES.map(({ characters, requirement }) => ({
      requirement,
      met: new RegExp(characters, 'u').test(password),
    })),
  ];
}

export interface NewPasswordValues {
  readonly password: string;
  readonly password_confirmation: string;
}

type PasswordField = 'password' | 'password_confirmation';

function validatePasswordPair(
  values: NewPasswordValues,
  passwordIsValid: (password: string) => boolean,
  invalidMessage: string,
): FieldErrors<PasswordField> {
  const errors: FieldErrors<PasswordField> = {};
  if (values.password === '') errors.password = M.passwordRequired;
  else if (!passwordIsValid(values.password)) errors.password = invalidMessage;
  if (values.password_confirmation === '')
    errors.password_confirmation = M.passwordConfirmationRequired;
  else if (values.password_confirmation !== values.password)
    errors.password_confirmation = M.passwordMismatch;
  return errors;
}

/**
 * Reset (change) password (SPEC §5): the password must match the rule (the rule's title is the
 * message), the confirmation is required and must be equal.
 */
export function validateResetPassword(
  values: NewPasswordValues,
  rule: PasswordRule = PASSWORD_RULE,
): FieldErrors<PasswordField> {
  return validatePasswordPair(values, (password) => meetsPasswordRule(password, rule), rule.title);
}

/** A password change: the new password and its confirmation, and the current password. */
export interface PasswordChangeValues extends NewPasswordValues {
  readonly current_password: string;
}

/**
 * Change password, signed in: the reset rule for the new one (`validateResetPassword`), and the
 * current password, which the platform asks for too (a session alone does not change a password).
 */
export function validatePasswordChange(
  values: PasswordChangeValues,
  rule: PasswordRule = PASSWORD_RULE,
): FieldErrors<PasswordField | 'current_password'> {
  const current: FieldErrors<'current_password'> =
    values.current_password === '' ? { current_password: M.currentPasswordRequired } : {};
  return mergeErrors<PasswordField | 'current_password'>(
    current,
    validateResetPassword(values, rule),
  );
}

/** A server 422 with an errors array shows each as 'Password {error}' (SPEC §5). Blank entries are dropped. */
export function passwordErrorsFrom422(errors: readonly string[]): string[] {
  return errors
    .map((error) => error.trim())
    .filter((error) => error !== '')
    .map((error) => `Password ${error}`);
}

// ---------- register and edit -------------------------------------------------------------------

export interface RegistrationValues extends NewPasswordValues {
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  /** Optional; when filled, +44 or 0 then 9–10 digits, spaces ignored. */
  readonly tel_home: string;
  readonly terms: boolean;
}

type ProfileField = 'first_name' | 'last_name' | 'email' | 'tel_home';
export type RegistrationField = ProfileField | PasswordField | 'terms';

const REGISTRATION_RULES: Readonly<Record<ProfileField, FieldRule>> = {
  first_name: required(M.firstName, isValidAccountName),
  last_name: required(M.lastName, isValidAccountName),
  email: required(M.email, isValidEmail),
  tel_home: optional(M.phone, isValidRegisterPhone),
};

/**
 * Register (SPEC §5): names of letters, digits, hyphen and space; email; telephone +44 or 0 then 9–10
 * digits (spaces removed first; optional); password and confirmation required and equal; terms
 * ticked. The password meets the one rule for every new password (the reset rule, or the agency's
 * own): the platform judges it by that rule too, so the visitor hears it before sending rather
 * than from a refusal (docs/decisions/0025-one-password-rule.md).
 */
export function validateRegistration(
  values: RegistrationValues,
  rule: PasswordRule = PASSWORD_RULE,
): FieldErrors<RegistrationField> {
  return mergeErrors<RegistrationField>(
    validateFields(REGISTRATION_RULES, values),
    validatePasswordPair(values, (password) => meetsPasswordRule(password, rule), rule.title),
    validateTerms(values.terms),
  );
}

export interface EditDetailsValues {
  /** Needed only when the email changes (`isEmailChange`). Never trimmed. */
  readonly current_password?: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  readonly tel_home: string;
  readonly tel_mobile?: string;
  readonly house_name?: string;
  readonly house_number?: string;
  readonly street_address?: string;
  readonly town?: string;
  readonly county?: string;
  readonly postcode?: string;
}

export type EditDetailsField =
  | ProfileField
  | 'tel_mobile'
  | 'house_name'
  | 'house_number'
  | 'street_address'
  | 'town'
  | 'county'
  | 'postcode'
  | 'current_password';

const EDIT_RULES: Readonly<Record<Exclude<EditDetailsField, 'current_password'>, FieldRule>> = {
  first_name: required(M.firstName, isValidAccountName),
  last_name: required(M.lastName, isValidAccountName),
  email: required(M.email, isValidEmail),
  tel_home: optional(M.phone, isValidEditPhone),
  tel_mobile: optional(M.phone, isValidEditPhone),
  house_name: optional(M.houseName, isValidHouseName),
  house_number: optional(M.houseNumber, isValidHouseNumber),
  street_address: optional(M.street, isValidStreet),
  town: optional(M.town, isValidPlaceName),
  county: optional(M.county, isValidPlaceName),
  postcode: optional(M.postcode, isValidPostcode),
};

/**
 * Whether the email typed is another address than the account's (capitals and spaces around it
 * aside): the platform then asks for the current password, since reset links go to the email.
 */
export function isEmailChange(typed: string, current: string | undefined): boolean {
  return typed.trim().toLowerCase() !== (current ?? '').trim().toLowerCase();
}

/**
 * Edit your details (SPEC §5): names and email as on register; telephones optional, 6 to 20
 * characters of digits and - . ( ) / + and space; the address parts optional, each by the rule the
 * lead forms use for it (a UK postcode, a house number, a street, town and county names). With the
 * account's email given, a changed email needs the current password. Passwords change on their
 * own form, not here.
 */
export function validateEditDetails(
  values: EditDetailsValues,
  accountEmail?: string,
): FieldErrors<EditDetailsField> {
  const errors: FieldErrors<EditDetailsField> = validateFields<
    Exclude<EditDetailsField, 'current_password'>
  >(EDIT_RULES, values);
  const asked = accountEmail !== undefined && isEmailChange(values.email, accountEmail);
  if (asked && (values.current_password ?? '') === '')
    errors.current_password = M.currentPasswordRequired;
  return errors;
}

// ---------- forgotten password and honeypot -----------------------------------------------------

/** The forgotten-password spinner shows for at most 4.5 s (SPEC §2 User area, §9). */
export const FORGOT_PASSWORD_SPINNER_MS = 4500;

/** Forgotten password (SPEC §5 "Reset-password email: required, email type"). */
export function validateForgottenPassword(values: {
  readonly email: string;
}): FieldErrors<'email'> {
  return validateFields<'email'>({ email: required(M.email, isValidEmail) }, values);
}

/** Where a visitor who filled the honeypot is sent (SPEC §5). */
export const HONEYPOT_REDIRECT = '/';

/**
 * The hidden 'body' field is filled: a bot. On password reset and registration the visitor is
 * redirected to `HONEYPOT_REDIRECT` and nothing is submitted (SPEC §5). Any non-empty text counts,
 * white space included (a person never sees the field); anything that is not a string does not.
 */
export function isHoneypotFilled(body: unknown): boolean {
  return typeof body === 'string' && body !== '';
}
