import { readFileSync } from 'node:fs';
import { expect, test } from './support/test.ts';
import { isAvailable } from '../../src/config/availability.ts';
import { REGIONS, REGION_CODES, type RegionCode } from '../../src/config/regions.ts';
import { HOME_MARKET } from '../../src/lib/dealers.ts';
import { routePath } from '../../src/lib/urls.ts';
import { builtPages } from './support/built-pages.ts';

// With the shipped data: exactly the sellers the sourced facts name (content/dealers.json).
const SOURCED_STORES = [
  'https://de.robosen.com',
  'https://eu.robosen.com',
  'https://uk.robosen.com',
  'https://us.robosen.com',
  'https://buzz.robosen.com',
];
const WHERE_TO_BUY_REGIONS = ['us', 'uk', 'eu', 'fr', 'de'] as const;

const json = (path: string) => JSON.parse(readFileSync(path, 'utf8'));
const marketNames = (region: RegionCode): Record<string, string> =>
  json(`src/i18n/locales/${REGIONS[region].language === 'en' ? 'en-US' : REGIONS[region].locale}.json`).whereToBuy
    .markets;

test('the bundles hold contact-us everywhere, where-to-buy where the specs give it, and no Hong Kong page without shops', () => {
  const urls = new Set(builtPages().map((page) => page.url));
  for (const region of REGION_CODES) {
    expect(urls.has(routePath(region, 'contact-us'))).toBe(true);
    expect(urls.has(routePath(region, 'where-to-buy'))).toBe(isAvailable('where-to-buy', region));
    expect(urls.has(routePath(region, 'where-to-buy/hongkong-macao'))).toBe(false);
  }
});

for (const region of WHERE_TO_BUY_REGIONS) {
  test(`${routePath(region, 'where-to-buy')} lists exactly the sourced stores, its own market first`, async ({
    page,
  }) => {
    const copy = json(`content/where-to-buy/${region}.json`);
    const settings = json(`regions/${region}/settings.json`);
    await page.goto(routePath(region, 'where-to-buy'));
    await expect(page.locator('html')).toHaveAttribute('lang', REGIONS[region].locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.heading);

    const banner = page.getByRole('region', { name: copy.officialStore.title });
    await expect(banner.getByRole('link', { name: copy.officialStore.button })).toHaveAttribute(
      'href',
      settings.links.shop,
    );

    const stores = await page
      .locator('.dealer-card h3 a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect([...stores].sort()).toEqual([...SOURCED_STORES].sort());
    await expect(page.locator('.dealer-card address')).toHaveCount(0);

    const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    expect(headings[1]).toBe(marketNames(region)[HOME_MARKET[region]]);
    expect(headings).not.toContain(marketNames(region)['hongkong-macao']);
    await expect(page.locator('a[href*="hongkong-macao"]')).toHaveCount(0);
  });
}

test('the French page says plainly what to do while France has no dealer listed', async ({ page }) => {
  const copy = json('content/where-to-buy/fr.json');
  await page.goto('/fr/where-to-buy');
  const france = page.getByRole('region', { name: 'France', exact: true });
  await expect(france).toContainText(copy.emptyHomeList);
  await expect(france.getByRole('link', { name: 'support@robosen.com' })).toHaveAttribute(
    'href',
    'mailto:support@robosen.com',
  );
  await expect(france.locator('.dealer-card')).toHaveCount(0);
});

test('the Hong Kong and Macau page is not built while it has no shop', async ({ request }) => {
  for (const region of ['cn', ...WHERE_TO_BUY_REGIONS] as const) {
    expect((await request.get(routePath(region, 'where-to-buy/hongkong-macao'))).status()).toBe(404);
  }
  const sitemap = await (await request.get('/us/sitemap.xml')).text();
  expect(sitemap).toContain('/us/where-to-buy<');
  expect(sitemap).not.toContain('hongkong-macao');
});

test.describe('About menu', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const region of REGION_CODES) {
    test(`in ${region} links Contact Us${isAvailable('where-to-buy', region) ? ' and Where to Buy' : ' only'}`, async ({
      page,
    }) => {
      const about = json(`regions/${region}/settings.json`).nav.find(
        (item: { identify?: string }) => item.identify === 'about',
      );
      await page.goto(routePath(region, ''));
      const nav = page.locator('#site-nav');
      await nav.getByRole('button', { name: about.label }).click();
      const hrefs = await nav
        .locator(`#nav-about-menu a`)
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      const expected = [
        routePath(region, 'contact-us'),
        ...(isAvailable('where-to-buy', region) ? [routePath(region, 'where-to-buy')] : []),
      ];
      expect(hrefs).toEqual(expected);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: about.children[0].label, exact: true })).toHaveAttribute(
        'href',
        routePath(region, 'contact-us'),
      );
    });
  }
});
