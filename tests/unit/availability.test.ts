import { describe, expect, it } from 'vitest';
import { ROUTE_AVAILABILITY, isAvailable } from '../../src/config/availability.ts';
import { REGION_CODES, type RegionCode } from '../../src/config/regions.ts';

// The availability column of platform spec point 2, written out region by region.
const EXPECTED: Record<string, readonly RegionCode[]> = {
  '': REGION_CODES,
  'choose-your-region': REGION_CODES,
  'flagship-bumblebee': ['cn', 'us', 'uk', 'eu', 'fr', 'de', 'jp'],
  'new-release': ['cn', 'us', 'uk', 'eu', 'fr', 'de', 'jp'],
  'k1-pro-interstellar-scout': ['cn', 'us'],
  'optimus-prime-rise-of-the-beasts-signature-limited-edition': ['cn', 'us'],
  'toy-story-buzz-lightyear': ['cn', 'us', 'uk', 'eu', 'fr', 'de'],
  manuals: REGION_CODES,
  'where-to-buy': ['us', 'uk', 'eu', 'fr', 'de'],
  'product-registration': ['us', 'uk', 'eu', 'fr', 'de'],
  'return-manufacturer': ['us', 'uk', 'eu', 'fr', 'de'],
  login: REGION_CODES,
  'black-friday': ['us', 'uk', 'eu', 'fr', 'de'],
  'christmas-sale': ['us', 'uk', 'eu', 'fr', 'de'],
  'elite-optimus-prime': ['us', 'uk', 'eu', 'fr', 'de'],
};

describe.each(REGION_CODES)('availability in %s', (region) => {
  it.each(Object.entries(EXPECTED))('path "%s"', (path, regions) => {
    expect(isAvailable(path, region)).toBe(regions.includes(region));
  });

  it('knows no path outside the specs', () => {
    expect(isAvailable('no-such-page', region)).toBe(false);
  });
});

describe('availability table', () => {
  it('lists regions in registry order without duplicates', () => {
    for (const regions of Object.values(ROUTE_AVAILABILITY)) {
      expect([...regions]).toEqual(REGION_CODES.filter((code) => regions.includes(code)));
    }
  });
});
