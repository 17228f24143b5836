/**
 * The days a valuation visit can be booked on (SPEC §4 Valuation step 2 "date and times"; SPEC is
 * silent on which days, so this is the agency site's rule, in one place):
 *
 * - from tomorrow (a same-day visit cannot be promised from a web form) to four weeks ahead;
 * - never a Sunday (valuers do not visit on Sundays; most UK agency offices are closed);
 * - never a bank holiday in England and Wales (the demo agencies are in Somerset and Bristol),
 *   computed by the statutory rules, substitute days included;
 * - Saturdays are offered (agencies value on Saturdays: it is when sellers are at home).
 *
 * Days are ISO calendar dates 'YYYY-MM-DD' in the visitor's own calendar (the date part of the
 * clock's local time): the clock comes in as a parameter, never from here.
 */
import {
  addDays,
  differenceInCalendarDays,
  format,
  getDay,
  isValid,
  lastDayOfMonth,
  parse,
  subDays,
} from 'date-fns';
import type { CalendarDate } from '../leads/valuation-lead.js';

/** How far ahead a visit can be booked, in days from today. */
export const APPOINTMENT_WINDOW_DAYS = 28;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const SUNDAY = 0;
const SATURDAY = 6;
const MONDAY = 1;

/** The ISO calendar date of a moment, in the local calendar: 2026-11-22T10:00 → '2026-11-22'. */
export function isoDateOf(moment: Date): string {
  return format(moment, 'yyyy-MM-dd');
}

/** An ISO calendar date as a local Date at midnight; undefined for anything that is not a real day. */
export function parseIsoDate(iso: string): Date | undefined {
  if (!ISO_DATE.test(iso)) return undefined;
  const date = parse(iso, 'yyyy-MM-dd', new Date(2000, 0, 1));
  return isValid(date) && isoDateOf(date) === iso ? date : undefined;
}

/** The day of a lead booking (SPEC §3 "Lead booking": day, month 1–12, year). */
export function calendarDateOf(iso: string): CalendarDate | undefined {
  const date = parseIsoDate(iso);
  return date === undefined
    ? undefined
    : { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/** Easter Sunday of a year (the Gregorian computus, Meeus/Jones/Butcher). */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(year, month - 1, day);
}

function firstMonday(year: number, monthIndex: number): Date {
  const first = new Date(year, monthIndex, 1);
  return addDays(first, (MONDAY - getDay(first) + 7) % 7);
}

function lastMonday(year: number, monthIndex: number): Date {
  const last = lastDayOfMonth(new Date(year, monthIndex, 1));
  return subDays(last, (getDay(last) - MONDAY + 7) % 7);
}

/** A fixed-date holiday falling on a weekend moves to the next weekday not already taken. */
function withSubstitutes(days: readonly Date[]): Date[] {
  const taken = new Set<string>();
  const out: Date[] = [];
  for (const day of days) {
    let date = day;
    while (getDay(date) === SATURDAY || getDay(date) === SUNDAY || taken.has(isoDateOf(date)))
      date = addDays(date, 1);
    taken.add(isoDateOf(date));
    out.push(date);
  }
  return out;
}

/**
 * The bank holidays of England and Wales in a year, as ISO dates in calendar order: New Year's
 * Day, Good Friday, Easter Monday, the early May and spring bank holidays (first and last Monday
 * of May), the summer bank holiday (last Monday of August), Christmas Day and Boxing Day, with
 * substitute weekdays for those falling on a weekend. One-off holidays proclaimed for a single
 * year (a coronation, a jubilee) are not predictable and not included.
 */
export function bankHolidaysEnglandAndWales(year: number): string[] {
  const easter = easterSunday(year);
  const [newYear] = withSubstitutes([new Date(year, 0, 1)]);
  const christmas = withSubstitutes([new Date(year, 11, 25), new Date(year, 11, 26)]);
  const days = [
    newYear as Date,
    subDays(easter, 2),
    addDays(easter, 1),
    firstMonday(year, 4),
    lastMonday(year, 4),
    lastMonday(year, 7),
    ...christmas,
  ];
  return days.map(isoDateOf).sort();
}

/** Why a day is not offered, or undefined when it is. */
export type UnavailableReason =
  'past' | 'today' | 'too-far' | 'sunday' | 'bank-holiday' | 'not-a-date';

/** Why `iso` cannot be booked when today is `today`; undefined when it can. */
export function appointmentDayProblem(iso: string, today: Date): UnavailableReason | undefined {
  const date = parseIsoDate(iso);
  if (date === undefined) return 'not-a-date';
  const ahead = differenceInCalendarDays(date, today);
  if (ahead < 0) return 'past';
  if (ahead === 0) return 'today';
  if (ahead > APPOINTMENT_WINDOW_DAYS) return 'too-far';
  if (getDay(date) === SUNDAY) return 'sunday';
  if (bankHolidaysEnglandAndWales(date.getFullYear()).includes(iso)) return 'bank-holiday';
  return undefined;
}

/** True when a visit can be booked on `iso` (see the rules above). */
export function isAppointmentDay(iso: string, today: Date): boolean {
  return appointmentDayProblem(iso, today) === undefined;
}

/** Every day a visit can be booked on, from tomorrow to four weeks ahead, in order. */
export function appointmentDays(today: Date): string[] {
  const days: string[] = [];
  for (let ahead = 1; ahead <= APPOINTMENT_WINDOW_DAYS; ahead += 1) {
    const iso = isoDateOf(addDays(today, ahead));
    if (isAppointmentDay(iso, today)) days.push(iso);
  }
  return days;
}

/** How a day is written on the date picker and in the booking summary. */
export interface AppointmentDayLabel {
  /** 'Tue' */
  readonly weekday: string;
  /** '24 Nov' */
  readonly dayMonth: string;
  /** 'Tuesday 24 November 2026' */
  readonly full: string;
}

/** The words for a day; undefined for anything that is not a real day. */
export function appointmentDayLabel(iso: string): AppointmentDayLabel | undefined {
  const date = parseIsoDate(iso);
  if (date === undefined) return undefined;
  return {
    weekday: format(date, 'EEE'),
    dayMonth: format(date, 'd MMM'),
    full: format(date, 'EEEE d MMMM yyyy'),
  };
}
