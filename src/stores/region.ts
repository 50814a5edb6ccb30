import { persistentAtom } from '@nanostores/persistent';

/**
 * The visitor's country (ISO 3166-1, or "other"), chosen in the region chooser and kept in
 * localStorage; it only changes the region label (platform spec point 3).
 */
export const $country = persistentAtom<string>('region-country', '', {
  encode: (value) => value,
  decode: (value) => (/^([A-Z]{2}|other)$/.test(value) ? value : ''),
});

export function chooseCountry(country: string): void {
  $country.set(country);
}
