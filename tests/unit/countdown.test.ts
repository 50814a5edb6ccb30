import { describe, expect, it } from 'vitest';
import { remainingUntil, spokenRemaining } from '../../src/lib/countdown.ts';

const units = { days: 'days', hours: 'hours', minutes: 'minutes' };

describe('remainingUntil', () => {
  it.each([
    [0, { days: 0, hours: 0, minutes: 0, seconds: 0, total: 0 }],
    [-5_000, { days: 0, hours: 0, minutes: 0, seconds: 0, total: 0 }],
    [999, { days: 0, hours: 0, minutes: 0, seconds: 0, total: 0 }],
    [61_000, { days: 0, hours: 0, minutes: 1, seconds: 1, total: 61 }],
    [(2 * 86_400 + 3 * 3_600 + 4 * 60 + 5) * 1000, { days: 2, hours: 3, minutes: 4, seconds: 5, total: 183_845 }],
  ])('%i ms before the target', (left, expected) => {
    expect(remainingUntil(1_000_000_000 + left, 1_000_000_000)).toEqual(expected);
  });
});

describe('spokenRemaining', () => {
  it('speaks to the minute, so a live region changes once a minute', () => {
    const at = (seconds: number) => spokenRemaining(remainingUntil(seconds * 1000, 0), units);
    expect(at(3_600 + 59)).toBe(at(3_600 + 1));
    expect(at(3_600 + 60)).not.toBe(at(3_600 + 59));
    expect(at(86_400 + 7_200 + 180)).toBe('1 days, 2 hours, 3 minutes');
  });
});
