/**
 * How data writes an instant: ISO 8601 with an explicit offset. A bare local time would mean
 * different instants on different build machines and in visitors' time zones. No Zod here:
 * the browser's time rules (src/lib/time-window.ts) check instants with it too.
 */
export const INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

export function isInstant(value: string): boolean {
  return INSTANT_PATTERN.test(value) && !Number.isNaN(Date.parse(value));
}
