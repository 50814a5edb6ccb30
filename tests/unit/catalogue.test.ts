import { describe, expect, it } from 'vitest';
import { REGION_CODES, type RegionCode } from '../../src/config/regions.ts';
import { ROUTE_TABLE } from '../../src/config/routes.ts';
import { loadCatalogue } from '../../src/data/load-data.ts';
import { offerAt, activityApplies } from '../../src/lib/offer.ts';
import { formatPrice } from '../../src/lib/price.ts';
import { buildRouteManifest } from '../../src/lib/route-manifest.ts';
import { parseInstant } from '../../src/lib/time-window.ts';
import type { CatalogueKey } from '../../src/schemas/catalogue.ts';

const context = { root: process.cwd(), manifest: buildRouteManifest(ROUTE_TABLE) };
const NOW = parseInstant('2026-11-22T12:00:00Z');

// Content spec point 9, region by region (see regions/README.md for the mappings it leaves open).
const STATED: Record<RegionCode, [CatalogueKey, number, string][]> = {
  us: [
    ['flagshipBumblebee', 1299, '$1,299'],
    ['toyStoryBuzzLightyear', 699, '$699'],
    ['flagshipMegatron', 1499, '$1,499'],
    ['buzzLightyearSpaceRangerAlpha', 999, '$999'],
    ['grimlockG1Flagship', 1699, '$1,699'],
    ['flagshipOptimusPrime', 999, '$999'],
    ['bumblebeeG1Performance', 459, '$459'],
    ['optimusPrimeRiseOfTheBeastsSignatureLimitedEdition', 999, '$999'],
    ['eliteOptimusPrime', 699, '$699'],
    ['interstellarScoutK1', 299, '$299'],
    ['interstellarScoutK1pro', 399, '$399'],
    ['aiBase', 299, '$299'],
    ['t9', 399, '$399'],
    ['eliteOptimusPrimeAiBase', 948, '$948'],
  ],
  uk: [
    ['flagshipBumblebee', 1299, '£1,299'],
    ['toyStoryBuzzLightyear', 499, '£499'],
    ['interstellarScoutK1', 309, '£309'],
    ['interstellarScoutK1pro', 399, '£399'],
    ['aiBase', 199, '£199'],
    ['bumblebeeG1Performance', 449, '£449'],
    ['eliteOptimusPrimeAiBase', 898, '£898'],
  ],
  eu: [
    ['toyStoryBuzzLightyear', 599, '€599'],
    ['optimusPrimeRiseOfTheBeastsSignatureLimitedEdition', 1199, '€1,199'],
    ['bumblebeeG1Performance', 499, '€499'],
    ['aiBase', 229, '€229'],
    ['eliteOptimusPrimeAiBase', 928, '€928'],
  ],
  fr: [
    ['toyStoryBuzzLightyear', 599, '599\u00a0€'],
    ['interstellarScoutK1', 309, '309\u00a0€'],
    ['optimusPrimeRiseOfTheBeastsSignatureLimitedEdition', 1199, '1\u202f199\u00a0€'],
  ],
  de: [
    ['toyStoryBuzzLightyear', 599, '599\u00a0€'],
    ['interstellarScoutK1pro', 399, '399\u00a0€'],
    ['flagshipBumblebee', 1599, '1.599\u00a0€'],
  ],
  cn: [
    ['aiBase', 1499, '¥1,499'],
    ['interstellarScoutK1', 1980, '¥1,980'],
    ['interstellarScoutK1pro', 2499, '¥2,499'],
    ['t9', 2999, '¥2,999'],
    ['toyStoryBuzzLightyear', 3999, '¥3,999'],
    ['optimusPrimeRiseOfTheBeastsSignatureLimitedEdition', 5999, '¥5,999'],
  ],
  jp: [['flagshipBumblebee', 174900, '￥174,900']],
  kr: [],
};

describe.each(REGION_CODES)('catalogue of %s', (region) => {
  const catalogue = loadCatalogue(context, region);

  it.each(STATED[region])('states %s at %i, shown as %s', (key, price, shown) => {
    expect(catalogue.products[key]?.price).toBe(price);
    expect(formatPrice(price, region)).toBe(shown);
  });

  it('formats every price without a stray minor unit, NaN or undefined', () => {
    for (const entry of Object.values(catalogue.products)) {
      const shown = formatPrice(offerAt(entry, NOW).price, region);
      expect(shown).not.toMatch(/NaN|undefined|\.00\b/);
    }
  });

  it('shows Flagship Optimus Prime sold out, with no buy link', () => {
    const entry = catalogue.products.flagshipOptimusPrime;
    if (!entry) return expect(region).toMatch(/^(kr|jp)$/);
    expect(offerAt(entry, NOW)).toMatchObject({ availability: 'soldOut' });
    expect(offerAt(entry, NOW).buy).toBeUndefined();
  });

  it('sells Flagship Megatron as a pre-sale where it is listed and in stock', () => {
    const entry = catalogue.products.flagshipMegatron;
    if (!entry) return;
    expect(entry.isPreSale).toBe(true);
    expect(offerAt(entry, NOW).availability).toBe(entry.stock === 0 ? 'soldOut' : 'preOrder');
  });
});

describe('prices in other currencies and minor units', () => {
  it.each([
    [699, 'us', '$699'],
    [58.25, 'us', '$58.25'],
    [141.6, 'us', '$141.60'],
    [4999, 'cn', '¥4,999'],
    [174900, 'jp', '￥174,900'],
    [1299000, 'kr', '₩1,299,000'],
    [1599, 'eu', '€1,599'],
  ] as const)('%d in %s is %s', (amount, region, shown) => {
    expect(formatPrice(amount, region)).toBe(shown);
  });
});

describe('US back-to-school activity prices (stages 1 and 2 of the three US timestamps)', () => {
  const entry = loadCatalogue(context, 'us').products.toyStoryBuzzLightyear!;
  it.each([
    ['before the first timestamp', '2025-08-11T14:59:59+08:00', 699, undefined],
    ['from the first (stage 1)', '2025-08-11T15:00:00+08:00', 619, 80],
    ['from the second (stage 2)', '2025-08-23T15:00:00+08:00', 619, 80],
    ['one second before the third', '2025-08-26T14:59:59+08:00', 619, 80],
    ['from the third (stage 3: over)', '2025-08-26T15:00:00+08:00', 699, undefined],
    ['today', '2026-11-22T12:00:00Z', 699, undefined],
  ])('%s', (_label, at, price, saving) => {
    const offer = offerAt(entry, parseInstant(at));
    expect(offer.price).toBe(price);
    expect(offer.saving).toBe(saving);
    expect(activityApplies(entry, parseInstant(at))).toBe(saving !== undefined);
  });
});
