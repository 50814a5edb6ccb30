/**
 * Validates every region's data files (schemas and internal links) without building:
 * `npm run check:data`. The build runs the same checks; this is the quick loop for authors.
 */
import { isAvailable } from '../src/config/availability.ts';
import { REGION_CODES } from '../src/config/regions.ts';
import {
  loadContactPage,
  loadHomePage,
  loadHongKongMacaoPage,
  loadInfoPage,
  loadRegionChooser,
  loadRegionSettings,
  loadShippingReturns,
  loadWhereToBuyPage,
  textBannerSchedules,
} from '../src/data/load-data.ts';
import { assertGuidesCurrent, loadManualSeries, regionManualEntries } from '../src/data/manuals.ts';
import { siteManifest } from '../src/data/site-manifest.ts';
import type { RouteManifest } from '../src/lib/route-manifest.ts';

const root = process.cwd();
const failures: string[] = [];
let manifest: RouteManifest = [];
const attempt = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    failures.push((error as Error).message);
  }
};
// The manifest reads the manuals lists and the dealers (where their pages are built): their errors come first.
attempt(() => (manifest = siteManifest(root)));
const context = { root, manifest };
attempt(() => loadRegionChooser(context));
attempt(() => loadManualSeries(root));
for (const region of REGION_CODES) {
  attempt(() => regionManualEntries(root, region));
  attempt(() => assertGuidesCurrent(root, region));
  attempt(() => textBannerSchedules(context, region, loadRegionSettings(context, region).textBanners));
  attempt(() => loadHomePage(context, region));
  for (const entry of context.manifest) {
    if (entry.page === 'info' && entry.regions.includes(region))
      attempt(() => loadInfoPage(context, entry.path, region));
  }
  attempt(() => loadContactPage(context, region));
  attempt(() => loadShippingReturns(context, region));
  // The where-to-buy copy is checked wherever the specs give the page, built or still waiting for dealers.
  if (isAvailable('where-to-buy', region)) attempt(() => loadWhereToBuyPage(context, region));
  if (isAvailable('where-to-buy/hongkong-macao', region)) attempt(() => loadHongKongMacaoPage(context, region));
}
if (failures.length) {
  console.error(failures.join('\n'));
  process.exit(1);
}
console.log(`Data of ${REGION_CODES.length} regions is valid.`);
