import { spawn } from 'node:child_process';

/**
 * The one way the tools and the tests start the project's servers as child processes: the unit
 * tests (tests/unit/support/serve-process.ts), the end-to-end specs (tests/e2e/support/server.ts,
 * the dev server's spec), the Lighthouse budget and the rendering comparison.
 */

/** A server started as a child process. */
export interface ServerProcess {
  /** Where it listens, as it printed it, e.g. http://127.0.0.1:41234 */
  origin: string;
  /** Stops it (SIGTERM) and resolves once it has exited. */
  stop(): Promise<void>;
  /** What it has written to stdout and stderr (with `stderr: 'pipe'`) so far, its last 1 MB. */
  output(): string;
  /** Resolves when it exits, whoever stopped it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface StartOptions {
  /**
   * `inherit` shows what the server writes to stderr as it writes it (a tool's console); `pipe`,
   * the default, keeps it for the error message when it fails to start (a test's report).
   */
  stderr?: 'pipe' | 'inherit';
}

/** How much of a server's output is kept (the end): a day of a preview's log is far less. */
const OUTPUT_KEPT = 1_000_000;

/**
 * Starts a server script (`scripts/serve.ts`, `scripts/serve-nginx.ts`, `scripts/dev.ts`) on this
 * Node as a child process with `env` as its whole environment. Resolves once it prints its
 * address (`… at http://…`); rejects with its output when it exits first or has not started
 * within `timeoutMs`.
 */
export function startServerProcess(
  script: string,
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
  options: StartOptions = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [script], { env, stdio: ['ignore', 'pipe', options.stderr ?? 'pipe'] });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return new Promise((resolve, reject) => {
    let output = '';
    let started = false;
    const keep = (chunk: Buffer) => void (output = (output + String(chunk)).slice(-OUTPUT_KEPT));
    const timer = setTimeout(() => reject(new Error(`${script} did not start:\n${output}`)), timeoutMs);
    child.stderr?.on('data', keep);
    child.stdout?.on('data', (chunk: Buffer) => {
      keep(chunk);
      if (started) return;
      const match = /at (http:\/\/\S+)/.exec(output);
      if (!match?.[1]) return;
      started = true;
      clearTimeout(timer);
      resolve({
        origin: match[1],
        output: () => output,
        exited,
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with ${code}:\n${output}`));
    });
  });
}

/**
 * Runs a server script that is expected to stop by itself (refusing its configuration); resolves
 * with its exit code and output, rejects when it is still running after `timeoutMs`.
 */
export function runServerUntilExit(
  script: string,
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): Promise<{ code: number | null; stderr: string; stdout: string }> {
  const child = spawn(process.execPath, [script], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`${script} kept running:\n${stdout}${stderr}`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
