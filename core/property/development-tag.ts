/**
 * What makes a listing a new-homes development (SPEC §2 Search pages, §9 contact routing): the
 * tag 'development plot' and child plots. A module of its own, so contact routing, on every
 * page, asks it without bringing in what a development's page shows (development.ts).
 */
import type { PropertyDetail } from './property.js';

/** The tag of a development and its plots. */
export const DEVELOPMENT_PLOT_TAG = 'development plot';

/** Lower case, with hyphens, underscores and runs of spaces read as one space. */
function words(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();
}

/** A development: tagged 'development plot' (case and spacing free) and listing child plots. */
export function isDevelopment(property: Pick<PropertyDetail, 'tags' | 'childProperties'>): boolean {
  const tagged = property.tags.some((tag) => words(tag) === DEVELOPMENT_PLOT_TAG);
  return tagged && property.childProperties.length > 0;
}

/**
 * The development of interest, a development's name: the first comma part of its display
 * address (SPEC §3).
 */
export function developmentOfInterest(displayAddress: string): string {
  return (displayAddress.split(',')[0] ?? '').trim();
}
