import { describe, expect, it } from 'vitest';
import type { RegionCode } from '../../src/config/regions.ts';
import { readOptionalDataFile } from '../../src/lib/data-files.ts';
import { EU_MEMBER_STATES } from '../../src/config/shipping-areas.ts';
import { fieldPath } from '../../src/lib/data-error.ts';
import { definedRegion } from '../../src/lib/merchant-policies.ts';
import { productJsonLd } from '../../src/lib/product-json-ld.ts';
import { shippingReturnsSchema, type ShippingReturns } from '../../src/schemas/shipping-returns.ts';
import { testFiles } from '../support/test-data.ts';
import type { RawJson } from './support/raw-json.ts';

// Made-up shipping and return figures (tests/fixtures/unit/README.md); cn has none. The unit
// set is no whole project, so testData() fails its rules: its files are taken as Astro loaded
// them (the store vitest's global setup synced).
const fixture = await testFiles('unit');
const figuresOf = (region: RegionCode) =>
  readOptionalDataFile<ShippingReturns>(fixture, `regions/${region}/shipping-returns.json`);

function offerOf(region: RegionCode, policies = figuresOf(region)) {
  const product = productJsonLd({
    region,
    name: 'Flagship Megatron',
    description: 'A robot.',
    image: 'https://example.com/megatron.webp',
    url: 'https://example.com/megatron',
    brand: 'Robosen',
    offers: [
      { name: 'Flagship Megatron', offer: { availability: 'preOrder', price: 1499, buy: 'https://shop.example' } },
      { name: 'Bundle', offer: { availability: 'soldOut', price: 1999 } },
    ],
    policies,
  });
  return product.offers as RawJson[];
}

const FREE_RETURN = {
  returnMethod: 'https://schema.org/ReturnByMail',
  returnFees: 'https://schema.org/FreeReturn',
};

describe('Product JSON-LD shipping and returns (merchant listings)', () => {
  it('writes the return window with a free label, and each shipping option with its area, rate and delivery time', () => {
    const [offer] = offerOf('us');
    expect(offer?.hasMerchantReturnPolicy).toEqual({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'US',
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: 21,
      ...FREE_RETURN,
    });
    const details = offer?.shippingDetails as RawJson[];
    const rates = details.map((option) => [
      option.shippingDestination.addressRegion,
      option.shippingDestination.addressCountry,
      option.shippingRate,
    ]);
    const continental = details[0]?.shippingDestination.addressRegion as string[];
    expect(continental).toHaveLength(49);
    expect(continental).toContain('DC');
    expect(continental).not.toContain('HI');
    expect(continental).not.toContain('AK');
    expect(rates).toEqual([
      [continental, 'US', { '@type': 'MonetaryAmount', value: 0, currency: 'USD' }],
      [continental, 'US', { '@type': 'MonetaryAmount', value: 25, currency: 'USD' }],
      ['HI', 'US', { '@type': 'MonetaryAmount', value: 40, currency: 'USD' }],
      [undefined, 'PR', { '@type': 'MonetaryAmount', value: 90, currency: 'USD' }],
    ]);
    expect(details[3]?.deliveryTime).toEqual({
      '@type': 'ShippingDeliveryTime',
      businessDays: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => `https://schema.org/${day}`),
      },
      transitTime: { '@type': 'QuantitativeValue', minValue: 4, maxValue: 9, unitCode: 'DAY' },
    });
    expect(details.slice(0, 3).every((option) => option.deliveryTime === undefined)).toBe(true);
  });

  it('writes no return fees it does not know, and a delivery time without a rate', () => {
    const [offer] = offerOf('de');
    expect(offer?.hasMerchantReturnPolicy).toEqual({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'DE',
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: 10,
    });
    expect(offer?.shippingDetails).toEqual([
      {
        '@type': 'OfferShippingDetails',
        shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'DE' },
        deliveryTime: {
          '@type': 'ShippingDeliveryTime',
          transitTime: { '@type': 'QuantitativeValue', minValue: 2, maxValue: 6, unitCode: 'DAY' },
        },
      },
    ]);
  });

  it('gives a region without figures neither property', () => {
    expect(figuresOf('cn')).toBeUndefined();
    for (const offer of offerOf('cn')) {
      expect(offer).not.toHaveProperty('hasMerchantReturnPolicy');
      expect(offer).not.toHaveProperty('shippingDetails');
      expect(offer).toMatchObject({ '@type': 'Offer', priceCurrency: 'CNY' });
    }
  });

  it('writes the EU member states as a list of countries', () => {
    const [offer] = offerOf('eu', {
      returns: { countries: ['eu-member-states'], days: 14, freeReturnLabel: true, source: 'test' },
    });
    expect(offer?.hasMerchantReturnPolicy).toMatchObject({ applicableCountry: [...EU_MEMBER_STATES], ...FREE_RETURN });
  });

  it('puts the same policies on every Offer of the page', () => {
    for (const region of ['us', 'de', 'cn'] as const) {
      const [first, second] = offerOf(region);
      expect(second?.hasMerchantReturnPolicy).toEqual(first?.hasMerchantReturnPolicy);
      expect(second?.shippingDetails).toEqual(first?.shippingDetails);
    }
  });

  it('writes a free-label return policy only when the data says so', () => {
    const [offer] = offerOf('us', { returns: { countries: ['US'], days: 30, source: 'test' } });
    expect(offer?.hasMerchantReturnPolicy).not.toHaveProperty('returnFees');
    expect(offer?.hasMerchantReturnPolicy).toMatchObject({ merchantReturnDays: 30 });
    expect(offer).not.toHaveProperty('shippingDetails');
  });

  it('names one country as a value and several as a list', () => {
    expect(definedRegion('GB')).toEqual({ '@type': 'DefinedRegion', addressCountry: 'GB' });
    expect(definedRegion('hawaii')).toEqual({ '@type': 'DefinedRegion', addressCountry: 'US', addressRegion: 'HI' });
    expect((definedRegion('eu-member-states').addressCountry as string[]).length).toBe(27);
  });
});

// Astro validates the file with this schema when it loads it, and stores a failure as
// `regions/uk/shipping-returns.json: <field>: <message>` (tests/unit/data-file-loader.test.ts).
describe('shipping and return data', () => {
  const failures = (data: unknown) =>
    shippingReturnsSchema.safeParse(data).error?.issues.map((issue) => `${fieldPath(issue.path)}: ${issue.message}`);

  it('accepts the made-up figures', () => {
    for (const region of ['us', 'de'] as const) {
      expect(failures(figuresOf(region))).toBeUndefined();
    }
  });

  it.each([
    [
      { returns: { countries: ['continental-us'], days: 14, source: 's' } },
      'returns.countries[0]: must be a country code',
    ],
    [{ returns: { countries: ['GB'], days: 0, source: 's' } }, 'returns.days:'],
    [{ returns: { countries: ['GB'], days: 14 } }, 'returns.source:'],
    [{ shipping: [{ name: 'x', area: 'GB', source: 's' }] }, 'shipping[0]: needs a "rate" or a "delivery" time'],
    [{ shipping: [{ name: 'x', area: 'Atlantis', rate: 1, source: 's' }] }, 'shipping[0].area: must be a country code'],
    [
      { shipping: [{ name: 'x', area: 'GB', delivery: { min: 5, max: 3 }, source: 's' }] },
      'shipping[0].delivery: "min" must not exceed "max"',
    ],
    [
      { freeShippingOver: { amount: 99, products: ['Flagship Megatron'], source: 's' } },
      'freeShippingOver.products[0]:',
    ],
    [{ freeShippingOver: { amount: 99, products: [], source: 's' } }, 'freeShippingOver.products:'],
    [{ freeShippingOver: { amount: 0, products: ['flagship-megatron'], source: 's' } }, 'freeShippingOver.amount:'],
  ])('rejects %j naming the field', (data, message) => {
    expect(failures(data)?.map((failure) => failure.slice(0, message.length))).toEqual([message]);
  });
});
