import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test.ts';
import { routePath } from '../../src/lib/urls.ts';
import type { RegionCode } from '../../src/config/regions.ts';
import { apiControl } from './support/api-control.ts';
import { hydrated } from './support/islands.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { shipped } from '../support/shipped-data.ts';

const settings = (region: RegionCode) => shipped(region).settings;

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer({ env: { API_FAULTS: '1' } });
});
test.afterAll(async () => server.stop());

/** The footer subscribe form of a region's home page, hydrated, with its API requests counted. */
async function openForm(page: Page, region: RegionCode) {
  const apiRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) apiRequests.push(request.url());
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`${server.url}${routePath(region, '')}`);
  const island = await hydrated(page, 'SubscribeForm');
  const texts = settings(region).subscribe;
  return {
    input: island.getByPlaceholder(texts.placeholder),
    button: island.getByRole('button'),
    message: island.locator('.subscribe__message'),
    texts,
    apiRequests,
    dialogs,
  };
}

const HOSTILE = [
  'not-an-email',
  '<script>alert(1)</script>@example.com',
  `"><img src=x onerror=alert(1)>@example.com`,
  `${'a'.repeat(300)}@example.com`,
  'fän@例え.jp',
];

for (const region of ['us', 'de', 'fr', 'cn', 'jp', 'kr'] as const) {
  test.describe(`subscribe in ${region}`, () => {
    test('refuses invalid and hostile input with the region’s message, sends nothing, keeps the text', async ({
      page,
    }) => {
      const form = await openForm(page, region);
      for (const value of HOSTILE) {
        await form.input.fill(value);
        await form.button.click();
        await expect(form.message).toHaveText(form.texts.invalid);
        await expect(form.input).toHaveValue(value);
        await expect(form.message.locator('*')).toHaveCount(0);
      }
      expect(form.apiRequests).toEqual([]);
      expect(form.dialogs).toEqual([]);
      expect(await page.locator('img[src="x"]').count()).toBe(0);
    });

    test('subscribes a valid address once, however often it is sent', async ({ page }) => {
      const form = await openForm(page, region);
      const email = `fan.${region}.${Date.now()}@example.com`;
      await form.input.fill(email);
      await form.button.dblclick();
      await expect(form.message).toHaveText(form.texts.success);
      await expect(form.input).toHaveValue('');
      expect(form.apiRequests).toHaveLength(1);
      await form.input.fill(email.toUpperCase());
      await form.button.click();
      await expect(form.message).toHaveText(form.texts.success);
      const stored = (await apiControl(server.url).subscribers()).filter((row) => row.email === email);
      expect(stored).toEqual([expect.objectContaining({ email, region, source: 'footer' })]);
    });
  });
}

test('a failed subscription says so in the region’s language and keeps the address', async ({ page }) => {
  const form = await openForm(page, 'de');
  const de = JSON.parse(readFileSync('src/i18n/locales/de-DE.json', 'utf8'));
  await apiControl(server.url).fault('account/user/subscribe/create', { kind: 'status', status: 503 });
  await form.input.fill('kunde@example.de');
  await form.button.click();
  await expect(form.message).toHaveText(de.api.default);
  await expect(form.input).toHaveValue('kunde@example.de');
  await expect(page.locator('.toast')).toHaveCount(0);
});
