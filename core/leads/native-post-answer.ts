/**
 * What the platform's answer to a native lead post means (SPEC §2 Flash messages, §7): it
 * redirects to the page to show next, with a flash key in the hash. A success key (or none) is
 * where the visitor goes; an error key ('lead-sending-error-validation', 'recaptcha-invalid',
 * 'file-upload-error', …) means the lead was refused: the visitor stays on the form with
 * everything typed, and is told in the flash's own words (the agency's, where it set them).
 */
import { left, right } from 'fp-ts/Either';
import { validationFailure, type Result } from '../failures/failures.js';
import { flashToast, parseFlashHash } from '../notifications/flash.js';

/** The address to go to after a native post that landed on `url`, or the refusal its error flash says. */
export function nativePostOutcome(
  url: string,
  flashOverrides: Readonly<Record<string, string>> = {},
): Result<string> {
  const hashAt = url.indexOf('#');
  const key = hashAt === -1 ? undefined : parseFlashHash(url.slice(hashAt));
  const toast = key === undefined ? undefined : flashToast(key, flashOverrides);
  return toast?.kind === 'error' ? left(validationFailure([toast.message])) : right(url);
}
