/**
 * The promotion stage at an instant, given the instants at which stages 1, 2, 3… begin
 * (ascending): 0 before the first, n from the n-th start onwards.
 */
export function stageAt(stageStarts: readonly number[], now: number): number {
  let stage = 0;
  for (const start of stageStarts) if (now >= start) stage += 1;
  return stage;
}
