import { decideGate, type GateMemory } from '../lib/time-guard.ts';
import { browserStorage } from '../stores/browser-storage.ts';
import { serverNow, syncServerClock } from '../stores/server-clock.ts';
import { SCHEDULE_TICK_EVENT } from './schedule-tick.ts';

/** Fired on document once a gated page may be shown. */
export const GATE_OPEN_EVENT = 'gate:open';

/**
 * Whether the page is gated and its guard has not judged it yet: hidden (`pending`), or shown
 * as built while the server's answer is awaited (`provisional`, see the layout's inline script).
 */
export function gateUndecided(): boolean {
  const { gate } = document.documentElement.dataset;
  return gate === 'pending' || gate === 'provisional';
}

// The window is part of the key: a moved start or end must not inherit an old memory.
const memoryKey = (route: string) => {
  const { gateStart = '', gateEnd = '' } = document.documentElement.dataset;
  return `route-gate:${route}:${gateStart}:${gateEnd}`;
};

function readMemory(route: string): GateMemory {
  const value = browserStorage.get(memoryKey(route));
  return value === 'started' || value === 'expired' ? value : null;
}

const optionalNumber = (value: string | undefined) => (value ? Number(value) : undefined);

/**
 * The route guard of time-gated pages. The layout marks such a page `data-gate="pending"`
 * (hidden by CSS, so nothing flashes) or `"provisional"` (shown as built) with its window; this
 * decides against the server clock and either reveals the page or replaces it with the region
 * home.
 */
export function initTimeGuard(): void {
  const root = document.documentElement;
  if (!gateUndecided()) return;
  const route = root.dataset.gateRoute ?? '';
  const home = root.dataset.gateHome ?? '/';
  const start = optionalNumber(root.dataset.gateStart);
  const end = optionalNumber(root.dataset.gateEnd);
  const window = { ...(start !== undefined && { start }), ...(end !== undefined && { end }) };

  // Once only: the countdown's tick and the guard's own timer can both find the end at the
  // same moment, and a second navigation would abort the first.
  let leaving = false;
  const leave = () => {
    if (leaving) return;
    leaving = true;
    location.replace(home);
  };

  const memory = readMemory(route);
  if (memory === 'expired') {
    leave();
    return;
  }
  void syncServerClock().then((now) => {
    const decision = decideGate(window, now, memory);
    if (decision.remember) browserStorage.set(memoryKey(route), decision.remember);
    if (decision.action === 'home') {
      leave();
      return;
    }
    delete root.dataset.gate;
    document.dispatchEvent(new Event(GATE_OPEN_EVENT));
    // At the end of the window, leave as a visitor arriving now would: on a timer of its own
    // (a page need not have a countdown) and whenever a countdown reaches its target.
    const judgeAgain = () => {
      const later = decideGate(window, serverNow(), 'started');
      if (later.remember) browserStorage.set(memoryKey(route), later.remember);
      if (later.action === 'home') leave();
      return later.action === 'home';
    };
    document.addEventListener(SCHEDULE_TICK_EVENT, judgeAgain);
    if (end !== undefined) leaveAtEnd(end, judgeAgain);
  });
}

// setTimeout holds at most 2^31 - 1 ms (about 24.8 days); longer waits are taken in steps.
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * Calls `judge` once the server clock passes `end` (plus a small margin, so the judgement
 * falls after the instant, not on it), again after each step of a long wait, until it leaves.
 */
function leaveAtEnd(end: number, judge: () => boolean): void {
  const wait = () => {
    const delay = Math.min(Math.max(end - serverNow(), 0) + 250, LONGEST_TIMEOUT_MS);
    setTimeout(() => {
      if (!judge()) wait();
    }, delay);
  };
  wait();
}
