import { describe, expect, it } from 'vitest';
import { checkRegistry, REGIONS, type RegionDeclaration } from '../../src/config/regions.ts';

/** A registry entry as docs/regions.md's recipe writes one. */
const canada: RegionDeclaration = {
  country: 'CA',
  locale: 'en-CA',
  hreflang: 'en-CA',
  currency: 'CAD',
  storeKind: 'western',
  apiGroup: 'us',
  prefix: 'ca',
  timeZone: 'America/Toronto',
};

describe('checkRegistry (src/config/regions.ts)', () => {
  it('finds nothing wrong with the shipped registry, nor with a region added to it', () => {
    expect(checkRegistry(REGIONS)).toEqual([]);
    expect(checkRegistry({ ...REGIONS, ca: canada })).toEqual([]);
  });

  it.each(['CAD', 'CHF', 'SGD', 'AUD', 'BRL'])('takes %s, an ISO 4217 currency Intl formats', (currency) => {
    expect(checkRegistry({ ca: { ...canada, currency } })).toEqual([]);
  });

  it('names the entry, the field and the fix of each mistake', () => {
    expect(
      checkRegistry({
        ca: { ...canada, currency: 'CAN', timeZone: 'Canada/Toronto' },
        qc: { ...canada, locale: 'fr_CA', currency: 'cad' },
      }),
    ).toEqual([
      'src/config/regions.ts: ca.currency: "CAN" is not an ISO 4217 code that Intl formats: write one such as "EUR" or "CAD"',
      'src/config/regions.ts: ca.timeZone: "Canada/Toronto" is not an IANA time zone: write one such as "America/Toronto"',
      'src/config/regions.ts: qc.currency: "cad" is not an ISO 4217 code that Intl formats: write one such as "EUR" or "CAD"',
      'src/config/regions.ts: qc.locale: "fr_CA" is not a BCP 47 language tag: write language-COUNTRY, such as "en-CA"',
      'src/config/regions.ts: qc.prefix: "ca" is ca\'s too: give each region its own path',
    ]);
  });
});
