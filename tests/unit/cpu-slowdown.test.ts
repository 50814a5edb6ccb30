import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor } from '../../tools/lighthouse/cpu-slowdown.mjs';

describe('cpuSlowdownFor (Lighthouse CPU calibration)', () => {
  it.each([
    [150, 1],
    [475, 1.5],
    [800, 2],
    [1050, 2.5],
    [1300, 3],
    [1533, 4],
    [1999, 6],
  ])('BenchmarkIndex %d → %d×', (benchmarkIndex, multiplier) => {
    expect(cpuSlowdownFor(benchmarkIndex)).toBeCloseTo(multiplier, 1);
  });

  it('slows a faster host more, never less', () => {
    const indexes = Array.from({ length: 100 }, (_, step) => 150 + step * 20);
    const multipliers = indexes.map((index) => cpuSlowdownFor(index) as number);
    expect(multipliers.every((value, step) => step === 0 || value > multipliers[step - 1]!)).toBe(true);
  });

  it('refuses a host too slow to emulate a mid-tier phone, or no measurement', () => {
    expect(cpuSlowdownFor(149)).toBeUndefined();
    expect(cpuSlowdownFor(Number.NaN)).toBeUndefined();
    expect(cpuSlowdownFor(undefined as unknown as number)).toBeUndefined();
  });
});
