import { spawn } from 'node:child_process';

/** A stage of `npm test`, `npm run test:e2e` or `npm run verify`: a command run with the terminal's output, timed. */
export interface Stage {
  name: string;
  command: string;
  args: string[];
  /** Added to the environment; `undefined` takes a variable out. */
  env?: Record<string, string | undefined>;
}

/** Runs `stage`'s command; resolves to its exit code (1 when it was killed by a signal). */
function runStage(stage: Stage): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(stage.command, stage.args, { stdio: 'inherit', env: { ...process.env, ...stage.env } });
    child.once('error', reject);
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

/** Minutes and seconds, as a person reads a stage's time: `3:07`. */
export const minutesOf = (ms: number) =>
  `${Math.floor(ms / 60_000)}:${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}`;

/**
 * Runs the stages one after the other until one fails, then prints a table of their times and
 * shares (the one that failed marked), and exits with its code. What a stage reads from another
 * (the test bundles, say) is on disk; stages share nothing else.
 */
export async function runStages(title: string, stages: Stage[]): Promise<never> {
  const rows: { stage: string; time: string; share: string; result: string }[] = [];
  const times: number[] = [];
  let failed = 0;
  const started = performance.now();
  for (const stage of stages) {
    const stageStarted = performance.now();
    const code = await runStage(stage);
    times.push(performance.now() - stageStarted);
    rows.push({ stage: stage.name, time: '', share: '', result: code === 0 ? 'passed' : `failed (${code})` });
    if (code !== 0) {
      failed = code;
      break;
    }
  }
  const total = performance.now() - started;
  rows.forEach((row, index) => {
    row.time = minutesOf(times[index]!);
    row.share = `${Math.round((times[index]! / total) * 100)} %`;
  });
  console.log(`\n${title}: ${minutesOf(total)} in all (docs/build.md, "Tests")`);
  console.table(rows);
  process.exit(failed);
}
