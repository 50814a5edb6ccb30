import { REGION_CODES } from '../../src/config/regions.ts';
import { routePath } from '../../src/lib/urls.ts';
import { expect, test } from './support/test.ts';

for (const region of REGION_CODES) {
  test(`the ${region} support hub reaches the FAQ, tech support and download center`, async ({ page }) => {
    await page.goto(routePath(region, 'support'));
    const main = page.getByRole('main');
    for (const path of ['faq', 'technical-support', 'download-center']) {
      await expect(main.locator(`a[href="${routePath(region, path)}"]`)).toHaveCount(1);
    }
    await expect(main.locator('a[href="mailto:support@robosen.com"]').first()).toBeVisible();
    await main.locator(`a[href="${routePath(region, 'technical-support')}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${routePath(region, 'technical-support')}$`));
    await expect(page.getByRole('main').locator('a[href="mailto:support@robosen.com"]').first()).toBeVisible();
  });
}
