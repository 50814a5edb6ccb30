import { stageAt } from './stages.ts';
import { windowOf, windowState, type TimeWindow } from './time-window.ts';

/** When a navigation item, text banner or tile is on show: a time window and/or stages. */
export interface Schedule {
  window: TimeWindow;
  stages?: readonly number[] | undefined;
}

/**
 * Whether a scheduled item shows at `now`: inside its window, and, if it lists stages, while
 * the current stage is one of them. Used for the build-time first paint and, with the
 * server clock, in the browser.
 */
export function isOnShow(schedule: Schedule, now: number, stageStarts: readonly number[] = []): boolean {
  if (windowState(schedule.window, now) !== 'open') return false;
  return !schedule.stages || schedule.stages.includes(stageAt(stageStarts, now));
}

/** Fields by which data items (nav items, banners, tiles) are scheduled. */
export interface ScheduledItem {
  startTime?: string | undefined;
  endTime?: string | undefined;
  stages?: readonly number[] | undefined;
}

export function scheduleOf(item: ScheduledItem): Schedule {
  return {
    window: windowOf({
      ...(item.startTime !== undefined && { startTime: item.startTime }),
      ...(item.endTime !== undefined && { endTime: item.endTime }),
    }),
    stages: item.stages,
  };
}

/** A home tile's schedule: its eventsTime is when it starts showing (e.g. a sale tile). */
export function tileSchedule(tile: {
  eventsTime?: string | undefined;
  stages?: readonly number[] | undefined;
}): Schedule {
  return scheduleOf({ startTime: tile.eventsTime, stages: tile.stages });
}
