/**
 * Flash texts a page shows inline as well as in a toast, and the agency's own texts for flash keys
 * (theme `flashMessages`): kept apart from the message table, so a page that shows one text does
 * not carry the whole table.
 */

/**
 * What a visitor is told when a search names a place the platform does not know (the
 * 'location-not-found' flash key of SPEC §2, shown inline on the results page too).
 */
export const LOCATION_NOT_FOUND_TEXT =
  "Sorry, we couldn't find that location. Please try another search.";

/** The agency's own text for a flash key, trimmed; `undefined` when it set none (or a blank one). */
export function flashOverride(
  key: string,
  overrides: Readonly<Record<string, string>> = {},
): string | undefined {
  const override = Object.hasOwn(overrides, key) ? overrides[key] : undefined;
  return typeof override === 'string' && override.trim() !== '' ? override.trim() : undefined;
}
