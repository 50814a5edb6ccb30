import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A small site bundle in a temporary folder (cn at the root and us), enough for
 * `npm run serve` to start and serve `/us/`: a page of a realistic size, so that serving it
 * does real work (read, gzip, write).
 */
export function makeTinyDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'storefront-serve-'));
  const paragraphs = Array.from({ length: 400 }, (_, index) => `<p>Paragraph ${index} of the test page.</p>`).join(
    '\n',
  );
  for (const region of ['cn', 'us']) {
    mkdirSync(join(dist, region), { recursive: true });
    writeFileSync(join(dist, region, 'index.html'), `<!doctype html><title>${region}</title>\n${paragraphs}`);
  }
  return dist;
}

export interface ServeProcess {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  stop(): Promise<void>;
}

const serveEnvironment = (env: Record<string, string>) => {
  const base: Record<string, string | undefined> = { ...process.env, PORT: '0', HOST: '127.0.0.1', API_DB: ':memory:' };
  // The settings of whoever runs the tests must not leak into the server under test.
  for (const name of ['API_FAULTS', 'API_ALLOWED_HOSTS', 'API_TRUST_PROXY', 'SITE_ORIGIN', 'SITE_NOW'])
    delete base[name];
  return { ...base, ...env };
};

/**
 * Starts `npm run serve`'s server (scripts/serve.ts, this Node) as a child process on a free
 * port; resolves once it prints its address.
 */
export function startServe(env: Record<string, string>): Promise<ServeProcess> {
  const child = spawn(process.execPath, ['scripts/serve.ts'], {
    env: serveEnvironment(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`serve did not start:\n${output}`)), 20_000);
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
      reject(new Error(`serve exited with ${code}:\n${output}`));
    });
  });
}

/** Runs scripts/serve.ts expecting it to stop by itself; resolves with its exit code and output. */
export function runServeUntilExit(
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string; stdout: string }> {
  const child = spawn(process.execPath, ['scripts/serve.ts'], {
    env: serveEnvironment(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`serve kept running:\n${stdout}${stderr}`));
    }, 20_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** The reference API seen from a test: envelope calls and the test controls (API_FAULTS=1). */
export function apiClient(origin: string) {
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${origin}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return { status: response.status, ...((await response.json()) as { code: number; msg: string; data: unknown }) };
  };
  return {
    post,
    /** The envelope code of one call to `account/user/<endpoint>` of the us group. */
    code: async (endpoint: string, body: unknown, headers?: Record<string, string>) =>
      (await post(`us/account/user/${endpoint}`, body, headers)).code,
    advanceClock: async (advanceMs: number) => {
      const { code } = await post('__clock', { advanceMs });
      if (code !== 2000) throw new Error(`__clock answered ${code}`);
    },
  };
}

/** The median of some numbers. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
