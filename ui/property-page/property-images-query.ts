/**
 * The query of '#/property-images' naming the photo to open first, '?image=n' (1-based): the page's
 * photos write it (propertyImagesHref) and the gallery route reads it. A module of its own, so the
 * overlay layer reads it without sharing the property page's code.
 */

/** The query parameter of '#/property-images' naming the photo to open first (1-based). */
export const IMAGE_QUERY_PARAMETER = 'image';

/** The 0-based start index from '?image=n' (1-based); 0 when absent or not a whole number ≥ 1. */
export function startIndexFromQuery(search: string): number {
  const value = new URLSearchParams(search).get(IMAGE_QUERY_PARAMETER);
  const n = value === null ? NaN : Number(value);
  return Number.isSafeInteger(n) && n >= 1 ? n - 1 : 0;
}
