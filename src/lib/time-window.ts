/** A half-open window [start, end) in epoch milliseconds; a missing bound is open-ended. */
export interface TimeWindow {
  start?: number;
  end?: number;
}

// ISO 8601 with an explicit offset: a bare local time would mean different instants
// in different build machines' and visitors' time zones.
const INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Parses an ISO 8601 instant that carries its offset; throws on anything else. */
export function parseInstant(value: string): number {
  const time = INSTANT_PATTERN.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(time)) {
    throw new RangeError(`"${value}" is not an ISO 8601 instant with an offset (e.g. 2025-03-27T23:00:00+08:00)`);
  }
  return time;
}

export function isInstant(value: string): boolean {
  return INSTANT_PATTERN.test(value) && !Number.isNaN(Date.parse(value));
}

/** The window of a record carrying optional `startTime` / `endTime` instants. */
export function windowOf(times: { startTime?: string; endTime?: string }): TimeWindow {
  return {
    ...(times.startTime !== undefined && { start: parseInstant(times.startTime) }),
    ...(times.endTime !== undefined && { end: parseInstant(times.endTime) }),
  };
}

export function isGated(window: TimeWindow): boolean {
  return window.start !== undefined || window.end !== undefined;
}
