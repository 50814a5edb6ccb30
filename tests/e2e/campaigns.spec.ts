import { isAvailable } from '../../src/config/availability.ts';
import { REGION_CODES } from '../../src/config/regions.ts';
import { translatorFor } from '../../src/i18n/translator.ts';
import { accessibilityViolations } from './support/axe.ts';
import { collectErrors } from './support/console.ts';
import { FIXTURE_DATA_DIST_DIR } from './support/constants.ts';
import { serverPool } from './support/server.ts';
import { shipped } from '../support/shipped-data.ts';
import { expect, test } from './support/test.ts';

// Black Friday through its season with SITE_NOW, in the US (00:00–23:59 EST) and Germany
// (09:00–23:59 CET): home before, the right banner, prices or ??, timeline highlight and
// countdown in each stage, home again after the end.

/** A campaign's stages and page in a region, from the shipped data. */
const campaignOf = (region: 'us' | 'uk' | 'de', path: 'black-friday' | 'christmas-sale') => ({
  stages: shipped(region).campaigns[path]!.stages,
  page: shipped(region).campaignPage(path)!,
});
const HOUR = 3_600_000;

const servers = serverPool();
/** The server whose clock starts at `instant` (epoch ms). */
const serverAt = (instant: number) => servers.at(new Date(instant).toISOString());
test.afterAll(servers.stopAll);

for (const region of ['us', 'de'] as const) {
  const { stages, page: page$ } = campaignOf(region, 'black-friday');
  const first = Date.parse(stages[0]!.start);
  const last = Date.parse(stages.at(-1)!.end) + 1000;

  test.describe(`Black Friday in ${region}`, () => {
    test('before the sale sends the visitor home', async ({ page }) => {
      const origin = await serverAt(first - HOUR);
      await page.goto(`${origin}/${region}/black-friday`);
      await page.waitForURL(`${origin}/${region}`);
    });

    for (const stage of stages) {
      test(`stage ${stage.stage} shows its banner, prices or ??, timeline highlight and the countdown to the sale end`, async ({
        page,
      }) => {
        const at = Date.parse(stage.start) + HOUR;
        const origin = await serverAt(at);
        await page.goto(`${origin}/${region}/black-friday`);
        await expect(page.locator('html')).not.toHaveAttribute('data-gate');
        const banner = page$.banners.find((candidate) => candidate.stages.includes(stage.stage))!;
        await expect(page.locator('.campaign-banner:visible')).toHaveCount(1);
        await expect(page.locator('.campaign-banner:visible .campaign-banner__title')).toHaveText(banner.title);

        const items = page.locator('.campaign-timeline__item');
        for (let index = 0; index < stages.length; index += 1) {
          const now = items.nth(index).locator('.campaign-timeline__now');
          if (index === stage.stage - 1) await expect(now).toBeVisible();
          else await expect(now).toBeHidden();
        }

        const stageName = page$.timeline.items[stage.stage - 1]!.title;
        const prices = page.locator('#products .campaign-card__stage-price:visible');
        await expect(prices.first()).toContainText(stageName);
        for (const price of await prices.all()) {
          if (await price.locator('[data-unrevealed]').count()) await expect(price).toContainText('??');
          else await expect(price.locator('[data-campaign-price]')).not.toBeEmpty();
        }

        const days = Math.floor((last - at) / 86_400_000);
        await expect(page.locator('.countdown__value').first()).toHaveText(String(days).padStart(2, '0'));
      });
    }

    test('an open page goes home by itself when the sale ends', async ({ page }) => {
      // The server clock starts 4 s before the end and runs on in real time.
      const origin = await serverAt(last - 4_000);
      await page.goto(`${origin}/${region}/black-friday`);
      await expect(page.locator('html')).not.toHaveAttribute('data-gate');
      await page.waitForURL(`${origin}/${region}`, { timeout: 15_000 });
    });

    test('the home page announces the sale exactly while it runs, linking to its page', async ({ page }) => {
      const banner = shipped(region).settings.textBanners.find((candidate) => candidate.campaign === 'black-friday')!;
      const announcements = page.getByRole('region', {
        name: translatorFor(region)('banner.label'),
      });
      for (const [at, shown] of [
        [first - HOUR, false],
        [first + HOUR, true],
        [last + HOUR, false],
      ] as const) {
        const origin = await serverAt(at);
        await page.goto(`${origin}/${region}`);
        const link = announcements.getByRole('link', { name: banner.label });
        await expect(link).toBeVisible({ visible: shown });
        if (shown) await expect(link).toHaveAttribute('href', `/${region}/black-friday`);
      }
    });

    test('after the sale sends the visitor home again', async ({ page }) => {
      const origin = await serverAt(last + HOUR);
      await page.goto(`${origin}/${region}/black-friday`);
      await page.waitForURL(`${origin}/${region}`);
    });
  });
}

test('each page has the tabs of its data (EU-style special offers and prize draw too), and a #hash opens its tab', async ({
  page,
}) => {
  for (const region of ['us', 'uk', 'de'] as const) {
    const { tabs } = campaignOf(region, 'black-friday').page.groups;
    const last = tabs.at(-1)!;
    await page.goto(`/${region}/black-friday#${last.id}`);
    await expect(page.getByRole('tab')).toHaveText(tabs.map((tab) => tab.label));
    await expect(page.locator(`#${last.id}`)).toBeVisible();
    await expect(page.getByRole('tab', { selected: true })).toHaveAttribute('aria-controls', last.id);
  }
});

test('product tabs work by keyboard', async ({ page }) => {
  await page.goto('/us/black-friday');
  const tabs = page.getByRole('tab');
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator(`#${await tabs.nth(1).getAttribute('aria-controls')}`)).toBeVisible();
  await expect(page.locator(`#${await tabs.first().getAttribute('aria-controls')}`)).toBeHidden();
});

test('Christmas members-only offers show each offer of the data (first-order code, new-user reward)', async ({
  page,
}) => {
  const { stages, page: christmas } = campaignOf('us', 'christmas-sale');
  const offers = christmas.membersOnly?.items ?? [];
  expect(offers.length, 'the US Christmas page’s members-only offers').toBeGreaterThan(0);
  const origin = await serverAt(Date.parse(stages[0]!.start) + HOUR);
  await page.goto(`${origin}/us/christmas-sale`);
  const members = page.locator('#members-only-offers');
  await expect(members.getByRole('heading', { level: 3 })).toHaveText(offers.map((offer) => offer.title));
  for (const offer of offers) await expect(members).toContainText(offer.text);
});

for (const region of REGION_CODES.filter((code) => isAvailable('black-friday', code))) {
  test(`the ${region} campaign pages pass axe and log no errors`, async ({ page }) => {
    // Two long pages, each behind a server started at its own instant, then axe over each.
    test.setTimeout(90_000);
    const errors = collectErrors(page);
    for (const path of ['black-friday', 'christmas-sale'] as const) {
      const stages = shipped(region).campaigns[path]!.stages;
      const origin = await serverAt(Date.parse(stages[0]!.start) + HOUR);
      await page.goto(`${origin}/${region}/${path}`);
      await expect(page.locator('html')).not.toHaveAttribute('data-gate');
      await expect(page.locator('h1')).toHaveCount(1);
      expect(await accessibilityViolations(page)).toEqual([]);
    }
    expect(errors).toEqual([]);
  });
}

test.describe('US promotion stages (back to school): banners, the sale tile and prices follow the stage', () => {
  // Content spec point 4, written out: stages start at the three US timestamps
  // (2025-08-11T15:00+08:00, 2025-08-23T15:00+08:00, 2025-08-26T15:00+08:00); a promotion applies
  // only while the current stage is among its listed stages (1 and 2 for back-to-school); the first
  // US text banner ends 11 Aug 2025 15:00 +08:00. The fixture-data bundle (tests/fixtures/data)
  // holds those instants: banner 1 with that end time, banner 2 and the sale tile in stages 1 and 2,
  // and Toy Story Buzz Lightyear at $699, $619 in stages 1 and 2.
  const fixtureServers = serverPool({ DIST_DIR: FIXTURE_DATA_DIST_DIR });
  test.afterAll(fixtureServers.stopAll);
  const startsSoon = 'Back to School Sale starts August 11: get ready to save on K1, Bumblebee G1 and more.';
  const isOn = 'Back to School Sale is on: save on K1, Bumblebee G1, Buzz Lightyear and more.';
  for (const [label, at, shown, saleTile, buzzPrice] of [
    ['before stage 1', '2025-08-11T14:00:00+08:00', startsSoon, false, '$699'],
    ['in stage 1', '2025-08-11T16:00:00+08:00', isOn, true, '$619'],
    ['in stage 2', '2025-08-23T16:00:00+08:00', isOn, true, '$619'],
    ['in stage 3', '2025-08-26T16:00:00+08:00', undefined, false, '$699'],
  ] as const) {
    test(`${label} (${at}): banners, the sale tile and prices follow the stage`, async ({ page }) => {
      const origin = await fixtureServers.at(at);
      await page.goto(`${origin}/us`);
      const announcements = page.getByRole('region', { name: 'Announcements' });
      for (const banner of [startsSoon, isOn])
        await expect(announcements.getByText(banner)).toBeVisible({ visible: banner === shown });
      await expect(page.getByRole('heading', { name: 'Back to School Sale' })).toBeVisible({ visible: saleTile });
      const buzz = page.locator('.tile', { has: page.getByRole('heading', { name: 'Toy Story Buzz Lightyear' }) });
      await expect(buzz.locator('[data-offer]:visible [data-price]')).toHaveText(buzzPrice);
    });
  }
});
