/**
 * `npm run serve:nginx`: serves the built dist/ through the system's nginx with the configuration
 * the build generated (dist/nginx/), in the foreground until stopped: the same pages, 404s,
 * redirects, headers and .cn rule as in production, and /ssr/timestamp answered by nginx from the
 * real clock. On loopback, pages talk to the reference API (docs/api.md): this process runs it on
 * a private 127.0.0.1 port and nginx proxies /api/ to it with the original Host.
 *
 * HOST (default 127.0.0.1), PORT (default 4321), DIST_DIR (default dist), NGINX (path of the
 * binary), API_PORT (the private API port; default any free one), the API_* variables of
 * `npm run serve`. SITE_NOW is `npm run serve`'s: nginx has only the real clock.
 * SITE_FIXTURES_DIR: tests only, the test fixture bundle served beside dist/.
 */
import { listBundles } from '../server/static-site.ts';
import { referenceApiFromEnv } from '../server/api-from-env.ts';
import { ensureNginx, startNginxSite } from '../server/nginx.ts';

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4321);
const distDir = process.env.DIST_DIR ?? 'dist';

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

if (process.env.SITE_NOW) {
  fail('SITE_NOW is for "npm run serve": nginx answers /ssr/timestamp from the real clock.', 2);
}
if (!Number.isInteger(port) || port <= 0 || port > 65535) fail(`PORT="${process.env.PORT}" is not a port number`, 2);
const bundles = listBundles(distDir);
if (!bundles.length) fail(`${distDir}/ holds no built region: run "npm run build" first.`);

let nginx: string;
let api: ReturnType<typeof referenceApiFromEnv>;
try {
  nginx = ensureNginx();
  // nginx is the API's only peer: the client's address comes from its X-Forwarded-For, and
  // API_FAULTS is judged by the address nginx listens on.
  api = referenceApiFromEnv({ API_TRUST_PROXY: '1', ...process.env }, host, Date.now);
} catch (error) {
  fail((error as Error).message, 2);
}
const site = await startNginxSite({
  distDir,
  host,
  port,
  api,
  nginx,
  apiPort: Number(process.env.API_PORT ?? 0),
  ...(process.env.SITE_FIXTURES_DIR && { fixturesDir: process.env.SITE_FIXTURES_DIR }),
}).catch((error: Error) => fail(error.message));

console.log(
  `Serving ${distDir}/ (${bundles.join(', ')}) through nginx at ${site.url} — reference API on 127.0.0.1:${site.apiPort}, clock: real time`,
);
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void site.stop().then(() => process.exit(0));
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, stop);
// nginx outlives this process if nobody stops it: stop too when whoever started us is gone
// (a test runner killed outright), rather than leave nginx holding the port.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop();
}, 1000).unref();
const code = await site.exited;
if (!stopping) fail(`nginx stopped (exit code ${code})`);
