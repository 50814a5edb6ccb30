import type { RegionCode } from '../../../src/config/regions.ts';
import { loadRegionData, type RegionEntries } from '../../../src/data/region-data.ts';
import { siteManifest } from '../../../src/data/site-manifest.ts';
import { campaignWindowsOf, textBannerSchedulesOf } from '../../../src/lib/campaign-windows.ts';
import type { CatalogueKey } from '../../../src/schemas/catalogue.ts';
import type { TextBanner } from '../../../src/schemas/region-settings.ts';
import { FIXTURE_DATA_OVERLAY } from './constants.ts';

/**
 * The shipped data as each region's build holds it: the content collections of
 * src/content.config.ts, loaded by the same table (src/data/region-data.ts: schemas, cross-file
 * rules, withheld links left out). The one way specs read data: they take the texts, prices and
 * times they look for from here, through the site's own rules, and never restate them, so a
 * marketer's valid change cannot fail a spec.
 */
const root = process.cwd();
export const shippedManifest = siteManifest(root);
/** The route manifest of the fixture-data bundles. */
export const fixtureManifest = siteManifest(root, { overlay: FIXTURE_DATA_OVERLAY });

const loaded = new Map<string, RegionEntries>();
function entriesOf(region: RegionCode, overlay: string | undefined): RegionEntries {
  const key = `${overlay ?? ''}:${region}`;
  let entries = loaded.get(key);
  if (!entries) {
    const manifest = overlay ? fixtureManifest : shippedManifest;
    entries = loadRegionData({ root, overlay, manifest }, region).entries;
    loaded.set(key, entries);
  }
  return entries;
}

function only<Data>(entries: readonly { id: string; data: Data }[], what: string): Data {
  const [entry] = entries;
  if (!entry) throw new Error(`the shipped data has no ${what}`);
  return entry.data;
}

/** A region's shipped data, in the shapes src/site-data.ts gives pages. */
export const shipped = (region: RegionCode) => regionData(region, undefined);

/** A region's data as the fixture-data bundles hold it: tests/fixtures/data over the shipped files. */
export const fixtureData = (region: RegionCode) => regionData(region, FIXTURE_DATA_OVERLAY);

function regionData(region: RegionCode, overlay: string | undefined) {
  const entries = entriesOf(region, overlay);
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
          entries: page.sells.map(({ id }) => ({ key: id as CatalogueKey, item: catalogueProducts[id]! })),
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
