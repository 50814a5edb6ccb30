import { REGIONS, type RegionCode } from '../config/regions.ts';
import type { Offer } from './offer.ts';
import { schemaAvailability } from './offer.ts';
import { offerPrice } from './price.ts';

/** Product structured data with one Offer per catalogue entry the page sells. */
export function productJsonLd(input: {
  region: RegionCode;
  name: string;
  description: string;
  image: string;
  url: string;
  brand: string;
  offers: { name: string; offer: Offer; buy: string; availabilityStarts?: string | undefined }[];
}): Record<string, unknown> {
  const currency = REGIONS[input.region].currency;
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
      url: buy,
      ...(offer.availability === 'preOrder' && availabilityStarts && { availabilityStarts }),
    })),
  };
}
