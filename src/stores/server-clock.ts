import { atom } from 'nanostores';
import { API_CONSTANTS } from '../config/api-protocol.ts';
import { clockOffset, plausibleOffset, readTimestamp } from '../lib/server-time.ts';
import { browserStorage, readValidated } from './browser-storage.ts';

const STORAGE_KEY = 'server-clock-offset';

/**
 * Milliseconds to add to the client clock to get the server's. Starts from the last offset
 * this browser learned (or 0, the device clock), and is replaced by each successful sync.
 */
export const $serverOffset = atom<number>(readStoredOffset());

// A stored offset that is not plausible is removed and the device clock is used instead.
function readStoredOffset(): number {
  return readValidated(STORAGE_KEY, plausibleOffset) ?? 0;
}

/** The server's time now, as best known. */
export function serverNow(clientNow: number = Date.now()): number {
  return clientNow + $serverOffset.get();
}

let pending: Promise<number> | undefined;

/**
 * Asks GET /ssr/timestamp (no base URL, 10 s timeout) once per page; concurrent callers share
 * the request. On any failure the last known offset stays in force. Resolves to serverNow().
 */
export function syncServerClock(): Promise<number> {
  pending ??= (async () => {
    const sentAt = Date.now();
    try {
      const response = await fetch('/ssr/timestamp', {
        signal: AbortSignal.timeout(API_CONSTANTS.timestampTimeoutMs),
        cache: 'no-store',
        headers: { accept: 'application/json' },
      });
      const serverTime = readTimestamp(response.ok ? await response.json() : null);
      const offset = serverTime === null ? undefined : plausibleOffset(clockOffset(serverTime, sentAt, Date.now()));
      if (offset !== undefined) {
        $serverOffset.set(offset);
        browserStorage.set(STORAGE_KEY, String(offset));
      }
    } catch {
      // Unreachable or slow server: keep the last known offset (platform spec point 4).
    }
    return serverNow();
  })();
  return pending;
}
