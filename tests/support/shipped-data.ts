import { REGION_CODES, type RegionCode } from '../../src/config/regions.ts';
import { campaignWindowsOf, textBannerSchedulesOf } from '../../src/lib/campaign-windows.ts';
import type { CatalogueKey } from '../../src/schemas/catalogue.ts';
import type { TextBanner } from '../../src/schemas/region-settings.ts';
import { testData, type RegionTestData, type TestDataSet } from './test-data.ts';

/**
 * The shipped data as each region's build holds it, read through the tests' one data helper
 * (tests/support/test-data.ts: Astro's content sync, then the site's cross-file rules). The one
 * way specs read data: they take the texts, prices and times they look for from here, through
 * the site's own rules, and never restate them, so a marketer's valid change cannot fail a spec.
 */
async function regionsOf(set: TestDataSet): Promise<Map<RegionCode, RegionTestData>> {
  return new Map(await Promise.all(REGION_CODES.map(async (region) => [region, await testData(region, set)] as const)));
}
const shippedRegions = await regionsOf('shipped');
const fixtureRegions = await regionsOf('fixture');

export const shippedManifest = shippedRegions.get('cn')!.manifest;
/** The route manifest of the fixture-data bundles. */
export const fixtureManifest = fixtureRegions.get('cn')!.manifest;

function only<Data>(entries: readonly { id: string; data: Data }[], what: string): Data {
  const [entry] = entries;
  if (!entry) throw new Error(`the shipped data has no ${what}`);
  return entry.data;
}

/** A region's shipped data, in the shapes src/site-data.ts gives pages. */
export const shipped = (region: RegionCode) => regionData(shippedRegions.get(region)!);

/** A region's data as the fixture-data bundles hold it: tests/fixtures/data over the shipped files. */
export const fixtureData = (region: RegionCode) => regionData(fixtureRegions.get(region)!);

function regionData({ record }: RegionTestData) {
  const { entries } = record;
  const region = entries.settings[0]!.id as RegionCode;
  const catalogueProducts = Object.fromEntries(entries.catalogue.map(({ id, data }) => [id, data]));
  const campaigns = only(entries.campaigns, 'campaigns');
  return {
    settings: only(entries.settings, `settings of ${region}`),
    home: only(entries.home, `home page of ${region}`),
    regionChooser: only(entries.regionChooser, 'region chooser'),
    catalogue: { products: catalogueProducts },
    campaigns,
    faq: entries.faq[0]?.data,
    infoPage: (path: string) => entries.infoPages.find((entry) => entry.id === path)?.data,
    campaignPage: (path: string) => entries.campaignPages.find((entry) => entry.id === path)?.data.page,
    productPage: (slug: string) => {
      const page = entries.productPages.find((entry) => entry.id === slug)?.data;
      return (
        page && {
          ...page,
          entries: page.sells.map((key) => ({ key: key as CatalogueKey, item: catalogueProducts[key]! })),
        }
      );
    },
    productSlugs: entries.productPages.map((entry) => entry.id),
    contact: { facts: only(entries.contactFacts, 'contact facts'), copy: only(entries.contactPages, 'contact page') },
    shippingReturns: only(entries.shippingReturns, `shipping figures of ${region}`).figures,
    whereToBuy: entries.whereToBuy[0]?.data,
    hongKongMacao: entries.hongKongMacao[0]?.data,
    dealers: only(entries.dealers, 'dealers').dealers,
    manualSeries: only(entries.manualSeries, 'manual series'),
    manuals: entries.manuals.map((entry) => entry.data),
    /** When each text banner shows, as the header computes it. */
    textBannerSchedules: (banners: readonly TextBanner[], promotionStarts: readonly number[]) =>
      textBannerSchedulesOf(region, banners, campaignWindowsOf(campaigns), promotionStarts),
  };
}
