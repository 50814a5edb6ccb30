import { spawn } from 'node:child_process';

/**
 * The one way the tests start the project's servers (unit tests through
 * tests/unit/support/serve-process.ts, end-to-end specs through tests/e2e/support/server.ts).
 */

/** A server started by a test. */
export interface ServerProcess {
  /** Where it listens, as it printed it, e.g. http://127.0.0.1:41234 */
  origin: string;
  /** Stops it (SIGTERM) and resolves once it has exited. */
  stop(): Promise<void>;
}

/**
 * Starts a server script (`scripts/serve.ts`, `scripts/serve-nginx.ts`) on this Node as a child
 * process with `env` as its whole environment. Resolves once it prints its address
 * (`… at http://…`); rejects with its output when it exits first or has not started within
 * `timeoutMs`.
 */
export function startServerProcess(script: string, env: NodeJS.ProcessEnv, timeoutMs: number): Promise<ServerProcess> {
  const child = spawn(process.execPath, [script], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${script} did not start:\n${output}`)), timeoutMs);
    child.stderr.on('data', (chunk) => (output += chunk));
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /at (http:\/\/\S+)/.exec(output);
      if (!match?.[1]) return;
      clearTimeout(timer);
      resolve({
        origin: match[1],
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
