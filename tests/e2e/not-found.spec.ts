import { expect, test } from './support/test.ts';
import { REGIONS, REGION_CODES } from '../../src/config/regions.ts';
import { regionHomePath, routePath } from '../../src/lib/urls.ts';
import { accessibilityViolations } from './support/axe.ts';
import { collectErrors } from './support/console.ts';

for (const region of REGION_CODES) {
  test(`an unknown path in ${region} answers its 404 page with status 404`, async ({ page }) => {
    const errors = collectErrors(page, { allowDocumentStatus: true });
    const response = await page.goto(routePath(region, 'no-such-page/deeper'));
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', REGIONS[region].locale);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const main = page.getByRole('main');
    await expect(main.locator(`a[href="${regionHomePath(region)}"]`)).toHaveCount(1);
    await expect(main.locator(`a[href="${routePath(region, 'choose-your-region')}"]`)).toHaveCount(1);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
}

test('a route a region does not have answers that region’s 404', async ({ request }) => {
  const response = await request.get('/kr/new-release', { maxRedirects: 0 });
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('lang="ko-KR"');
});
