import { readFileSync } from 'node:fs';
import { shipped } from '../support/shipped-data.ts';
import { expect, test } from './support/test.ts';

const US = JSON.parse(readFileSync('src/i18n/locales/en-US.json', 'utf8'));
const DE = JSON.parse(readFileSync('src/i18n/locales/de-DE.json', 'utf8'));

test('the FAQ shows its entries from the first paint while it refreshes them', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/faq-data.json', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/us/faq');
  await expect(page.getByRole('status').filter({ hasText: US.faq.loading })).toBeVisible();
  await expect(page.locator('.faq__item').first()).toBeVisible();
  const download = await page.locator('#download').boundingBox();
  release();
  await expect(page.getByRole('status').filter({ hasText: US.faq.loading })).toHaveCount(0);
  // Neither the entries nor the end of the refresh moved what follows.
  expect(await page.locator('#download').boundingBox()).toEqual(download);
});

test('a failed FAQ load says so in the visitor’s language, and Retry loads it', async ({ page }) => {
  let fail = true;
  await page.route('**/faq-data.json', (route) =>
    fail ? route.fulfill({ status: 503, body: 'unavailable' }) : route.continue(),
  );
  await page.goto('/de/faq');
  const alert = page.getByRole('alert').filter({ hasText: DE.faq.error });
  await expect(alert).toBeVisible();
  fail = false;
  await alert.getByRole('button', { name: DE.faq.retry }).click();
  await expect(page.locator('.faq__item').first()).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test('FAQ entries open and close by keyboard', async ({ page }) => {
  await page.goto('/uk/faq');
  const question = page.locator('.faq__question button').first();
  await question.focus();
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  const answer = page.locator(`#${await question.getAttribute('aria-controls')}`);
  await expect(answer).toBeVisible();
  await page.keyboard.press('Space');
  await expect(answer).toBeHidden();
});

test('the US FAQ shows every entry of its data, question and answers', async ({ page }) => {
  const { entries } = shipped('us').faq!;
  await page.goto('/us/faq');
  await expect(page.locator('.faq__question')).toHaveText(entries.map((entry) => entry.label));
  const text = (await page.locator('.faq__list').textContent()) ?? '';
  for (const answer of entries.flatMap((entry) => entry.answers)) expect(text).toContain(answer);
});
