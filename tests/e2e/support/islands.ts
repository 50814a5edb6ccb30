import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until Astro has hydrated an island without the visitor touching it, first scrolling it
 * into view (`client:settled={{ whenVisible: true }}`) unless it renders nothing visible yet (a
 * closed dialog).
 */
export async function hydrated(page: Page, component: string, options: { scroll?: boolean } = {}): Promise<Locator> {
  const island = page.locator(`astro-island[component-url*="/${component}."]`).first();
  if (options.scroll !== false) await island.scrollIntoViewIfNeeded();
  await expect(island).not.toHaveAttribute('ssr', /.*/);
  return island;
}
