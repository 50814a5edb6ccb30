import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test.ts';
import { REGIONS, REGION_CODES } from '../../src/config/regions.ts';
import { routePath } from '../../src/lib/urls.ts';
import { serverPool } from './support/server.ts';

const json = (path: string) => JSON.parse(readFileSync(path, 'utf8'));

const servers = serverPool();
test.afterAll(servers.stopAll);

/** The status line of each office card, by office heading. */
async function statuses(page: Page): Promise<Record<string, string>> {
  const cards = page.locator('.office-card');
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
  test(`${routePath(region, 'contact-us')} shows the support address and the three offices, in ${REGIONS[region].locale}`, async ({
    page,
  }) => {
    const copy = json(`content/contact-us/${region}.json`);
    await page.goto(routePath(region, 'contact-us'));
    await expect(page.locator('html')).toHaveAttribute('lang', REGIONS[region].locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.heading);
    await expect(page.getByRole('link', { name: 'support@robosen.com' })).toHaveAttribute(
      'href',
      'mailto:support@robosen.com',
    );
    await expect(page.locator('.office-card h3')).toHaveText(Object.values(copy.offices.names));
    await expect(page.locator('.office-card [data-office-status]')).toHaveCount(3);
    // No address, phone or hotline is known: none is shown.
    await expect(page.locator('a[href^="tel:"], .office-card address')).toHaveCount(0);
    await expect(page.getByRole('link', { name: copy.wholesale?.label ?? '—' })).toHaveCount(copy.wholesale ? 1 : 0);
  });
}

test('the support hub links the contact page', async ({ page }) => {
  await page.goto('/de/support');
  await page.getByRole('link', { name: 'Alle Kontaktmöglichkeiten' }).click();
  await expect(page).toHaveURL(/\/de\/contact-us$/);
});

test.describe('open now, from the server clock, in each office’s time zone', () => {
  // Each test starts a server at its instant; the machine may be busy.
  test.describe.configure({ timeout: 90_000 });

  // 2025: the US moved its clocks on 9 March, Europe and the UK on 30 March.
  test('on a Monday morning between the US and the European changes', async ({ page }) => {
    await page.goto(`${await servers.at('2025-03-17T13:15:00Z')}/us/contact-us`);
    // 09:15 in New York (EDT; it would be 08:15 in EST), 14:15 in Brussels, 13:15 in London.
    await expect
      .poll(() => statuses(page))
      .toEqual({
        'North America': 'Open now · closes at 5:00 PM',
        Europe: 'Open now · closes at 5:00 PM',
        'United Kingdom': 'Open now · closes at 5:00 PM',
      });
  });

  test('on the Monday after Europe’s change, in German', async ({ page }) => {
    await page.goto(`${await servers.at('2025-03-31T07:30:00Z')}/de/contact-us`);
    // 03:30 in New York, 09:30 in Brussels (CEST), 08:30 in London (BST).
    await expect
      .poll(() => statuses(page))
      .toEqual({
        Nordamerika: 'Geschlossen · öffnet heute um 09:00 Uhr',
        Europa: 'Jetzt geöffnet · schließt um 17:00 Uhr',
        'Vereinigtes Königreich': 'Geschlossen · öffnet heute um 09:00 Uhr',
      });
  });

  test('on a Saturday, in Japanese', async ({ page }) => {
    await page.goto(`${await servers.at('2025-03-08T12:00:00Z')}/jp/contact-us`);
    await expect
      .poll(() => statuses(page))
      .toEqual({
        北米: '営業時間外・月曜日9:00から',
        ヨーロッパ: '営業時間外・月曜日9:00から',
        イギリス: '営業時間外・月曜日9:00から',
      });
  });

  test.describe('without layout shift', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the office cards keep the height of the first paint whatever the state', async ({ browser }) => {
      const measure = async (page: Page) => ({
        cards: await page
          .locator('.office-card')
          .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().height)),
        // Lines of the Europe office's status text: the two states below differ, so the
        // reserved height is what keeps the cards still.
        lines: await page.locator('#office-europe [data-office-status] span:last-child').evaluate((span) => {
          const range = document.createRange();
          range.selectNodeContents(span);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        }),
      });
      const open = async (siteNow: string, javaScriptEnabled: boolean) => {
        const page = await browser.newPage({ javaScriptEnabled, viewport: { width: 375, height: 740 } });
        await page.addInitScript(() => localStorage.setItem('new-user-popup:done', '1'));
        await page.goto(`${await servers.at(siteNow)}/us/contact-us`);
        return page;
      };

      const firstPaint = await open('2025-03-08T12:00:00Z', false);
      const painted = (await measure(firstPaint)).cards;
      await firstPaint.close();

      const lines: number[] = [];
      for (const [siteNow, status] of [
        ['2025-03-08T12:00:00Z', 'Closed · opens Monday at 9:00 AM'],
        ['2025-03-10T14:30:00Z', 'Open now · closes at 5:00 PM'],
      ] as const) {
        const page = await open(siteNow, true);
        await expect(page.locator('#office-europe [data-office-status]')).toHaveText(status);
        const measured = await measure(page);
        expect(measured.cards).toEqual(painted);
        lines.push(measured.lines);
        await page.close();
      }
      expect(lines).toEqual([2, 1]);
    });
  });
});
