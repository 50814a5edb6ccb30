import { expect, test, type Page } from './support/test.ts';
import { isAvailable } from '../../src/config/availability.ts';
import { REGIONS, REGION_CODES, type RegionCode } from '../../src/config/regions.ts';
import { DEALER_MARKETS, HOME_MARKET, HONG_KONG_MACAO } from '../../src/config/dealers.ts';
import { translatorFor } from '../../src/i18n/translator.ts';
import { addressList } from '../../src/lib/dealers.ts';
import { resolveLink } from '../../src/lib/links.ts';
import { hasPage, type RouteManifest } from '../../src/lib/route-manifest.ts';
import { routePath } from '../../src/lib/urls.ts';
import { builtPages } from './support/built-pages.ts';
import { FIXTURE_DATA_DIST_DIR, FIXTURE_DATA_REGIONS } from './support/constants.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { fixtureData, fixtureManifest, shipped, shippedManifest } from '../support/shipped-data.ts';

// The dealers of content/dealers.json: the pages list what the data lists, whatever it lists.
const { dealers } = shipped('us');
const listed = dealers.filter((dealer) => dealer.market !== 'hongkong-macao');
const hongKongShops = dealers.filter((dealer) => dealer.market === 'hongkong-macao');
const supportEmail = shipped('us').contact.facts.headquarters.find((contact) => contact.topic === 'support')?.email;
const WHERE_TO_BUY_REGIONS = REGION_CODES.filter((region) => isAvailable('where-to-buy', region));
const homeMarket = (region: RegionCode): string | undefined =>
  (HOME_MARKET as Partial<Record<RegionCode, string>>)[region];
/** The list a region's page opens with: its own market's, else (a region added to the registry) the first with shops in the spec's order. */
const firstList = (region: RegionCode): string =>
  homeMarket(region) ??
  DEALER_MARKETS.find((market) => market !== HONG_KONG_MACAO && listed.some((dealer) => dealer.market === market))!;

/** A market's heading in a region, as the page's own strings word it. */
const marketName = (region: RegionCode, market: string): string =>
  translatorFor(region)(`whereToBuy.markets.${market}`);

test('the bundles hold contact-us everywhere, and the where-to-buy pages where the specs give them while their lists have shops', () => {
  const urls = new Set(builtPages().map((page) => page.url));
  for (const region of REGION_CODES) {
    expect(urls.has(routePath(region, 'contact-us'))).toBe(true);
    expect(urls.has(routePath(region, 'where-to-buy'))).toBe(isAvailable('where-to-buy', region) && listed.length > 0);
    expect(urls.has(routePath(region, 'where-to-buy/hongkong-macao'))).toBe(
      isAvailable('where-to-buy/hongkong-macao', region) && hongKongShops.length > 0,
    );
  }
});

for (const region of WHERE_TO_BUY_REGIONS) {
  test(`${routePath(region, 'where-to-buy')} lists exactly the shops of the data, its own market first`, async ({
    page,
  }) => {
    const { whereToBuy, settings } = shipped(region);
    const copy = whereToBuy!;
    await page.goto(routePath(region, 'where-to-buy'));
    await expect(page.locator('html')).toHaveAttribute('lang', REGIONS[region].locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.heading);

    const banner = page.getByRole('region', { name: copy.officialStore.title });
    // A region without a sourced store has no banner (docs/links.md).
    if (settings.links.shop)
      await expect(banner.getByRole('link', { name: copy.officialStore.button })).toHaveAttribute(
        'href',
        settings.links.shop,
      );
    else await expect(banner).toHaveCount(0);

    const stores = await page
      .locator('.dealer-card h3 a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect([...stores].sort()).toEqual(listed.map((dealer) => dealer.link).sort());
    await expect(page.locator('.dealer-card address')).toHaveCount(
      listed.flatMap((dealer) => addressList(dealer.address)).length,
    );

    const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    expect(headings[1]).toBe(marketName(region, firstList(region)));
    expect(headings).not.toContain(marketName(region, 'hongkong-macao'));
    if (!hongKongShops.length) await expect(page.locator('a[href*="hongkong-macao"]')).toHaveCount(0);
  });
}

// Regions whose own market has no shop in the data yet (France when this was written).
const WITHOUT_OWN_SHOP = WHERE_TO_BUY_REGIONS.filter(
  (region) => homeMarket(region) !== undefined && !listed.some((dealer) => dealer.market === homeMarket(region)),
);
for (const region of WITHOUT_OWN_SHOP) {
  test(`${routePath(region, 'where-to-buy')} says plainly what to do while its own market has no shop listed`, async ({
    page,
  }) => {
    const copy = shipped(region).whereToBuy!;
    await page.goto(routePath(region, 'where-to-buy'));
    const own = page.getByRole('region', { name: marketName(region, homeMarket(region)!), exact: true });
    await expect(own).toContainText(copy.emptyHomeList);
    if (supportEmail)
      await expect(own.getByRole('link', { name: supportEmail })).toHaveAttribute('href', `mailto:${supportEmail}`);
    await expect(own.locator('.dealer-card')).toHaveCount(0);
  });
}

test('the Hong Kong and Macau page is built exactly while it has a shop', async ({ request }) => {
  const regions = REGION_CODES.filter((region) => isAvailable('where-to-buy/hongkong-macao', region));
  for (const region of regions) {
    const status = (await request.get(routePath(region, 'where-to-buy/hongkong-macao'))).status();
    expect(status).toBe(hongKongShops.length ? 200 : 404);
  }
  const sitemap = await (await request.get('/us/sitemap.xml')).text();
  expect(sitemap).toContain('/us/where-to-buy<');
  expect(sitemap.includes('hongkong-macao')).toBe(hongKongShops.length > 0);
});

test.describe('About menu', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  type Settings = ReturnType<typeof shipped>['settings'];
  /**
   * Opens the region's home at `origin` and checks that its About menu and the footer link what
   * the settings list (as the build reads them: links to withheld pages left out), or that the
   * header has no About menu where the settings give none.
   */
  async function expectAboutMenu(
    page: Page,
    origin: string,
    region: RegionCode,
    settings: Settings,
    manifest: RouteManifest,
  ) {
    const about = settings.nav.find((item) => item.identify === 'about');
    await page.goto(`${origin}${routePath(region, '')}`);
    const nav = page.locator('#site-nav');
    if (!about?.children?.length) {
      await expect(nav.locator('#nav-about-menu')).toHaveCount(0);
      return;
    }
    await nav.getByRole('button', { name: about.label }).click();
    const hrefs = await nav
      .locator(`#nav-about-menu a`)
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(about.children.map((child) => resolveLink(region, child.link)));
    for (const child of about.children.filter((entry) => entry.link.startsWith('/'))) {
      expect(hasPage(manifest, child.link.slice(1).split('#')[0]!, region), child.link).toBe(true);
    }
    const first = about.children[0]!;
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: first.label, exact: true })).toHaveAttribute(
      'href',
      resolveLink(region, first.link),
    );
  }

  for (const region of REGION_CODES) {
    test(`in ${region} links what its settings list, leaving out pages the region does not build`, async ({ page }) => {
      await expectAboutMenu(page, '', region, shipped(region).settings, shippedManifest);
    });
  }

  // The fixture settings of us and cn have About menus (tests/fixtures/data/regions/*/settings.json),
  // so the menu is proved whatever the shipped settings hold.
  test.describe('over the fixture data', () => {
    let server: RunningServer;
    test.beforeAll(async () => {
      server = await startServer({ kind: 'node', env: { DIST_DIR: FIXTURE_DATA_DIST_DIR } });
    });
    test.afterAll(async () => server.stop());

    for (const region of FIXTURE_DATA_REGIONS) {
      test(`in ${region} links what its settings list`, async ({ page }) => {
        const { settings } = fixtureData(region);
        expect(settings.nav.find((item) => item.identify === 'about')?.children?.length).toBeGreaterThan(0);
        await expectAboutMenu(page, server.url, region, settings, fixtureManifest);
      });
    }
  });
});
