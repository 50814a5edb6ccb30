import { evaluate, type Schedule } from './schedule.ts';

/** What the browser remembers about a gated route (platform spec point 2). */
export type GateMemory = 'started' | 'expired' | null;

export interface GateDecision {
  action: 'stay' | 'home';
  /** What to remember for the route from now on, or null to leave the memory as it is. */
  remember: GateMemory;
}

/**
 * The route guard of a route's schedule: home before the start (unless the start is remembered
 * as passed), home at or after the end (remembered as expired), otherwise stay (remembering a
 * passed start).
 */
export function decideGate(schedule: Schedule, now: number, memory: GateMemory): GateDecision {
  if (memory === 'expired') return { action: 'home', remember: null };
  const { state } = evaluate(schedule, now);
  if (state === 'after') return { action: 'home', remember: 'expired' };
  if (state === 'before')
    return memory === 'started' ? { action: 'stay', remember: null } : { action: 'home', remember: null };
  return { action: 'stay', remember: schedule.window.start !== undefined && memory !== 'started' ? 'started' : null };
}
