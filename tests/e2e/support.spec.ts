import { readFileSync } from 'node:fs';
import { isAvailable } from '../../src/config/availability.ts';
import { REGION_CODES, type RegionCode } from '../../src/config/regions.ts';
import { routePath } from '../../src/lib/urls.ts';
import { expect, test } from './support/test.ts';

const POLICIES = ['terms-use', 'privacy-policy', 'cookies-policy'] as const;
const REQUESTS = ['product-registration', 'return-manufacturer'] as const;

/** The policies' `updated` day (2026-11-22) as each region writes it. */
const UPDATED_ON: Record<RegionCode, string> = {
  cn: '2026年11月22日',
  us: 'November 22, 2026',
  uk: '22 November 2026',
  eu: '22 November 2026',
  fr: '22 novembre 2026',
  de: '22. November 2026',
  kr: '2026년 11월 22일',
  jp: '2026年11月22日',
};

const pageData = (path: string, region: string) =>
  JSON.parse(readFileSync(`content/support/${path}/${region}.json`, 'utf8')) as {
    heading: string;
    sections: { title: string }[];
  };

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

  test(`the ${region} support hub and footer lead to the policies and, where they exist, registration and returns`, async ({
    page,
  }) => {
    await page.goto(routePath(region, 'support'));
    const main = page.getByRole('main');
    const footer = page.getByRole('contentinfo');
    for (const path of POLICIES) {
      await expect(main.locator(`a[href="${routePath(region, path)}"]`)).toHaveCount(1);
      await expect(footer.locator(`a[href="${routePath(region, path)}"]`)).toHaveCount(1);
    }
    for (const path of REQUESTS) {
      await expect(main.locator(`a[href="${routePath(region, path)}"]`)).toHaveCount(isAvailable(path, region) ? 1 : 0);
    }
  });
}

for (const region of REGION_CODES) {
  for (const path of POLICIES) {
    test(`${region} ${path} shows its sections and the day it was last updated`, async ({ page }) => {
      const data = pageData(path, region);
      await page.goto(routePath(region, path));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(data.heading);
      await expect(page.getByRole('main')).toContainText(UPDATED_ON[region]);
      for (const section of data.sections) {
        await expect(page.getByRole('heading', { level: 2, name: section.title })).toBeVisible();
      }
    });
  }
}

test('a returns request starts an e-mail with its subject, and the cookies policy lists what the site stores', async ({
  page,
}) => {
  await page.goto('/de/return-manufacturer');
  const mail = page.getByRole('main').locator('a[href^="mailto:support@robosen.com?subject="]');
  await expect(mail).toHaveCount(1);
  expect(decodeURIComponent((await mail.getAttribute('href')) ?? '')).toContain('RMA');
  await page.goto('/us/cookies-policy');
  const terms = await page.getByRole('main').locator('dt').allTextContents();
  expect(terms).toEqual([
    'Sign-in',
    'Region',
    'Store suggestion',
    'New member offer',
    'Clock difference',
    'Sale periods',
  ]);
  await page.goto('/uk/cookies-policy');
  await expect(page.getByRole('main').locator('dt')).toHaveCount(6);
});
