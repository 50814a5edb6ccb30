import { REGIONS, type RegionCode } from '../config/regions.ts';
import {
  merchantReturnPolicy,
  offerShippingDetails,
  type ReturnFacts,
  type ShippingFacts,
} from './merchant-policies.ts';
import type { Offer } from './offer.ts';
import { schemaAvailability } from './offer.ts';
import { offerPrice } from './price.ts';

/**
 * Product structured data with one Offer per catalogue entry the page sells. Each Offer carries
 * the region's return policy and shipping options when its data gives them (Google's merchant
 * listings ask for both), and nothing in their place when it does not.
 */
export function productJsonLd(input: {
  region: RegionCode;
  name: string;
  description: string;
  image: string;
  url: string;
  brand: string;
  /** `buy`: the store address a source gives; an offer without one has no `url`. */
  offers: { name: string; offer: Offer; buy?: string | undefined; availabilityStarts?: string | undefined }[];
  /** The region's shipping and return figures (regions/<region>/shipping-returns.json). */
  policies?: { returns?: ReturnFacts | undefined; shipping?: readonly ShippingFacts[] | undefined } | undefined;
}): Record<string, unknown> {
  const currency = REGIONS[input.region].currency;
  const returns = input.policies?.returns;
  const shipping = input.policies?.shipping ?? [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    description: input.description,
    image: input.image,
    url: input.url,
    brand: { '@type': 'Brand', name: input.brand },
    offers: input.offers.map(({ name, offer, buy, availabilityStarts }) => ({
      '@type': 'Offer',
      name,
      price: offerPrice(offer.price),
      priceCurrency: currency,
      availability: schemaAvailability(offer.availability),
      ...(buy && { url: buy }),
      ...(offer.availability === 'preOrder' && availabilityStarts && { availabilityStarts }),
      ...(returns && { hasMerchantReturnPolicy: merchantReturnPolicy(returns) }),
      ...(shipping.length > 0 && { shippingDetails: shipping.map((option) => offerShippingDetails(option, currency)) }),
    })),
  };
}
