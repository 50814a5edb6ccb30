import { test as base, expect, type BrowserContext } from '@playwright/test';

export { expect, type Locator, type Page } from '@playwright/test';

declare global {
  interface Window {
    __reportCspViolation?: (report: string) => void;
  }
}

/**
 * Playwright's `test`, for every spec of the suite:
 * - any Content-Security-Policy violation Chromium reports (a `securitypolicyviolation` event in
 *   any page or frame, or a CSP message on the console) fails the test that saw it;
 * - the US new-user popup is marked as already seen: it opens a modal dialog a few seconds after
 *   load, which would make other tests' clicks depend on timing. Its own tests turn it back on
 *   with `test.use({ newUserPopup: true })`.
 */
export const test = base.extend<{ newUserPopup: boolean }>({
  newUserPopup: [false, { option: true }],
  context: async ({ context }, use) => {
    const violations = await cspViolations(context);
    await use(context);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
  page: async ({ page, newUserPopup }, use) => {
    if (!newUserPopup) await page.addInitScript(() => localStorage.setItem('new-user-popup:done', '1'));
    await use(page);
  },
});

/**
 * The Content-Security-Policy violations Chromium reports in a context's pages and frames from
 * now on (a `securitypolicyviolation` event, or a CSP message on the console). The suite's
 * `context` checks its own; a test that opens a context of its own checks that one with this.
 */
export async function cspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('__reportCspViolation', (_source, report: string) => violations.push(report));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
      window.__reportCspViolation?.(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline code'}${where} on ${location.href}`,
      );
    });
  });
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}
