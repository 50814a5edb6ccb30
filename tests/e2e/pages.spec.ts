import { expect, test } from './support/test.ts';
import { REGIONS } from '../../src/config/regions.ts';
import { accessibilityViolations, preloadAxe } from './support/axe.ts';
import { builtPages } from './support/built-pages.ts';
import { CHECKED_REGIONS } from './support/constants.ts';
import { collectErrors } from './support/console.ts';

// Independent tests without hooks: spread over the workers (playwright.config.ts).
test.describe.configure({ mode: 'parallel' });

// Gated fixtures and redirect pages have their own tests (time-guard, redirects).
const pages = builtPages().filter((page) => !page.isRedirect && !page.isGated && !page.isNotFound);

/** What one page visit costs at most on a loaded 2-core machine (its axe pass is most of it). */
const PAGE_TIMEOUT_MS = 20_000;

test('the test bundles hold every region checked', () => {
  expect(new Set(pages.map((page) => page.region))).toEqual(new Set(CHECKED_REGIONS));
});

/**
 * Every built page, visited once in one tab per region: each visit checks all that is checked of
 * every page (status 200, the region's `lang`, one `h1`, axe's WCAG 2 A/AA rules, no console
 * error once the network is idle, and, through the suite's fixture, no CSP violation). The
 * browser's storage and cookies are cleared between pages, so each page is seen as by a
 * visitor arriving on it. A failing page is reported with its URL and the next pages are still
 * checked.
 */
for (const region of CHECKED_REGIONS) {
  const regionPages = pages.filter((page) => page.region === region);
  test(`every ${region} page answers 200 in ${REGIONS[region].locale}, without console errors or axe violations`, async ({
    page,
    context,
  }) => {
    test.setTimeout(PAGE_TIMEOUT_MS * regionPages.length);
    expect(regionPages.length).toBeGreaterThan(0);
    await preloadAxe(page);
    for (const built of regionPages) {
      await test.step(built.url, async () => {
        const errors = collectErrors(page);
        const response = await page.goto(built.url);
        expect.soft(response?.status(), built.url).toBe(200);
        await expect.soft(page.locator('html'), built.url).toHaveAttribute('lang', REGIONS[region].locale);
        await expect.soft(page.locator('h1'), built.url).toHaveCount(1);
        expect.soft(await accessibilityViolations(page), built.url).toEqual([]);
        await page.waitForLoadState('networkidle');
        expect.soft(errors, built.url).toEqual([]);
        page.removeAllListeners('console');
        page.removeAllListeners('pageerror');
        await page.evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        });
        await context.clearCookies();
      });
    }
  });
}
