/**
 * The CPU slowdown that makes this machine run pages like Lighthouse's mobile target (a
 * mid-tier phone), from the BenchmarkIndex Lighthouse measures. Lighthouse's default 4× assumes
 * a high-end desktop (an index of about 1,500); on a slower host it over-throttles, and its
 * documentation says to calibrate ("Calibrating the CPU slowdown" in Lighthouse's
 * docs/throttling.md). The points are those of its calculator: 150 → 1×, 800 → 2×, 1,300 → 3×,
 * then 1× more per 233. Undefined below 150: too slow a host to emulate the target at all.
 */
export function cpuSlowdownFor(benchmarkIndex) {
  if (!(benchmarkIndex >= 150)) return undefined;
  if (benchmarkIndex < 800) return 1 + (benchmarkIndex - 150) / 650;
  if (benchmarkIndex < 1300) return 2 + (benchmarkIndex - 800) / 500;
  return 3 + (benchmarkIndex - 1300) / 233;
}
