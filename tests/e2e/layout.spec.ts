import { expect, test } from './support/test.ts';
import { startServer, type RunningServer } from './support/server.ts';

test.describe('header navigation', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('submenus open with the keyboard and close with Escape, returning focus', async ({ page }) => {
    await page.goto('/us');
    const robots = page.getByRole('button', { name: 'Robots' });
    await robots.focus();
    await page.keyboard.press('Enter');
    await expect(robots).toHaveAttribute('aria-expanded', 'true');
    const firstProduct = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Optimus Prime Signature Limited Edition', exact: true });
    await expect(firstProduct).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(firstProduct).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(robots).toHaveAttribute('aria-expanded', 'false');
    await expect(robots).toBeFocused();
    await expect(firstProduct).toBeHidden();
  });

  test('the menu button is hidden on desktop', async ({ page }) => {
    await page.goto('/de');
    await expect(page.getByRole('button', { name: 'Menü' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible();
  });
});

for (const viewport of [
  { width: 375, height: 740 },
  { width: 800, height: 1000 },
]) {
  test.describe(`mobile navigation at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('folds behind a menu button that opens and closes by keyboard', async ({ page }) => {
      await page.goto('/us');
      const nav = page.getByRole('navigation', { name: 'Main' });
      const toggle = page.getByRole('button', { name: 'Menu' });
      await expect(nav).toBeHidden();
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(nav).toBeVisible();
      await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
      await page.getByRole('button', { name: 'Support' }).click();
      await expect(nav.getByRole('link', { name: 'Email Support', exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();
      await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
    });
  });
}

test.describe('region label', () => {
  for (const [country, label] of [
    [null, 'United States - English'],
    ['US', 'United States - English'],
    ['CA', 'Canada - English'],
    ['MX', 'Other Regions - English'],
  ] as const) {
    test(`reads "${label}" in us for stored country ${country}`, async ({ page }) => {
      if (country) await page.addInitScript((value) => localStorage.setItem('region-country', value), country);
      await page.goto('/us');
      await expect(page.locator('[data-region-label]')).toHaveText(label);
    });
  }

  test('keeps the translated label outside us whatever the country', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('region-country', 'CA'));
    await page.goto('/de');
    await expect(page.locator('[data-region-label]')).toHaveText('Deutschland - Deutsch');
  });
});

test.describe('region chooser', () => {
  test('keeps the visitor on the same page where the new region has it, else its home', async ({ page }) => {
    await page.goto('/us/choose-your-region?from=%2Fus%2Fchoose-your-region');
    await expect(page.getByRole('link', { name: 'Deutschland - Deutsch' })).toHaveAttribute(
      'href',
      '/de/choose-your-region',
    );
    await expect(page.getByRole('link', { name: '中国大陆 - 简体中文' })).toHaveAttribute(
      'href',
      '/choose-your-region',
    );
    await page.goto('/us/choose-your-region?from=%2Fus%2Fno-such-page');
    await expect(page.getByRole('link', { name: 'Deutschland - Deutsch' })).toHaveAttribute('href', '/de');
    await page.goto('/us/choose-your-region?from=https%3A%2F%2Fevil.example%2Fx');
    await expect(page.getByRole('link', { name: 'Deutschland - Deutsch' })).toHaveAttribute('href', '/de');
  });

  test('the header link carries the current page, and choosing stores the country', async ({ page }) => {
    await page.goto('/fr');
    await page.getByRole('link', { name: /France - Français/ }).click();
    await expect(page).toHaveURL(/\/fr\/choose-your-region\?from=%2Ffr$/);
    await page.getByRole('link', { name: 'Canada - English' }).click();
    await expect(page).toHaveURL(/\/us$/);
    await expect(page.locator('[data-region-label]')).toHaveText('Canada - English');
  });
});

test.describe('scheduled navigation items and banners follow the server clock', () => {
  let before: RunningServer;
  let after: RunningServer;
  test.beforeAll(async () => {
    [before, after] = await Promise.all([
      startServer({ siteNow: '2025-03-27T14:59:00Z' }),
      startServer({ siteNow: '2026-12-03T12:00:00Z' }),
    ]);
  });
  test.afterAll(async () => Promise.all([before.stop(), after.stop()]));

  test('a nav item with a start time is hidden before it', async ({ page }) => {
    // 2025-03-27T14:59Z is one minute before the Flagship Bumblebee item's 23:00 +08:00 start.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${before.url}/us`);
    await expect(page.locator('[data-identify="flagship-bumblebee"]')).toBeHidden();
    // Before its end time the back-to-school teaser is on show (first paint said so too); the
    // Black Friday banner waits for its campaign.
    await expect(page.getByRole('link', { name: /Back to School Sale starts/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Black Friday is on/ })).toHaveCount(0);
  });

  test('a text banner is hidden after its end time, the started nav item shows', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${after.url}/us`);
    for (const banner of await page.locator('.text-banner').all()) await expect(banner).toBeHidden();
    await expect(page.getByRole('region', { name: 'Announcements' })).toHaveCount(0);
    await expect(page.locator('[data-identify="flagship-bumblebee"]')).toBeVisible();
  });
});

test('a region without banners has no empty banner landmark', async ({ page }) => {
  await page.goto('/kr');
  await expect(page.getByRole('region', { name: '공지사항' })).toHaveCount(0);
  await expect(page.locator('.text-banners')).toBeHidden();
});
