import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REGION_CODES, type RegionCode } from '../../src/config/regions.ts';
import { loadShippingReturns } from '../../src/data/load-data.ts';
import { EU_MEMBER_STATES, definedRegion } from '../../src/lib/merchant-policies.ts';
import { productJsonLd } from '../../src/lib/product-json-ld.ts';

const shipped = { root: process.cwd() };

/** The parts of a schema.org Offer these tests read one by one; the rest is compared whole. */
interface OfferJsonLd {
  hasMerchantReturnPolicy?: Record<string, unknown>;
  shippingDetails?: ShippingDetailsJsonLd[];
}

interface ShippingDetailsJsonLd {
  shippingDestination: { addressRegion?: string | string[]; addressCountry: string | string[] };
  shippingRate?: Record<string, unknown>;
  deliveryTime?: Record<string, unknown>;
}

function offerOf(region: RegionCode, policies = loadShippingReturns(shipped, region)) {
  const product = productJsonLd({
    region,
    name: 'Flagship Megatron',
    description: 'A robot.',
    image: 'https://example.com/megatron.webp',
    url: 'https://example.com/megatron',
    brand: 'Robosen',
    offers: [
      { name: 'Flagship Megatron', offer: { availability: 'preOrder', price: 1499 }, buy: 'https://shop.example' },
      { name: 'Bundle', offer: { availability: 'soldOut', price: 1999 }, buy: 'https://shop.example' },
    ],
    policies,
  });
  return product.offers as OfferJsonLd[];
}

const FREE_RETURN = {
  returnMethod: 'https://schema.org/ReturnByMail',
  returnFees: 'https://schema.org/FreeReturn',
};

describe('Product JSON-LD shipping and returns (merchant listings)', () => {
  it('gives the US 14-day returns with a free label, free standard and 50 USD express shipping in the continental US', () => {
    const [offer] = offerOf('us');
    expect(offer?.hasMerchantReturnPolicy).toEqual({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'US',
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: 14,
      ...FREE_RETURN,
    });
    const details = offer?.shippingDetails as ShippingDetailsJsonLd[];
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
      [continental, 'US', { '@type': 'MonetaryAmount', value: 50, currency: 'USD' }],
      ['HI', 'US', { '@type': 'MonetaryAmount', value: 50, currency: 'USD' }],
      [undefined, 'PR', { '@type': 'MonetaryAmount', value: 100, currency: 'USD' }],
    ]);
    expect(details[3]?.deliveryTime).toEqual({
      '@type': 'ShippingDeliveryTime',
      businessDays: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => `https://schema.org/${day}`),
      },
      transitTime: { '@type': 'QuantitativeValue', minValue: 5, maxValue: 8, unitCode: 'DAY' },
    });
    expect(details.slice(0, 3).every((option) => option.deliveryTime === undefined)).toBe(true);
  });

  it.each([
    ['uk', 'GB', false],
    ['fr', 'FR', false],
    ['de', 'DE', false],
    ['eu', [...EU_MEMBER_STATES], true],
  ] as const)(
    'gives %s 14-day returns and 3–5 days delivery, with no rate it does not know',
    (region, country, freeLabel) => {
      const [offer] = offerOf(region);
      expect(offer?.hasMerchantReturnPolicy).toEqual({
        '@type': 'MerchantReturnPolicy',
        applicableCountry: country,
        returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
        merchantReturnDays: 14,
        ...(freeLabel && FREE_RETURN),
      });
      expect(offer?.shippingDetails).toEqual([
        {
          '@type': 'OfferShippingDetails',
          shippingDestination: { '@type': 'DefinedRegion', addressCountry: country },
          deliveryTime: {
            '@type': 'ShippingDeliveryTime',
            transitTime: { '@type': 'QuantitativeValue', minValue: 3, maxValue: 5, unitCode: 'DAY' },
          },
        },
      ]);
    },
  );

  it.each(['cn', 'kr', 'jp'] as const)('gives %s, whose figures the specs do not give, neither property', (region) => {
    expect(loadShippingReturns(shipped, region)).toBeUndefined();
    for (const offer of offerOf(region)) {
      expect(offer).not.toHaveProperty('hasMerchantReturnPolicy');
      expect(offer).not.toHaveProperty('shippingDetails');
      expect(offer).toMatchObject({ '@type': 'Offer', priceCurrency: expect.any(String) });
    }
  });

  it('puts the same policies on every Offer of the page', () => {
    for (const region of REGION_CODES) {
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

describe('shipping and return data', () => {
  /** A scratch root with one region's shipping-returns.json. */
  function rootWith(data: unknown): string {
    const root = mkdtempSync(join(tmpdir(), 'storefront-shipping-'));
    mkdirSync(join(root, 'regions', 'uk'), { recursive: true });
    writeFileSync(join(root, 'regions', 'uk', 'shipping-returns.json'), JSON.stringify(data));
    return root;
  }

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
  ])('rejects %j naming the file and field', (data, message) => {
    expect(() => loadShippingReturns({ root: rootWith(data) }, 'uk')).toThrow(
      `regions/uk/shipping-returns.json: ${message}`,
    );
  });
});
