import type { RegionCode } from '../../src/config/regions.ts';
import { translatorFor } from '../../src/i18n/translator.ts';
import { evaluate } from '../../src/lib/schedule.ts';
import { parseInstant } from '../../src/lib/time-window.ts';
import { collectErrors } from './support/console.ts';
import { FIXTURE_DATA_DIST_DIR } from './support/constants.ts';
import { fixtureData, shipped } from '../support/shipped-data.ts';
import { expect, test } from './support/test.ts';
import { startServer, type RunningServer } from './support/server.ts';

// Labels, menus, banners and their times come from the shipped data and the string catalogues;
// the specs check that the pages follow them, whatever a marketer writes there.
const settings = (region: RegionCode) => shipped(region).settings;
/** The header menus (items with children the header shows) of a region. */
const menus = (region: RegionCode) =>
  settings(region).nav.filter((item) => item.children?.length && !item.hidden?.includes('header'));
const chooserEntries = () => shipped('us').regionChooser.groups.flatMap((group) => group.entries);
const chooserLabel = (match: (entry: { region: string; country: string }) => boolean) =>
  chooserEntries().find(match)?.label ?? '';
/**
 * The fixture-data bundle (tests/fixtures/data over the shipped files, us and cn), served by
 * `npm run serve` at `siteNow` (the real clock without): for the cases whose data the shipped
 * files need not hold (a Canadian chooser entry, a nav item with a start time, a region without
 * banners). Each is stopped after its describe block.
 */
const fixtureServer = (siteNow?: string) =>
  startServer({ kind: 'node', ...(siteNow && { siteNow }), env: { DIST_DIR: FIXTURE_DATA_DIST_DIR } });
const us = translatorFor('us');
const de = translatorFor('de');

test.describe('header navigation', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('submenus open with the keyboard and close with Escape, returning focus', async ({ page }) => {
    const menu = menus('us')[0]!;
    await page.goto('/us');
    const opener = page.getByRole('button', { name: menu.label });
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    const firstEntry = page
      .getByRole('navigation', { name: us('nav.label') })
      .getByRole('link', { name: menu.children![0]!.label, exact: true });
    await expect(firstEntry).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(firstEntry).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await expect(opener).toBeFocused();
    await expect(firstEntry).toBeHidden();
  });

  test('the menu button is hidden on desktop', async ({ page }) => {
    await page.goto('/de');
    await expect(page.getByRole('button', { name: de('nav.openMenu') })).toBeHidden();
    await expect(page.getByRole('navigation', { name: de('nav.label') })).toBeVisible();
  });
});

for (const viewport of [
  { width: 375, height: 740 },
  { width: 800, height: 1000 },
]) {
  test.describe(`mobile navigation at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('folds behind a menu button that opens and closes by keyboard', async ({ page }) => {
      const menu = menus('us').at(-1)!;
      await page.goto('/us');
      const nav = page.getByRole('navigation', { name: us('nav.label') });
      const toggle = page.getByRole('button', { name: us('nav.openMenu') });
      await expect(nav).toBeHidden();
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(nav).toBeVisible();
      await expect(page.getByRole('button', { name: us('nav.closeMenu') })).toHaveAttribute('aria-expanded', 'true');
      await page.getByRole('button', { name: menu.label }).click();
      // The menu clips its items while it grows, without being a scroll container: reaching an
      // item it still hides (as the click just did) scrolls nothing (src/client/ui/collapse.ts).
      expect(await nav.evaluate((element) => element.scrollTop)).toBe(0);
      await expect(nav.getByRole('link', { name: menu.children!.at(-1)!.label, exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();
      await expect(page.getByRole('button', { name: us('nav.openMenu') })).toBeFocused();
    });
  });
}

test.describe('region label', () => {
  // Platform spec point 3: for region us, 'Canada - English' when the country is CA, 'Other
  // Regions - English' for any other country than US; otherwise its translated region label.
  const translated = settings('us').region.label;
  for (const [country, label] of [
    [null, translated],
    ['US', translated],
    ['CA', 'Canada - English'],
    ['MX', 'Other Regions - English'],
  ] as const) {
    test(`us, stored country ${country}: ${label}`, async ({ page }) => {
      if (country) await page.addInitScript((value) => localStorage.setItem('region-country', value), country);
      await page.goto('/us');
      await expect(page.locator('[data-region-label]')).toHaveText(label);
    });
  }

  test('keeps the translated label outside us whatever the country', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('region-country', 'CA'));
    await page.goto('/de');
    await expect(page.locator('[data-region-label]')).toHaveText(settings('de').region.label);
  });
});

test.describe('region chooser', () => {
  test('keeps the visitor on the same page where the new region has it, else its home', async ({ page }) => {
    const germany = chooserLabel((entry) => entry.region === 'de');
    const china = chooserLabel((entry) => entry.region === 'cn');
    await page.goto('/us/choose-your-region?from=%2Fus%2Fchoose-your-region');
    await expect(page.getByRole('link', { name: germany, exact: true })).toHaveAttribute(
      'href',
      '/de/choose-your-region',
    );
    await expect(page.getByRole('link', { name: china, exact: true })).toHaveAttribute('href', '/choose-your-region');
    await page.goto('/us/choose-your-region?from=%2Fus%2Fno-such-page');
    await expect(page.getByRole('link', { name: germany, exact: true })).toHaveAttribute('href', '/de');
    await page.goto('/us/choose-your-region?from=https%3A%2F%2Fevil.example%2Fx');
    await expect(page.getByRole('link', { name: germany, exact: true })).toHaveAttribute('href', '/de');
  });

  test('a `from` naming an object property is a page like any other, not a crash', async ({ page }) => {
    const entry = chooserEntries().find((candidate) => candidate.region === 'de')!;
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const errors = collectErrors(page);
      await page.goto(`/us/choose-your-region?from=${encodeURIComponent(`/us/${name}`)}`);
      const link = page.getByRole('link', { name: entry.label, exact: true });
      await expect(link).toHaveAttribute('href', '/de');
      // The chooser's script ran to the end: choosing still stores the country.
      await link.click();
      await expect(page).toHaveURL(/\/de$/);
      expect(await page.evaluate(() => localStorage.getItem('region-country'))).toBe(entry.country);
      expect(errors, name).toEqual([]);
    }
  });

  test.describe('over the fixture data', () => {
    let server: RunningServer;
    test.beforeAll(async () => void (server = await fixtureServer()));
    test.afterAll(async () => server.stop());

    test('the header link carries the current page, and choosing stores the country', async ({ page }) => {
      // The chooser's Canadian entry of the us store (platform spec point 3: 'Canada - English').
      const entries = fixtureData('us').regionChooser.groups.flatMap((group) => group.entries);
      const canada = entries.find((entry) => entry.region === 'us' && entry.country === 'CA')!.label;
      await page.goto(`${server.url}/`);
      await page.getByRole('link', { name: fixtureData('cn').settings.region.label }).click();
      await expect(page).toHaveURL(`${server.url}/choose-your-region?from=%2F`);
      await page.getByRole('link', { name: canada, exact: true }).click();
      await expect(page).toHaveURL(`${server.url}/us`);
      await expect(page.locator('[data-region-label]')).toHaveText('Canada - English');
    });
  });
});

// Over the fixture data, whose us settings have a nav item with a start time and text banners
// (tests/fixtures/data/regions/us/settings.json).
test.describe('scheduled navigation items and banners follow the server clock (fixture data)', () => {
  const HOUR = 3_600_000;
  const { nav, textBanners, promotionStages } = fixtureData('us').settings;
  const starts = (promotionStages ?? []).map(parseInstant);
  const banners = fixtureData('us')
    .textBannerSchedules(textBanners, starts)
    .map((schedule, index) => ({
      label: textBanners[index]!.label,
      schedule,
    }));
  const item = nav.find((candidate) => candidate.startTime !== undefined && candidate.identify !== undefined)!;
  // One minute before the item's start, and an hour after every banner's window and stage start.
  const before = parseInstant(item.startTime!) - 60_000;
  const after =
    Math.max(
      before,
      ...starts,
      ...banners.flatMap(({ schedule }) => [schedule.window.start ?? 0, schedule.window.end ?? 0]),
    ) + HOUR;
  let servers: [RunningServer, RunningServer];
  test.beforeAll(async () => {
    servers = await Promise.all([
      fixtureServer(new Date(before).toISOString()),
      fixtureServer(new Date(after).toISOString()),
    ]);
  });
  test.afterAll(async () => Promise.all(servers.map((server) => server.stop())));

  for (const [label, index, at] of [
    ['before a nav item’s start time', 0, before],
    ['after every banner’s time', 1, after],
  ] as const) {
    test(`${label}: the item and each banner show as their schedules say`, async ({ page }) => {
      expect(banners.length).toBeGreaterThan(0);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${servers[index].url}/us`);
      await expect(page.locator(`[data-identify="${item.identify}"]`)).toBeVisible({
        visible: at >= before + 60_000,
      });
      const shown = banners.filter(({ schedule }) => evaluate(schedule, at).shown);
      for (const banner of banners) {
        const shownBanner = page.locator('.text-banner').filter({ hasText: banner.label });
        await expect(shownBanner).toBeVisible({ visible: shown.includes(banner) });
      }
      if (!shown.length) await expect(page.getByRole('region', { name: us('banner.label') })).toHaveCount(0);
    });
  }
});

// cn's fixture settings have no text banners (tests/fixtures/data/regions/cn/settings.json).
test('a region without banners has no empty banner landmark (fixture data)', async ({ page }) => {
  // It starts a server of its own, on a machine that may be busy.
  test.setTimeout(90_000);
  expect(fixtureData('cn').settings.textBanners).toEqual([]);
  const server = await fixtureServer();
  try {
    await page.goto(`${server.url}/`);
    await expect(page.getByRole('region', { name: translatorFor('cn')('banner.label') })).toHaveCount(0);
    await expect(page.locator('.text-banners')).toBeHidden();
  } finally {
    await server.stop();
  }
});
