import { isAvailable, ROUTE_AVAILABILITY } from '../config/availability.ts';
import { REGIONS, type RegionCode } from '../config/regions.ts';
import { translatorFor } from '../i18n/translator.ts';
import { dataProblemPage } from '../lib/data-problem-page.ts';

/**
 * The paths a region may have, without its data: where the preview answers a data problem
 * until the file is fixed (the data gates need the data that failed). `dataPaths`: the pages the
 * data adds, when its files loaded (the ids the region's campaigns.json schedules, the products
 * whose product.json names the region).
 */
export const pathsWithoutData = (region: RegionCode, dataPaths: readonly string[] = []): string[] => [
  ...new Set([...Object.keys(ROUTE_AVAILABILITY).filter((path) => isAvailable(path, region)), ...dataPaths]),
];

/**
 * The preview's answer while the region's data fails: the problem, file and field, in the
 * region's language, never Astro's error page with source and stack. 503: the preview is up,
 * its data is not; the page loads again by itself once the data passes.
 */
export function dataProblemResponse(region: RegionCode, failure: string): Response {
  const t = translatorFor(region);
  const page = dataProblemPage({
    lang: REGIONS[region].locale,
    title: t('preview.dataProblem'),
    hint: t('preview.dataProblemHint'),
    failure,
  });
  return new Response(page, {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
