import { expect, test } from './support/test.ts';
import { REGIONS } from '../../src/config/regions.ts';
import { accessibilityViolations } from './support/axe.ts';
import { builtPages } from './support/built-pages.ts';
import { collectErrors } from './support/console.ts';

// Gated fixtures and redirect pages have their own tests (time-guard, redirects).
const pages = builtPages().filter((page) => !page.isRedirect && !page.isGated && !page.isNotFound);

test('the test bundles hold every region', () => {
  expect(new Set(pages.map((page) => page.region)).size).toBe(Object.keys(REGIONS).length);
});

for (const built of pages) {
  test(`${built.url} answers 200 in ${REGIONS[built.region].locale}, without console errors or axe violations`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const response = await page.goto(built.url);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', REGIONS[built.region].locale);
    await expect(page.locator('h1')).toHaveCount(1);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
}
