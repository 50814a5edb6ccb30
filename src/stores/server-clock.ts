import { atom } from 'nanostores';
import { API_CONSTANTS, TIMESTAMP_PATH } from '../config/api-protocol.ts';
import { SERVER_OFFSET_KEY, clockOffset, plausibleOffset, readTimestamp } from '../lib/server-time.ts';
import { browserStorage, readValidated } from '../storage/browser-storage.ts';

/**
 * Milliseconds to add to the client clock to get the server's. Starts from the last offset
 * this browser learned (or 0, the device clock), and is replaced by each successful sync.
 */
export const $serverOffset = atom<number>(readStoredOffset());

// A stored offset that is not plausible is removed and the device clock is used instead.
function readStoredOffset(): number {
  return readValidated(SERVER_OFFSET_KEY, plausibleOffset) ?? 0;
}

/** The server's time now, as best known. */
export function serverNow(clientNow: number = Date.now()): number {
  return clientNow + $serverOffset.get();
}

/** One answer of GET /ssr/timestamp: its body (null when refused or unreadable) and when it was asked and answered. */
export interface ServerClockAnswer {
  body: unknown;
  sentAt: number;
  receivedAt: number;
}

declare global {
  interface Window {
    /**
     * The timestamp answer the layout's inline script asks for on a time-gated page before any
     * module has loaded (so the guard's decision waits for one round trip less); null when the
     * request failed.
     */
    earlyServerClock?: Promise<ServerClockAnswer | null>;
  }
}

async function askServerClock(): Promise<ServerClockAnswer | null> {
  const sentAt = Date.now();
  try {
    const response = await fetch(TIMESTAMP_PATH, {
      signal: AbortSignal.timeout(API_CONSTANTS.timestampTimeoutMs),
      cache: 'no-store',
      headers: { accept: 'application/json' },
    });
    return { body: response.ok ? await response.json() : null, sentAt, receivedAt: Date.now() };
  } catch {
    return null;
  }
}

let pending: Promise<number> | undefined;

/**
 * Asks GET /ssr/timestamp (no base URL, 10 s timeout) once per page, or takes the answer the
 * inline script already asked for; concurrent callers share it. On any failure the last known
 * offset stays in force (platform spec point 4). Resolves to serverNow().
 */
export function syncServerClock(): Promise<number> {
  pending ??= (async () => {
    const answer = await (window.earlyServerClock ?? askServerClock()).catch(() => null);
    const serverTime = answer ? readTimestamp(answer.body) : null;
    const offset =
      answer && serverTime !== null
        ? plausibleOffset(clockOffset(serverTime, answer.sentAt, answer.receivedAt))
        : undefined;
    if (offset !== undefined) {
      $serverOffset.set(offset);
      browserStorage.set(SERVER_OFFSET_KEY, String(offset));
    }
    return serverNow();
  })();
  return pending;
}

/**
 * The server's time, the one clock of everything timed in the browser (the time guard, the
 * countdown, scheduled items). Listen through listenServerNow: while anything does, it syncs
 * once with the server and ticks on each whole second of server time (at once when the offset
 * changes); with no listener left, it stops. A listener waiting for an instant (a schedule's
 * next change) compares against it.
 */
export const $serverNow = atom<number>(serverNow());

let timer: ReturnType<typeof setTimeout> | undefined;

function tick(): void {
  clearTimeout(timer);
  const now = serverNow();
  $serverNow.set(now);
  timer = setTimeout(tick, 1000 - (now % 1000));
}

// A new offset (the server's answer) corrects the time at once rather than at the next tick.
$serverOffset.listen(() => {
  if (timer !== undefined) tick();
});

// Written out rather than with nanostores' onMount, whose lifecycle code would cost the
// start-up bundle of every page about 250 B gzipped (docs/performance.md).
/** Calls `listener` with the server's time on each tick; returns the function that stops it. */
export function listenServerNow(listener: (now: number) => void): () => void {
  if (timer === undefined) {
    tick();
    void syncServerClock();
  }
  const unlisten = $serverNow.listen(listener);
  return () => {
    unlisten();
    if (!$serverNow.lc) {
      clearTimeout(timer);
      timer = undefined;
    }
  };
}
