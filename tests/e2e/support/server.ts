import { startServerProcess } from '../../../server/server-process.ts';
import { FIXTURES_DIST_DIR, TEST_DIST_DIR } from './constants.ts';
import { allocatePort } from './ports.ts';

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

export type ServerKind = 'nginx' | 'node';

/**
 * Starts a server over the production bundles (dist/) with the test fixture bundle beside them and
 * an in-memory API database, on a port of the suite's range; resolves once it prints its address.
 *
 * - `nginx` (`npm run serve:nginx`): what ships, with the reference API proxied under /api/; the
 *   default, and what specs that need API faults use (`env: { API_FAULTS: '1' }`).
 * - `node` (`npm run serve`): the only server with a movable clock, so every spec that needs
 *   SITE_NOW uses it (nginx answers /ssr/timestamp from the real clock, as in production), and the
 *   parity checks of deploy.spec.ts run against it too.
 */
export async function startServer(
  options: { kind?: ServerKind; siteNow?: string; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  const kind = options.kind ?? (options.siteNow ? 'node' : 'nginx');
  if (kind === 'nginx' && options.siteNow) throw new Error('SITE_NOW needs the node server');
  const port = await allocatePort();
  const script = kind === 'nginx' ? 'scripts/serve-nginx.ts' : 'scripts/serve.ts';
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DIST_DIR: TEST_DIST_DIR,
    SITE_FIXTURES_DIR: FIXTURES_DIST_DIR,
    API_DB: ':memory:',
    ...(kind === 'nginx' ? { API_PORT: String(await allocatePort()) } : {}),
    ...(options.siteNow ? { SITE_NOW: options.siteNow } : {}),
    ...options.env,
  };
  const { origin, stop } = await startServerProcess(script, env, 15_000);
  return { url: origin, stop };
}

/** Servers a pool keeps running at once; older ones stop (a worker runs one test at a time). */
const POOL_SIZE = 3;

/**
 * `npm run serve` servers by SITE_NOW, started on first use and shared by a spec file's tests:
 * `const servers = serverPool(); test.afterAll(servers.stopAll);` then `await servers.at(siteNow)`.
 * `env` goes to every server of the pool (`{ DIST_DIR: FIXTURE_DATA_DIST_DIR }` serves the fixture-data bundle).
 */
export function serverPool(env: Record<string, string> = {}) {
  const running = new Map<string, Promise<RunningServer>>();
  return {
    async at(siteNow: string): Promise<string> {
      let server = running.get(siteNow);
      if (server) {
        // Most recently used last.
        running.delete(siteNow);
      } else {
        server = startServer({ kind: 'node', siteNow, env });
      }
      running.set(siteNow, server);
      while (running.size > POOL_SIZE) {
        const [oldest, stale] = running.entries().next().value!;
        running.delete(oldest);
        await (await stale).stop();
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
