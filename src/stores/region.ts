import { computed } from 'nanostores';
import { getRegion } from '../config/regions.ts';
import { regionDisplayLabel } from '../lib/region-label.ts';
import { pageRegion } from './page-region.ts';
import { storedAtom } from './stored-atom.ts';

/**
 * The visitor's country (ISO 3166-1, or "other"), chosen in the region chooser and kept in
 * localStorage; it only changes the region label (platform spec point 3).
 */
export const $country = storedAtom<string>('region-country', '', {
  encode: (value) => value || undefined,
  decode: (value) => (/^([A-Z]{2}|other)$/.test(value) ? value : undefined),
});

export function chooseCountry(country: string): void {
  $country.set(country);
}

/** Labels of the page's region, as the layout renders them on `[data-region-label]`. */
export interface RegionLabels {
  label: string;
  countryLabels?: Record<string, string> | undefined;
}

/**
 * The region store of platform spec point 3: current region, its language-region code, its
 * language, the visitor's country and the display label that follows from them.
 */
export function regionStore(labels: RegionLabels) {
  const region = pageRegion();
  const { locale, language, country: homeCountry } = getRegion(region);
  return computed($country, (country) => ({
    region,
    locale,
    language,
    country,
    label: regionDisplayLabel({ label: labels.label, countryLabels: labels.countryLabels, homeCountry, country }),
  }));
}
