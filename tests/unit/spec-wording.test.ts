import { describe, expect, it } from 'vitest';
import { getRegion, type RegionCode } from '../../src/config/regions.ts';
import { loadRegionSettings } from '../../src/data/load-data.ts';
import { regionDisplayLabel } from '../../src/lib/region-label.ts';
import { testData } from '../support/test-data.ts';

// The only shipped texts a test pins word for word: the specs quote them as the product's
// wording, so changing one is a change of the specs, not of marketing copy. Every other text,
// price and date in regions/ and content/ is the marketers' (tests/fixtures/unit/README.md).
async function shippedSettings(region: RegionCode) {
  const { files, manifest } = await testData(region);
  return loadRegionSettings({ ...files, manifest }, region);
}

describe('wording the specs quote', () => {
  it('invalid e-mail: US "Incorrect email address format.", German "Bitte geben Sie …" (spec point 5)', async () => {
    expect((await shippedSettings('us')).subscribe.invalid).toBe('Incorrect email address format.');
    expect((await shippedSettings('de')).subscribe.invalid).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
  });

  it('subscribed: US "Subscription successful!" (platform spec point 5)', async () => {
    expect((await shippedSettings('us')).subscribe.success).toBe('Subscription successful!');
  });

  it('the US region label: "Canada - English" for CA, "Other Regions - English" elsewhere (platform spec point 3)', async () => {
    const { region } = await shippedSettings('us');
    const label = (country: string) => regionDisplayLabel({ ...region, homeCountry: getRegion('us').country, country });
    expect(label('CA')).toBe('Canada - English');
    expect(label('MX')).toBe('Other Regions - English');
  });
});
