/**
 * Toasts and the message catalogue (SPEC §8 Error catalogue). Toasts appear at top centre, 3 s by
 * default; green for success, red for error.
 */

/** How long toasts stay up (SPEC §8, §9): 3 s by default, 8 s long, 10 s for flash keys; removal animation 400 ms. */
export const TOAST_DURATIONS = {
  default: 3000,
  long: 8000,
  flash: 10000,
  removalDelay: 400,
} as const;

export type ToastKind = 'success' | 'error';

/** How long a toast stays: 3 s default, 8 s long, 10 s for flash keys (SPEC §9). */
export type ToastLength = 'default' | 'long' | 'flash';

export interface Toast {
  readonly id: string;
  readonly kind: ToastKind;
  readonly message: string;
  readonly durationMs: number;
}

/** What to show, before it has an id. */
export interface ToastSpec {
  readonly kind: ToastKind;
  readonly message: string;
  readonly length: ToastLength;
}

/** Milliseconds a toast of this length stays on screen (SPEC §9). */
export function toastDuration(length: ToastLength): number {
  return TOAST_DURATIONS[length];
}

/** A toast with its id (ids come from the caller: core has no counter or randomness). */
export function createToast(id: string, spec: ToastSpec): Toast {
  return { id, kind: spec.kind, message: spec.message, durationMs: toastDuration(spec.length) };
}

/** Every user-facing text of SPEC §8 and the screen texts of SPEC §2, exactly as specified. */
export const MESSAGES = {
  propertySaved: 'Property saved.',
  savedPropertyRemoved: 'Saved property removed.',
  signedOut: 'You have been signed out',
  signOutFailed: 'There was an error signing out',
  signedIn: 'You have successfully signed in',
  signInFailed: 'Sign in failed, please try again',
  registered: 'You have been successfully registered!',
  registerFailed:
    'Sorry, something went wrong. You may already have an account with this email address, if so, please try signing in instead of registering.',
  profileUpdated: 'Profile successfully updated.',
  passwordChanged: 'You have successfully changed your password.',
  passwordChangeFailed: 'Something went wrong updating your password. Please try again later.',
  forgottenPasswordSent:
    'If the email you have entered has a user account we will send you a forgotten password reset request now.',
  marketingPreferencesUpdated: 'Your preferences have been successfully updated',
  marketingPreferencesFailed: 'There was an error updating your preferences',
  marketingPreferencesSignInRequired: 'Please sign in to update your preferences',
  savedSearchRemoved: 'Saved search removed',
  leadSent: 'We have received your enquiry and our agent will be in touch soon.',
  leadFailed: 'Request failed. Please try again.',
  valuationFailed: 'Valuation request failed. Please try again.',
  noBranchTitle: 'We are sorry',
  noBranchText: "We don't have agents near your property",
  addressNotFound: "Sorry we couldn't find that address",
  menuNotConfigured: 'Error, menu items need to be set in admin for the header component to work',
  videoFormatNotSupported: 'Video format not supported',
  loadingUserProfile: 'Loading user profile',
  loadingInstantValuation: 'Loading Instant Valuation',
  savedPropertiesEmpty: 'Saved properties will appear here.',
  savedSearchesEmpty: 'Saved searches will appear here.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

const success = (key: MessageKey, length: ToastLength = 'default'): ToastSpec => ({
  kind: 'success',
  message: MESSAGES[key],
  length,
});
const error = (key: MessageKey, length: ToastLength = 'default'): ToastSpec => ({
  kind: 'error',
  message: MESSAGES[key],
  length,
});

/**
 * The toasts of SPEC §8 with kind and length: 3 s unless SPEC says otherwise (the register
 * failure and the forgotten-password notice stay 8 s).
 */
export const TOASTS = {
  propertySaved: success('propertySaved'),
  savedPropertyRemoved: success('savedPropertyRemoved'),
  signedOut: success('signedOut'),
  signOutFailed: error('signOutFailed'),
  signedIn: success('signedIn'),
  signInFailed: error('signInFailed'),
  registered: success('registered'),
  registerFailed: error('registerFailed', 'long'),
  profileUpdated: success('profileUpdated'),
  passwordChanged: success('passwordChanged'),
  passwordChangeFailed: error('passwordChangeFailed'),
  forgottenPasswordSent: success('forgottenPasswordSent', 'long'),
  marketingPreferencesUpdated: success('marketingPreferencesUpdated'),
  marketingPreferencesFailed: error('marketingPreferencesFailed'),
  marketingPreferencesSignInRequired: error('marketingPreferencesSignInRequired'),
  savedSearchRemoved: success('savedSearchRemoved'),
  leadSent: success('leadSent'),
  leadFailed: error('leadFailed'),
  valuationFailed: error('valuationFailed'),
} satisfies Record<string, ToastSpec>;

/**
 * The register failure toast (SPEC §8): the server's message when it sent a non-blank one,
 * otherwise the standard text; either way an 8 s error.
 */
export function registerFailedToast(serverMessage?: string): ToastSpec {
  const message = serverMessage?.trim();
  return message ? { ...TOASTS.registerFailed, message } : TOASTS.registerFailed;
}

/**
 * What the visitor reads where a part of the page (a modal, the user area, the calculators) could
 * not be loaded, beside a 'Try again' button. SPEC §8's 'Loading chunk {id} failed' (below) is for
 * the log only: it means nothing to a visitor.
 */
export const PART_NOT_LOADED_TEXT =
  'Sorry, this part of the page could not be loaded. Please check your connection and try again.';

/**
 * The message for a script chunk that failed to load (SPEC §8): 'Loading chunk {id} failed'
 * followed by the failure type in brackets, e.g. 'Loading chunk calculator failed (timeout)'.
 * The type is 'missing', 'timeout' or the failing event's type; a blank id or type reads 'unknown'.
 */
export function chunkLoadError(id: string, type: 'missing' | 'timeout' | (string & {})): string {
  const chunk = id.trim() || 'unknown';
  const reason = type.trim() || 'unknown';
  return `Loading chunk ${chunk} failed (${reason})`;
}
