/**
 * The platform's own checks of what arrives (SPEC §5 rules, applied again on the server: the
 * front end's checks are a convenience, not a guarantee).
 */
import {
  isValidAccountName,
  isValidEditPhone,
  isValidEmail,
  isValidPersonName,
  isValidPhone,
  isValidPostcode,
  isValidRegisterPhone,
  passwordRuleProblems,
} from '../core/index.js';

// Where SPEC §5 states a rule, the platform judges by core's, the one the forms use: a stand-in
// with rules of its own would test the front end against rules the product does not have.

/** Enquiry and valuation names (core's `isValidPersonName`). */
export const isPersonName = isValidPersonName;
/** Account names: letters, digits, hyphen and space (core's `isValidAccountName`). */
export const isAccountName = isValidAccountName;
export const isEmail = isValidEmail;
/** Enquiry phone: digits, at least 6; spaces and a leading + allowed (core's `isValidPhone`). */
export const isLeadPhone = isValidPhone;
/** Register phone: +44 or 0 then 9 to 10 digits, spaces ignored (core's `isValidRegisterPhone`). */
export const isRegisterPhone = isValidRegisterPhone;
/** Edit phone: 6 to 20 of digits, - . ( ) / + and space (core's `isValidEditPhone`). */
export const isEditPhone = isValidEditPhone;
export const isPostcode = isValidPostcode;

/** Longest file name kept (characters), the extension included. */
const UPLOAD_NAME_MAX = 100;

/**
 * The name an uploaded file is kept under: the last part of what the client sent (no folders,
 * whichever slash it used), without control or formatting characters (a right-to-left mark can
 * make 'cv\u202Efdp.exe' read as 'cvexe.pdf'), no leading dots or spaces, at most 100 characters
 * with its extension kept; 'upload' when nothing is left.
 */
export function safeUploadName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/^[.\s]+/, '')
    .trim();
  const characters = [...clean];
  if (characters.length <= UPLOAD_NAME_MAX) return clean === '' ? 'upload' : clean;
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 ? [...clean.slice(dot)].slice(0, 10) : [];
  return [...characters.slice(0, UPLOAD_NAME_MAX - extension.length), ...extension].join('');
}

/** The postcode in standard form: upper case with one space before the inward code. */
export function normalisePostcode(v: string): string {
  const compact = v.replace(/\s+/g, '').toUpperCase();
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}

/**
 * A new password by the one rule for every password (SPEC §5's reset rule, core's
 * `passwordRuleProblems`), and its confirmation: the failures as fragments that read after
 * "Password " ('is too short (minimum is 10 characters)'), as a password change answers them.
 */
export function passwordProblems(password: string, confirmation: string): string[] {
  const problems = passwordRuleProblems(password);
  if (password !== confirmation) problems.push("confirmation doesn't match");
  return problems;
}

/** The same rule at registration, whose errors are whole sentences (SPEC §5 "the server validationErrors list"). */
export function registrationPasswordProblems(password: string, confirmation: string): string[] {
  const problems =
    password === ''
      ? ["Password can't be blank"]
      : passwordRuleProblems(password).map((problem) => `Password ${problem}`);
  if (password !== confirmation) problems.push("Password confirmation doesn't match Password");
  return problems;
}
