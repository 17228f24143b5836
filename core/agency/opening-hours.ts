/**
 * Opening hours as shown on branch pages and location cards (SPEC §9: 12-hour format, merging
 * consecutive days with the same hours into ranges), each time in the site's one way of
 * writing times (core/format/clock-time.ts: '9am', '5:30pm', '12 noon'). The week runs Monday to
 * Sunday, as UK offices print it; `day_of_week` counts from 0 = Sunday to 6 = Saturday (SPEC §3).
 */
import type { OpeningTime } from './agency.js';
import { formatTime } from '../format/clock-time.js';

export interface OpeningHoursLine {
  /** 'Mon', or a range such as 'Mon – Fri'. */
  readonly days: string;
  /** '9am – 5:30pm', several spans joined by ', ', or 'Closed' (core's clock-time words). */
  readonly hours: string;
}

export const CLOSED_LABEL = 'Closed';

/** Day names in display order, each with its `day_of_week` number. */
const WEEK: readonly { readonly dayOfWeek: number; readonly name: string }[] = [
  { dayOfWeek: 1, name: 'Mon' },
  { dayOfWeek: 2, name: 'Tue' },
  { dayOfWeek: 3, name: 'Wed' },
  { dayOfWeek: 4, name: 'Thu' },
  { dayOfWeek: 5, name: 'Fri' },
  { dayOfWeek: 6, name: 'Sat' },
  { dayOfWeek: 0, name: 'Sun' },
];

const RANGE_SEPARATOR = ' – ';
const MINUTES_PER_DAY = 24 * 60;

/** 'H:mm', 'HH:mm' or 'HH:mm:ss' as minutes after midnight; '24:00' is the end of the day. */
function minutesOf(time: string): number | undefined {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time.trim());
  if (match === null) return undefined;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  const valid = Number(match[2]) < 60 && minutes <= MINUTES_PER_DAY;
  return valid ? minutes : undefined;
}

interface Span {
  readonly open: number;
  readonly close: number;
}

/** A valid entry: a whole day 0–6 and an opening time before the closing time. */
function spanOf(entry: OpeningTime): Span | undefined {
  if (!Number.isInteger(entry.day_of_week) || entry.day_of_week < 0 || entry.day_of_week > 6)
    return undefined;
  const open = typeof entry.open_time === 'string' ? minutesOf(entry.open_time) : undefined;
  const close = typeof entry.close_time === 'string' ? minutesOf(entry.close_time) : undefined;
  return open !== undefined && close !== undefined && open < close ? { open, close } : undefined;
}

function hoursOfDay(spans: readonly Span[]): string {
  if (spans.length === 0) return CLOSED_LABEL;
  const sorted = [...spans].sort((a, b) => a.open - b.open || a.close - b.close);
  const texts = sorted.map((s) => `${formatTime(s.open)}${RANGE_SEPARATOR}${formatTime(s.close)}`);
  return [...new Set(texts)].join(', ');
}

/**
 * The lines to show for a set of opening times (SPEC §9): Monday first, consecutive days with
 * the same hours merged ('Mon – Fri'), days without a valid entry shown as 'Closed', several
 * entries on one day listed in time order. Invalid entries (day outside 0–6, unreadable time,
 * closing before opening) are ignored; with no valid entry at all there is nothing to show.
 */
export function mergeOpeningHours(entries: readonly OpeningTime[]): OpeningHoursLine[] {
  const spansByDay = new Map<number, Span[]>();
  for (const entry of entries) {
    const span = spanOf(entry);
    if (span !== undefined)
      spansByDay.set(entry.day_of_week, [...(spansByDay.get(entry.day_of_week) ?? []), span]);
  }
  if (spansByDay.size === 0) return [];
  const groups: { first: string; last: string; hours: string }[] = [];
  for (const day of WEEK) {
    const hours = hoursOfDay(spansByDay.get(day.dayOfWeek) ?? []);
    const previous = groups.at(-1);
    if (previous !== undefined && previous.hours === hours) previous.last = day.name;
    else groups.push({ first: day.name, last: day.name, hours });
  }
  return groups.map((g) => ({
    days: g.first === g.last ? g.first : `${g.first}${RANGE_SEPARATOR}${g.last}`,
    hours: g.hours,
  }));
}

/** One valid opening span: a day (0 = Sunday … 6 = Saturday) and minutes after midnight. */
export interface OpeningSpan {
  readonly dayOfWeek: number;
  readonly open: number;
  readonly close: number;
}

/**
 * The valid entries of a set of opening times as minutes (the same validity rule as
 * `mergeOpeningHours`: a day 0–6, readable times, opening before closing), Monday first, each
 * day's spans in time order; for machine-readable hours (structured data).
 */
export function openingSpans(entries: readonly OpeningTime[]): OpeningSpan[] {
  const out: OpeningSpan[] = [];
  for (const entry of entries) {
    const span = spanOf(entry);
    if (span !== undefined) out.push({ dayOfWeek: entry.day_of_week, ...span });
  }
  const weekPosition = (day: number) => WEEK.findIndex((d) => d.dayOfWeek === day);
  return out.sort(
    (a, b) =>
      weekPosition(a.dayOfWeek) - weekPosition(b.dayOfWeek) || a.open - b.open || a.close - b.close,
  );
}
