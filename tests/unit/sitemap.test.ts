import { describe, expect, it } from 'vitest';
import { REGION_CODES } from '../../src/config/regions.ts';
import { ROUTE_TABLE } from '../../src/config/routes.ts';
import { buildRouteManifest } from '../../src/lib/route-manifest.ts';
import { buildRobots, buildSitemap } from '../../src/lib/sitemap.ts';
import { parseInstant } from '../../src/lib/time-window.ts';

const origin = 'https://www.example.com';
/** The route table with two timed pages of the test's own: one open in January 2031, one closed in 2020. */
const manifest = buildRouteManifest([
  ...ROUTE_TABLE,
  {
    path: 'timed',
    regions: REGION_CODES,
    children: [
      {
        path: 'january-2031',
        page: 'info',
        meta: { startTime: '2031-01-01T00:00:00+00:00', endTime: '2031-02-01T00:00:00+00:00' },
      },
      {
        path: 'closed',
        page: 'info',
        meta: { startTime: '2020-01-01T00:00:00+00:00', endTime: '2020-02-01T00:00:00+00:00' },
      },
    ],
  },
]);

describe.each(REGION_CODES)('sitemap of %s', (region) => {
  const prefix = region === 'cn' ? '' : `/${region}`;

  it('lists its pages with alternates and x-default', () => {
    const xml = buildSitemap(manifest, region, origin, parseInstant('2026-11-22T00:00:00Z'));
    expect(xml).toContain(`<loc>${origin}${prefix}/choose-your-region</loc>`);
    expect(xml).toContain(`hreflang="x-default" href="${origin}/choose-your-region"`);
    expect(xml).toContain(`hreflang="en" href="${origin}/eu/choose-your-region"`);
  });

  it('leaves out pages not yet open, closed pages and redirects', () => {
    const before = buildSitemap(manifest, region, origin, parseInstant('2030-06-01T00:00:00Z'));
    expect(before).not.toContain('timed/january-2031');
    expect(before).not.toContain('timed/closed');
    expect(before).not.toContain('new-release');
    const inside = buildSitemap(manifest, region, origin, parseInstant('2031-01-15T00:00:00Z'));
    expect(inside).toContain(`<loc>${origin}${prefix}/timed/january-2031</loc>`);
    expect(inside).not.toContain('timed/closed');
  });

  it('points robots.txt at its own sitemap', () => {
    expect(buildRobots(region, origin)).toContain(`Sitemap: ${origin}${prefix}/sitemap.xml`);
  });
});
