/** Success code of the brand's API envelope. */
export const SUCCESS_CODE = 2000;

/** Timeout of GET /ssr/timestamp (platform spec point 9). */
export const TIMESTAMP_TIMEOUT_MS = 10_000;

/**
 * The server time from a `/ssr/timestamp` body `{ code: 2000, msg, data: <epoch ms> }`,
 * or null when the body is anything else.
 */
export function readTimestamp(body: unknown): number | null {
  if (!body || typeof body !== 'object') return null;
  const { code, data } = body as { code?: unknown; data?: unknown };
  return code === SUCCESS_CODE && typeof data === 'number' && Number.isFinite(data) ? data : null;
}

/**
 * Offset to add to the client clock to get server time. The reply is assumed to be stamped
 * half-way through the round trip, which bounds the error by half the latency.
 */
export function clockOffset(serverTime: number, sentAt: number, receivedAt: number): number {
  return Math.round(serverTime - (sentAt + receivedAt) / 2);
}
