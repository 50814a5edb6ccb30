import { API_CODES } from '../config/api-protocol.ts';

/**
 * The server time from a `/ssr/timestamp` body `{ code: 2000, msg, data: <epoch ms> }`,
 * or null when the body is anything else.
 */
export function readTimestamp(body: unknown): number | null {
  // Read here rather than through the API client's envelope reader (src/lib/api/envelope.ts):
  // every page asks the time, and only pages that call the API should load that reader.
  if (!body || typeof body !== 'object') return null;
  const { code, data } = body as { code?: unknown; data?: unknown };
  return code === API_CODES.ok && typeof data === 'number' && Number.isFinite(data) ? data : null;
}

/**
 * Offset to add to the client clock to get server time. The reply is assumed to be stamped
 * half-way through the round trip, which bounds the error by half the latency.
 */
export function clockOffset(serverTime: number, sentAt: number, receivedAt: number): number {
  return Math.round(serverTime - (sentAt + receivedAt) / 2);
}

/** Where the browser keeps the last offset it learned (localStorage). */
export const SERVER_OFFSET_KEY = 'server-clock-offset';

/** The largest clock offset believed: a device clock wrong by more than ten years is not. */
export const MAX_CLOCK_OFFSET_MS = 10 * 365.25 * 24 * 3_600_000;

/** A stored or measured offset, or undefined when it is not a plausible whole number of ms. */
export function plausibleOffset(value: unknown): number | undefined {
  const offset = typeof value === 'string' && /^-?\d{1,16}$/.test(value) ? Number(value) : value;
  return typeof offset === 'number' && Number.isSafeInteger(offset) && Math.abs(offset) <= MAX_CLOCK_OFFSET_MS
    ? offset
    : undefined;
}
