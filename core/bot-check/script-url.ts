/**
 * Where the bot check's captcha script may be loaded from (theme `recaptchaScriptUrl`), checked
 * when the settings are decoded: the same shape of rule as the map tiles' (core/maps/map-tiles.ts),
 * kept apart from the form rules so that only the settings decoder carries it.
 */

/**
 * An https origin (host letters, digits and hyphens, an optional port, no user name) or none, then
 * a path starting with one '/'. No whitespace, control characters, quotes, backslashes, angle
 * brackets or fragment.
 */
/* eslint-disable no-control-regex -- control characters are what this rule refuses */
const SCRIPT_URL =
  /^(?:https:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?)?\/(?![/\\])[^\s\\"'<>`#\u0000-\u001f\u007f]*$/i;
/* eslint-enable no-control-regex */

/** Longest script URL accepted. */
const MAX_SCRIPT_URL_LENGTH = 2048;

/**
 * The captcha script's URL when it is safe to load: an https URL, or a path on this site starting
 * with '/' (never '//' or '/\\'), as it is (no surrounding spaces). Else undefined.
 */
export function checkScriptUrl(url: string): string | undefined {
  return url.length <= MAX_SCRIPT_URL_LENGTH && SCRIPT_URL.test(url) ? url : undefined;
}
