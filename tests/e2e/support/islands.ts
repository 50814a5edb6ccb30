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

/**
 * Checks that every island a visitor can reach has hydrated: not one inside a section hidden for
 * now (a product's notify box after its release). client:settled ones that wait to be on screen
 * (the subscribe boxes) hydrate once scrolled to, one at a time. client:linger ones (the US
 * popup) wait for the visitor to stay and never come back once answered, as the shared fixture
 * marks it: visitor-ui.spec.ts hydrates and checks it.
 */
export async function expectReachableIslandsHydrated(page: Page): Promise<void> {
  const reachable = await page.locator('astro-island:not([hidden] astro-island):not([client="linger"])').all();
  expect(reachable.length).toBeGreaterThan(0);
  for (const island of reachable) {
    await island.scrollIntoViewIfNeeded({ timeout: 2_000 }).catch(() => {});
    await expect(island, (await island.getAttribute('component-url')) ?? 'island').not.toHaveAttribute('ssr', /.*/);
  }
}
