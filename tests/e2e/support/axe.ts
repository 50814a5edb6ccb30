import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

declare global {
  interface Window {
    axe?: typeof import('axe-core');
  }
}

/** axe-core's own build, the one @axe-core/playwright injects. */
const fromAxePlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const axeSource = readFileSync(fromAxePlaywright.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Has every document `page` loads from now on carry axe-core from its start, in each of its
 * frames: for a tab that visits many pages, this halves what each check costs (AxeBuilder sends
 * and compiles the 550 kB script again for every check, about half a second a page here).
 */
export async function preloadAxe(page: Page): Promise<void> {
  await page.addInitScript(axeSource);
}

/** axe with the WCAG 2.1 A and AA rules; returns the violations, one line each. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const preloaded = await page.evaluate(() => typeof window.axe?.run === 'function');
  const violations = preloaded
    ? await page.evaluate(
        async (tags) =>
          (await window.axe!.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }))
            .violations,
        TAGS,
      )
    : (await new AxeBuilder({ page }).withTags(TAGS).analyze()).violations;
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}
