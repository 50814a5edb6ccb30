import { REGIONS, type RegionCode } from '../config/regions.ts';
import { intlLocale } from './intl-locale.ts';

/**
 * The calendar day an ISO instant was written for, in the region's words: "2023-07-25T23:59:59-04:00"
 * is July 25 everywhere, even where that instant already falls on the 26th. For deadlines that
 * data authors wrote in one market's time.
 */
export function formatWrittenDay(iso: string, region: RegionCode): string {
  const { locale } = REGIONS[region];
  const offset = /([+-]\d{2}:\d{2}|Z)$/.exec(iso)?.[1] ?? 'Z';
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'long',
    timeZone: offset === 'Z' ? 'UTC' : offset,
  }).format(Date.parse(iso));
}
