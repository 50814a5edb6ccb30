import { describe, expect, it } from 'vitest';
import { getRegion, type RegionCode } from '../../src/config/regions.ts';
import { regionDisplayLabel } from '../../src/lib/region-label.ts';
import { translatorFor } from '../../src/i18n/translator.ts';
import { shipped } from '../support/shipped-data.ts';

// The only shipped texts a test pins word for word: the specs quote them as the product's
// wording, so changing one is a change of the specs, not of marketing copy. Every other text,
// price and date in regions/ and content/ is the marketers' (tests/fixtures/unit/README.md).
const shippedSettings = (region: RegionCode) => shipped(region).settings;

describe('wording the specs quote', () => {
  it('invalid e-mail: US "Incorrect email address format.", German "Bitte geben Sie …" (spec point 5)', () => {
    expect(shippedSettings('us').subscribe.invalid).toBe('Incorrect email address format.');
    expect(shippedSettings('de').subscribe.invalid).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
  });

  it('subscribed: US "Subscription successful!" (platform spec point 5)', () => {
    expect(shippedSettings('us').subscribe.success).toBe('Subscription successful!');
  });

  it.each(['us', 'uk', 'eu'] as const)(
    'API messages in English (%s): "Login expired, please log in again.", "Server error, please try again later." (platform spec point 8)',
    (region) => {
      const t = translatorFor(region);
      expect(t('api.loginExpired')).toBe('Login expired, please log in again.');
      expect(t('api.codes.4003')).toBe('Login expired, please log in again.');
      expect(t('api.default')).toBe('Server error, please try again later.');
    },
  );

  it('the US region label: "Canada - English" for CA, "Other Regions - English" elsewhere (platform spec point 3)', () => {
    const { region } = shippedSettings('us');
    const label = (country: string) => regionDisplayLabel({ ...region, homeCountry: getRegion('us').country, country });
    expect(label('CA')).toBe('Canada - English');
    expect(label('MX')).toBe('Other Regions - English');
  });
});
