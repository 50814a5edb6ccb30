import { getRegion, type RegionCode } from '../config/regions.ts';
import { regionDisplayLabel } from '../lib/region-label.ts';
import { pageRegion } from '../dom/page-region.ts';
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

/** What the region store holds (platform spec point 3). */
export interface RegionState {
  region: RegionCode;
  locale: string;
  language: string;
  country: string;
  label: string;
}

/**
 * The region store of platform spec point 3: current region, its language-region code, its
 * language, the visitor's country and the display label that follows from them. Derived from
 * $country by hand rather than with nanostores' `computed`, whose lifecycle code would add to
 * the JavaScript every page loads at start (docs/performance.md) for one subscriber.
 */
export function regionStore(labels: RegionLabels): {
  get(): RegionState;
  subscribe(listener: (state: RegionState) => void): () => void;
} {
  const region = pageRegion();
  const { locale, language, country: homeCountry } = getRegion(region);
  const stateOf = (country: string): RegionState => ({
    region,
    locale,
    language,
    country,
    label: regionDisplayLabel({ label: labels.label, countryLabels: labels.countryLabels, homeCountry, country }),
  });
  return {
    get: () => stateOf($country.get()),
    subscribe: (listener) => $country.subscribe((country) => listener(stateOf(country))),
  };
}
