/**
 * The region label of the header and footer (platform spec point 3, region store): a store
 * that lists labels per visitor country shows the one for the visitor's stored country
 * (us: 'Canada - English' for CA), `other` for any other foreign country ('Other Regions -
 * English'), and its own translated label when the country is unknown or its home country.
 */
export function regionDisplayLabel(input: {
  label: string;
  countryLabels?: Readonly<Record<string, string>> | undefined;
  homeCountry?: string | undefined;
  country: string | null | undefined;
}): string {
  const { label, countryLabels, homeCountry, country } = input;
  if (!countryLabels || !country || country === homeCountry) return label;
  return countryLabels[country] ?? countryLabels.other ?? label;
}
