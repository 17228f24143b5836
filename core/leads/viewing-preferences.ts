/**
 * The viewing form's preferred day and time (SPEC §3 "Lead booking": book_viewing, booking_time,
 * booking_day, booking_month, booking_year). SPEC names the booking but not the choices, so:
 *
 * - the days offered are the agency's appointment days (`appointmentDays`: from tomorrow to four
 *   weeks ahead, no Sundays or bank holidays), the same as for a valuation visit;
 * - the times are the appointment time slots of SPEC §9 (9:00 to 16:00);
 * - no day chosen (the select's placeholder, 'No preference') sends no booking; no time chosen
 *   ('Any time') on a chosen day sends every slot of that day, i.e. the times the visitor can do.
 */
import { clockTimeText } from '../format/clock-time.js';
import {
  appointmentDayLabel,
  appointmentDays,
  calendarDateOf,
  isAppointmentDay,
} from '../valuation/appointment-days.js';
import { TIME_SLOT_TIMES } from '../valuation/time-slots.js';
import type { CalendarDate } from './valuation-lead.js';

export interface PreferenceOption {
  readonly value: string;
  readonly label: string;
}

/** Every slot time of the day, in order: '9:00' … '16:00'. */
export const VIEWING_TIMES: readonly string[] = [...TIME_SLOT_TIMES.am, ...TIME_SLOT_TIMES.pm];

/** '9:00' → '9am', '12:00' → '12 noon', '13:00' → '1pm'; anything else as given. */
export function viewingTimeLabel(time: string): string {
  return clockTimeText(time);
}

/** The days to choose from when today is `today`: each appointment day, value ISO, label 'Tuesday 24 November 2026'. */
export function viewingDayOptions(today: Date): PreferenceOption[] {
  return appointmentDays(today).map((iso) => ({
    value: iso,
    label: appointmentDayLabel(iso)?.full ?? iso,
  }));
}

/** The times to choose from: each slot, value '9:00', label '9am' … '4pm'. */
export function viewingTimeOptions(): PreferenceOption[] {
  return VIEWING_TIMES.map((time) => ({ value: time, label: viewingTimeLabel(time) }));
}

/**
 * The booking a day and time choice asks for, or undefined when no appointment day is chosen (the
 * placeholder, or a day no longer offered, e.g. a draft kept past midnight). A time that is not a
 * slot (the placeholder) counts as 'Any time'.
 */
export function viewingPreference(
  day: string,
  time: string,
  today: Date,
): { readonly date: CalendarDate; readonly times: readonly string[] } | undefined {
  if (!isAppointmentDay(day, today)) return undefined;
  const date = calendarDateOf(day);
  if (date === undefined) return undefined;
  return { date, times: VIEWING_TIMES.includes(time) ? [time] : VIEWING_TIMES };
}
