import type { RegionCode } from '../config/regions.ts';
import { suggestRegion } from '../lib/region-suggestion.ts';
import { browserStorage } from '../storage/browser-storage.ts';
import { $country } from '../stores/region.ts';

const DISMISSED_KEY = 'region-suggestion:dismissed';

/** What the page says of each other store (src/components/RegionSuggestion.astro). */
interface SuggestedStore {
  label: string;
  href: string;
  /** The store's language, named in the page's language at build time. */
  language: string;
}

/**
 * Shows the region suggestion when the browser's languages point at another store, unless the
 * visitor dismissed it before or already chose a region in the chooser. Never redirects. The
 * browser's preference is named by the suggested store's language ('English' for en-AU too),
 * with the name the build wrote.
 */
export function initRegionSuggestion(): void {
  const banner = document.querySelector<HTMLElement>('[data-region-suggestion]');
  if (!banner || browserStorage.get(DISMISSED_KEY) || $country.get()) return;
  const region = document.documentElement.dataset.region as RegionCode;
  const suggested = suggestRegion(navigator.languages ?? [navigator.language], region);
  const stores = JSON.parse(banner.dataset.stores ?? '{}') as Record<string, SuggestedStore>;
  const store = suggested ? stores[suggested] : undefined;
  if (!store) return;

  const fill = (template: string) => template.replace('{{language}}', store.language).replace('{{store}}', store.label);
  const text = banner.querySelector('[data-suggestion-text]');
  const go = banner.querySelector<HTMLAnchorElement>('[data-suggestion-go]');
  if (text) text.textContent = fill(banner.dataset.text ?? '');
  if (go) {
    go.textContent = fill(banner.dataset.go ?? '');
    go.href = store.href;
  }
  banner.querySelector('[data-suggestion-dismiss]')?.addEventListener('click', () => {
    browserStorage.set(DISMISSED_KEY, '1');
    banner.hidden = true;
  });
  banner.hidden = false;
}
