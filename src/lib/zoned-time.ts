/**
 * Wall-clock time in an IANA time zone, from Intl: the date and minute an instant shows on a
 * zone's clocks, the zone's offset, and the instant a wall time stands for. Daylight saving time
 * follows the zone's rules. Office hours (office-hours.ts) and the season calendar's axis
 * (tools/calendar/season-layout.ts) both read time this way.
 */

/** A wall-clock date and minute. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  /** Index into WEEKDAYS. */
  weekday: number;
  /** Minutes since local midnight. */
  minutes: number;
}

const wallFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock date and time of `instant` in an IANA time zone. */
export function wallTime(instant: number, timeZone: string): WallTime {
  let format = wallFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    wallFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  return {
    year,
    month,
    day,
    weekday: (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** Milliseconds the zone's wall clock is ahead of UTC at `instant` (offsets are whole minutes). */
export function zoneOffset(instant: number, timeZone: string): number {
  const wall = wallTime(instant, timeZone);
  return Date.UTC(wall.year, wall.month - 1, wall.day, 0, wall.minutes) - (instant - (instant % 60_000));
}

/**
 * The instant at which a zone's wall clock shows `minutes` past midnight on a calendar day.
 * Twice corrected, so that a day on which the offset changes (DST) still lands on the right
 * hour; a wall time skipped by a spring-forward gap falls one hour later.
 */
export function zonedInstant(year: number, month: number, day: number, minutes: number, timeZone: string): number {
  const wallAsUtc = Date.UTC(year, month - 1, day, 0, minutes);
  const first = wallAsUtc - zoneOffset(wallAsUtc, timeZone);
  return wallAsUtc - zoneOffset(first, timeZone);
}
