/**
 * The platform's dates and times (ISO 8601, as its listings and auctions send them) read into a
 * Date: 'YYYY-MM-DD' is local midnight, 'YYYY-MM-DDTHH:mm[:ss[.fff]]' local time, and a trailing
 * 'Z' or '±HH[:]MM' names the zone; a space may stand for the 'T'. Anything else, and impossible
 * dates such as 2026-02-30, are undefined. These are the forms date-fns' parseISO reads the same
 * way (its tests hold this module to that); the rarer ISO forms (week and ordinal dates) the
 * platform never sends, and reading them would cost every card page 2.6 KB of script.
 */
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

/** The Date an ISO 8601 date or date-time names, or undefined when it names none. */
export function parseIsoDate(text: string): Date | undefined {
  const match = ISO.exec(text.trim());
  if (match === null) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '0', zone] = match;
  const parts = [
    Number(y),
    Number(mo) - 1,
    Number(d),
    Number(h),
    Number(mi),
    Number(s),
    Math.floor(Number(`0.${fraction}`) * 1000),
  ] as const;
  if (
    parts[3] > 24 ||
    parts[4] > 59 ||
    parts[5] > 59 ||
    (parts[3] === 24 && (parts[4] > 0 || parts[5] > 0 || parts[6] > 0))
  )
    return undefined;
  // The calendar date must exist as written (no rolling 30 February into March).
  const calendar = new Date(Date.UTC(parts[0], parts[1], parts[2]));
  if (
    calendar.getUTCFullYear() !== parts[0] ||
    calendar.getUTCMonth() !== parts[1] ||
    calendar.getUTCDate() !== parts[2]
  )
    return undefined;
  if (zone === undefined) {
    // setFullYear first, so a year under 100 stays that year; setHours then rolls 24:00 into the next day.
    const local = new Date(0);
    local.setFullYear(parts[0], parts[1], parts[2]);
    local.setHours(parts[3], parts[4], parts[5], parts[6]);
    return local;
  }
  const offset = zoneOffsetMinutes(zone);
  if (offset === undefined) return undefined;
  const utc = Date.UTC(parts[0], parts[1], parts[2], parts[3], parts[4], parts[5], parts[6]);
  return new Date(utc - offset * 60_000);
}

/** 'Z' → 0, '+01:00' / '+0100' / '+01' → 60, '-05:30' → -330; hours over 23 or minutes over 59 → undefined. */
function zoneOffsetMinutes(zone: string): number | undefined {
  if (zone === 'Z') return 0;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2) || '0');
  if (hours > 23 || minutes > 59) return undefined;
  return (zone.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
}
