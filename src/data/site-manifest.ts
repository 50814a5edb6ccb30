import { ROUTE_TABLE } from '../config/routes.ts';
import { buildRouteManifest, type RouteManifest } from '../lib/route-manifest.ts';
import { regionsWithManuals } from './manuals.ts';

/**
 * The site's route manifest: the route table with its data gates opened where the data has
 * entries (the manuals page only where a region has manuals). Builds, `npm run check:data` and
 * the tests of shipped content all use this one, so a link to a page that the data leaves out
 * fails everywhere alike.
 */
export function siteManifest(root: string, options: { includeTestFixtures?: boolean } = {}): RouteManifest {
  return buildRouteManifest(ROUTE_TABLE, { ...options, dataRegions: { manuals: regionsWithManuals(root) } });
}
