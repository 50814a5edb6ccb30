import { cspViolations, expect, test, type Page } from './support/test.ts';
import { REGIONS, REGION_CODES, type RegionCode } from '../../src/config/regions.ts';
import { templateOf, translatorFor } from '../../src/i18n/translator.ts';
import { describeOfficeState, officeStateAt } from '../../src/lib/office-hours.ts';
import { routePath } from '../../src/lib/urls.ts';
import { FIXTURE_DATA_DIST_DIR } from './support/constants.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { fixtureData, shipped } from '../support/shipped-data.ts';

// The fixture data's offices have time zones (tests/fixtures/data/content/contact.json, made up):
// open now is shown only for an office whose zone the data gives, which the shipped data does not.
const supportEmail = () =>
  shipped('us').contact.facts.headquarters.find((contact) => contact.topic === 'support')!.email;

/**
 * What each office card's status line says at `instant` (epoch ms), by office name: the hours and
 * zones of the fixture data's content/contact.json through the site's own rule, in the region's words.
 */
function expectedStatuses(region: RegionCode, instant: number): Record<string, string> {
  const { facts, copy } = fixtureData(region).contact;
  const t = translatorFor(region);
  const texts = {
    open: templateOf(t, 'contact.status.open', ['time']),
    opensToday: templateOf(t, 'contact.status.opensToday', ['time']),
    opensTomorrow: templateOf(t, 'contact.status.opensTomorrow', ['time']),
    opensOn: templateOf(t, 'contact.status.opensOn', ['day', 'time']),
  };
  return Object.fromEntries(
    facts.offices.flatMap(({ id, hours, timeZone }) =>
      timeZone
        ? [
            [
              copy.offices.names[id] ?? id,
              describeOfficeState(officeStateAt(hours, timeZone, instant), {
                locale: REGIONS[region].locale,
                timeZone,
                now: instant,
                texts,
              }),
            ],
          ]
        : [],
    ),
  );
}

/** The fixture-data bundle served as it is at `siteNow`; stopped after the test. */
const servers: RunningServer[] = [];
async function fixtureAt(siteNow: string): Promise<string> {
  const server = await startServer({ kind: 'node', siteNow, env: { DIST_DIR: FIXTURE_DATA_DIST_DIR } });
  servers.push(server);
  return server.url;
}
test.afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.stop()));
});

/** The status line of each office card, by office heading. */
async function statuses(page: Page): Promise<Record<string, string>> {
  const cards = page.locator('.office-card').filter({ has: page.locator('[data-office-status]') });
  const entries: [string, string][] = [];
  for (const card of await cards.all()) {
    entries.push([
      (await card.getByRole('heading', { level: 3 }).textContent()) ?? '',
      (await card.locator('[data-office-status]').textContent()) ?? '',
    ]);
  }
  return Object.fromEntries(entries);
}

for (const region of REGION_CODES) {
  test(`${routePath(region, 'contact-us')} shows the support address and the offices, in ${REGIONS[region].locale}`, async ({
    page,
  }) => {
    const { facts, copy } = shipped(region).contact;
    const email = supportEmail();
    await page.goto(routePath(region, 'contact-us'));
    await expect(page.locator('html')).toHaveAttribute('lang', REGIONS[region].locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.heading);
    await expect(page.getByRole('link', { name: email }).first()).toHaveAttribute('href', `mailto:${email}`);
    await expect(page.locator('.office-card h3')).toHaveText(
      facts.offices.map((office) => copy.offices.names[office.id] ?? ''),
    );
    // Hours in "local time" and no open-now line for an office whose zone no source gives.
    const unzoned = facts.offices.filter((office) => !office.timeZone);
    await expect(page.locator('.office-card [data-office-status]')).toHaveCount(facts.offices.length - unzoned.length);
    for (const office of unzoned) {
      await expect(page.locator(`#office-${office.id} dd`).first()).toContainText(
        translatorFor(region)('contact.localTime'),
      );
    }
    // No address, phone or hotline is known: none is shown.
    await expect(page.locator('a[href^="tel:"], .office-card address')).toHaveCount(0);
    await expect(page.getByRole('link', { name: copy.wholesale?.label ?? '—' })).toHaveCount(copy.wholesale ? 1 : 0);
  });
}

// The fixture data's US support hub links the contact page (tests/fixtures/data), whatever the shipped hubs link.
test('the support hub links the contact page (fixture data)', async ({ page }) => {
  // It starts a server of its own, on a machine that may be busy.
  test.setTimeout(90_000);
  const hub = fixtureData('us').infoPage('support') as { sections: { links?: { label: string; link: string }[] }[] };
  const label = hub.sections
    .flatMap((section) => section.links ?? [])
    .find((item) => item.link === '/contact-us')!.label;
  const origin = await fixtureAt(new Date().toISOString());
  await page.goto(`${origin}/us/support`);
  await page.getByRole('main').getByRole('link', { name: label, exact: true }).click();
  await expect(page).toHaveURL(`${origin}/us/contact-us`);
});

test.describe('open now, from the server clock, in each office’s time zone (fixture data)', () => {
  // Each test starts a server at its instant; the machine may be busy.
  test.describe.configure({ timeout: 90_000 });

  // 2025: the US moved its clocks on 9 March, Europe and the UK on 30 March.
  // Instants around the 2025 clock changes (the US on 9 March, Europe and the UK on 30 March):
  // the page must judge each office on its own clock. The wording follows the office data
  // through the site's own rule; the rule's answers at these instants are in office-hours.test.ts.
  for (const [label, region, instant] of [
    ['on a Monday morning between the US and the European changes', 'us', '2025-03-17T13:15:00Z'],
    ['on the Monday after Europe’s change, in Chinese', 'cn', '2025-03-31T07:30:00Z'],
    ['on a Saturday', 'us', '2025-03-08T12:00:00Z'],
  ] as const) {
    test(label, async ({ page }) => {
      await page.goto(`${await fixtureAt(instant)}${routePath(region, 'contact-us')}`);
      await expect(page.locator('[data-office-status]')).not.toHaveCount(0);
      await expect.poll(() => statuses(page)).toEqual(expectedStatuses(region, Date.parse(instant)));
    });
  }

  test.describe('without layout shift', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the office cards keep the height of the first paint whatever the state', async ({ browser }) => {
      const { facts, copy } = fixtureData('us').contact;
      const office = facts.offices.find((candidate) => candidate.id === 'europe') ?? facts.offices[0]!;
      const europe = `#office-${office.id}`;
      const europeName = copy.offices.names[office.id] ?? office.id;
      const measure = async (page: Page) => ({
        cards: await page
          .locator('.office-card')
          .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().height)),
        // Lines of the Europe office's status text: the two states below differ, so the
        // reserved height is what keeps the cards still.
        lines: await page.locator(`${europe} [data-office-status] span:last-child`).evaluate((span) => {
          const range = document.createRange();
          range.selectNodeContents(span);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        }),
      });
      const open = async (siteNow: string, javaScriptEnabled: boolean) => {
        // A context of its own (JavaScript on or off), so its CSP violations are checked here.
        const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 375, height: 740 } });
        const violations = await cspViolations(context);
        const page = await context.newPage();
        await page.addInitScript(() => localStorage.setItem('new-user-popup:done', '1'));
        await page.goto(`${await fixtureAt(siteNow)}/us/contact-us`);
        const close = async () => {
          await context.close();
          expect(violations, 'Content-Security-Policy violations').toEqual([]);
        };
        return { page, close };
      };

      const firstPaint = await open('2025-03-08T12:00:00Z', false);
      const painted = (await measure(firstPaint.page)).cards;
      await firstPaint.close();

      const lines: number[] = [];
      for (const siteNow of ['2025-03-08T12:00:00Z', '2025-03-10T14:30:00Z']) {
        const status = expectedStatuses('us', Date.parse(siteNow))[europeName];
        const { page, close } = await open(siteNow, true);
        await expect(page.locator(`${europe} [data-office-status]`)).toHaveText(status ?? '');
        const measured = await measure(page);
        expect(measured.cards).toEqual(painted);
        lines.push(measured.lines);
        await close();
      }
      expect(lines).toEqual([2, 1]);
    });
  });
});
