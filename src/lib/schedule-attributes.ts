import { scheduleOf, type Schedule, type ScheduledItem } from './schedule.ts';

/**
 * The data attributes by which src/client/scheduled-items.ts re-judges an item against the
 * server clock; the build-time judgement is the first paint.
 */
export function scheduleAttributes(item: ScheduledItem): Record<string, string> {
  return scheduleAttributesOf(scheduleOf(item));
}

export function scheduleAttributesOf({ window, stages }: Schedule): Record<string, string> {
  return {
    ...(window.start !== undefined && { 'data-show-from': String(window.start) }),
    ...(window.end !== undefined && { 'data-show-until': String(window.end) }),
    ...(stages && { 'data-show-stages': stages.join(',') }),
  };
}
