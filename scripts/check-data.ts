/**
 * Validates every region's data files (schemas and internal links) without building:
 * `npm run check:data`. The build runs the same checks; this is the quick loop for authors.
 */
import { REGION_CODES } from '../src/config/regions.ts';
import { ROUTE_TABLE } from '../src/config/routes.ts';
import {
  loadHomePage,
  loadInfoPage,
  loadRegionChooser,
  loadRegionSettings,
  textBannerSchedules,
} from '../src/data/load-data.ts';
import { buildRouteManifest } from '../src/lib/route-manifest.ts';

const context = { root: process.cwd(), manifest: buildRouteManifest(ROUTE_TABLE) };
const failures: string[] = [];
const attempt = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    failures.push((error as Error).message);
  }
};
attempt(() => loadRegionChooser(context));
for (const region of REGION_CODES) {
  attempt(() => textBannerSchedules(context, region, loadRegionSettings(context, region).textBanners));
  attempt(() => loadHomePage(context, region));
  for (const entry of context.manifest) {
    if (entry.page === 'info' && entry.regions.includes(region))
      attempt(() => loadInfoPage(context, entry.path, region));
  }
}
if (failures.length) {
  console.error(failures.join('\n'));
  process.exit(1);
}
console.log(`Data of ${REGION_CODES.length} regions is valid.`);
