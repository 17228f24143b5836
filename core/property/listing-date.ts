/**
 * When a listing came onto the market, as a card says it: 'Added on 3 November 2026'. The card
 * carries the date the listing was created (SPEC §3 "Property card" createdAt) and no date of a
 * price change, so a card says when it was added and never 'Reduced on …'.
 */
import { readableDate } from '../format/readable-date.js';
import type { PropertyCard } from './property.js';

export interface ListingDate {
  /** 'YYYY-MM-DD', for `<time datetime>`. */
  readonly iso: string;
  /** 'Added on 3 November 2026'. */
  readonly text: string;
}

/** The day the listing was added, in words; undefined when the card names no real date. */
export function listingAddedDate(card: Pick<PropertyCard, 'createdAt'>): ListingDate | undefined {
  const date = readableDate(card.createdAt);
  return date === undefined ? undefined : { iso: date.iso, text: `Added on ${date.label}` };
}
