import { readFileSync } from 'node:fs';
import { REGION_CODES, type RegionCode } from '../../src/config/regions.ts';
import { SITE_HOSTS, SOURCED_BRAND_ADDRESSES } from '../../src/config/sourced-addresses.ts';
import { unsourcedBrandAddresses } from '../../src/lib/brand-addresses.ts';
import { translatorFor } from '../../src/i18n/translator.ts';
import { formatPrice } from '../../src/lib/price.ts';
import { routePath } from '../../src/lib/urls.ts';
import { FIXTURE_DATA_DIST_DIR } from './support/constants.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { fixtureData, shipped } from '../support/shipped-data.ts';
import { expect, test, type Page } from './support/test.ts';

// Independent tests without hooks: spread over the workers (playwright.config.ts).
test.describe.configure({ mode: 'parallel' });

/** The parts of a schema.org Offer these tests read. */
interface OfferJsonLd {
  hasMerchantReturnPolicy?: Record<string, unknown>;
  shippingDetails?: { shippingRate?: { value: number }; deliveryTime?: { transitTime?: { minValue?: number } } }[];
}

/** The fixture-data bundle (tests/fixtures/data over the shipped files, us and cn), served by `npm run serve`. */
const fixtureServer = () => startServer({ kind: 'node', env: { DIST_DIR: FIXTURE_DATA_DIST_DIR } });

/** The Offers of the page's Product JSON-LD. */
async function offers(page: Page): Promise<OfferJsonLd[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block)).find((data) => data['@type'] === 'Product').offers;
}

test('the home page’s praise block quotes no publication', async ({ page }) => {
  const { praise } = shipped('us').home;
  await page.goto('/us');
  const block = page.getByRole('region', { name: praise.title });
  await expect(block.getByRole('heading', { level: 3 })).toHaveText(praise.items.map((item) => item.title));
  await expect(block.locator('blockquote, q, cite')).toHaveCount(0);
  await expect(block).not.toContainText('The Verge');
});

test('no footer links a social account whose address docs/links.md does not give as verified', async ({ page }) => {
  const verified = readFileSync('docs/links.md', 'utf8').split('## Not verified')[0] ?? '';
  for (const path of ['/us', '/uk', '/de', '/kr', '/']) {
    await page.goto(path);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const hrefs = await page
      .locator('.social-list a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.filter((href) => !verified.includes(href))).toEqual([]);
  }
});

test('free shipping shows on the product pages of the regions its data gives a threshold, and only there', async ({
  page,
}) => {
  const slug = 'flagship-megatron';
  for (const region of ['us', 'uk'] as const) {
    await page.goto(routePath(region, slug));
    const freeShipping = shipped(region).shippingReturns?.freeShippingOver;
    const threshold = freeShipping?.products.some((product) => product === slug) ? freeShipping.amount : undefined;
    const note = page.locator('#buy [data-free-shipping]');
    if (threshold === undefined) await expect(note).toHaveCount(0);
    else
      await expect(note).toHaveText(
        translatorFor(region)('product.freeShippingOver', { amount: formatPrice(threshold, region) }),
      );
  }
});

test('feature titles of the product copy show as headings, in each language', async ({ page }) => {
  for (const [region, slug] of [
    ['us', 'flagship-megatron'],
    ['fr', 'grimlock-g1-flagship'],
  ] as const) {
    const { sections } = shipped(region).productPage(slug)!.copy;
    await page.goto(routePath(region, slug));
    for (const section of sections) {
      if (section.kind !== 'features') continue;
      await expect(page.locator(`#${section.id} .feature-card h3`)).toHaveText(section.items.map((item) => item.title));
    }
  }
});

// The fixture us settings give installment terms (tests/fixtures/data/regions/us/settings.json).
test('the installment terms of the settings show under an available offer (fixture data)', async ({ page }) => {
  // It starts a server of its own, on a machine that may be busy.
  test.setTimeout(90_000);
  const text = fixtureData('us').settings.installment!.text!;
  const server = await fixtureServer();
  try {
    await page.goto(`${server.url}/us/elite-optimus-prime`);
    await expect(page.locator('#buy').getByText(text).first()).toBeVisible();
  } finally {
    await server.stop();
  }
});

test('the limited edition’s pre-order copy shows as written', async ({ page }) => {
  const { copy } = shipped('us').productPage('optimus-prime-rise-of-the-beasts-signature-limited-edition')!;
  const paragraphs = copy.sections.flatMap((section) => (section.kind === 'preOrder' ? section.paragraphs : []));
  await page.goto('/us/optimus-prime-rise-of-the-beasts-signature-limited-edition');
  for (const paragraph of paragraphs) await expect(page.getByText(paragraph).first()).toBeVisible();
});

test.describe('Product JSON-LD for merchant listings', () => {
  type Figures = ReturnType<typeof shipped>['shippingReturns'];
  /**
   * The page's offers carry the return window and shipping options of the figures
   * (regions/<region>/shipping-returns.json), and neither property where the region has none.
   */
  async function expectMerchantPolicies(page: Page, figures: Figures): Promise<void> {
    const all = await offers(page);
    expect(all.length).toBeGreaterThan(0);
    if (!figures) {
      for (const offer of all) {
        expect(offer).not.toHaveProperty('hasMerchantReturnPolicy');
        expect(offer).not.toHaveProperty('shippingDetails');
      }
      return;
    }
    const [offer] = all;
    if (figures.returns)
      expect(offer?.hasMerchantReturnPolicy).toMatchObject({ merchantReturnDays: figures.returns.days });
    expect((offer?.shippingDetails ?? []).map((option) => option.shippingRate?.value)).toEqual(
      (figures.shipping ?? []).map((option) => option.rate),
    );
    expect((offer?.shippingDetails ?? []).map((option) => option.deliveryTime?.transitTime?.minValue)).toEqual(
      (figures.shipping ?? []).map((option) => option.delivery?.min),
    );
  }

  // Every region with product pages and a store, with figures or without (a region without a
  // store has no Offer in stock to carry them: offers.spec.ts).
  const withStore = (code: RegionCode) =>
    Object.values(shipped(code).catalogue.products).some((entry) => entry.buy !== undefined);
  for (const region of REGION_CODES.filter((code) => shipped(code).productSlugs.length && withStore(code))) {
    test(`${region} offers carry the return window and shipping options of its data, or neither without figures`, async ({
      page,
    }) => {
      await page.goto(routePath(region, shipped(region).productSlugs[0]!));
      await expectMerchantPolicies(page, shipped(region).shippingReturns);
    });
  }

  // The fixture us data has figures (tests/fixtures/data/regions/us/shipping-returns.json), whatever ships.
  test('offers carry the figures of the fixture data', async ({ page }) => {
    // It starts a server of its own, on a machine that may be busy.
    test.setTimeout(90_000);
    const figures = fixtureData('us').shippingReturns;
    expect(figures?.shipping?.length).toBeGreaterThan(0);
    const server: RunningServer = await fixtureServer();
    try {
      await page.goto(`${server.url}/us/flagship-megatron`);
      await expectMerchantPolicies(page, figures);
    } finally {
      await server.stop();
    }
  });
});

test('product pages give the spec’s voice command counts and list no phrase or mode no source gives', async ({
  page,
}) => {
  for (const slug of ['flagship-optimus-prime', 'grimlock-g1-flagship', 'k1-pro-interstellar-scout'] as const) {
    const { copy } = shipped('us').productPage(slug)!;
    await page.goto(routePath('us', slug));
    const voice = copy.sections.find((section) => section.kind === 'voiceCommands');
    if (voice) await expect(page.locator(`#${voice.id}`)).toContainText(voice.intro);
    await expect(page.locator('.command-list, .command-grid')).toHaveCount(0);
    await expect(page.locator('#programming-dialog')).toHaveCount(0);
  }
  // The figure of content spec point 9, whatever the copy's words.
  await page.goto(routePath('us', 'flagship-optimus-prime'));
  await expect(page.locator('#voice-commands')).toContainText('39');
});

// Pages of each kind that carry store links: home tiles, header and footer, support and terms
// policy links, a product page's buy section, the where-to-buy banner; kr, jp and cn have no
// sourced store at all.
for (const path of [
  routePath('us', ''),
  routePath('us', 'support'),
  routePath('us', 'terms-use'),
  routePath('us', 'toy-story-buzz-lightyear'),
  routePath('uk', ''),
  routePath('uk', 'where-to-buy'),
  routePath('uk', 'return-manufacturer'),
  routePath('kr', ''),
  routePath('kr', 'support'),
  routePath('jp', ''),
  routePath('jp', 'flagship-bumblebee'),
  routePath('cn', ''),
  routePath('cn', 'k1-pro-interstellar-scout'),
]) {
  test(`${path} links no store, product, account or policy address of the brand that no source gives`, async ({
    page,
  }) => {
    const sourced = SOURCED_BRAND_ADDRESSES.map(({ address }) => address);
    await page.goto(path);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(unsourcedBrandAddresses(hrefs.join('\n'), sourced, SITE_HOSTS)).toEqual([]);
  });
}

test('the regions without a sourced store show no Buy button and no Store link', async ({ page }) => {
  for (const region of ['kr', 'jp', 'cn'] as const) {
    const { settings } = shipped(region);
    expect(settings.links.shop).toBeUndefined();
    await page.goto(routePath(region, ''));
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('link', { name: settings.buttons.buy })).toHaveCount(0);
    await expect(page.getByRole('link', { name: settings.buttons.preOrder })).toHaveCount(0);
  }
});

test('only Grimlock’s US monthly price names an APR, the one the spec gives', async ({ page }) => {
  await page.goto(routePath('us', 'grimlock-g1-flagship'));
  await expect(page.locator('.price-facts__monthly')).toContainText('0% APR');
  for (const slug of ['optimus-prime-rise-of-the-beasts-signature-limited-edition', 'elite-optimus-prime'] as const) {
    await page.goto(routePath('us', slug));
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.locator('main')).not.toContainText('APR');
  }
});
