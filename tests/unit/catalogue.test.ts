import { describe, expect, it } from 'vitest';
import { REGION_CODES } from '../../src/config/regions.ts';
import { readDataFile } from '../../src/lib/data-files.ts';
import { offerAt, activityApplies } from '../../src/lib/offer.ts';
import { formatPrice } from '../../src/lib/price.ts';
import { parseInstant } from '../../src/lib/time-window.ts';
import type { Catalogue } from '../../src/schemas/catalogue.ts';
import { shipped } from '../support/shipped-data.ts';
import { testFiles } from '../support/test-data.ts';

// Made-up entries, one per offer state (tests/fixtures/unit/README.md), as Astro loaded them. The
// unit set is no whole project (no pages, no dealers), so its rules fail as a whole and
// testData(region, 'unit') has no data: its files are taken from its store.
const unit = await testFiles('unit');
const fixture = readDataFile<Catalogue>(unit, 'regions/us/catalogue.json').products;
const NOW = parseInstant('2026-11-22T12:00:00Z');

describe('prices in each region’s currency and locale', () => {
  it.each([
    [1299, 'us', '$1,299'],
    [58.25, 'us', '$58.25'],
    [141.6, 'us', '$141.60'],
    [1299, 'uk', '£1,299'],
    [1599, 'eu', '€1,599'],
    [1199, 'eu', '€1,199'],
    [599, 'fr', '599\u00a0€'],
    [1199, 'fr', '1\u202f199\u00a0€'],
    [1599, 'de', '1.599\u00a0€'],
    [4999, 'cn', '¥4,999'],
    [174900, 'jp', '￥174,900'],
    [1299000, 'kr', '₩1,299,000'],
  ] as const)('%d in %s is %s', (amount, region, shown) => {
    expect(formatPrice(amount, region)).toBe(shown);
  });
});

describe('offers', () => {
  it('sell an entry in stock at its price, with its buy link', () => {
    expect(offerAt(fixture.flagshipBumblebee!, NOW)).toEqual({
      availability: 'available',
      price: 1000,
      buy: 'https://shop.example/available',
    });
  });

  it('show an entry without stock sold out, with no buy link', () => {
    expect(offerAt(fixture.flagshipOptimusPrime!, NOW)).toEqual({ availability: 'soldOut', price: 900 });
  });

  it('take pre-orders for a pre-sale entry in stock, and show it sold out without stock', () => {
    expect(offerAt(fixture.flagshipMegatron!, NOW)).toMatchObject({
      availability: 'preOrder',
      buy: 'https://shop.example/pre-order',
    });
    expect(offerAt(fixture.grimlockG1Flagship!, NOW)).toEqual({ availability: 'soldOut', price: 1700 });
  });

  it('apply an activity price without a time at any instant, with its saving', () => {
    expect(offerAt(fixture.aiBase!, NOW)).toMatchObject({ price: 41.6, regularPrice: 58.25, saving: 16.65 });
    expect(formatPrice(offerAt(fixture.aiBase!, NOW).price, 'us')).toBe('$41.60');
  });
});

describe('an activity price that runs in stages 1 and 2 of its three instants', () => {
  const entry = fixture.toyStoryBuzzLightyear!;
  it.each([
    ['before the first instant', '2030-03-01T08:59:59+01:00', 700, undefined],
    ['from the first (stage 1)', '2030-03-01T09:00:00+01:00', 600, 100],
    ['from the second (stage 2)', '2030-03-10T09:00:00+01:00', 600, 100],
    ['one second before the third', '2030-03-20T08:59:59+01:00', 600, 100],
    ['from the third (stage 3: over)', '2030-03-20T09:00:00+01:00', 700, undefined],
    ['long after', '2031-01-01T00:00:00Z', 700, undefined],
  ])('%s', (_label, at, price, saving) => {
    const offer = offerAt(entry, parseInstant(at));
    expect(offer.price).toBe(price);
    expect(offer.saving).toBe(saving);
    expect(activityApplies(entry, parseInstant(at))).toBe(saving !== undefined);
  });
});

// A rule over the shipped data that holds for every valid price: any amount formats cleanly.
describe.each(REGION_CODES)('shipped catalogue of %s', (region) => {
  it('formats every price without a stray minor unit, NaN or undefined', () => {
    // A region may sell nothing yet (kr): then there is nothing to format, and nothing fails.
    const badlyShown = Object.entries(shipped(region).catalogue.products)
      .map(([key, entry]) => `${key}: ${formatPrice(offerAt(entry, NOW).price, region)}`)
      .filter((shown) => /NaN|undefined|\.00\b/.test(shown));
    expect(badlyShown).toEqual([]);
  });
});
