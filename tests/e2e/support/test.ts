import { test as base } from '@playwright/test';

export { expect, type Locator, type Page } from '@playwright/test';

/**
 * Playwright's `test`, with the US new-user popup marked as already seen: it opens a modal
 * dialog a few seconds after load, which would make other tests' clicks depend on timing.
 * Its own tests turn it back on with `test.use({ newUserPopup: true })`.
 */
export const test = base.extend<{ newUserPopup: boolean }>({
  newUserPopup: [false, { option: true }],
  page: async ({ page, newUserPopup }, use) => {
    if (!newUserPopup) await page.addInitScript(() => localStorage.setItem('new-user-popup:done', '1'));
    await use(page);
  },
});
