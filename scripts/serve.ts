/**
 * `npm run serve`: serves the built dist/ on one origin (cn at /, the others at /<region>/),
 * with GET /ssr/timestamp and the reference API under /api/{us,eu,cn} (docs/api.md).
 *
 * HOST (default 127.0.0.1), PORT (default 4321), SITE_NOW (the server clock starts at that
 * instant), DIST_DIR (default dist), and the API's settings (server/api/api-config.ts):
 * API_DB (SQLite file, default .data/reference-api.sqlite; `:memory:` for tests),
 * API_APPTOKEN_TTL_SECONDS (default 7200), API_REFTOKEN_TTL_SECONDS (default 30 days),
 * API_ALLOWED_HOSTS and SITE_ORIGIN (host names the API answers besides loopback ones),
 * API_TRUST_PROXY=1 (a loopback proxy's X-Forwarded-For names the client), API_FAULTS=1 (fault
 * injection and test controls, loopback HOST only; never on by default). A setting or a
 * database that cannot work stops it with one line on stderr and a non-zero exit code.
 * The header policy of src/config/http-policy.ts, as nginx sends it. SITE_FIXTURES_DIR: tests
 * only, the test fixture bundle served beside dist/.
 */
import { referenceApiFromEnv } from '../server/api-from-env.ts';
import { createSiteServer } from '../server/create-server.ts';
import { createSiteClock } from '../server/site-clock.ts';
import { listBundles } from '../server/static-site.ts';
import { siteHashes } from '../tools/bundle/bundle-files.ts';

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4321);
const distDir = process.env.DIST_DIR ?? 'dist';

const bundles = listBundles(distDir);
if (!bundles.length) {
  console.error(`${distDir}/ holds no built region: run "npm run build" first (or "npm start", which does both).`);
  process.exit(1);
}
// Read every page for the policy's hashes before the clock starts: with SITE_NOW, the server
// time must be that instant when the server starts answering, not a moment later.
const hashes = siteHashes(distDir);
const clock = (() => {
  try {
    return createSiteClock(process.env.SITE_NOW);
  } catch (error) {
    console.error((error as Error).message);
    return process.exit(2);
  }
})();
const api = referenceApiFromEnv(process.env, host, () => clock.now());
const server = createSiteServer({
  distDir,
  clock,
  api,
  hashes,
  ...(process.env.SITE_FIXTURES_DIR && { fixturesDir: process.env.SITE_FIXTURES_DIR }),
});
server.listen(port, host, () => {
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  console.log(
    `Serving ${distDir}/ (${bundles.join(', ')}) at http://${shownHost}:${actualPort} — clock: ${clock.describe()}`,
  );
});
// Stopped, it ends at once: a browser's open answers (a video streamed by ranges, keep-alive
// connections) would otherwise hold it for as long as that tab stays open.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
