// Intl has no data for en-EU; the EU store writes dates, times and prices like English-speaking
// Ireland (€1,599, 25 July 2023, 09:00).
const INTL_LOCALE: Partial<Record<string, string>> = { 'en-EU': 'en-IE' };

/** The locale to hand Intl for a region's locale tag. */
export function intlLocale(locale: string): string {
  return INTL_LOCALE[locale] ?? locale;
}
