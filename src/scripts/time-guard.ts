import { decideGate, type GateMemory } from '../lib/time-guard.ts';
import { browserStorage } from '../stores/browser-storage.ts';
import { serverNow, syncServerClock } from '../stores/server-clock.ts';
import { SCHEDULE_TICK_EVENT } from './schedule-tick.ts';

/** Fired on document once a gated page may be shown. */
export const GATE_OPEN_EVENT = 'gate:open';

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
 * (hidden by CSS, so nothing flashes) with its window; this decides against the server clock
 * and either reveals the page or replaces it with the region home.
 */
export function initTimeGuard(): void {
  const root = document.documentElement;
  if (root.dataset.gate !== 'pending') return;
  const route = root.dataset.gateRoute ?? '';
  const home = root.dataset.gateHome ?? '/';
  const start = optionalNumber(root.dataset.gateStart);
  const end = optionalNumber(root.dataset.gateEnd);
  const window = { ...(start !== undefined && { start }), ...(end !== undefined && { end }) };

  const memory = readMemory(route);
  if (memory === 'expired') {
    location.replace(home);
    return;
  }
  void syncServerClock().then((now) => {
    const decision = decideGate(window, now, memory);
    if (decision.remember) browserStorage.set(memoryKey(route), decision.remember);
    if (decision.action === 'home') {
      location.replace(home);
      return;
    }
    delete root.dataset.gate;
    document.dispatchEvent(new Event(GATE_OPEN_EVENT));
    // A countdown reaching the end of the window: leave as a visitor arriving now would.
    document.addEventListener(SCHEDULE_TICK_EVENT, () => {
      const later = decideGate(window, serverNow(), 'started');
      if (later.remember) browserStorage.set(memoryKey(route), later.remember);
      if (later.action === 'home') location.replace(home);
    });
  });
}
