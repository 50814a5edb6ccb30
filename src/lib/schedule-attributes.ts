import { stagesFromStarts, type Schedule } from './schedule.ts';
import type { TimeWindow } from './time-window.ts';

/**
 * The data attributes by which src/client/scheduled-items.ts re-judges an element against the
 * server clock; the build-time judgement is the first paint. A schedule's stages are the page's
 * promotion stages (`data-stage-starts` on <html>) unless the element carries its own
 * (`ownStageStarts`, a catalogue entry's activity time).
 */
export function scheduleAttributes(
  { window, shownIn }: Schedule,
  ownStageStarts?: readonly number[],
): Record<string, string> {
  return {
    ...(window.start !== undefined && { 'data-show-from': String(window.start) }),
    ...(window.end !== undefined && { 'data-show-until': String(window.end) }),
    ...(shownIn && { 'data-show-stages': shownIn.join(',') }),
    ...(ownStageStarts && { 'data-stage-starts': JSON.stringify(ownStageStarts) }),
  };
}

/** A window from two attributes holding epoch milliseconds (either may be absent). */
export function windowFromAttributes(start: string | undefined, end: string | undefined): TimeWindow {
  return { ...(start && { start: Number(start) }), ...(end && { end: Number(end) }) };
}

/** The schedule an element's attributes carry (the reverse of scheduleAttributes). */
export function scheduleFromAttributes(data: DOMStringMap, pageStageStarts: readonly number[]): Schedule {
  const starts = data.stageStarts ? (JSON.parse(data.stageStarts) as number[]) : pageStageStarts;
  return {
    window: windowFromAttributes(data.showFrom, data.showUntil),
    ...(data.showStages !== undefined && {
      stages: stagesFromStarts(starts),
      shownIn: data.showStages ? data.showStages.split(',').map(Number) : [],
    }),
  };
}
