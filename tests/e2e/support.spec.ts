import { isAvailable } from '../../src/config/availability.ts';
import { REGIONS, REGION_CODES, type RegionCode } from '../../src/config/regions.ts';
import { intlLocale } from '../../src/lib/intl-locale.ts';
import { routePath } from '../../src/lib/urls.ts';
import { expect, test, type Locator } from './support/test.ts';
import { shipped } from '../support/shipped-data.ts';

// Independent tests without hooks: spread over the workers (playwright.config.ts).
test.describe.configure({ mode: 'parallel' });

const POLICIES = ['terms-use', 'privacy-policy', 'cookies-policy'] as const;
const REQUESTS = ['product-registration', 'return-manufacturer'] as const;

/** The locale Intl writes a region's dates in (src/lib/intl-locale.ts: en-EU has no Intl data of its own). */
const dateLocale = (region: RegionCode) => intlLocale(REGIONS[region].locale);

interface InfoPageData {
  heading: string;
  updated?: string;
  sections: { title: string; definitions?: { term: string }[]; links?: { label: string; link: string }[] }[];
}

/** A support page of the region as its build holds it; a page the region does not build fails the test. */
function pageData(path: string, region: RegionCode): InfoPageData {
  const page = shipped(region).infoPage(path);
  if (!page) throw new Error(`region ${region} builds no page /${path}`);
  return page as InfoPageData;
}

/** The labels the support hub gives its links, by internal link. */
/** The label the support hub gives its link to `path`, or undefined when it has none. */
const hubLabel = (region: RegionCode, path: string) =>
  pageData('support', region)
    .sections.flatMap((section) => section.links ?? [])
    .find((item) => item.link === `/${path}`)?.label;

const hubLink = (main: Locator, region: RegionCode, path: string) => {
  const name = hubLabel(region, path);
  if (!name) throw new Error(`content/support/support/${region}.json has no link to /${path}`);
  return main.getByRole('link', { name, exact: true });
};

for (const region of REGION_CODES) {
  test(`the ${region} support hub reaches the FAQ, tech support and download center`, async ({ page }) => {
    await page.goto(routePath(region, 'support'));
    const main = page.getByRole('main');
    for (const path of ['faq', 'technical-support', 'download-center']) {
      await expect(hubLink(main, region, path)).toHaveAttribute('href', routePath(region, path));
    }
    await expect(main.locator('a[href^="mailto:"]').first()).toBeVisible();
    await hubLink(main, region, 'technical-support').click();
    await expect(page).toHaveURL(new RegExp(`${routePath(region, 'technical-support')}$`));
    await expect(page.getByRole('main').locator('a[href^="mailto:"]').first()).toBeVisible();
  });

  test(`the ${region} support hub and footer lead to the policies and, where they exist, registration and returns`, async ({
    page,
  }) => {
    await page.goto(routePath(region, 'support'));
    const main = page.getByRole('main');
    const footer = page.getByRole('contentinfo');
    for (const path of POLICIES) {
      const name = pageData(path, region).heading;
      await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', routePath(region, path));
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', routePath(region, path));
    }
    for (const path of REQUESTS) {
      expect(Boolean(hubLabel(region, path))).toBe(isAvailable(path, region));
      if (isAvailable(path, region)) {
        await expect(hubLink(main, region, path)).toHaveAttribute('href', routePath(region, path));
      }
    }
  });
}

for (const region of REGION_CODES) {
  for (const path of POLICIES) {
    test(`${region} ${path} shows its sections and the day it was last updated`, async ({ page }) => {
      const data = pageData(path, region);
      await page.goto(routePath(region, path));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(data.heading);
      const updated = new Intl.DateTimeFormat(dateLocale(region), { dateStyle: 'long', timeZone: 'UTC' }).format(
        Date.parse(`${data.updated}T00:00:00Z`),
      );
      await expect(page.getByRole('main')).toContainText(updated);
      for (const section of data.sections) {
        await expect(page.getByRole('heading', { level: 2, name: section.title, exact: true })).toBeVisible();
      }
    });
  }
}

test('a returns request starts an e-mail to support@robosen.com, with no procedure the sources do not give', async ({
  page,
}) => {
  // Sourced facts: returns are started by writing to support@robosen.com; no subject line is given.
  await page.goto('/de/return-manufacturer');
  await expect(page.getByRole('main').locator('a[href="mailto:support@robosen.com"]')).not.toHaveCount(0);
  await expect(page.getByRole('main').locator('a[href*="?subject="]')).toHaveCount(0);
});

test('the cookies policy lists what the site stores, as named items', async ({ page }) => {
  for (const region of ['us', 'uk'] as const) {
    await page.goto(routePath(region, 'cookies-policy'));
    const expected = pageData('cookies-policy', region)
      .sections.flatMap((section) => section.definitions ?? [])
      .map((item) => item.term);
    expect(expected.length).toBeGreaterThan(0);
    await expect(page.getByRole('main').getByRole('term')).toHaveText(expected);
  }
});
