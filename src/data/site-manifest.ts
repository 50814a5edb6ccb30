import { ROUTE_TABLE } from '../config/routes.ts';
import { dealerDataRegions } from '../lib/dealers.ts';
import { buildRouteManifest, type RouteManifest } from '../lib/route-manifest.ts';
import { loadDealers } from './load-data.ts';
import type { DataFiles } from './data-files.ts';
import { regionsWithManuals } from './manuals/manuals-availability.ts';

/**
 * The site's route manifest: the route table with its data gates opened where the data has
 * entries (the manuals page only where a region has manuals, the where-to-buy pages only while
 * their dealer lists have entries). Builds, `npm run check:data` and the tests of shipped content
 * all use this one, so a link to a page that the data leaves out fails everywhere alike.
 * `overlay`: fixture data files over the project's (test-data builds only: DataFiles.overlay).
 */
export function siteManifest(
  root: string,
  options: { includeTestFixtures?: boolean; overlay?: string | undefined; session?: DataFiles['session'] } = {},
): RouteManifest {
  const { overlay, session, ...manifestOptions } = options;
  const files: DataFiles = { root, overlay, session };
  return buildRouteManifest(ROUTE_TABLE, {
    ...manifestOptions,
    dataRegions: {
      manuals: regionsWithManuals(files),
      ...dealerDataRegions(loadDealers(files).dealers),
    },
  });
}
