/**
 * Shipping and return facts as schema.org wants them in an Offer (Google's merchant listings):
 * `hasMerchantReturnPolicy` and `shippingDetails`. Only figures the data gives are written; a
 * region without a figure gets no such property rather than a guess.
 */

/** The 48 contiguous states and the District of Columbia ("continental US" in the US FAQ). */
const CONTIGUOUS_US = [
  'AL',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;

/** The 27 member states of the European Union (ISO 3166-1 alpha-2). */
export const EU_MEMBER_STATES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
] as const;

/** Named shipping areas; any other area is one ISO 3166-1 alpha-2 country code. */
const NAMED_AREAS = {
  'continental-us': { countries: ['US'], regions: CONTIGUOUS_US },
  hawaii: { countries: ['US'], regions: ['HI'] },
  'eu-member-states': { countries: EU_MEMBER_STATES },
} as const satisfies Record<string, { countries: readonly string[]; regions?: readonly string[] }>;

export type NamedArea = keyof typeof NAMED_AREAS;
export const NAMED_AREA_KEYS = Object.keys(NAMED_AREAS) as NamedArea[];

/** Whether `area` is a named area or a country code (two capital letters). */
export function isArea(area: string): boolean {
  return Object.hasOwn(NAMED_AREAS, area) || /^[A-Z]{2}$/.test(area);
}

/** Whether `area` stands for whole countries (a country code, or a named group of countries). */
export function isCountryArea(area: string): boolean {
  return isArea(area) && !('regions' in (NAMED_AREAS[area as NamedArea] ?? {}));
}

function countriesAndRegions(area: string): { countries: readonly string[]; regions?: readonly string[] } {
  return Object.hasOwn(NAMED_AREAS, area) ? NAMED_AREAS[area as NamedArea] : { countries: [area] };
}

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
