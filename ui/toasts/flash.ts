/**
 * Flash toasts from the URL hash (SPEC §2 Flash messages): `#/flash/{key}` shows a success or an
 * error toast for 10 s. The app shell calls `showFlashFromHash` on start and on every hash change;
 * when it returns true the shell replaces the hash with '#/' so a reload does not show it again.
 */
import { flashToast, parseFlashHash } from '../../core/index.js';
import type { ToastInput } from './toast.store.js';

/** The part of the toast store this needs. */
export interface ToastShower {
  show(input: ToastInput): string | undefined;
}

/**
 * Show the flash toast named by `hash`, with the agency's own texts (`theme.flashMessages`) taking
 * precedence over the defaults. Returns true when a toast was shown; false for any other hash, an
 * invalid key, or a key that shows nothing. The toast id is the key, so the same flash twice (a
 * double hash change) shows one toast.
 */
export function showFlashFromHash(
  hash: string,
  store: ToastShower,
  overrides: Readonly<Record<string, string>> = {},
): boolean {
  const key = parseFlashHash(hash);
  if (key === undefined) return false;
  const toast = flashToast(key, overrides);
  if (toast === undefined) return false;
  return (
    store.show({
      id: `flash-${key}`,
      kind: toast.kind,
      message: toast.message,
      durationMs: toast.durationMs,
    }) !== undefined
  );
}
