import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runServerUntilExit, startServerProcess, type ServerProcess } from '../../../server/server-process.ts';

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

export type { ServerProcess as ServeProcess } from '../../../server/server-process.ts';

const SERVE = 'scripts/serve.ts';
const START_TIMEOUT_MS = 20_000;

const serveEnvironment = (env: Record<string, string>) => {
  const base: Record<string, string | undefined> = { ...process.env, PORT: '0', HOST: '127.0.0.1', API_DB: ':memory:' };
  // The settings of whoever runs the tests must not leak into the server under test.
  for (const name of ['API_FAULTS', 'API_ALLOWED_HOSTS', 'API_TRUST_PROXY', 'SITE_ORIGIN', 'SITE_NOW'])
    delete base[name];
  return { ...base, ...env };
};

/** Starts `npm run serve`'s server on a free port, with an in-memory API database. */
export function startServe(env: Record<string, string>): Promise<ServerProcess> {
  return startServerProcess(SERVE, serveEnvironment(env), START_TIMEOUT_MS);
}

/** Runs scripts/serve.ts expecting it to stop by itself; resolves with its exit code and output. */
export function runServeUntilExit(
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return runServerUntilExit(SERVE, serveEnvironment(env), START_TIMEOUT_MS);
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
