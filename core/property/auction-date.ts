/**
 * The date an auction lot goes under the hammer, as its card and its page announce it (SPEC §3
 * Property card auctionDate): 'Auction 9 January 2027', or 'Auction 9 January 2027 at 2:00pm'
 * when the platform gives the time.
 */
import { formatTime } from '../format/clock-time.js';
import { parseIsoDate } from '../format/iso-date.js';
import { readableDate } from '../format/readable-date.js';
import { isAuctionLot } from './auction.js';
import type { PropertyCard } from './property.js';
import { listingStanding } from './status-tags.js';

export interface UpcomingAuction {
  /** For `<time datetime>`: 'YYYY-MM-DD', or 'YYYY-MM-DDTHH:mm' with the time as written. */
  readonly datetime: string;
  /** 'Auction 9 January 2027' or 'Auction 9 January 2027 at 2:00pm'. */
  readonly label: string;
}

/** The clock time written after the date ('T14:30', ' 14:30:00'), as 'HH:mm' and in minutes. */
function writtenTime(
  text: string,
): { readonly hhmm: string; readonly minutes: number } | undefined {
  const match = /^\d{4}-\d{2}-\d{2}[T ](\d{2}):(\d{2})/.exec(text.trim());
  if (match === null) return undefined;
  const [, hours = '0', minutes = '0'] = match;
  const total = Number(hours) * 60 + Number(minutes);
  // Midnight is how platforms write a date without a time: no auction starts then.
  return total === 0 || total >= 24 * 60
    ? undefined
    : { hhmm: `${hours}:${minutes}`, minutes: total };
}

/**
 * The auction to announce on a lot's card and page, or undefined. Only a lot sold by auction
 * (`isAuctionLot`) with a readable auction date, still marketed (a lot sold or withdrawn before
 * the sale has no auction to come) and whose auction day has not ended at `now`: the date stays
 * up for the whole auction day (a sale room runs its lots through the day), and goes the next
 * morning, when an exchanged price may turn the card to Sold (`hasExchangedAtAuction`).
 *
 * The date and time are the ones the platform wrote, never moved by the reader's time zone
 * (`readableDate`), so the server's page and the browser's read the same.
 */
export function upcomingAuction(card: PropertyCard, now: Date): UpcomingAuction | undefined {
  if (!isAuctionLot(card) || card.auctionDate === undefined) return undefined;
  const date = readableDate(card.auctionDate);
  const day = date === undefined ? undefined : parseIsoDate(date.iso);
  if (date === undefined || day === undefined) return undefined;
  const dayAfter = new Date(day);
  dayAfter.setDate(day.getDate() + 1);
  if (now.getTime() >= dayAfter.getTime()) return undefined;
  // Whether SSTC reads 'Sold' does not matter here: either way the lot is no longer offered.
  if (!listingStanding(card, { displaySstcStatusAsSold: false }, now).marketed) return undefined;
  const time = writtenTime(card.auctionDate);
  return time === undefined
    ? { datetime: date.iso, label: `Auction ${date.label}` }
    : {
        datetime: `${date.iso}T${time.hhmm}`,
        label: `Auction ${date.label} at ${formatTime(time.minutes)}`,
      };
}
