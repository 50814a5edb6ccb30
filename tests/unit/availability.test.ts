import { describe, expect, it } from 'vitest';
import { ROUTE_AVAILABILITY, isAvailable, withRegionsOfKind } from '../../src/config/availability.ts';
import { REGION_CODES, REGIONS, type RegionCode } from '../../src/config/regions.ts';
import { OTHER_REGION_CODES, SPEC_REGION_CODES } from '../support/spec-regions.ts';

// The availability column of platform spec point 2, written out region by region.
const EXPECTED: Record<string, readonly RegionCode[]> = {
  '': SPEC_REGION_CODES,
  'choose-your-region': SPEC_REGION_CODES,
  'flagship-bumblebee': ['cn', 'us', 'uk', 'eu', 'fr', 'de', 'jp'],
  'new-release': ['cn', 'us', 'uk', 'eu', 'fr', 'de', 'jp'],
  'k1-pro-interstellar-scout': ['cn', 'us'],
  'optimus-prime-rise-of-the-beasts-signature-limited-edition': ['cn', 'us'],
  'toy-story-buzz-lightyear': ['cn', 'us', 'uk', 'eu', 'fr', 'de'],
  manuals: SPEC_REGION_CODES,
  'where-to-buy': ['us', 'uk', 'eu', 'fr', 'de'],
  'product-registration': ['us', 'uk', 'eu', 'fr', 'de'],
  'return-manufacturer': ['us', 'uk', 'eu', 'fr', 'de'],
  login: SPEC_REGION_CODES,
  'black-friday': ['us', 'uk', 'eu', 'fr', 'de'],
  'christmas-sale': ['us', 'uk', 'eu', 'fr', 'de'],
  'elite-optimus-prime': ['us', 'uk', 'eu', 'fr', 'de'],
};

describe.each(SPEC_REGION_CODES)('availability in %s', (region) => {
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

describe('a region the specs do not name (docs/regions.md#availability)', () => {
  // A registry with two regions added: one of each store kind.
  const registry = {
    cn: { storeKind: 'asian' },
    us: { storeKind: 'western' },
    uk: { storeKind: 'western' },
    kr: { storeKind: 'asian' },
    ca: { storeKind: 'western' },
    sg: { storeKind: 'asian' },
  } as const;

  it.each([
    [
      ['us', 'uk'],
      ['us', 'uk', 'ca'],
    ],
    [
      ['us', 'cn'],
      ['cn', 'us', 'ca', 'sg'],
    ],
    [['cn'], ['cn', 'sg']],
    [['kr'], ['kr', 'sg']],
    [[], []],
  ])('a page the spec gives %j is in %j', (named, expected) => {
    expect(withRegionsOfKind(named, registry)).toEqual(expected);
  });

  it.each(OTHER_REGION_CODES.flatMap((region) => Object.keys(EXPECTED).map((path) => [region, path] as const)))(
    '%s has "%s" where a spec region of its store kind has it',
    (region, path) => {
      const ofItsKind = SPEC_REGION_CODES.filter((spec) => REGIONS[spec].storeKind === REGIONS[region].storeKind);
      expect(isAvailable(path, region)).toBe(ofItsKind.some((spec) => EXPECTED[path]!.includes(spec)));
    },
  );
});
