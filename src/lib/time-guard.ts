import { windowState, type TimeWindow } from './time-window.ts';

/** What the browser remembers about a gated route (platform spec point 2). */
export type GateMemory = 'started' | 'expired' | null;

export interface GateDecision {
  action: 'stay' | 'home';
  /** What to remember for the route from now on, or null to leave the memory as it is. */
  remember: GateMemory;
}

/**
 * The route guard: home before the start (unless the start is remembered as passed), home
 * at or after the end (remembered as expired), otherwise stay (remembering a passed start).
 */
export function decideGate(window: TimeWindow, now: number, memory: GateMemory): GateDecision {
  if (memory === 'expired') return { action: 'home', remember: null };
  const state = windowState(window, now);
  if (state === 'closed') return { action: 'home', remember: 'expired' };
  if (state === 'before')
    return memory === 'started' ? { action: 'stay', remember: null } : { action: 'home', remember: null };
  return { action: 'stay', remember: window.start !== undefined && memory !== 'started' ? 'started' : null };
}
