import { isAvailable } from '../config/availability.ts';
import { PRODUCT_SLUGS, type ProductSlug } from '../config/products.ts';
import { REGION_CODES, type RegionCode } from '../config/regions.ts';
import { hasPage, type RouteManifest } from '../lib/route-manifest.ts';
import type { RegionCampaigns } from '../schemas/campaign.ts';
import {
  loadCampaign,
  loadCampaigns,
  loadCatalogue,
  loadContactPage,
  loadFaq,
  loadHomePage,
  loadHongKongMacaoPage,
  loadInfoPage,
  loadRegionChooser,
  loadRegionSettings,
  loadShippingReturns,
  loadWhereToBuyPage,
  textBannerSchedules,
  type DataContext,
} from './load-data.ts';
import { assertGuidesCurrent, loadManualSeries, productGuideHref, regionManualEntries } from './manuals.ts';
import { loadProductPage, productEntries } from './products.ts';
import { siteManifest } from './site-manifest.ts';

/**
 * Validates every data file of every region under `root` (a folder laid out like the project:
 * regions/…, content/…) against its schema and the cross-file rules the build applies, without
 * building: the code behind `npm run check:data`. Returns one message per failure, each naming
 * the file and the field (`regions/us/catalogue.json: products.aiBase.price: …`); none when the
 * data is valid.
 */
export function checkData(root: string): string[] {
  const failures: string[] = [];
  const attempt = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      failures.push((error as Error).message);
    }
  };
  let manifest: RouteManifest = [];
  // The manifest reads the manuals lists and the dealers (where their pages are built): their errors come first.
  attempt(() => (manifest = siteManifest(root)));
  const context: DataContext = { root, manifest };
  attempt(() => loadRegionChooser(context));
  attempt(() => loadManualSeries(root));
  for (const region of REGION_CODES) {
    const builds = (path: string) => hasPage(manifest, path, region);
    attempt(() => regionManualEntries(root, region));
    attempt(() => assertGuidesCurrent(root, region));
    attempt(() => textBannerSchedules(context, region, loadRegionSettings(context, region).textBanners, []));
    attempt(() => loadHomePage(context, region));
    attempt(() => loadCatalogue(context, region));
    attempt(() => loadCampaigns(context, region));
    for (const entry of manifest) {
      if (!entry.regions.includes(region)) continue;
      if (entry.page === 'info') attempt(() => loadInfoPage(context, entry.path, region));
      if (entry.page === 'campaign') attempt(() => loadCampaign(context, entry.path as CampaignPath, region));
    }
    if (builds('faq')) attempt(() => loadFaq(context, region));
    for (const slug of PRODUCT_SLUGS.filter(builds)) {
      attempt(() => checkProductPage(context, slug, region));
    }
    attempt(() => loadContactPage(context, region));
    attempt(() => loadShippingReturns(context, region));
    // The where-to-buy copy is checked wherever the specs give the page, built or still waiting for dealers.
    if (isAvailable('where-to-buy', region)) attempt(() => loadWhereToBuyPage(context, region));
    if (isAvailable('where-to-buy/hongkong-macao', region)) attempt(() => loadHongKongMacaoPage(context, region));
  }
  // A file that several checks read (the catalogue: its pages and its product guides) fails once.
  return [...new Set(failures)];
}

type CampaignPath = keyof RegionCampaigns;

/** A product page's facts and copy, what it sells, and its copy's link to the product guide. */
function checkProductPage(context: DataContext, slug: ProductSlug, region: RegionCode): void {
  const { facts, copy } = loadProductPage(context, slug, region);
  productEntries(facts, loadCatalogue(context, region), slug, region);
  productGuideHref(context, region, slug, copy);
}
