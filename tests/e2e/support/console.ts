import type { Page } from '@playwright/test';

/**
 * Collects console errors and uncaught exceptions of a page from now on. Chromium logs a
 * document answered with an error status as a failed resource; `allowDocumentStatus` is for
 * pages (404) whose status is the point of the test, so only their own document is excused.
 */
export function collectErrors(page: Page, options: { allowDocumentStatus?: boolean } = {}): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (options.allowDocumentStatus && message.location().url === page.url()) return;
    errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
