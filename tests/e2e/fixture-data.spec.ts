import { expect, test, type Page } from './support/test.ts';
import { accessibilityViolations } from './support/axe.ts';
import { collectErrors } from './support/console.ts';
import { FIXTURE_DATA_DIST_DIR } from './support/constants.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { fixtureData } from '../support/shipped-data.ts';

/**
 * The full pages, over the fixture data of tests/fixtures/data (built by scripts/test-e2e.mjs
 * into dist-test-data/ for FIXTURE_DATA_REGIONS, us and cn): every dealer list with several addresses, the Hong Kong
 * and Macau page and the links to it, offices with address, phone and e-mail, a hotline, and a
 * hub block without content.
 */
// The data as the fixture-data bundles read it: the fixture files over the shipped ones.
const fixtureDealers = fixtureData('us').dealers;
const whereToBuyUs = fixtureData('us').whereToBuy!;
const hongKongUs = fixtureData('us').hongKongMacao!;
const hongKongCn = fixtureData('cn').hongKongMacao!;
const cnAbout = fixtureData('cn').settings.nav.find((item) => item.identify === 'about')!;
const cnHongKongEntry = cnAbout.children!.find((child) => child.link === '/where-to-buy/hongkong-macao')!;

const OTHER_REGIONS = /^\/(uk|eu|fr|de|kr|jp)(\/|$)/;

let server: RunningServer;
test.beforeAll(async () => {
  // `npm run serve`: a fixture-data build writes no nginx configuration (it is never deployed).
  server = await startServer({ kind: 'node', env: { DIST_DIR: FIXTURE_DATA_DIST_DIR } });
});
test.afterAll(async () => server.stop());

// Each test runs axe and follows links on a machine that may be busy.
test.describe.configure({ timeout: 90_000 });

/**
 * Opens a page of the fixture bundle and checks it is clean: status, axe, console, and the
 * internal links of its content (header and footer are the shipped ones, checked on dist/).
 */
async function openClean(page: Page, path: string): Promise<void> {
  const errors = collectErrors(page);
  const response = await page.goto(`${server.url}${path}`);
  expect(response?.status()).toBe(200);
  expect(await accessibilityViolations(page)).toEqual([]);
  const internal = await page
    .getByRole('main')
    .locator('a[href^="/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))]);
  const broken: string[] = [];
  for (const href of internal) {
    // The fixture bundle holds us and cn only: links into other regions are not its business.
    if (OTHER_REGIONS.test(href)) continue;
    const status = (await page.request.get(`${server.url}${href}`, { maxRedirects: 0 })).status();
    if (status !== 200) broken.push(`${href} (${status})`);
  }
  expect(broken).toEqual([]);
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
}

test('where-to-buy shows every list, the US one first, with each address', async ({ page }) => {
  await openClean(page, '/us/where-to-buy');
  const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
  expect(headings).toEqual([
    whereToBuyUs.officialStore.title,
    'United States',
    'Germany',
    'Europe and Middle East',
    'France',
    'United Kingdom',
    'Hong Kong and Macau',
  ]);
  for (const dealer of fixtureDealers.filter((entry) => entry.market !== 'hongkong-macao')) {
    const card = page.locator('.dealer-card').filter({ has: page.getByRole('heading', { name: dealer.title }) });
    await expect(card.getByRole('link', { name: dealer.title })).toHaveAttribute('href', dealer.link ?? '');
    const addresses = dealer.address === undefined ? [] : [dealer.address].flat();
    await expect(card.locator('address')).toHaveText(addresses);
  }
  // Drawn logos only: the brand's mark or a monogram, never an image from elsewhere.
  await expect(page.locator('.dealer-card img')).toHaveCount(0);
  await expect(
    page.locator('.dealer-card').filter({ hasText: 'Fixture Spielwaren Berlin' }).locator('.dealer-card__monogram'),
  ).toHaveText('FS');
});

test('where-to-buy leads to the Hong Kong and Macau page, which lists its shops and leads back', async ({ page }) => {
  await page.goto(`${server.url}/us/where-to-buy`);
  await page.getByRole('link', { name: whereToBuyUs.hongKongMacao.link }).click();
  await expect(page).toHaveURL(`${server.url}/us/where-to-buy/hongkong-macao`);
  await openClean(page, '/us/where-to-buy/hongkong-macao');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hongKongUs.heading);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Fixture Toys Mong Kok',
    'Fixture Collectibles Macau',
  ]);
  await expect(page.locator('address')).toHaveText([
    'Shop 1, 1 Example Street, Mong Kok, Hong Kong',
    'Shop 2, 2 Sample Road, Causeway Bay, Hong Kong',
    'Loja 3, Rua do Exemplo 3, Macau',
  ]);
  await page.getByRole('link', { name: hongKongUs.back }).click();
  await expect(page).toHaveURL(`${server.url}/us/where-to-buy`);
});

test('in cn the About menu links the Hong Kong and Macau page, in Chinese', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${server.url}/`);
  await page.locator('#site-nav').getByRole('button', { name: cnAbout.label }).click();
  await page.locator('#site-nav').getByRole('link', { name: cnHongKongEntry.label }).click();
  await expect(page).toHaveURL(`${server.url}/where-to-buy/hongkong-macao`);
  await openClean(page, '/where-to-buy/hongkong-macao');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hongKongCn.heading);
  await expect(page.getByRole('list', { name: '门店地址' }).first()).toBeVisible();
  // cn has no where-to-buy page: no link back to one.
  await expect(page.locator('a[href="/where-to-buy"]')).toHaveCount(0);
  const sitemap = await (await page.request.get(`${server.url}/sitemap.xml`)).text();
  expect(sitemap).toContain('/where-to-buy/hongkong-macao<');
});

test('contact-us shows every field the model has when the data gives it', async ({ page }) => {
  await openClean(page, '/us/contact-us');
  const topics = page.locator('#headquarters dl');
  for (const [topic, email] of [
    ['Customer support', 'support@robosen.com'],
    ['Careers', 'careers@fixture.example'],
    ['Press', 'press@fixture.example'],
    ['Marketing', 'marketing@fixture.example'],
  ] as const) {
    await expect(topics.locator('div').filter({ hasText: topic }).getByRole('link', { name: email })).toHaveAttribute(
      'href',
      `mailto:${email}`,
    );
  }
  const northAmerica = page.locator('#office-north-america');
  await expect(northAmerica.locator('address')).toHaveText('Fixture Office1 Example PlazaNew York, NY 10001');
  await expect(northAmerica.getByRole('link', { name: '+1 212 555 0100' })).toHaveAttribute('href', 'tel:+12125550100');
  await expect(northAmerica.getByRole('link', { name: 'na@fixture.example' })).toHaveAttribute(
    'href',
    'mailto:na@fixture.example',
  );
  await expect(page.locator('#office-europe address, #office-europe a')).toHaveCount(0);
  await expect(page.locator('#office-united-kingdom').getByRole('link', { name: '+44 20 7946 0000' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Hotline' }).getByRole('link', { name: '+1 212 555 0199' }),
  ).toHaveAttribute('href', 'tel:+12125550199');
});

test('a hub block without content says "Community building, stay tuned!"', async ({ page }) => {
  await page.goto(`${server.url}/us`);
  const hub = page.locator('.ecosystem-card').filter({ has: page.getByRole('heading', { name: 'Robosen Hub' }) });
  await expect(hub).toContainText('Community building, stay tuned!');
  await expect(hub.getByRole('link')).toHaveCount(0);
  const studio = page.locator('.ecosystem-card').filter({ has: page.getByRole('heading', { name: 'Robosen Studio' }) });
  await expect(studio.getByRole('link', { name: 'Open Robosen Studio' })).toBeVisible();
});
