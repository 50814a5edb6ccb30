import { REGIONS, REGION_CODES, type RegionCode, type RegionDefinition } from '../config/regions.ts';

/**
 * The store to suggest to a visitor whose browser's first language is not the language of
 * the store they are on: the registry's store of that language; where several speak it
 * (English), the one of the visitor's country (en-GB → uk, en-US → us), else one that also serves
 * it (en-CA → us, while no store is Canada's), else the store without a
 * country in the current store's API group (eu from a European store), else the first in the
 * registry (us). Null when the first language is the store's own, or no store speaks it. Only
 * ever a suggestion: the visitor decides.
 */
export function suggestRegion(languages: readonly string[], current: RegionCode): RegionCode | null {
  const first = languages[0]?.toLowerCase();
  if (!first) return null;
  const [language = '', country = ''] = first.split('-');
  if (language === REGIONS[current].language) return null;
  const stores = REGION_CODES.filter((code) => REGIONS[code].language === language);
  const region = (code: RegionCode): RegionDefinition => REGIONS[code];
  return (
    stores.find((code) => region(code).country?.toLowerCase() === country) ??
    stores.find((code) => region(code).otherCountries?.some((other) => other.toLowerCase() === country)) ??
    stores.find((code) => !region(code).country && region(code).apiGroup === REGIONS[current].apiGroup) ??
    stores[0] ??
    null
  );
}

/**
 * The name of a language (`en`) in the locale of a page (`de-DE`: 'Englisch'), as the suggestion
 * says it. Build time only: the names are known before any visitor comes, and creating
 * `Intl.DisplayNames` in the browser loads the locale's data at start-up (a long task of about
 * 100 ms on a slow phone, docs/performance.md).
 */
export function languageName(language: string, pageLocale: string): string {
  return new Intl.DisplayNames([pageLocale], { type: 'language' }).of(language) ?? language;
}
