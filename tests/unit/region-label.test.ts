import { describe, expect, it } from 'vitest';
import { REGION_CODES, getRegion } from '../../src/config/regions.ts';
import { loadRegionSettings } from '../../src/data/load-data.ts';
import { regionDisplayLabel } from '../../src/lib/region-label.ts';
import { buildRouteManifest } from '../../src/lib/route-manifest.ts';
import { ROUTE_TABLE } from '../../src/config/routes.ts';

const context = { root: process.cwd(), manifest: buildRouteManifest(ROUTE_TABLE) };

describe.each(REGION_CODES)('region label in %s', (region) => {
  const settings = loadRegionSettings(context, region);
  const label = (country: string | null) =>
    regionDisplayLabel({
      label: settings.region.label,
      countryLabels: settings.region.countryLabels,
      homeCountry: getRegion(region).country,
      country,
    });

  it.each([
    [null, region === 'us' ? 'United States - English' : settings.region.label],
    ['', settings.region.label],
    ['US', region === 'us' ? 'United States - English' : settings.region.label],
    ['CA', region === 'us' ? 'Canada - English' : settings.region.label],
    ['MX', region === 'us' ? 'Other Regions - English' : settings.region.label],
    ['other', region === 'us' ? 'Other Regions - English' : settings.region.label],
  ])('with stored country %j', (country, expected) => {
    expect(label(country)).toBe(expected);
  });
});
