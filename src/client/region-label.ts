import { regionStore } from '../stores/region.ts';

/** Keeps every `[data-region-label]` in step with the region store's display label. */
export function initRegionLabel(): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-region-label]')) {
    const $region = regionStore({
      label: element.dataset.label ?? element.textContent ?? '',
      countryLabels: element.dataset.countryLabels ? JSON.parse(element.dataset.countryLabels) : undefined,
    });
    $region.subscribe(({ label }) => {
      element.textContent = label;
    });
  }
}
