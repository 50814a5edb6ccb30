import { describe, expect, it } from 'vitest';
import { isOnShow, scheduleOf } from '../../src/lib/schedule.ts';
import { stageAt } from '../../src/lib/stages.ts';
import { decideGate } from '../../src/lib/time-guard.ts';
import { clockOffset, readTimestamp } from '../../src/lib/server-time.ts';
import { parseInstant, windowState } from '../../src/lib/time-window.ts';
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

describe('windowState', () => {
  it.each([
    [start - SECOND, 'before'],
    [start, 'open'],
    [start + SECOND, 'open'],
    [end - SECOND, 'open'],
    [end, 'closed'],
    [end + SECOND, 'closed'],
  ])('at %i is %s', (now, state) => {
    expect(windowState({ start, end }, now)).toBe(state);
  });

  it('treats a missing bound as open-ended', () => {
    expect(windowState({}, 0)).toBe('open');
    expect(windowState({ start }, end * 2)).toBe('open');
    expect(windowState({ end }, 0)).toBe('open');
  });
});

describe('decideGate', () => {
  it.each([
    ['before, nothing remembered', start - SECOND, null, { action: 'home', remember: null }],
    ['before, start remembered', start - SECOND, 'started', { action: 'stay', remember: null }],
    ['at the start', start, null, { action: 'stay', remember: 'started' }],
    ['inside, start remembered', start + SECOND, 'started', { action: 'stay', remember: null }],
    ['one second before the end', end - SECOND, null, { action: 'stay', remember: 'started' }],
    ['at the end', end, 'started', { action: 'home', remember: 'expired' }],
    ['after the end', end + SECOND, null, { action: 'home', remember: 'expired' }],
    ['inside, but remembered expired', start + SECOND, 'expired', { action: 'home', remember: null }],
  ] as const)('%s', (_label, now, memory, decision) => {
    expect(decideGate({ start, end }, now, memory)).toEqual(decision);
  });
});

describe('stages and schedules', () => {
  const starts = [
    parseInstant('2025-08-11T15:00+08:00'),
    parseInstant('2025-08-23T15:00+08:00'),
    parseInstant('2025-08-26T15:00+08:00'),
  ];

  it.each([
    [starts[0]! - SECOND, 0],
    [starts[0]!, 1],
    [starts[1]! - SECOND, 1],
    [starts[1]!, 2],
    [starts[2]!, 3],
  ])('stageAt(%i) = %i', (now, stage) => {
    expect(stageAt(starts, now)).toBe(stage);
  });

  it('shows a nav item from its start time', () => {
    const item = scheduleOf({ startTime: '2025-03-27T23:00:00+08:00' });
    expect(isOnShow(item, parseInstant('2025-03-27T22:59:59+08:00'))).toBe(false);
    expect(isOnShow(item, parseInstant('2025-03-27T23:00:00+08:00'))).toBe(true);
  });

  it('shows a text banner until its end time', () => {
    const banner = scheduleOf({ endTime: '2025-08-11T15:00:00+08:00' });
    expect(isOnShow(banner, parseInstant('2025-08-11T14:59:59+08:00'))).toBe(true);
    expect(isOnShow(banner, parseInstant('2025-08-11T15:00:00+08:00'))).toBe(false);
  });

  it('shows a staged item only in its stages', () => {
    const item = scheduleOf({ stages: [1, 2] });
    expect(isOnShow(item, starts[0]! - SECOND, starts)).toBe(false);
    expect(isOnShow(item, starts[0]!, starts)).toBe(true);
    expect(isOnShow(item, starts[1]!, starts)).toBe(true);
    expect(isOnShow(item, starts[2]!, starts)).toBe(false);
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
