import { minutesOf, WEEKDAYS, type Weekday } from '../schemas/wall-clock.ts';
import { intlLocale } from './intl-locale.ts';
import { wallTime, zonedInstant } from './zoned-time.ts';

/** Weekly opening hours in the office's local time: the same hours on each listed day. */
export interface OfficeHours {
  days: readonly Weekday[];
  /** Local wall time, "HH:MM" (24-hour). */
  opens: string;
  /** Local wall time, "HH:MM", later than `opens` on the same day. */
  closes: string;
}

/** Whether an office is open at an instant, and the next instant that changes it. */
export type OfficeState = { open: true; closesAt: number } | { open: false; opensAt: number };

/**
 * Whether an office with these hours is open at `now`, judged on its own wall clock in
 * `timeZone` (an IANA zone, so daylight saving time follows the office's rules, not the
 * visitor's), with the instant it closes or next opens.
 */
export function officeStateAt(hours: OfficeHours, timeZone: string, now: number): OfficeState {
  const wall = wallTime(now, timeZone);
  const opens = minutesOf(hours.opens);
  const closes = minutesOf(hours.closes);
  const openOn = (weekday: number) => hours.days.includes(WEEKDAYS[weekday] as Weekday);
  if (openOn(wall.weekday) && wall.minutes >= opens && wall.minutes < closes) {
    return { open: true, closesAt: zonedInstant(wall.year, wall.month, wall.day, closes, timeZone) };
  }
  for (let ahead = 0; ahead <= 7; ahead += 1) {
    if (ahead === 0 && wall.minutes >= opens) continue;
    const date = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + ahead));
    if (!openOn((wall.weekday + ahead) % 7)) continue;
    return {
      open: false,
      opensAt: zonedInstant(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), opens, timeZone),
    };
  }
  throw new RangeError('office hours must name at least one day');
}

/** Message templates of the office status, with {{time}} and {{day}} placeholders. */
export interface OfficeStatusTexts {
  /** "Open now · closes at {{time}}" */
  open: string;
  /** "Closed · opens today at {{time}}" */
  opensToday: string;
  /** "Closed · opens tomorrow at {{time}}" */
  opensTomorrow: string;
  /** "Closed · opens {{day}} at {{time}}" */
  opensOn: string;
}

/** Replaces each {{name}} of a template with its value. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Calendar days from the zone's date at `from` to its date at `to`. */
function daysBetween(from: number, to: number, timeZone: string): number {
  const a = wallTime(from, timeZone);
  const b = wallTime(to, timeZone);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
}

/**
 * The office's state in the visitor's language: times and weekday names by Intl in `locale`,
 * on the office's own clock (the hours next to it say which zone that is).
 */
export function describeOfficeState(
  state: OfficeState,
  options: { locale: string; timeZone: string; now: number; texts: OfficeStatusTexts },
): string {
  const { timeZone, now, texts } = options;
  const locale = intlLocale(options.locale);
  const time = (instant: number) => new Intl.DateTimeFormat(locale, { timeZone, timeStyle: 'short' }).format(instant);
  if (state.open) return fillTemplate(texts.open, { time: time(state.closesAt) });
  const ahead = daysBetween(now, state.opensAt, timeZone);
  const template = ahead === 0 ? texts.opensToday : ahead === 1 ? texts.opensTomorrow : texts.opensOn;
  const day = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long' }).format(state.opensAt);
  return fillTemplate(template, { time: time(state.opensAt), day });
}

/** Message templates of the opening-hours line. */
export interface OfficeHoursTexts {
  /** "{{first}} to {{last}}" for consecutive days. */
  dayRange: string;
  /** "{{days}}, {{opens}}–{{closes}} ({{zone}})" */
  hours: string;
  /** The zone's words when the office's zone is not known: "local time" (content spec point 2). */
  localTime: string;
}

/**
 * The opening hours in the visitor's language: "Monday to Friday, 9:00 AM–5:00 PM (Eastern
 * Time)", or "(local time)" for an office whose zone no source gives. `at` picks the instant
 * whose zone name is shown (generic names such as "Eastern Time" do not change with DST, where
 * Intl has them).
 */
export function describeOfficeHours(
  hours: OfficeHours,
  options: { locale: string; timeZone?: string | undefined; at: number; texts: OfficeHoursTexts },
): string {
  const locale = intlLocale(options.locale);
  // 1 January 2024 was a Monday: WEEKDAYS[i] falls on 2024-01-(i + 1).
  const dayName = (day: Weekday) =>
    new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
      Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day)),
    );
  const wallClock = (time: string) =>
    new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' }).format(
      Date.UTC(2024, 0, 1, 0, minutesOf(time)),
    );
  const indexes = WEEKDAYS.map((day, index) => (hours.days.includes(day) ? index : -1)).filter((index) => index >= 0);
  const consecutive = indexes.length > 2 && indexes.every((index, position) => index === (indexes[0] ?? 0) + position);
  const days = consecutive
    ? fillTemplate(options.texts.dayRange, {
        first: dayName(WEEKDAYS[indexes[0] ?? 0] as Weekday),
        last: dayName(WEEKDAYS[indexes.at(-1) ?? 0] as Weekday),
      })
    : new Intl.ListFormat(locale, { type: 'conjunction' }).format(
        indexes.map((index) => dayName(WEEKDAYS[index] as Weekday)),
      );
  const { timeZone } = options;
  const zone = timeZone
    ? (new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' })
        .formatToParts(options.at)
        .find((part) => part.type === 'timeZoneName')?.value ?? timeZone)
    : options.texts.localTime;
  return fillTemplate(options.texts.hours, {
    days,
    opens: wallClock(hours.opens),
    closes: wallClock(hours.closes),
    zone,
  });
}
