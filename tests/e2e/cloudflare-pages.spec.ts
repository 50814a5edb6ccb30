import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_CODES, API_OK_MESSAGE, TIMESTAMP_PATH } from '../../src/config/api-protocol.ts';
import { CACHE_CONTROL, SECURITY_HEADERS } from '../../src/config/http-policy.ts';
import { REGIONS, REGION_CODES } from '../../src/config/regions.ts';
import { ROUTE_TABLE } from '../../src/config/routes.ts';
import { buildRouteManifest, planRedirects } from '../../src/lib/route-manifest.ts';
import { regionHomePath, routePath } from '../../src/lib/urls.ts';
import { builtPages } from './support/built-pages.ts';
import { expectReachableIslandsHydrated } from './support/islands.ts';
import { TEST_DIST_DIR } from './support/constants.ts';
import { observatoryScore } from './support/observatory.ts';
import { startPagesDev } from './support/pages-dev.ts';
import { get, header } from './support/raw-http.ts';
import type { RunningServer } from './support/server.ts';
import { expect, test } from './support/test.ts';

/**
 * The Cloudflare Pages deploy (`npm run assemble`) in Cloudflare's runtime: wrangler's local Pages
 * server runs workerd with Pages' own asset handling (_headers, _redirects, 404.html, trailing
 * slashes) and the Functions (tests/e2e/support/pages-dev.ts). What Pages cannot express, the .cn
 * host rule, is a Redirect Rule of the zone (docs/deploy.md) and is not here.
 *
 * One server for the file: its tests run in order in one worker.
 */
test.describe.configure({ mode: 'default' });

let pages: RunningServer | undefined;
const origin = () => pages!.url;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  const start = Date.now();
  pages = await startPagesDev();
  console.log(`npm run assemble and wrangler pages dev: ready in ${((Date.now() - start) / 1000).toFixed(1)} s`);
});
test.afterAll(async () => {
  await pages?.stop();
});

/** What Pages sends for HTML when _headers sets no Cache-Control for it (docs/deploy.md). */
const PAGES_HTML_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
const siteHeaders = () => readFileSync(join(TEST_DIST_DIR, 'cdn', '_headers'), 'utf8');
const manifest = buildRouteManifest(ROUTE_TABLE);

test('every static answer carries the header policy of _headers; the home pages score A+', async () => {
  const policy = /Content-Security-Policy: (.*)/.exec(siteHeaders())?.[1];
  expect(policy).toContain("default-src 'none'");
  // Pages, a file, a 404, a 301 of _redirects and a 308 of Pages' own (…/index.html → …/).
  const answers = {
    '/': 200,
    '/us': 200,
    '/de/faq/': 200,
    '/jp/favicon.svg': 200,
    '/de/no-such-page': 404,
    '/us/new-release': 301,
    '/us/faq/index.html': 308,
  };
  for (const [path, status] of Object.entries(answers)) {
    const answer = await get(origin(), path);
    expect(answer.status, path).toBe(status);
    expect(header(answer, 'content-security-policy'), path).toBe(policy);
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(header(answer, name), `${path} ${name}`).toBe(value);
  }
  for (const region of ['us', 'de', 'jp'] as const) {
    const answer = await get(origin(), regionHomePath(region));
    const score = observatoryScore(answer.headers);
    console.log(`Observatory Cloudflare Pages ${regionHomePath(region)}: ${score.score} ${score.grade}`);
    expect(score.results.filter((entry) => entry.modifier < 0)).toEqual([]);
    expect(score.grade).toBe('A+');
  }
});

test('pages answer 200 at their own address and with a trailing slash, as built', async () => {
  // Each region's home and a page below it: the twins of scripts/assemble-site.ts, with and without.
  const sample = builtPages().filter(
    (page) => page.url === regionHomePath(page.region) || page.url === routePath(page.region, 'faq'),
  );
  expect(sample).toHaveLength(REGION_CODES.length * 2);
  for (const page of sample) {
    for (const path of page.url === '/' ? ['/'] : [page.url, `${page.url}/`]) {
      const answer = await get(origin(), path);
      expect(answer.status, path).toBe(200);
      expect(header(answer, 'content-type'), path).toBe('text/html; charset=utf-8');
      expect(header(answer, 'cache-control'), path).toBe(PAGES_HTML_CACHE_CONTROL);
      expect(answer.body === readFileSync(page.file, 'latin1'), `${path} serves ${page.file}`).toBe(true);
    }
  }
});

test('each region answers an unknown path with its own 404 page and status 404', async () => {
  for (const region of REGION_CODES) {
    const answer = await get(origin(), routePath(region, 'no-such-page/deeper'));
    expect(answer.status, region).toBe(404);
    expect(answer.body, region).toContain(`lang="${REGIONS[region].locale}"`);
    expect(header(answer, 'cache-control'), region).not.toContain('max-age=31536000');
  }
  // A missing hashed asset is a 404 that is not cached for a year.
  const missing = await get(origin(), '/us/_astro/no-such-asset.js');
  expect(missing.status).toBe(404);
  expect(header(missing, 'cache-control')).not.toContain('max-age=31536000');
});

test('the route manifest’s redirects are 301s that keep the query and land on a page', async () => {
  const redirects = REGION_CODES.flatMap((region) =>
    planRedirects(manifest, region).map((entry) => [routePath(region, entry.from), routePath(region, entry.to)]),
  );
  expect(redirects.length).toBeGreaterThan(0);
  for (const [from, to] of redirects) {
    for (const path of [from, `${from}/`]) {
      const answer = await get(origin(), `${path}?utm_source=mail`);
      expect(answer.status, path).toBe(301);
      expect(header(answer, 'location'), path).toBe(`${to}?utm_source=mail`);
    }
    expect((await get(origin(), `${to}?utm_source=mail`)).status, to).toBe(200);
  }
});

test('hashed assets are served as built and cached for a year', async () => {
  const html = readFileSync(join(TEST_DIST_DIR, 'de', 'index.html'), 'utf8');
  const assets = [
    /src="(\/de\/_astro\/[^"]+\.js)"/.exec(html)?.[1],
    /href="(\/de\/_astro\/[^"]+\.css)"/.exec(html)?.[1],
  ];
  for (const asset of assets) {
    expect(asset).toBeDefined();
    const answer = await get(origin(), asset!);
    expect(answer.status, asset).toBe(200);
    expect(header(answer, 'cache-control'), asset).toBe(CACHE_CONTROL.immutable);
    expect(answer.body === readFileSync(join(TEST_DIST_DIR, asset!), 'latin1'), asset).toBe(true);
  }
});

test('/ssr/timestamp is the Function’s answer: the real time in the envelope, never cached', async () => {
  const before = Date.now();
  const answer = await get(origin(), TIMESTAMP_PATH);
  expect(answer.status).toBe(200);
  expect(header(answer, 'content-type')).toBe('application/json; charset=utf-8');
  expect(header(answer, 'cache-control')).toBe(CACHE_CONTROL.never);
  expect(header(answer, 'x-content-type-options')).toBe('nosniff');
  const body = JSON.parse(answer.body);
  expect(body).toEqual({ code: API_CODES.ok, msg: API_OK_MESSAGE, data: expect.any(Number) });
  expect(Number.isInteger(body.data)).toBe(true);
  expect(body.data).toBeGreaterThanOrEqual(before - 1000);
  expect(body.data).toBeLessThanOrEqual(Date.now() + 1000);
});

for (const path of ['/us', '/de/faq']) {
  test(`${path} on Cloudflare Pages: no redirect, no CSP violation, every island hydrates`, async ({ page }) => {
    // The shared test fixture fails this test on any CSP violation Chromium reports.
    const response = await page.goto(`${origin()}${path}`);
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()).toBeNull();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).not.toHaveAttribute('data-gate');
    await expectReachableIslandsHydrated(page);
  });
}
