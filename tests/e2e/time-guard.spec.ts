import type { APIRequestContext } from '@playwright/test';
import { TIMESTAMP_PATH } from '../../src/config/api-protocol.ts';
import { expect, test, type Page } from './support/test.ts';
import { accessibilityViolations } from './support/axe.ts';
import { collectErrors } from './support/console.ts';
import { serverPool } from './support/server.ts';

// The test-only route test-fixtures/time-gate is open from 2031-01-01T00:00Z to 2031-02-01T00:00Z
// (src/config/routes.ts); test-fixtures/closed-gate closed in 2020, before any build.
const GATED = '/us/test-fixtures/time-gate';
const MEMORY_KEY = `route-gate:test-fixtures-time-gate:${Date.parse('2031-01-01T00:00:00Z')}:${Date.parse('2031-02-01T00:00:00Z')}`;

const servers = serverPool();
const serverAt = servers.at;
test.afterAll(servers.stopAll);

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Holds the page's /ssr/timestamp answers until the returned function is called. */
async function holdServerClock(page: Page): Promise<() => void> {
  let release!: () => void;
  const answered = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${TIMESTAMP_PATH}`, async (route) => {
    await answered;
    await route.continue();
  });
  return release;
}

test.describe('time guard', () => {
  test('before the start the visitor is sent to the region home', async ({ page }) => {
    // Half a minute before the start: the server clock runs on from its start, and a page under
    // load can take more than a second to ask it.
    const origin = await serverAt('2030-12-31T23:59:30Z');
    await page.goto(`${origin}${GATED}`);
    await page.waitForURL(`${origin}/us`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });

  test('inside the window the page shows, scrolls to its entry target and reports one page view', async ({ page }) => {
    const errors = collectErrors(page);
    const origin = await serverAt('2031-01-15T00:00:00Z');
    await page.goto(`${origin}${GATED}`);
    await expect(heading(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Entry section' })).toBeInViewport();
    expect(await page.evaluate((key) => localStorage.getItem(key), MEMORY_KEY)).toBe('started');
    const views = await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer);
    expect(views).toEqual([
      {
        event: 'virtual_page_view',
        page_path: '/us/test-fixtures/time-gate',
        page_title: 'Preview window | Robosen',
        region: 'us',
        locale: 'en-US',
      },
    ]);
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a URL with a hash keeps its own scroll position', async ({ page }) => {
    const origin = await serverAt('2031-01-15T00:00:00Z');
    await page.goto(`${origin}${GATED}#main`);
    await expect(heading(page)).toBeInViewport();
    await expect(page.getByRole('heading', { name: 'Entry section' })).not.toBeInViewport();
  });

  test('at the end the visitor is sent home and the route is remembered as expired', async ({ page }) => {
    const origin = await serverAt('2031-02-01T00:00:00Z');
    await page.goto(`${origin}${GATED}`);
    await page.waitForURL(`${origin}/us`);
    expect(await page.evaluate((key) => localStorage.getItem(key), MEMORY_KEY)).toBe('expired');
  });

  test('after the end the visitor is sent home, in the root region too', async ({ page }) => {
    const origin = await serverAt('2031-03-01T00:00:00Z');
    await page.goto(`${origin}/test-fixtures/time-gate`);
    await page.waitForURL(`${origin}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });

  test('gated content stays hidden while the server clock is asked', async ({ page }) => {
    const origin = await serverAt('2030-12-31T00:00:00Z');
    const release = await holdServerClock(page);
    await page.goto(`${origin}${GATED}`, { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => getComputedStyle(document.body).visibility)).toBe('hidden');
    await expect(heading(page)).toBeHidden();
    release();
    await page.waitForURL(`${origin}/us`);
  });

  test('server time unreachable: the last known offset decides', async ({ page }) => {
    const origin = await serverAt('2031-01-15T00:00:00Z');
    await page.goto(`${origin}${GATED}`);
    await expect(heading(page)).toBeVisible();
    // Forget the passed start, so only the remembered clock offset can keep the visitor here.
    await page.evaluate((key) => localStorage.removeItem(key), MEMORY_KEY);
    await page.route(`**${TIMESTAMP_PATH}`, (route) => route.abort('connectionrefused'));
    await page.reload();
    await expect(heading(page)).toBeVisible();
    await expect(page).toHaveURL(`${origin}${GATED}`);
  });

  test('server time unreachable and never known: the device clock decides', async ({ page }) => {
    const origin = await serverAt('2031-01-15T00:00:00Z');
    await page.route(`**${TIMESTAMP_PATH}`, (route) => route.abort('connectionrefused'));
    await page.goto(`${origin}${GATED}`);
    // The device clock is years before the window opens.
    await page.waitForURL(`${origin}/us`);
  });

  test('a page whose window closed before the build is a redirect to the region home', async ({ page, request }) => {
    const html = await (await request.get('/de/test-fixtures/closed-gate')).text();
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/de">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    await page.goto('/de/test-fixtures/closed-gate');
    await page.waitForURL('**/de');
  });

  test('a page not yet open at build time is noindex and out of the sitemap', async ({ request }) => {
    const html = await (await request.get(GATED)).text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="alternate"');
    const sitemap = await (await request.get('/us/sitemap.xml')).text();
    expect(sitemap).toContain('<loc>');
    expect(sitemap).not.toContain('test-fixtures');
  });
});

test.describe('provisional paint', () => {
  // Open from 2020 to five years after the build (src/config/routes.ts): open when built, so
  // its start has passed for any server.
  const OPEN = '/us/test-fixtures/open-gate';

  /** The span in which the page as built is still right, as the build wrote it, and the window's end. */
  async function paintSpan(request: APIRequestContext) {
    const html = await (await request.get(OPEN)).text();
    const from = Number(/data-paint-from="(\d+)"/.exec(html)?.[1]);
    const until = Number(/data-paint-until="(\d+)"/.exec(html)?.[1] ?? Infinity);
    const end = Number(/data-gate-end="(\d+)"/.exec(html)?.[1]);
    expect(from).toBeGreaterThan(Date.parse('2020-01-01T00:00:00Z'));
    expect(end).toBeGreaterThan(from);
    return { from, until, end };
  }

  test('a page open when built shows at once, and counts its view only once the server has let it stay', async ({
    page,
    request,
  }) => {
    const { from } = await paintSpan(request);
    // This device's clock at the build instant: inside the span by construction.
    await page.clock.install({ time: new Date(from) });
    const origin = await serverAt(new Date(from).toISOString());
    const release = await holdServerClock(page);
    await page.goto(`${origin}${OPEN}`, { waitUntil: 'domcontentloaded' });
    await expect(heading(page)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-gate', 'provisional');
    expect(await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer ?? [])).toEqual([]);
    release();
    await expect(page.locator('html')).not.toHaveAttribute('data-gate');
    await expect(heading(page)).toBeVisible();
    expect(await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer?.length)).toBe(1);
  });

  test('when this device’s clock is past a change of the page, it stays hidden until the server answers', async ({
    page,
    request,
  }) => {
    const { from, until } = await paintSpan(request);
    await page.clock.install({ time: new Date(until) });
    const origin = await serverAt(new Date(from).toISOString());
    const release = await holdServerClock(page);
    await page.goto(`${origin}${OPEN}`, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('data-gate', 'pending');
    expect(await page.evaluate(() => getComputedStyle(document.body).visibility)).toBe('hidden');
    release();
    await expect(heading(page)).toBeVisible();
  });

  test('when the server says the window has ended, the page shown as built goes home', async ({ page, request }) => {
    const { from, end } = await paintSpan(request);
    await page.clock.install({ time: new Date(from) });
    const origin = await serverAt(new Date(end + 60_000).toISOString());
    await page.goto(`${origin}${OPEN}`);
    await page.waitForURL(`${origin}/us`);
    const memoryKey = `route-gate:test-fixtures-open-gate:${Date.parse('2020-01-01T00:00:00Z')}:${end}`;
    expect(await page.evaluate((key) => localStorage.getItem(key), memoryKey)).toBe('expired');
  });
});

test.describe('guard fail-safe', () => {
  test('a guard script that never loads leaves the decision to the device clock, not a blank page', async ({
    page,
  }) => {
    const origin = await serverAt('2031-01-15T00:00:00Z');
    await page.clock.install({ time: new Date('2031-01-15T00:00:00Z') });
    await page.route(/BaseLayout\.astro_astro_type_script.*\.js$/, (route) => route.abort('failed'));
    await page.goto(`${origin}${GATED}`);
    await expect(heading(page)).toBeHidden();
    await page.clock.runFor(12_500);
    await expect(heading(page)).toBeVisible();
  });
});

test.describe('countdown', () => {
  test('counts to the end of the window on the server clock, speaks once a minute, and moves on at zero', async ({
    page,
  }) => {
    const origin = await serverAt('2031-01-31T23:58:30Z');
    await page.clock.install();
    await page.goto(`${origin}${GATED}`);
    const countdown = page.locator('.countdown');
    const spoken = countdown.locator('[aria-live="polite"]');
    await expect(countdown.locator('.countdown__value')).toHaveText(['00', '00', '01', /^(2\d|30)$/]);
    await expect(spoken).toHaveText('0 Days, 0 Hours, 1 Minutes');
    await page.clock.runFor(15_000);
    await expect(countdown.locator('.countdown__value').nth(3)).toHaveText(/^1\d$/);
    await expect(spoken).toHaveText('0 Days, 0 Hours, 1 Minutes');
    await page.clock.runFor(60_000);
    await expect(spoken).toHaveText('0 Days, 0 Hours, 0 Minutes');
    await page.clock.runFor(20_000);
    await page.waitForURL(`${origin}/us`);
  });
});
