/**
 * Auction lots (SPEC §3 Property card disposal and auctionDate) and expired auction listings
 * (SPEC §4 "Other").
 */
import { isAfter, isValid } from 'date-fns';
import { parseIsoDate } from '../format/iso-date.js';

/** A lot sold by auction: its disposal method names an auction ('auction', 'Online auction'). */
export function isAuctionLot(card: { readonly disposal?: string | undefined }): boolean {
  return card.disposal !== undefined && /\bauction\b/i.test(card.disposal);
}

export interface AuctionListing {
  /** The listing type; only 'auction' (any case, surrounding spaces ignored) can expire. */
  readonly type?: string;
  /** When the auction ends: an ISO 8601 date-time (or date, read as local midnight) or a Date. */
  readonly endDate?: string | Date;
  /** The platform's third condition (SPEC does not give its meaning); must be exactly true. */
  readonly flag?: boolean;
}

/** The end date as a Date, or `undefined` when it is missing or unreadable. */
function endOf(endDate: string | Date | undefined): Date | undefined {
  if (endDate === undefined) return undefined;
  if (endDate instanceof Date) return isValid(endDate) ? endDate : undefined;
  return parseIsoDate(endDate);
}

/**
 * A listing is an expired auction only when its type is 'auction', `now` is strictly later than
 * its end date, and the third flag is true. A missing or unreadable end date never expires.
 */
export function isExpiredAuction(listing: AuctionListing, now: Date): boolean {
  if (listing.flag !== true) return false;
  if (listing.type?.trim().toLowerCase() !== 'auction') return false;
  const end = endOf(listing.endDate);
  return end !== undefined && isAfter(now, end);
}
