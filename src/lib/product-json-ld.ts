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
 * Product structured data with one Offer per catalogue entry the page sells at a store or shows
 * sold out; an entry in stock with nowhere to buy has none (`schemaAvailability`), and a product
 * with no Offer left has no `offers`. Each Offer carries
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
  /** Each entry's offer; its `buy` (the store address a source gives) is the Offer's `url`. */
  offers: { name: string; offer: Offer; availabilityStarts?: string | undefined }[];
  /** The region's shipping and return figures (regions/<region>/shipping-returns.json). */
  policies?: { returns?: ReturnFacts | undefined; shipping?: readonly ShippingFacts[] | undefined } | undefined;
}): Record<string, unknown> {
  const currency = REGIONS[input.region].currency;
  const returns = input.policies?.returns;
  const shipping = input.policies?.shipping ?? [];
  const offers = input.offers.flatMap(({ name, offer, availabilityStarts }) => {
    const availability = schemaAvailability(offer);
    if (availability === undefined) return [];
    return {
      '@type': 'Offer',
      name,
      price: offerPrice(offer.price),
      priceCurrency: currency,
      availability,
      ...(offer.buy && { url: offer.buy }),
      ...(offer.availability === 'preOrder' && availabilityStarts && { availabilityStarts }),
      ...(returns && { hasMerchantReturnPolicy: merchantReturnPolicy(returns) }),
      ...(shipping.length > 0 && { shippingDetails: shipping.map((option) => offerShippingDetails(option, currency)) }),
    };
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    description: input.description,
    image: input.image,
    url: input.url,
    brand: { '@type': 'Brand', name: input.brand },
    ...(offers.length > 0 && { offers }),
  };
}
