import { regionDisplayLabel } from '../lib/region-label.ts';
import { $country } from '../stores/region.ts';

/** Keeps every `[data-region-label]` in step with the visitor's stored country. */
export function initRegionLabel(): void {
  const labels = [...document.querySelectorAll<HTMLElement>('[data-region-label]')];
  if (!labels.length) return;
  $country.subscribe((country) => {
    for (const element of labels) {
      const countryLabels = element.dataset.countryLabels
        ? (JSON.parse(element.dataset.countryLabels) as Record<string, string>)
        : undefined;
      element.textContent = regionDisplayLabel({
        label: element.dataset.label ?? element.textContent ?? '',
        countryLabels,
        homeCountry: element.dataset.homeCountry,
        country,
      });
    }
  });
}
