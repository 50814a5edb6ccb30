import { spawn, type ChildProcess } from 'node:child_process';
import { TEST_DIST_DIR } from './constants.ts';

let started = 0;

/**
 * The port of the next server: any free one (0), or with E2E_PORT set, one of the 16 after it
 * reserved for this Playwright worker, so that a checkout's test servers stay in its port range.
 */
function nextPort(): string {
  const base = Number(process.env.E2E_PORT);
  if (!base) return '0';
  const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  return String(base + 1 + slot * 16 + (started++ % 16));
}

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts `npm run serve`'s server (scripts/serve.ts) on a free port, with an in-memory API
 * database, SITE_NOW and other environment when given; resolves once it prints its address.
 */
export function startServer(options: { siteNow?: string; env?: Record<string, string> } = {}): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, ['scripts/serve.ts'], {
    env: {
      ...process.env,
      PORT: nextPort(),
      HOST: '127.0.0.1',
      DIST_DIR: TEST_DIST_DIR,
      API_DB: ':memory:',
      ...(options.siteNow ? { SITE_NOW: options.siteNow } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`serve did not start:\n${output}`)), 15_000);
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      const match = /at (http:\/\/[^\s]+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({
          url: match[1],
          stop: () =>
            new Promise((done) => {
              if (child.exitCode !== null || child.signalCode !== null) return done();
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`serve exited with ${code}:\n${output}`));
    });
  });
}

/**
 * Servers by SITE_NOW, started on first use and shared by a spec file's tests:
 * `const servers = serverPool(); test.afterAll(servers.stopAll);` then `await servers.at(siteNow)`.
 */
export function serverPool() {
  const running = new Map<string, Promise<RunningServer>>();
  return {
    async at(siteNow: string): Promise<string> {
      let server = running.get(siteNow);
      if (!server) {
        server = startServer({ siteNow });
        running.set(siteNow, server);
      }
      return (await server).url;
    },
    async stopAll(): Promise<void> {
      const servers = await Promise.all(running.values());
      running.clear();
      await Promise.all(servers.map((server) => server.stop()));
    },
  };
}
