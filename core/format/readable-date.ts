/**
 * A calendar date as UK readers write it: '2026-03-12' (or a date-time on that day) is
 * '12 March 2026'. Articles, sales events and anything else the platform dates use it.
 */
import { parseIsoDate } from './iso-date.js';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A date: its calendar date (for `<time datetime>` and structured data) and how a person reads it. */
export interface ReadableDate {
  /** 'YYYY-MM-DD'. */
  readonly iso: string;
  /** '12 March 2026'. */
  readonly label: string;
}

/**
 * The calendar date an ISO date or date-time was written with ('2026-03-12T23:30:00Z' → 12 March
 * 2026): the date as the platform wrote it, never moved by the reader's time zone, so the server
 * and the browser print the same day. Undefined for anything that names no real date.
 */
export function readableDate(text: string | undefined): ReadableDate | undefined {
  if (text === undefined || parseIsoDate(text) === undefined) return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text.trim());
  if (match === null) return undefined;
  const [, year, month, day] = match;
  return {
    iso: `${year}-${month}-${day}`,
    label: `${Number(day)} ${MONTHS[Number(month) - 1]} ${Number(year)}`,
  };
}
