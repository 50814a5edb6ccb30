import { windowFromAttributes } from '../lib/schedule-attributes.ts';
import { decideGate, type GateMemory } from '../lib/time-guard.ts';
import { browserStorage } from '../storage/browser-storage.ts';
import { listenServerNow, syncServerClock } from '../stores/server-clock.ts';

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
  const schedule = { window: windowFromAttributes(root.dataset.gateStart, root.dataset.gateEnd) };

  const judge = (now: number, memory: GateMemory): boolean => {
    const decision = decideGate(schedule, now, memory);
    if (decision.remember) browserStorage.set(memoryKey(route), decision.remember);
    if (decision.action === 'home') location.replace(home);
    return decision.action === 'home';
  };

  const memory = readMemory(route);
  if (memory === 'expired') {
    location.replace(home);
    return;
  }
  void syncServerClock().then((now) => {
    if (judge(now, memory)) return;
    delete root.dataset.gate;
    document.dispatchEvent(new Event(GATE_OPEN_EVENT));
    // At the end of the window, leave as a visitor arriving then would: on the server clock's
    // tick (the one the countdown shows), so the page leaves as its countdown reaches zero.
    const { end } = schedule.window;
    if (end === undefined) return;
    const stop = listenServerNow((later) => {
      if (later >= end && judge(later, 'started')) stop();
    });
  });
}
