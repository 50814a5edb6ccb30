import { ROUTE_TABLE } from '../config/routes.ts';
import { dealerContentRegions } from '../lib/dealers.ts';
import { buildRouteManifest, type ManifestOptions, type RouteManifest } from '../lib/route-manifest.ts';
import { loadDealers, type DataFiles } from './load-data.ts';

/**
 * The site's route manifest with availability that follows the data: the data-driven routes
 * (the where-to-buy pages) are built only where their data has entries. Used by the build and
 * by `npm run check:data`, so both judge links against the same pages.
 */
export function siteManifest(
  files: DataFiles,
  options: Pick<ManifestOptions, 'includeTestFixtures'> = {},
): RouteManifest {
  return buildRouteManifest(ROUTE_TABLE, {
    ...options,
    contentRegions: dealerContentRegions(loadDealers(files).dealers),
  });
}
