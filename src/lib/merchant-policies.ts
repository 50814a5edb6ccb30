/**
 * Shipping and return facts as schema.org wants them in an Offer (Google's merchant listings):
 * `hasMerchantReturnPolicy` and `shippingDetails`. Only figures the data gives are written; a
 * region without a figure gets no such property rather than a guess.
 */

import { countriesAndRegions } from '../config/shipping-areas.ts';

const oneOrMany = (values: readonly string[]) => (values.length === 1 ? values[0] : [...values]);

/** A schema.org DefinedRegion for an area. */
export function definedRegion(area: string): Record<string, unknown> {
  const { countries, regions } = countriesAndRegions(area);
  return {
    '@type': 'DefinedRegion',
    addressCountry: oneOrMany(countries),
    ...(regions && { addressRegion: oneOrMany(regions) }),
  };
}

export interface ReturnFacts {
  /** Country codes or named groups of countries the policy applies in. */
  countries: readonly string[];
  /** Days to ask for a return, counted from the day the goods are received. */
  days: number;
  /** True when the return label is free once the return is accepted; absent when not known. */
  freeReturnLabel?: boolean | undefined;
}

/** schema.org MerchantReturnPolicy: a finite window of `days`, by mail, free when the label is. */
export function merchantReturnPolicy(returns: ReturnFacts): Record<string, unknown> {
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: oneOrMany(returns.countries.flatMap((area) => countriesAndRegions(area).countries)),
    returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    merchantReturnDays: returns.days,
    ...(returns.freeReturnLabel && {
      returnMethod: 'https://schema.org/ReturnByMail',
      returnFees: 'https://schema.org/FreeReturn',
    }),
  };
}

export interface ShippingFacts {
  area: string;
  /** Shipping cost in the region's currency, main unit; absent when not known. */
  rate?: number | undefined;
  /** Delivery time, order to door; absent when not known. */
  delivery?: { min: number; max: number; businessDays?: boolean | undefined } | undefined;
}

const WORKING_WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => `https://schema.org/${day}`);

/**
 * schema.org OfferShippingDetails for one shipping option. The specs give delivery times as a
 * whole (order to door), so they are written as the transit time, with no handling time.
 */
export function offerShippingDetails(shipping: ShippingFacts, currency: string): Record<string, unknown> {
  const { rate, delivery } = shipping;
  return {
    '@type': 'OfferShippingDetails',
    shippingDestination: definedRegion(shipping.area),
    ...(rate !== undefined && {
      shippingRate: { '@type': 'MonetaryAmount', value: rate, currency },
    }),
    ...(delivery && {
      deliveryTime: {
        '@type': 'ShippingDeliveryTime',
        ...(delivery.businessDays && {
          businessDays: { '@type': 'OpeningHoursSpecification', dayOfWeek: WORKING_WEEK },
        }),
        transitTime: { '@type': 'QuantitativeValue', minValue: delivery.min, maxValue: delivery.max, unitCode: 'DAY' },
      },
    }),
  };
}
