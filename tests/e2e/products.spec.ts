import { PRODUCT_SLUGS } from '../../src/config/products.ts';
import { REGIONS } from '../../src/config/regions.ts';
import { translatorFor } from '../../src/i18n/translator.ts';
import { formatWrittenDay } from '../../src/lib/dates.ts';
import { offerAt } from '../../src/lib/offer.ts';
import { formatPrice } from '../../src/lib/price.ts';
import { parseInstant } from '../../src/lib/time-window.ts';
import type { CatalogueKey } from '../../src/schemas/catalogue.ts';
import { builtPages } from './support/built-pages.ts';
import { FIXTURE_DATA_DIST_DIR } from './support/constants.ts';
import { serverPool } from './support/server.ts';
import { fixtureData, shipped } from '../support/shipped-data.ts';
import { expect, test, type Page } from './support/test.ts';

const productPages = builtPages().filter((page) =>
  PRODUCT_SLUGS.some((slug) => page.url.endsWith(`/${slug}`) || page.url === `/${slug}`),
);

/** The Product JSON-LD of the page. */
async function productJsonLd(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block)).find((data) => data['@type'] === 'Product');
}

test('every region builds the product pages the specs give it', () => {
  const count = (region: string) => productPages.filter((page) => page.region === region).length;
  expect([
    count('us'),
    count('uk'),
    count('eu'),
    count('fr'),
    count('de'),
    count('cn'),
    count('jp'),
    count('kr'),
  ]).toEqual([11, 9, 9, 9, 9, 4, 1, 0]);
});

for (const built of productPages) {
  test(`${built.url} shows its price and state, with sized, described images and matching JSON-LD`, async ({
    page,
  }) => {
    const response = await page.goto(built.url);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', REGIONS[built.region].locale);
    const buy = page.locator('#buy');
    await expect(buy).toBeVisible();
    const offer = buy.locator('[data-offer]:visible').first();
    const shownPrice = Number(await offer.locator('[data-price]').getAttribute('data-price'));
    expect(shownPrice).toBeGreaterThan(0);
    await expect(offer.locator('[data-price]')).not.toHaveText('');
    const state = await offer.getAttribute('data-offer');
    // A region whose store no source gives (kr, jp, cn) has no Buy link (docs/links.md).
    if (state === 'soldOut' || !shipped(built.region).settings.links.shop)
      await expect(offer.getByRole('link')).toHaveCount(0);
    else await expect(offer.getByRole('link')).toHaveAttribute('href', /^https:\/\//);

    const jsonLd = await productJsonLd(page);
    expect(jsonLd.offers[0]).toMatchObject({
      price: String(shownPrice),
      priceCurrency: REGIONS[built.region].currency,
      availability: {
        soldOut: 'https://schema.org/SoldOut',
        preOrder: 'https://schema.org/PreOrder',
        available: 'https://schema.org/InStock',
      }[state as string],
    });
    expect(jsonLd).toMatchObject({ '@type': 'Product', brand: { name: 'Robosen' } });
    expect(jsonLd.image).toMatch(/^https:\/\/.+\.webp$/);

    for (const image of await page.locator('main img').all()) {
      await expect(image).toHaveAttribute('width', /^\d+$/);
      await expect(image).toHaveAttribute('height', /^\d+$/);
      expect((await image.getAttribute('alt'))?.trim()).toBeTruthy();
    }
    for (const target of await page
      .locator('#app-menu a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      await expect(page.locator(target as string)).toHaveCount(1);
    }
  });
}

test.describe('anchors and dialogs', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const slug of PRODUCT_SLUGS) {
    test(`/us/${slug}: every menu anchor scrolls to its section, every dialog works by keyboard`, async ({ page }) => {
      await page.goto(`/us/${slug}`);
      for (const link of await page.locator('#app-menu a:visible').all()) {
        const target = (await link.getAttribute('href')) as string;
        await link.click();
        await expect(page.locator(target)).toBeInViewport();
      }
      for (const opener of await page.locator('[data-dialog-open]').all()) {
        const dialog = page.locator(`#${await opener.getAttribute('data-dialog-open')}`);
        await opener.scrollIntoViewIfNeeded();
        await opener.focus();
        await page.keyboard.press('Enter');
        await expect(dialog).toBeVisible();
        await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
        for (let step = 0; step < 4; step += 1) {
          await page.keyboard.press('Tab');
          expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
        }
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(opener).toBeFocused();
        await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
      }
    });
  }

  test('a video that cannot load says so instead of showing a blank frame', async ({ page }) => {
    await page.route(/\.webm$/, (route) => route.abort('failed'));
    await page.goto('/us/flagship-bumblebee');
    await page.locator('[data-dialog-open="transformation-dialog"]').click();
    const dialog = page.locator('#transformation-dialog');
    await expect(dialog.getByRole('alert')).toBeVisible();
    await expect(dialog.locator('video')).toBeHidden();
  });

  test('a video that loads plays in its dialog', async ({ page }) => {
    await page.goto('/us/toy-story-buzz-lightyear');
    await page.locator('[data-dialog-open="video-dialog"]').click();
    const video = page.locator('#video-dialog video');
    await expect(video).toBeVisible();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThan(0);
    await expect(page.locator('#video-dialog [data-video-error]')).toBeHidden();
  });

  test('the chest buttons say what each one does', async ({ page }) => {
    await page.goto('/us/toy-story-buzz-lightyear');
    const buttons = page.locator('#restore [data-choice]');
    await expect(buttons).toHaveCount(3);
    await buttons.nth(2).click();
    await expect(buttons.nth(2)).toHaveAttribute('aria-pressed', 'true');
    await expect(buttons.nth(0)).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('#restore [data-choice-panel="2"]')).toBeVisible();
    await expect(page.locator('#restore [data-choice-panel="0"]')).toBeHidden();
  });
});

test.describe('entry scroll targets', () => {
  for (const [slug, target] of [
    ['flagship-bumblebee', '#hero'],
    ['k1-pro-interstellar-scout', '#app-menu'],
    ['optimus-prime-rise-of-the-beasts-signature-limited-edition', '#banner'],
    ['toy-story-buzz-lightyear', '#banner'],
  ] as const) {
    test(`${slug} opens at ${target}`, async ({ page }) => {
      await page.goto(`/us/${slug}`);
      await expect
        .poll(() => page.locator(target).evaluate((element) => Math.round(element.getBoundingClientRect().top)))
        .toBeLessThanOrEqual(130);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    });
  }
});

test.describe('states that follow the server clock', () => {
  // The launch, pre-order and activity-price cases run on the fixture-data bundle, whose us data
  // has each of them (tests/fixtures/data: the product facts and the catalogue), whatever ships.
  const servers = serverPool({ DIST_DIR: FIXTURE_DATA_DIST_DIR });
  // Each test starts servers at its instants, on a machine that may be busy.
  test.describe.configure({ timeout: 90_000 });
  const at = servers.at;
  test.afterAll(servers.stopAll);
  // Times, prices and wording from the data through the site's own rules (offers, days, strings).
  const t = translatorFor('us');
  const product = (slug: string) => fixtureData('us').productPage(slug)!.facts;
  const entry = (key: CatalogueKey) => shipped('us').catalogue.products[key]!;
  const fixtureEntry = (key: CatalogueKey) => fixtureData('us').catalogue.products[key]!;
  const DAY = 86_400_000;

  test('Flagship Bumblebee before its launch offers Notify Me instead of Buy Now (fixture data)', async ({ page }) => {
    const launch = product('flagship-bumblebee').launchTime!;
    const origin = await at(new Date(parseInstant(launch) - DAY).toISOString());
    await page.goto(`${origin}/us/flagship-bumblebee`);
    const notify = page.locator('#notify');
    await expect(notify).toBeVisible();
    await expect(notify.getByRole('button', { name: t('product.notifyMe') })).toBeVisible();
    await expect(page.locator('#buy')).toBeHidden();
  });

  test('Flagship Bumblebee after its launch sells at its price', async ({ page }) => {
    await page.goto('/us/flagship-bumblebee');
    await expect(page.locator('#notify')).toBeHidden();
    const offer = offerAt(entry('flagshipBumblebee'), Date.now());
    await expect(page.locator('#buy [data-price]').first()).toHaveText(formatPrice(offer.price, 'us'));
  });

  test('the limited-edition pre-order window and early-bird price show their dates (fixture data)', async ({
    page,
  }) => {
    const slug = 'optimus-prime-rise-of-the-beasts-signature-limited-edition';
    const { preOrder, regionalPrices } = product(slug);
    expect(preOrder?.earlyBirdUntil).toBeDefined();
    const day = (instant: string) => formatWrittenDay(instant, 'us');
    // Half-way through the early-bird part of the pre-order window.
    const open = (parseInstant(preOrder!.start) + parseInstant(preOrder!.earlyBirdUntil!)) / 2;
    const origin = await at(new Date(open).toISOString());
    await page.goto(`${origin}/us/${slug}`);
    const section = page.locator('#early-bird');
    await expect(section.getByText(t('product.preOrderOpen', { date: day(preOrder!.end) }))).toBeVisible();
    await expect(
      section.getByText(t('product.earlyBirdUntil', { date: day(preOrder!.earlyBirdUntil!) })),
    ).toBeVisible();
    const earlyBird = regionalPrices?.us?.earlyBird;
    if (earlyBird !== undefined)
      await expect(section.locator('[data-price-fact="earlyBird"]')).toHaveText(formatPrice(earlyBird, 'us'));
    const closed = await at(new Date(parseInstant(preOrder!.end) + DAY).toISOString());
    await page.goto(`${closed}/us/${slug}`);
    await expect(
      page.locator('#early-bird').getByText(t('product.preOrderClosed', { date: day(preOrder!.end) })),
    ).toBeVisible();
  });

  test('an activity price shows only in the stages it lists (fixture data)', async ({ page }) => {
    const buzz = fixtureEntry('toyStoryBuzzLightyear');
    const starts = buzz.activityTime?.stages.map(parseInstant) ?? [];
    const stage = buzz.activityTime?.stage[0];
    expect(buzz.activityPrice).toBeDefined();
    expect(stage).toBeDefined();
    // Half-way through the first stage it lists (a day into it when no stage follows).
    const during = (starts[stage! - 1]! + (starts[stage!] ?? starts[stage! - 1]! + 2 * DAY)) / 2;
    const after = (starts[Math.max(...buzz.activityTime!.stage)] ?? during + 365 * DAY) + DAY;
    await page.goto(`${await at(new Date(during).toISOString())}/us/toy-story-buzz-lightyear`);
    const offer = page.locator('#buy [data-offer]:visible');
    await expect(offer.locator('[data-price]')).toHaveText(formatPrice(offerAt(buzz, during).price, 'us'));
    await expect(offer.locator('s')).toContainText(formatPrice(buzz.price, 'us'));
    await page.goto(`${await at(new Date(after).toISOString())}/us/toy-story-buzz-lightyear`);
    await expect(page.locator('#buy [data-offer]:visible [data-price]')).toHaveText(
      formatPrice(offerAt(buzz, after).price, 'us'),
    );
  });
});

test('the pages the specs keep out of some regions answer 404 there', async ({ request }) => {
  for (const path of [
    '/kr/flagship-bumblebee',
    '/jp/toy-story-buzz-lightyear',
    '/uk/k1-pro-interstellar-scout',
    '/de/optimus-prime-rise-of-the-beasts-signature-limited-edition',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test('no built page shows undefined, NaN, [object Object] or an empty price', () => {
  for (const page of builtPages()) {
    expect(page.html, page.file).not.toMatch(/undefined|NaN|\[object Object\]/);
    expect(page.html, page.file).not.toMatch(/data-price="[^"]*"[^>]*>\s*</);
  }
});
