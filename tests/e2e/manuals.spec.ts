import { readdirSync, readFileSync } from 'node:fs';
import { PRODUCT_SLUGS } from '../../src/config/products.ts';
import { REGIONS, REGION_CODES, type RegionCode } from '../../src/config/regions.ts';
import { catalogueChain } from '../../src/i18n/translator.ts';
import { guideFileName } from '../../src/lib/manual-guide.ts';
import { hasPage } from '../../src/lib/route-manifest.ts';
import { intlLocale } from '../../src/lib/intl-locale.ts';
import { routePath } from '../../src/lib/urls.ts';
import AxeBuilder from '@axe-core/playwright';
import { shipped, shippedManifest } from '../support/shipped-data.ts';
import { expect, test, type Page } from './support/test.ts';

// Independent tests without hooks: spread over the workers (playwright.config.ts).
test.describe.configure({ mode: 'parallel' });

/** The locale Intl writes a region's dates and file sizes in (src/lib/intl-locale.ts: en-EU has no Intl data of its own). */
const dateLocale = (region: RegionCode) => intlLocale(REGIONS[region].locale);

interface Row {
  series: string;
  title: string;
  file: string;
  updated: string;
}

const json = (path: string) => JSON.parse(readFileSync(path, 'utf8'));
const { series } = shipped('us').manualSeries;
const catalogues = Object.fromEntries(
  readdirSync('src/i18n/locales').map((file) => [file.replace(/\.json$/, ''), json(`src/i18n/locales/${file}`)]),
);
/** A region's manuals strings: those of the catalogues it reads, its own over its fallbacks' (src/i18n/translator.ts). */
const strings = (region: RegionCode) => {
  const chain = catalogueChain(REGIONS[region].locale, catalogues);
  return Object.assign({}, ...chain.reverse().map((locale) => catalogues[locale].manuals ?? {}));
};

/** A region's manuals as its collection holds them: generated guides, then a marketer's files. */
const rowsOf = (region: RegionCode): Row[] => shipped(region).manuals;

const longDay = (region: RegionCode, day: string) =>
  new Intl.DateTimeFormat(dateLocale(region), { dateStyle: 'long', timeZone: 'UTC' }).format(
    Date.parse(`${day}T00:00:00Z`),
  );

/** A size as the region writes it: whole kilobytes under a megabyte, megabytes with a decimal above. */
const sizeText = (region: RegionCode, bytes: number) => {
  const megabytes = bytes >= 1_000_000;
  return new Intl.NumberFormat(dateLocale(region), {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(megabytes ? bytes / 1_000_000 : Math.max(1, bytes / 1000));
};

const tabList = (page: Page) => page.getByRole('tablist');

/** axe over the tabs alone, for the tabs opened after the whole page was checked. */
async function tabsViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include('[data-tabs]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

for (const region of REGION_CODES) {
  const rows = rowsOf(region);
  const language = REGIONS[region].language;
  const tabs = series
    .filter((item) => rows.some((row) => row.series === item.id))
    .map((item) => ({ id: item.id, label: item.label[language] ?? '' }));

  if (rows.length === 0) {
    test(`${region} has no manuals page and nothing links to one`, async ({ page, request }) => {
      expect((await request.get(routePath(region, 'manuals'))).status()).toBe(404);
      for (const path of ['support', 'download-center']) {
        await page.goto(routePath(region, path));
        await expect(page.locator(`a[href="${routePath(region, 'manuals')}"]`)).toHaveCount(0);
      }
    });
    continue;
  }

  // One visit per region: the page as it opens (its axe pass, first tab open, is pages.spec.ts's),
  // then each tab in turn, its files downloaded, and axe over the tabs each time one opens.
  test(`${region} manuals page answers 200 in ${REGIONS[region].locale}; each series tab lists its files, which download at the size the table says`, async ({
    page,
  }) => {
    test.setTimeout(30_000 * (tabs.length + 1)); // one download per file
    const text = strings(region);
    const response = await page.goto(routePath(region, 'manuals'));
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', REGIONS[region].locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.heading);
    await expect(tabList(page).getByRole('tab')).toHaveText(tabs.map((item) => item.label));
    await expect(tabList(page).getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');

    for (const [index, item] of tabs.entries()) {
      await test.step(item.id, async () => {
        const tab = tabList(page).getByRole('tab', { name: item.label, exact: true });
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        const panel = page.getByRole('tabpanel');
        await expect(panel).toHaveCount(1);
        await expect(panel.getByRole('columnheader')).toHaveText([
          text.columns.name,
          text.columns.size,
          text.columns.updated,
        ]);
        const own = rows.filter((row) => row.series === item.id);
        await expect(panel.getByRole('row')).toHaveCount(own.length + 1);
        for (const row of own) {
          const line = panel.getByRole('row').filter({ has: page.getByRole('link', { name: row.title, exact: true }) });
          const href = routePath(region, `manuals/${row.file}`);
          await expect(line.getByRole('link', { name: row.title, exact: true })).toHaveAttribute('href', href);

          const file = await page.request.get(href);
          expect(file.status()).toBe(200);
          expect(file.headers()['content-type']).toBe('application/pdf');
          const body = await file.body();
          expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
          const size = line.locator('data');
          await expect(size).toHaveAttribute('value', String(body.length));
          await expect(size).toHaveText(sizeText(region, body.length));
          await expect(line.locator('time')).toHaveAttribute('datetime', row.updated);
          await expect(line.locator('time')).toHaveText(longDay(region, row.updated));
        }
        // The whole page, first tab open, is checked by pages.spec.ts.
        if (index > 0) expect(await tabsViolations(page)).toEqual([]);
      });
    }
  });

  test(`${region} support hub and download center link to the manuals page`, async ({ page }) => {
    test.slow();
    const heading = strings(region).heading;
    for (const path of ['support', 'download-center']) {
      await page.goto(routePath(region, path));
      const link = page.getByRole('main').locator(`a[href="${routePath(region, 'manuals')}"]`);
      await expect(link).toHaveCount(1);
      await link.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
  });
}

test('the series tabs work by keyboard', async ({ page }) => {
  await page.goto('/us/manuals');
  const tabs = tabList(page).getByRole('tab');
  const count = await tabs.count();
  expect(count).toBeGreaterThan(2);
  const selected = async (index: number) => {
    await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(index)).toBeFocused();
    await expect(page.getByRole('tabpanel')).toHaveAttribute(
      'aria-labelledby',
      (await tabs.nth(index).getAttribute('id'))!,
    );
  };
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await selected(1);
  await page.keyboard.press('End');
  await selected(count - 1);
  await page.keyboard.press('ArrowRight');
  await selected(0);
  await page.keyboard.press('ArrowLeft');
  await selected(count - 1);
  await page.keyboard.press('Home');
  await selected(0);
  // Tab leaves the tab list for the open panel's first file.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeFocused();
});

// Every product page whose copy mentions its guide (a `manualLink` phrase), in every region that builds it.
const mentions = REGION_CODES.flatMap((region) =>
  PRODUCT_SLUGS.filter((slug) => hasPage(shippedManifest, slug, region)).flatMap((slug) =>
    shipped(region)
      .productPage(slug)!
      .copy.sections.filter((section) => section.kind === 'text' && section.manualLink)
      .map((section) => ({ region, slug, section: section.id })),
  ),
);
for (const { region, slug, section } of mentions) {
  test(`the ${region} ${slug} page links its mention of the manual to the guide`, async ({ page }) => {
    await page.goto(routePath(region, slug));
    const href = routePath(region, `manuals/${guideFileName(slug)}`);
    const link = page.locator(`#${section}`).locator(`a[href="${href}"]`);
    await expect(link).toHaveCount(1);
    const file = await page.request.get(href);
    expect(file.status()).toBe(200);
    // The guide the build rendered, at the size the manuals table gives it.
    await page.goto(routePath(region, 'manuals'));
    const declared = page.locator(`a[href="${href}"]`).locator('xpath=ancestor::tr').locator('data');
    await expect(declared).toHaveAttribute('value', String((await file.body()).length));
  });
}

test('/kr/manuals serves Korean guides of what the Korean pages show, at the size its table says', async ({ page }) => {
  // kr's catalogue sells nothing here; its home page shows products whose copy exists in Korean.
  const rows = rowsOf('kr');
  expect(rows.length).toBeGreaterThan(0);
  const response = await page.goto(routePath('kr', 'manuals'));
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko-KR');
  for (const row of rows) {
    expect(row.title).toMatch(/[\uAC00-\uD7A3]/); // Hangul
    const href = routePath('kr', `manuals/${row.file}`);
    const link = page.locator(`a[href="${href}"]`);
    await expect(link).toContainText(row.title);
    const declared = Number(await link.locator('xpath=ancestor::tr').locator('data').getAttribute('value'));
    const file = await page.request.get(href);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('application/pdf');
    const body = await file.body();
    expect(body.length).toBe(declared);
    expect(body.toString('latin1')).toContain('/Lang (ko-KR)');
  }
});
