/**
 * `npm run serve`: serves the built dist/ on one origin (cn at /, the others at /<region>/),
 * with GET /ssr/timestamp and the reference API under /api/{us,eu,cn} (docs/api.md).
 *
 * HOST (default 127.0.0.1), PORT (default 4321), SITE_NOW (the server clock starts at that
 * instant), DIST_DIR (default dist), API_DB (SQLite file, default .data/reference-api.sqlite;
 * `:memory:` for tests), API_APPTOKEN_TTL_SECONDS (default 7200), API_REFTOKEN_TTL_SECONDS
 * (default 30 days), API_FAULTS=1 (fault injection and test controls; never on by default).
 */
import { openDatabase } from './server/api/database.ts';
import { createReferenceApi } from './server/api/reference-api.ts';
import { createSiteServer } from './server/create-server.ts';
import { createSiteClock } from './server/site-clock.ts';
import { listBundles } from './server/static-site.ts';

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4321);
const distDir = process.env.DIST_DIR ?? 'dist';

const clock = (() => {
  try {
    return createSiteClock(process.env.SITE_NOW);
  } catch (error) {
    console.error((error as Error).message);
    return process.exit(2);
  }
})();
const bundles = listBundles(distDir);
if (!bundles.length) {
  console.error(`${distDir}/ holds no built region: run "npm run build" first (or "npm start", which does both).`);
  process.exit(1);
}
const seconds = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`${name}="${process.env[name]}" must be a positive number of seconds`);
    process.exit(2);
  }
  return value * 1000;
};
const api = createReferenceApi({
  db: openDatabase(process.env.API_DB ?? '.data/reference-api.sqlite'),
  now: () => clock.now(),
  appTokenTtlMs: seconds('API_APPTOKEN_TTL_SECONDS', 7200),
  refreshTokenTtlMs: seconds('API_REFTOKEN_TTL_SECONDS', 30 * 24 * 3600),
  faultsEnabled: process.env.API_FAULTS === '1',
});
const server = createSiteServer({ distDir, clock, api });
server.listen(port, host, () => {
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  console.log(
    `Serving ${distDir}/ (${bundles.join(', ')}) at http://${shownHost}:${actualPort} — clock: ${clock.describe()}`,
  );
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
