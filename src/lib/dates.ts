import { REGIONS, type RegionCode } from '../config/regions.ts';

// Intl has no data for en-EU; the EU store writes dates like English-speaking Ireland.
const FORMAT_LOCALE: Partial<Record<string, string>> = { 'en-EU': 'en-IE' };

/** A day as the region writes it ("July 24, 2023", "24. Juli 2023", "2023年7月24日"), in its time zone. */
export function formatDay(instant: number, region: RegionCode): string {
  const { locale, timeZone } = REGIONS[region];
  return new Intl.DateTimeFormat(FORMAT_LOCALE[locale] ?? locale, { dateStyle: 'long', timeZone }).format(instant);
}
