import { describe, expect, it } from 'vitest';
import { decideGate } from '../../src/lib/time-guard.ts';
import { clockOffset, readTimestamp } from '../../src/lib/server-time.ts';
import { parseInstant } from '../../src/lib/time-window.ts';
import { isInstant } from '../../src/schemas/instant.ts';

const start = parseInstant('2031-01-01T00:00:00+00:00');
const end = parseInstant('2031-02-01T00:00:00+00:00');
const SECOND = 1000;

describe('parseInstant', () => {
  it('reads offsets', () => {
    expect(parseInstant('2025-03-27T23:00:00+08:00')).toBe(Date.UTC(2025, 2, 27, 15));
    expect(parseInstant('2025-08-11T15:00+08:00')).toBe(Date.UTC(2025, 7, 11, 7));
  });

  it.each(['2025-03-27T23:00:00', '2025-03-27', 'soon', '2025-13-40T99:00:00Z'])('rejects %j', (value) => {
    expect(isInstant(value)).toBe(false);
    expect(() => parseInstant(value)).toThrow(/ISO 8601 instant with an offset/);
  });
});

describe('decideGate', () => {
  it.each([
    ['before, nothing remembered', start - SECOND, null, { action: 'home', remember: null }],
    ['one millisecond before the start', start - 1, null, { action: 'home', remember: null }],
    ['before, start remembered', start - SECOND, 'started', { action: 'stay', remember: null }],
    ['at the start', start, null, { action: 'stay', remember: 'started' }],
    ['inside, start remembered', start + SECOND, 'started', { action: 'stay', remember: null }],
    ['one second before the end', end - SECOND, null, { action: 'stay', remember: 'started' }],
    ['one millisecond before the end', end - 1, 'started', { action: 'stay', remember: null }],
    ['at the end', end, 'started', { action: 'home', remember: 'expired' }],
    ['at the end, nothing remembered', end, null, { action: 'home', remember: 'expired' }],
    ['after the end', end + SECOND, null, { action: 'home', remember: 'expired' }],
    ['inside, but remembered expired', start + SECOND, 'expired', { action: 'home', remember: null }],
  ] as const)('%s', (_label, now, memory, decision) => {
    expect(decideGate({ window: { start, end } }, now, memory)).toEqual(decision);
  });
});

describe('server time', () => {
  it('reads the /ssr/timestamp envelope', () => {
    expect(readTimestamp({ code: 2000, msg: 'ok', data: 1_700_000_000_000 })).toBe(1_700_000_000_000);
    expect(readTimestamp({ code: 5000, msg: 'x', data: 1 })).toBeNull();
    expect(readTimestamp({ code: 2000, data: '1' })).toBeNull();
    expect(readTimestamp(null)).toBeNull();
  });

  it('centres the offset on the round trip', () => {
    expect(clockOffset(10_000, 1_000, 1_200)).toBe(8_900);
  });
});
