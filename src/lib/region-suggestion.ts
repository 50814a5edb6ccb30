import { REGIONS, REGION_CODES, type RegionCode } from '../config/regions.ts';

// The store of each language only one region of the registry speaks (English has its own rule).
const STORE_BY_LANGUAGE: Readonly<Record<string, RegionCode>> = Object.fromEntries(
  REGION_CODES.filter(
    (code) => REGION_CODES.filter((other) => REGIONS[other].language === REGIONS[code].language).length === 1,
  ).map((code) => [REGIONS[code].language, code]),
);

/**
 * The store to suggest to a visitor whose browser's first language is not the language of
 * the store they are on: that language's store (English: en-GB → uk, en-US/en-CA → us, any
 * other English → eu from a European store, else us). Null when the first language is the
 * store's own, or no store speaks it. Only ever a suggestion: the visitor decides.
 */
export function suggestRegion(languages: readonly string[], current: RegionCode): RegionCode | null {
  const first = languages[0]?.toLowerCase();
  if (!first) return null;
  const [language = '', country = ''] = first.split('-');
  if (language === REGIONS[current].language) return null;
  if (language === 'en') {
    if (country === 'gb') return 'uk';
    if (country === 'us' || country === 'ca') return 'us';
    return REGIONS[current].apiGroup === 'eu' ? 'eu' : 'us';
  }
  return STORE_BY_LANGUAGE[language] ?? null;
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
