/**
 * The platform's own checks of what arrives (SPEC §5 rules, applied again on the server: the
 * front end's checks are a convenience, not a guarantee).
 */
import { passwordRuleProblems } from '../core/index.js';

/** Letters (accented too), spaces, hyphens and apostrophes: enquiry and valuation names. */
const PERSON_NAME = /^[\p{L}][\p{L}\p{M}' -]*$/u;
/** Letters, digits, hyphen and space: account names (SPEC §5 Accounts). */
const ACCOUNT_NAME = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} -]*$/u;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const UK_POSTCODE = /^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$/i;

export const isPersonName = (v: string): boolean => v.length <= 60 && PERSON_NAME.test(v);
export const isAccountName = (v: string): boolean => v.length <= 60 && ACCOUNT_NAME.test(v);
export const isEmail = (v: string): boolean => v.length <= 254 && EMAIL.test(v);
/** Enquiry phone: digits only (spaces ignored), at least 6 (SPEC §5). */
export const isLeadPhone = (v: string): boolean => /^[0-9]{6,20}$/.test(v.trim().replace(/^\+/, '').replace(/\s+/g, ''));
/** Register phone: +44 or 0 then 9 to 10 digits, spaces ignored (SPEC §5 Accounts). */
export const isRegisterPhone = (v: string): boolean => /^(\+44|0)[0-9]{9,10}$/.test(v.replace(/\s+/g, ''));
/** Edit phone: 6 to 20 of digits, - . ( ) / + and space (SPEC §5 Accounts). */
export const isEditPhone = (v: string): boolean => /^[0-9\-.()/+ ]{6,20}$/.test(v);
export const isPostcode = (v: string): boolean => UK_POSTCODE.test(v.trim());

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
  const clean = base.normalize('NFC').replace(/\s+/g, ' ').replace(/[\p{Cc}\p{Cf}]/gu, '').replace(/^[.\s]+/, '').trim();
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
  const problems = password === '' ? ["Password can't be blank"] : passwordRuleProblems(password).map((problem) => `Password ${problem}`);
  if (password !== confirmation) problems.push("Password confirmation doesn't match Password");
  return problems;
}
