/** Expired auction listings (SPEC §4 "Other"). */
import { parseISO } from 'date-fns';

export interface AuctionListing {
  /** The listing type; only 'auction' (any case, surrounding spaces ignored) can expire. */
  readonly type?: string;
  /** When the auction ends: an ISO 8601 date-time (or date, read as local midnight) or a Date. */
  readonly endDate?: string | Date;
  /** The platform's third condition (SPEC does not give its meaning); must be exactly true. */
  readonly flag?: boolean;
}

function endTime(endDate: string | Date | undefined): number {
  if (endDate === undefined) return Number.NaN;
  return endDate instanceof Date ? endDate.getTime() : parseISO(endDate.trim()).getTime();
}

/**
 * A listing is an expired auction only when its type is 'auction', `now` is strictly later than
 * its end date, and the third flag is true. A missing or unreadable end date never expires.
 */
export function isExpiredAuction(listing: AuctionListing, now: Date): boolean {
  if (listing.flag !== true) return false;
  if (listing.type?.trim().toLowerCase() !== 'auction') return false;
  const end = endTime(listing.endDate);
  return !Number.isNaN(end) && now.getTime() > end;
}
