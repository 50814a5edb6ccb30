/**
 * How data writes local wall-clock times (office hours in content/contact): weekdays, "HH:MM"
 * times and IANA time zones. The schemas validate with these; src/lib/office-hours.ts computes
 * with them.
 */

/** Days of the week as office hours name them, Monday first. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** "09:00" → 540. */
export function minutesOf(time: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new RangeError(`"${time}" is not a time written as HH:MM`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Whether Intl knows an IANA time zone name. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return /\//.test(name) || name === 'UTC';
  } catch {
    return false;
  }
}
