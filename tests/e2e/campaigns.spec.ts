import { readFileSync } from 'node:fs';
import { accessibilityViolations } from './support/axe.ts';
import { collectErrors } from './support/console.ts';
import { serverPool } from './support/server.ts';
import { expect, test } from './support/test.ts';

// Black Friday through its season with SITE_NOW, in the US (00:00–23:59 EST) and Germany
// (09:00–23:59 CET): home before, the right banner, prices or ??, timeline highlight and
// countdown in each stage, home again after the end.

const json = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const HOUR = 3_600_000;

const servers = serverPool();
/** The server whose clock starts at `instant` (epoch ms). */
const serverAt = (instant: number) => servers.at(new Date(instant).toISOString());
test.afterAll(servers.stopAll);

for (const region of ['us', 'de'] as const) {
  const stages: { stage: number; start: string; end: string }[] = json(`regions/${region}/campaigns.json`)[
    'black-friday'
  ].stages;
  const page$ = json(`content/campaigns/black-friday/${region}.json`);
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
        await expect(page.locator('html')).not.toHaveAttribute('data-gate', 'pending');
        const banner = page$.banners.find((candidate: { stages: number[] }) => candidate.stages.includes(stage.stage));
        await expect(page.locator('.campaign-banner:visible')).toHaveCount(1);
        await expect(page.locator('.campaign-banner:visible .campaign-banner__title')).toHaveText(banner.title);

        const items = page.locator('.campaign-timeline__item');
        for (let index = 0; index < stages.length; index += 1) {
          const now = items.nth(index).locator('.campaign-timeline__now');
          if (index === stage.stage - 1) await expect(now).toBeVisible();
          else await expect(now).toBeHidden();
        }

        const stageName = page$.timeline.items[stage.stage - 1].title;
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
      await expect(page.locator('html')).not.toHaveAttribute('data-gate', 'pending');
      await page.waitForURL(`${origin}/${region}`, { timeout: 15_000 });
    });

    test('the home page announces the sale exactly while it runs, linking to its page', async ({ page }) => {
      const banner = json(`regions/${region}/settings.json`).textBanners.find(
        (candidate: { campaign?: string }) => candidate.campaign === 'black-friday',
      );
      const announcements = page.getByRole('region', {
        name: json(`src/i18n/locales/${region === 'us' ? 'en-US' : 'de-DE'}.json`).banner.label,
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

test('the EU-style pages have special-offers and lucky-draw tabs, the US and UK ones none', async ({ page }) => {
  await page.goto('/de/black-friday#lucky-draw');
  await expect(page.locator('#lucky-draw')).toBeVisible();
  await expect(page.getByRole('tab', { selected: true })).toHaveAttribute('aria-controls', 'lucky-draw');
  await expect(page.locator('#special-offers')).toHaveCount(1);
  for (const region of ['us', 'uk']) {
    await page.goto(`/${region}/black-friday`);
    await expect(page.locator('#special-offers, #lucky-draw')).toHaveCount(0);
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

test('Christmas members-only offers carry the first-order code and the new-user reward', async ({ page }) => {
  const stages = json('regions/us/campaigns.json')['christmas-sale'].stages;
  const origin = await serverAt(Date.parse(stages[0].start) + HOUR);
  await page.goto(`${origin}/us/christmas-sale`);
  const members = page.locator('#members-only-offers');
  await expect(members).toContainText('WELCOME5');
  await expect(members).toContainText('200');
});

for (const region of ['us', 'uk', 'eu', 'fr', 'de'] as const) {
  test(`the ${region} campaign pages pass axe and log no errors`, async ({ page }) => {
    // Two long pages, each behind a server started at its own instant, then axe over each.
    test.setTimeout(90_000);
    const errors = collectErrors(page);
    for (const path of ['black-friday', 'christmas-sale']) {
      const stages = json(`regions/${region}/campaigns.json`)[path].stages;
      const origin = await serverAt(Date.parse(stages[0].start) + HOUR);
      await page.goto(`${origin}/${region}/${path}`);
      await expect(page.locator('html')).not.toHaveAttribute('data-gate', 'pending');
      await expect(page.locator('h1')).toHaveCount(1);
      expect(await accessibilityViolations(page)).toEqual([]);
    }
    expect(errors).toEqual([]);
  });
}

test.describe('US back-to-school: the three US timestamps as stages 1, 2 and 3 (over)', () => {
  const settings = json('regions/us/settings.json');
  const [teaser, sale] = settings.textBanners;
  for (const [label, siteNow, stage] of [
    ['before the first timestamp', '2025-08-10T12:00:00+08:00', 0],
    ['in stage 1', '2025-08-12T12:00:00+08:00', 1],
    ['in stage 2', '2025-08-24T12:00:00+08:00', 2],
    ['in stage 3, after the sale', '2025-08-27T12:00:00+08:00', 3],
  ] as const) {
    test(`${label}: banners, the sale tile and prices follow the stage`, async ({ page }) => {
      const origin = await serverAt(Date.parse(siteNow));
      await page.goto(`${origin}/us`);
      const onSale = stage === 1 || stage === 2;
      const banners = page.getByRole('region', { name: 'Announcements' });
      await expect(banners.getByText(teaser.label)).toBeVisible({ visible: stage === 0 });
      await expect(banners.getByText(sale.label)).toBeVisible({ visible: onSale });
      await expect(page.getByRole('heading', { name: 'Back to School Sale' })).toBeVisible({ visible: onSale });
      const buzz = page.locator('.tile', { has: page.getByRole('heading', { name: 'Toy Story Buzz Lightyear' }) });
      await expect(buzz.locator('[data-offer]:visible [data-price]')).toHaveText(onSale ? '$619' : '$699');
    });
  }
});
