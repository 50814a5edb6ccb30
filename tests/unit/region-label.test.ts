import { describe, expect, it } from 'vitest';
import { REGION_CODES, getRegion } from '../../src/config/regions.ts';
import { regionDisplayLabel } from '../../src/lib/region-label.ts';

const LABEL = 'Home Store - Language';
const COUNTRY_LABELS = { CA: 'Neighbour - Language', other: 'Elsewhere - Language' };

describe.each(REGION_CODES)('region label in %s', (region) => {
  const homeCountry = getRegion(region).country;
  const label = (country: string | null, countryLabels?: Record<string, string>) =>
    regionDisplayLabel({ label: LABEL, countryLabels, homeCountry, country });

  it.each([
    [null, LABEL],
    ['', LABEL],
    ['CA', 'Neighbour - Language'],
    ['MX', 'Elsewhere - Language'],
    ['other', 'Elsewhere - Language'],
  ])('with labels per country and stored country %j', (country, expected) => {
    expect(label(country, COUNTRY_LABELS)).toBe(expected);
  });

  it.runIf(homeCountry)('keeps its own label for a visitor of its home country', () => {
    expect(label(homeCountry ?? '', COUNTRY_LABELS)).toBe(LABEL);
  });

  it.each([null, '', 'CA', 'MX'])('without labels per country, whatever the stored country (%j)', (country) => {
    expect(label(country)).toBe(LABEL);
  });
});

it('falls back to the store’s own label when a country has no label and there is no "other"', () => {
  expect(regionDisplayLabel({ label: LABEL, countryLabels: { CA: 'x' }, homeCountry: 'US', country: 'MX' })).toBe(
    LABEL,
  );
});
