import { isInstant } from '../schemas/instant.ts';

/** A half-open window [start, end) in epoch milliseconds; a missing bound is open-ended. */
export interface TimeWindow {
  start?: number;
  end?: number;
}

/** Parses an ISO 8601 instant that carries its offset; throws on anything else. */
export function parseInstant(value: string): number {
  if (!isInstant(value)) {
    throw new RangeError(`"${value}" is not an ISO 8601 instant with an offset (e.g. 2025-03-27T23:00:00+08:00)`);
  }
  return Date.parse(value);
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
