import { REGIONS, X_DEFAULT_PREFERENCE, type RegionCode } from '../config/regions.ts';
import { planPages, regionsWithPage, type RouteManifest } from './route-manifest.ts';
import type { TimeWindow } from './time-window.ts';
import { absoluteUrl, routePath } from './urls.ts';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A region's sitemap: its indexable pages (not yet open or already closed pages excluded),
 * each with xhtml:link alternates to every region that builds the same route, plus x-default.
 */
export function buildSitemap(
  manifest: RouteManifest,
  region: RegionCode,
  origin: string,
  now: number,
  regionWindows: Readonly<Record<string, TimeWindow>> = {},
): string {
  const urls = planPages(manifest, region, now, regionWindows)
    .filter((plan) => plan.mode === 'page' && !plan.noindex)
    .map(({ entry }) => {
      const regions = regionsWithPage(manifest, entry.path);
      const xDefault = X_DEFAULT_PREFERENCE.find((code) => regions.includes(code));
      const links = [
        ...regions.map((code) => [REGIONS[code].hreflang, routePath(code, entry.path)] as const),
        ...(xDefault ? [['x-default', routePath(xDefault, entry.path)] as const] : []),
      ].map(
        ([hreflang, path]) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(absoluteUrl(origin, path))}"/>`,
      );
      return [
        `  <url>`,
        `    <loc>${escapeXml(absoluteUrl(origin, routePath(region, entry.path)))}</loc>`,
        ...links,
        `  </url>`,
      ].join('\n');
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt for a region's bundle, pointing at its own sitemap. */
export function buildRobots(region: RegionCode, origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    '',
    `Sitemap: ${absoluteUrl(origin, routePath(region, 'sitemap.xml'))}`,
    '',
  ].join('\n');
}
