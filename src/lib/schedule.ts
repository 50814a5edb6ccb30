import type { TimeWindow } from './time-window.ts';

/** One stage a schedule moves through: from `start` (inclusive) until `end` (exclusive; open-ended when absent). */
export interface Stage {
  stage: number;
  start: number;
  end?: number | undefined;
}

/**
 * Everything timed on the site, in epoch milliseconds: route windows, campaign stages, promotion
 * stages, activity prices, text banners, navigation items and home tiles (docs/campaigns.md maps
 * each data shape to it). The data is read into this by src/lib/schedule-adapters.ts.
 */
export interface Schedule {
  /** When it is on at all, [start, end); a missing bound is open-ended. */
  window: TimeWindow;
  /** The stages time moves through, ascending and not overlapping; gaps between them are allowed. */
  stages?: readonly Stage[] | undefined;
  /** The stages in which it shows; absent, it shows whenever its window is open. */
  shownIn?: readonly number[] | undefined;
}

export type ScheduleState = 'before' | 'open' | 'after';

/** A schedule judged at an instant. */
export interface ScheduleAt {
  /** Before its window's start, open from the start (inclusive), after from its end (inclusive). */
  state: ScheduleState;
  /** The stage whose span holds the instant; null before the first, between two and after the last. */
  stage: number | null;
  /** Whether it shows: its window is open and, if it names stages, the stage is one of them. */
  shown: boolean;
  /** The first instant after this one at which any of the above may change; Infinity when none will. */
  nextChange: number;
}

/** Judges a schedule at `now`; the caller passes the clock (the build's, or the server's in the browser). */
export function evaluate(schedule: Schedule, now: number): ScheduleAt {
  const { window, stages = [], shownIn } = schedule;
  const state: ScheduleState =
    window.start !== undefined && now < window.start
      ? 'before'
      : window.end !== undefined && now >= window.end
        ? 'after'
        : 'open';
  const stage = stages.find(({ start, end = Infinity }) => now >= start && now < end)?.stage;
  // A missing bound never comes: -Infinity is never after `now`, Infinity is "no change".
  const instants = [
    window.start ?? -Infinity,
    window.end ?? Infinity,
    ...stages.flatMap(({ start, end = Infinity }) => [start, end]),
  ];
  return {
    state,
    stage: stage ?? null,
    shown: state === 'open' && (!shownIn || (stage !== undefined && shownIn.includes(stage))),
    nextChange: Math.min(...instants.filter((instant) => instant > now)),
  };
}

/**
 * The stages of a list of instants at which stages 1, 2, 3… begin, as promotion stages and
 * activity prices give them: stage 0 until the first, stage n from the n-th onwards (the stage
 * is the count of starts passed, so the list is taken in time order).
 */
export function stagesFromStarts(starts: readonly number[]): Stage[] {
  const ordered = [...starts].sort((a, b) => a - b);
  return [-Infinity, ...ordered].map((start, stage) => ({ stage, start, end: ordered[stage] }));
}
