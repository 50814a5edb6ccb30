/**
 * The areas shipping and return figures may name (regions/<region>/shipping-returns.json): a
 * named area or one ISO 3166-1 alpha-2 country code. Facts the schemas validate against and the
 * structured data spells out (src/lib/merchant-policies.ts).
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

export function countriesAndRegions(area: string): { countries: readonly string[]; regions?: readonly string[] } {
  return Object.hasOwn(NAMED_AREAS, area) ? NAMED_AREAS[area as NamedArea] : { countries: [area] };
}
