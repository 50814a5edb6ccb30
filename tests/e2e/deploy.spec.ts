import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { API_BASES } from '../../src/config/api.ts';
import { TIMESTAMP_PATH } from '../../src/config/api-protocol.ts';
import { CACHE_CONTROL, SECURITY_HEADERS, connectSources } from '../../src/config/http-policy.ts';
import { REGIONS, REGION_CODES, type RegionCode } from '../../src/config/regions.ts';
import { ROUTE_TABLE } from '../../src/config/routes.ts';
import { TEST_FIXTURE_ASSETS_DIR, TEST_FIXTURES_PATH } from '../fixture-site/src/fixture-routes.ts';
import { inlineHashesOf, unhashableInlineCode } from '../../src/lib/deploy/inline-sources.ts';
import { buildRouteManifest, hasPage, planRedirects } from '../../src/lib/route-manifest.ts';
import { regionHomePath, routePath } from '../../src/lib/urls.ts';
import { builtPages } from './support/built-pages.ts';
import { expectReachableIslandsHydrated } from './support/islands.ts';
import { get, header } from './support/raw-http.ts';
import { DEFAULT_SERVER_PORT, FIXTURES_DIST_DIR, TEST_DIST_DIR } from './support/constants.ts';
import { observatoryScore } from './support/observatory.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { expect, test } from './support/test.ts';

/**
 * What ships, served the way it ships: the production bundles through nginx with the generated
 * configuration (the shared server), and the same checks against `npm run serve`, which must
 * behave the same (docs/deploy.md).
 */

const manifest = buildRouteManifest(ROUTE_TABLE);
const NGINX = `http://127.0.0.1:${DEFAULT_SERVER_PORT}`;
let node: RunningServer | undefined;
const servers: Record<'nginx' | 'node', () => Promise<string>> = {
  nginx: async () => NGINX,
  node: async () => (node ??= await startServer({ kind: 'node' })).url,
};
test.afterAll(async () => {
  const running = node;
  node = undefined;
  await running?.stop();
});

const HOME_REGIONS: RegionCode[] = ['us', 'de', 'jp'];

for (const kind of ['nginx', 'node'] as const) {
  test.describe(`served by ${kind}`, () => {
    for (const region of HOME_REGIONS) {
      test(`the ${region} home page scores A+ by the MDN HTTP Observatory rules`, async () => {
        const answer = await get(await servers[kind](), regionHomePath(region));
        expect(answer.status).toBe(200);
        const score = observatoryScore(answer.headers);
        console.log(`Observatory ${kind} ${regionHomePath(region)}: ${score.score} ${score.grade}`);
        expect(score.results.filter((entry) => entry.modifier < 0)).toEqual([]);
        expect(score.score).toBeGreaterThanOrEqual(100);
        expect(score.grade).toBe('A+');
      });
    }

    test('every answer carries the header policy, with connect-src for the host’s environment', async () => {
      const origin = await servers[kind]();
      const hosts = [
        ['127.0.0.1', 'development'],
        ['localhost', 'development'],
        ['www.robosen.com', 'production'],
        ['hub-pre.robosen.com', 'preproduction'],
      ] as const;
      for (const [host, environment] of hosts) {
        for (const path of ['/', '/us/faq', '/de/no-such-page', TIMESTAMP_PATH]) {
          const answer = await get(origin, path, { Host: host });
          for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(header(answer, name)).toBe(value);
          const connect = /connect-src ([^;]*)/.exec(header(answer, 'content-security-policy'))?.[1];
          expect(connect, `${host}${path}`).toBe(connectSources(environment).join(' '));
        }
      }
      // Loopback pages talk to the reference API on their own origin: nothing but 'self'.
      expect(connectSources('development')).toEqual(["'self'"]);
      expect(connectSources('production')).toEqual([
        "'self'",
        ...new Set(Object.values(API_BASES.production).map((base) => new URL(base).origin)),
      ]);
    });

    test('each region answers an unknown path with its own 404 page and status 404', async () => {
      const origin = await servers[kind]();
      for (const region of REGION_CODES) {
        const answer = await get(origin, routePath(region, 'no-such-page/deeper'));
        expect(answer.status, region).toBe(404);
        expect(answer.body).toContain(`lang="${REGIONS[region].locale}"`);
        expect(header(answer, 'cache-control')).toBe(CACHE_CONTROL.revalidate);
      }
      // A missing hashed asset is a 404 that is not cached for a year.
      const missing = await get(origin, '/us/_astro/no-such-asset.js');
      expect(missing.status).toBe(404);
      expect(header(missing, 'cache-control')).toBe(CACHE_CONTROL.revalidate);
    });

    test('the route manifest’s redirects are 301s that keep the query', async () => {
      const origin = await servers[kind]();
      const redirects = REGION_CODES.flatMap((region) =>
        planRedirects(manifest, region).map((entry) => [routePath(region, entry.from), routePath(region, entry.to)]),
      );
      expect(redirects.length).toBeGreaterThan(0);
      for (const [from, to] of redirects) {
        for (const path of [from, `${from}/`]) {
          const answer = await get(origin, `${path}?utm_source=mail`);
          expect(answer.status, path).toBe(301);
          expect(header(answer, 'location')).toBe(`${to}?utm_source=mail`);
        }
      }
    });

    test('/ssr/timestamp is the real time in the envelope, never cached', async () => {
      const before = Date.now();
      const answer = await get(await servers[kind](), TIMESTAMP_PATH);
      expect(answer.status).toBe(200);
      expect(header(answer, 'content-type')).toMatch(/^application\/json/);
      expect(header(answer, 'cache-control')).toBe(CACHE_CONTROL.never);
      const body = JSON.parse(answer.body);
      expect(body).toEqual({ code: 2000, msg: 'ok', data: expect.any(Number) });
      expect(Number.isInteger(body.data)).toBe(true);
      expect(body.data).toBeGreaterThanOrEqual(before - 1000);
      expect(body.data).toBeLessThanOrEqual(Date.now() + 1000);
    });

    test('on a .cn host, other regions move to the .com host and cn pages stay', async () => {
      const origin = await servers[kind]();
      const cn = { Host: 'www.robosen.cn' };
      for (const path of ['/us/faq?ref=a&b=c', '/us', '/de/', '/jp/no-such-page', '/us/new-release?x=1']) {
        const answer = await get(origin, path, cn);
        expect(answer.status, path).toBe(301);
        expect(header(answer, 'location')).toBe(`https://www.robosen.com${path}`);
      }
      for (const path of ['/', '/faq', '/choose-your-region']) {
        expect((await get(origin, path, cn)).status, path).toBe(200);
      }
      expect((await get(origin, '/no-such-page', cn)).status).toBe(404);
      // The rule is about the .cn host only.
      expect((await get(origin, '/us/faq', { Host: 'www.robosen.com' })).status).toBe(200);
    });

    test('hashed assets are immutable, pages revalidated, text compressed', async () => {
      const origin = await servers[kind]();
      const home = await get(origin, '/us/', { 'Accept-Encoding': 'gzip' });
      expect(header(home, 'cache-control')).toBe(CACHE_CONTROL.revalidate);
      expect(header(home, 'content-encoding')).toBe('gzip');
      expect(header(home, 'content-type')).toBe('text/html; charset=utf-8');
      const html = readFileSync(join(TEST_DIST_DIR, 'us', 'index.html'), 'utf8');
      const script = /src="(\/us\/_astro\/[^"]+\.js)"/.exec(html)?.[1];
      const style = /href="(\/us\/_astro\/[^"]+\.css)"/.exec(html)?.[1];
      for (const [asset, type] of [
        [script, 'text/javascript; charset=utf-8'],
        [style, 'text/css; charset=utf-8'],
      ] as const) {
        const answer = await get(origin, asset!, { 'Accept-Encoding': 'gzip' });
        expect(answer.status, asset).toBe(200);
        expect(header(answer, 'cache-control')).toBe(CACHE_CONTROL.immutable);
        expect(header(answer, 'content-type')).toBe(type);
        expect(header(answer, 'content-encoding')).toBe('gzip');
        // The build's gzip twin itself, not a compression made for this request.
        expect(answer.body, asset).toBe(readFileSync(join(TEST_DIST_DIR, `${asset}.gz`), 'latin1'));
      }
      expect(home.body).toBe(readFileSync(join(TEST_DIST_DIR, 'us', 'index.html.gz'), 'latin1'));
    });
  });
}

test('nginx and npm run serve send the same headers for the same answers', async () => {
  const compared = ['content-security-policy', 'cache-control', 'content-type', ...Object.keys(SECURITY_HEADERS)];
  for (const path of ['/', '/us/faq', '/de/no-such-page', '/jp/new-release', TIMESTAMP_PATH, '/us/sitemap.xml']) {
    const [fromNginx, fromNode] = await Promise.all([get(NGINX, path), get(await servers.node(), path)]);
    expect(fromNode.status, path).toBe(fromNginx.status);
    for (const name of compared) {
      // A redirect's body is nginx's own short page; its type says nothing about the site.
      if (name === 'content-type' && fromNginx.status === 301) continue;
      expect(header(fromNode, name), `${path} ${name}`).toBe(header(fromNginx, name));
    }
  }
});

test.describe('built pages and the policy that ships with them', () => {
  const pages = builtPages();
  const policyOf = (text: string) => /Content-Security-Policy: (.*)/.exec(text)?.[1] ?? '';

  test('every inline script and style of every page is allowed by hash, everywhere the policy is emitted', async () => {
    const served = header(await get(NGINX, '/', { Host: 'www.robosen.com' }), 'content-security-policy');
    const siteHeaders = policyOf(readFileSync(join(TEST_DIST_DIR, 'cdn', '_headers'), 'utf8'));
    expect(siteHeaders).toBe(served);
    let checked = 0;
    for (const page of pages) {
      const bundleHeaders = policyOf(readFileSync(join(TEST_DIST_DIR, page.region, '_headers'), 'utf8'));
      const hashes = inlineHashesOf(page.html);
      for (const [directive, sources] of [
        ['script-src', hashes.scripts],
        ['style-src', hashes.styles],
      ] as const) {
        for (const source of sources) {
          for (const policy of [served, siteHeaders, bundleHeaders]) {
            const allowed = new RegExp(`${directive} ([^;]*)`).exec(policy)?.[1]?.split(' ') ?? [];
            expect(allowed, `${page.url}: ${directive} '${source}'`).toContain(`'${source}'`);
          }
          checked += 1;
        }
      }
    }
    // The layout's own inline script is on every page.
    expect(checked).toBeGreaterThanOrEqual(pages.length);
  });

  test('no production bundle holds a test-only page or its code', () => {
    for (const region of REGION_CODES) {
      expect(existsSync(join(TEST_DIST_DIR, region, TEST_FIXTURES_PATH)), region).toBe(false);
      const assets = join(TEST_DIST_DIR, region, '_astro');
      for (const name of readdirSync(assets).filter((file) => file.endsWith('.js'))) {
        expect(readFileSync(join(assets, name), 'utf8'), `${region}/_astro/${name}`).not.toContain('storefrontTest');
      }
    }
    // The same search finds the fixture code in its own bundle.
    const fixtureAssets = join(FIXTURES_DIST_DIR, 'us', TEST_FIXTURE_ASSETS_DIR);
    const fixtureCode = readdirSync(fixtureAssets).map((name) => readFileSync(join(fixtureAssets, name), 'utf8'));
    expect(fixtureCode.some((code) => code.includes('storefrontTest'))).toBe(true);
  });

  test('no bundle holds the form editor: it exists only in npm run dev (docs/editor.md)', () => {
    for (const region of REGION_CODES) {
      expect(existsSync(join(TEST_DIST_DIR, region, 'admin')), region).toBe(false);
      const assets = join(TEST_DIST_DIR, region, '_astro');
      for (const name of readdirSync(assets).filter((file) => file.endsWith('.js'))) {
        // Decap's core logs its name; dev.spec.ts finds it in the editor's own script.
        expect(readFileSync(join(assets, name), 'utf8'), `${region}/_astro/${name}`).not.toContain('decap-cms');
      }
    }
  });

  test('no page carries inline code a hash cannot allow (style attributes, event handlers)', () => {
    const found = pages.flatMap((page) => unhashableInlineCode(page.html).map((code) => `${page.url}: ${code}`));
    expect(found).toEqual([]);
  });
});

/** Pages of the Done-when list that exist in the region (campaigns are not in jp). */
const BROWSED_PATHS = ['', 'flagship-bumblebee', 'black-friday', 'faq', 'login', 'choose-your-region'];

for (const region of HOME_REGIONS) {
  for (const path of BROWSED_PATHS.filter((candidate) => hasPage(manifest, candidate, region))) {
    test(`${routePath(region, path)} through nginx: no CSP violation and every island hydrates`, async ({ page }) => {
      // The shared test fixture fails this test on any CSP violation Chromium reports.
      await page.goto(routePath(region, path));
      await page.waitForLoadState('networkidle');
      await expect(page.locator('html')).not.toHaveAttribute('data-gate');
      await expectReachableIslandsHydrated(page);
    });
  }
}
