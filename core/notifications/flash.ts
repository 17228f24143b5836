/**
 * Flash messages (SPEC §2 Flash messages, §8): a URL hash of the form `#/flash/{key}` shows a
 * success or error toast for 10 s.
 */
import { RECAPTCHA_INVALID_TEXT } from '../bot-check/bot-check.js';
import { flashOverride, LOCATION_NOT_FOUND_TEXT } from './flash-texts.js';
import { MESSAGES, TOAST_DURATIONS } from './toast.js';
import { VALIDATION_MESSAGES } from '../validation/validation-messages.js';

/** Longest flash key accepted from a URL; the real keys are under 40 characters. */
export const FLASH_KEY_MAX_LENGTH = 64;

const FLASH_KEY_PATTERN = /^[a-z0-9_-]+$/;
const FLASH_HASH_PATTERN = /^#?\/?flash\/([^/]*)\/?$/;

/**
 * The flash key in a URL hash, or `undefined` when the hash is not a flash hash.
 * Accepts `#/flash/{key}`, `#flash/{key}`, and both without `#` (a trailing `/` is tolerated).
 * The key is percent-decoded and must then be 1–64 characters of `a-z 0-9 - _`; anything else,
 * including malformed percent-encoding, gives `undefined`. Never throws.
 */
export function parseFlashHash(hash: string): string | undefined {
  const match = FLASH_HASH_PATTERN.exec(hash.trim());
  const raw = match?.[1];
  if (raw === undefined || raw.length > FLASH_KEY_MAX_LENGTH * 3) return undefined;
  const key = decodeSafely(raw);
  if (key === undefined || key.length > FLASH_KEY_MAX_LENGTH) return undefined;
  return FLASH_KEY_PATTERN.test(key) ? key : undefined;
}

function decodeSafely(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined; // malformed percent-encoding is an expected, harmless input
  }
}

export type FlashKind = 'success' | 'error';

interface FlashEntry {
  readonly kind: FlashKind;
  readonly text: string;
}

const success = (text: string): FlashEntry => ({ kind: 'success', text });
const error = (text: string): FlashEntry => ({ kind: 'error', text });

/**
 * Every flash key SPEC §2 names, with its kind and default English text. An agency may override
 * any text (see {@link flashToast}).
 */
export const FLASH_MESSAGES = {
  'welcome-lead-sent-new-user': success(
    'Thank you, your enquiry has been sent and your account has been created.',
  ),
  'welcome-lead-sent': success('Thank you, your enquiry has been sent.'),
  'send-property-sent': success('Thank you, the property has been sent to your friend.'),
  'user-create-successful': success(MESSAGES.registered),
  'user-login-successful': success(MESSAGES.signedIn),
  /** Not one of SPEC's keys: sign-out leads to another page (SPEC §2) and says so there (core/user/user-area.ts SIGNED_OUT_FLASH). */
  'user-logout-successful': success(MESSAGES.signedOut),
  /** Not one of SPEC's keys: a password change the platform redirects to another page says so there (core/user/user-area.ts PASSWORD_CHANGED_FLASH). */
  'user-password-changed': success(MESSAGES.passwordChanged),
  'send-property-invalid': error(
    "Sorry, we couldn't send this property. Please check the email addresses and try again.",
  ),
  'lead-sending-error': error('Sorry, your enquiry could not be sent. Please try again.'),
  'file-upload-error': error(
    'Sorry, your file could not be uploaded. Please check it is under 10 MB and try again.',
  ),
  /** Not one of SPEC's keys: the platform refuses a file of a type the file field does not offer. */
  'file-upload-type-error': error(VALIDATION_MESSAGES.fileType),
  /** Not one of SPEC's keys: the platform refuses a file of no bytes. */
  'file-upload-empty-error': error(VALIDATION_MESSAGES.fileEmpty),
  'location-not-found': error(LOCATION_NOT_FOUND_TEXT),
  'lead-sending-error-validation': error(
    'Your enquiry could not be sent. Please check the form and try again.',
  ),
  'user-create-dupe': error('An account with this email address already exists. Please sign in.'),
  'article-not-found-error': error("Sorry, we couldn't find that article."),
  'user-create-error': error("Sorry, we couldn't create your account. Please try again."),
  'names-not-different': error('Your first name and last name must be different.'),
  'search-query-required': error('Please enter a location or keyword to search.'),
  'recaptcha-invalid': error(RECAPTCHA_INVALID_TEXT),
  'invalid-message-content': error(
    'Sorry, your message could not be accepted. Please check its content and try again.',
  ),
  'password-invalid': error('That password is not valid. Please check it and try again.'),
  'site-not-live': error(
    'This website is not live yet, so forms cannot be sent. Please contact the agency directly.',
  ),
  'postcode-invalid': error('Please enter a valid postcode.'),
  'invalid-authenticity-token': error(
    'Your session has expired. Please refresh the page and try again.',
  ),
  'password-reset-link-invalid': error(
    'That password reset link has expired or has already been used. Please ask for a new one.',
  ),
} satisfies Record<string, FlashEntry>;

export type FlashKey = keyof typeof FLASH_MESSAGES;

/** Text for an unlisted key containing 'error'. */
export const GENERIC_FLASH_ERROR = 'Sorry, something went wrong. Please try again.';

export interface FlashToast {
  readonly kind: FlashKind;
  readonly message: string;
  readonly durationMs: typeof TOAST_DURATIONS.flash;
}

/**
 * The toast for a flash key (SPEC §2, §8), shown for 10 s, or `undefined` when nothing is shown.
 * Listed keys get their kind and text; an unlisted key containing 'error' is a generic error; any
 * other key shows nothing. `overrides` (per agency, by key) replaces the text of a key that shows a
 * toast; blank overrides are ignored, and an override never makes an unknown key show.
 */
export function flashToast(
  key: string,
  overrides: Readonly<Record<string, string>> = {},
): FlashToast | undefined {
  const entry: FlashEntry | undefined = Object.hasOwn(FLASH_MESSAGES, key)
    ? FLASH_MESSAGES[key as FlashKey]
    : key.includes('error')
      ? { kind: 'error', text: GENERIC_FLASH_ERROR }
      : undefined;
  if (entry === undefined) return undefined;
  return {
    kind: entry.kind,
    message: flashOverride(key, overrides) ?? entry.text,
    durationMs: TOAST_DURATIONS.flash,
  };
}
