import { readFileSync } from 'node:fs';
import { expect, test } from './support/test.ts';
import { accessibilityViolations } from './support/axe.ts';
import { hydrated } from './support/islands.ts';
import { shipped } from '../support/shipped-data.ts';

// Independent tests without hooks: spread over the workers (playwright.config.ts).
test.describe.configure({ mode: 'parallel' });

const US = JSON.parse(readFileSync('src/i18n/locales/en-US.json', 'utf8'));
const popupTexts = shipped('us').settings.newUserPopup!;

test.describe('US new-user popup', () => {
  test.use({ newUserPopup: true });
  test('opens after a while, needs the agreement, closes by keyboard and does not come back', async ({ page }) => {
    // Paused page time: nothing happens until the test moves the clock.
    await page.clock.install({ time: new Date('2026-11-22T10:00:00Z') });
    await page.clock.pauseAt(new Date('2026-11-22T10:00:01Z'));
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto('/us');
    await page.clock.runFor(2_000);
    // A visitor who leaves within the delay never downloads React or the popup.
    const island = page.locator('astro-island[component-url*="/NewUserPopup."]');
    await expect(island).toHaveAttribute('ssr', '');
    expect(scripts.filter((url) => /\/_astro\/(client|NewUserPopup)\./.test(url))).toEqual([]);
    const dialog = page.getByRole('dialog', { name: popupTexts.title });
    await expect(dialog).toBeHidden();
    await page.clock.runFor(5_000);
    await hydrated(page, 'NewUserPopup', { scroll: false });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: US.popup.close })).toBeFocused();
    const requests: string[] = [];
    page.on('request', (request) => request.url().includes('/api/') && requests.push(request.url()));
    await dialog.getByRole('textbox').fill('new.member@example.com');
    await dialog.getByRole('button', { name: popupTexts.button }).click();
    await expect(dialog.getByRole('alert')).toHaveText(US.popup.agreementRequired);
    expect(requests).toEqual([]);
    const agreement = dialog.getByRole('checkbox', { name: popupTexts.agreement });
    const privacy = dialog.getByRole('link', { name: popupTexts.privacyLabel });
    const terms = dialog.getByRole('link', { name: popupTexts.termsLabel });
    await expect(privacy).toHaveAttribute('href', '/us/privacy-policy');
    await expect(terms).toHaveAttribute('href', '/us/terms-use');
    await expect(privacy).toHaveAccessibleDescription(US.site.opensInNewTab);
    await agreement.check();
    // The agreement's policy links sit between the checkbox and the submit button.
    await page.keyboard.press('Tab');
    await expect(privacy).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(terms).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: popupTexts.button })).toBeFocused();
    await page.clock.resume(); // axe runs on timers of its own
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.reload();
    await page.clock.fastForward(10_000);
    // Answered once: the island is never hydrated again in this browser.
    await expect(island).toHaveAttribute('ssr', '');
    await expect(dialog).toBeHidden();
  });

  test('is not shown outside the US', async ({ page }) => {
    await page.goto('/uk');
    await expect(page.locator('astro-island[component-url*="NewUserPopup"]')).toHaveCount(0);
  });
});

test.describe('region suggestion', () => {
  test.use({ locale: 'de-DE' });

  test('suggests the German store to a German browser, and stays dismissed', async ({ page }) => {
    await page.goto('/us/choose-your-region');
    const banner = page.getByRole('region', { name: US.suggestion.label });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link')).toHaveAttribute('href', '/de/choose-your-region');
    // The suggestion names the store by its first entry in the region chooser.
    const germany = shipped('us')
      .regionChooser.groups.flatMap((group) => group.entries)
      .find((entry) => entry.region === 'de')!.label;
    await expect(banner).toContainText(germany);
    // The browser's language is named in the page's, with the name the build wrote.
    await expect(banner).toContainText(
      US.suggestion.text.replace('{{language}}', 'German').replace('{{store}}', germany),
    );
    await banner.getByRole('button', { name: US.suggestion.dismiss }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('region', { name: US.suggestion.label })).toBeHidden();
    expect(page.url()).toContain('/us/choose-your-region');
  });

  test('says nothing on the store of the browser’s language', async ({ page }) => {
    await page.goto('/de');
    await expect(page.locator('[data-region-suggestion]')).toBeHidden();
  });
});

test.describe('region suggestion in an English browser on a German page', () => {
  test.use({ locale: 'en-US' });
  const DE = JSON.parse(readFileSync('src/i18n/locales/de-DE.json', 'utf8'));

  test('names English in German and offers this page in the US store', async ({ page }) => {
    await page.goto('/de/faq');
    const banner = page.getByRole('region', { name: DE.suggestion.label });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(DE.suggestion.text.split('{{language}}')[0] + 'Englisch.');
    await expect(banner.getByRole('link')).toHaveAttribute('href', '/us/faq');
  });
});

test.describe('interface behaviours', () => {
  for (const [width, device] of [
    [375, 'mobile'],
    [800, 'ipad'],
    [1280, 'window'],
  ] as const) {
    test(`marks the device class at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/us');
      await expect(page.locator('html')).toHaveAttribute('data-device', device);
    });
  }

  test('the mobile menu locks page scroll while open, without scrollbar compensation on mobile', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto('/us');
    await page.getByRole('button', { name: US.nav.openMenu }).click();
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    await expect(page.locator('body')).toHaveCSS('padding-right', '0px');
    await page.getByRole('button', { name: US.nav.closeMenu }).click();
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
  });

  test('the tablet menu compensates the hidden scrollbar with 17px', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 700 });
    await page.goto('/us');
    await page.getByRole('button', { name: US.nav.openMenu }).click();
    await expect(page.locator('body')).toHaveCSS('padding-right', '17px');
  });

  test('with reduced motion the menu opens without animating', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto('/us');
    await page.getByRole('button', { name: US.nav.openMenu }).click();
    const animations = await page.evaluate(() => document.getAnimations().length);
    expect(animations).toBe(0);
    await expect(page.getByRole('navigation', { name: US.nav.label })).toBeVisible();
  });

  test('adds the image-format class to the body', async ({ page }) => {
    await page.goto('/jp');
    await expect(page.locator('body')).toHaveClass(/(^|\s)(webp|no-webp)(\s|$)/);
  });

  test('a script that answers 404 reloads the page once, never in a loop', async ({ page }) => {
    let documents = 0;
    let checks = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents += 1;
    });
    // Each page load asks the server once whether the failed script is really gone (HEAD).
    page.on('request', (request) => {
      if (request.method() === 'HEAD') checks += 1;
    });
    await page.route(/BaseLayout\.astro_astro_type_script.*\.js$/, (route) =>
      route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' }),
    );
    await page.goto('/fr');
    // First load: 404 → one check → reload. Second load: 404 again, remembered: the page stays.
    await expect.poll(() => documents).toBe(2);
    await expect
      .poll(() =>
        page
          .evaluate(() => (document.readyState === 'complete' ? sessionStorage.getItem('asset-reload:/fr') : null))
          .catch(() => null),
      )
      .toBe('1');
    expect(checks).toBe(1);
    expect(documents).toBe(2);
  });
});

test.describe('text float', () => {
  test('floats the tagline in once it enters the viewport', async ({ page }) => {
    await page.goto('/kr');
    const tagline = page.locator('.tagline__title');
    await expect(tagline).not.toHaveClass(/is-floated/);
    await tagline.scrollIntoViewIfNeeded();
    await expect(tagline).toHaveClass(/is-floated/);
    await expect(tagline).toHaveCSS('opacity', '1');
  });

  test('shows the tagline without motion when the visitor asks for less', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/kr');
    await expect(page.locator('.tagline__title')).toHaveCSS('opacity', '1');
    await expect(page.locator('.tagline__title')).toHaveCSS('transform', 'none');
  });
});
