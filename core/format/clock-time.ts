/**
 * A time of day on the 12-hour clock, the site's one way to write it (opening hours, viewing
 * times, auctions).
 */

const MINUTES_PER_DAY = 24 * 60;

/**
 * 12-hour clock, as date-fns' 'h:mmaaa' writes it: 540 → '9:00am', 720 → '12:00pm', 0 and 1440 →
 * '12:00am' (its tests hold it to date-fns for every minute of the day). Written out rather than
 * through date-fns' `format`, whose token machinery and locale would weigh 5 KB on every page
 * that shows opening hours.
 */
export function formatTime(minutes: number): string {
  const inDay = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const hours = Math.floor(inDay / 60);
  const clock = hours % 12 === 0 ? 12 : hours % 12;
  return `${clock}:${String(inDay % 60).padStart(2, '0')}${hours < 12 ? 'am' : 'pm'}`;
}
