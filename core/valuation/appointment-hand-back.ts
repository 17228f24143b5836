/**
 * The visit a legacy calendar hands back to the site's valuation form (SPEC §2 "A legacy entry
 * point can also open a valuation modal"): '#/book-a-valuation?date=YYYY-MM-DD&time=H:mm'. Both
 * ends are here, so what is written and what is read cannot drift apart.
 *
 * What comes back is taken only as far as the valuation's own rules allow: the day when a visit
 * can be booked on it (`isAppointmentDay`), the time when it is one of the valuation slots
 * (`timeSlots`) and comes with such a day (a time belongs to its day; it is never carried over to
 * another). Anything else is dropped without a word: the form starts as it always does and the
 * visitor picks again. A link, old or hand-made, is never an error.
 */
import type { LegacyCalendarChoice } from '../ports/legacy-entry-points.port.js';
import { isAppointmentDay } from './appointment-days.js';
import { timeSlots } from './time-slots.js';

/** The query's parameter names. */
export const APPOINTMENT_QUERY_KEYS = { date: 'date', time: 'time' } as const;

/** A day that can be booked, and the slot chosen on it, if any: ready for the valuation's step 2. */
export interface HandedBackAppointment {
  /** ISO 'YYYY-MM-DD', a day `isAppointmentDay` offers. */
  readonly date: string;
  /** A slot's id ('14:00'), when one was handed back. */
  readonly slotId?: string;
}

/** The query for a choice ('date=2026-12-01&time=10%3A00'); '' when nothing was chosen. */
export function appointmentQuery(choice: LegacyCalendarChoice): string {
  const query = new URLSearchParams();
  if (choice.date) query.set(APPOINTMENT_QUERY_KEYS.date, choice.date);
  if (choice.time) query.set(APPOINTMENT_QUERY_KEYS.time, choice.time);
  return query.toString();
}

/**
 * What of a handed-back query ('?date=…&time=…', the '?' optional) the valuation can take when
 * today is `today`; undefined when there is no bookable day in it.
 */
export function handedBackAppointment(
  query: string,
  today: Date,
): HandedBackAppointment | undefined {
  const params = new URLSearchParams(query);
  const date = params.get(APPOINTMENT_QUERY_KEYS.date);
  if (date === null || !isAppointmentDay(date, today)) return undefined;
  const time = params.get(APPOINTMENT_QUERY_KEYS.time);
  const slot = timeSlots().find((candidate) => candidate.id === time);
  return slot ? { date, slotId: slot.id } : { date };
}
