/**
 * Times of day as the site writes them, everywhere a visitor reads one (opening hours, the
 * valuation's and the viewing's time choices, the appointment they confirm): the 12-hour clock
 * UK sites use, without ':00' on the hour, 'noon' and 'midnight' said in full so nobody wonders
 * which one '12pm' is. '9am', '5:30pm', '12 noon', '12:30pm', '12 midnight'.
 *
 * Machines keep the 24-hour form: the lead's booking_time ('9:00, 13:00', SPEC §9) and the
 * opening hours of structured data are data, not words.
 */

const MINUTES_PER_DAY = 24 * 60;

/** Minutes after midnight in words: 540 → '9am', 1050 → '5:30pm', 720 → '12 noon', 0 and 1440 → '12 midnight'. */
export function formatTime(minutes: number): string {
  const inDay = ((Math.round(minutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const hours = Math.floor(inDay / 60);
  const mins = inDay % 60;
  if (mins === 0 && hours === 12) return '12 noon';
  if (mins === 0 && hours === 0) return '12 midnight';
  const clock = hours % 12 === 0 ? 12 : hours % 12;
  return `${clock}${mins === 0 ? '' : `:${String(mins).padStart(2, '0')}`}${hours < 12 ? 'am' : 'pm'}`;
}

/**
 * A 24-hour time written 'H:mm' or 'HH:mm' ('9:00', '13:30', '24:00') in words ('9am', '1:30pm',
 * '12 midnight'); anything else is given back as it came (a platform's own text).
 */
export function clockTimeText(time: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (match === null) return time;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minutes <= MINUTES_PER_DAY ? formatTime(minutes) : time;
}
