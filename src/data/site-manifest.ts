import type { RegionCode } from '../config/regions.ts';
import { ROUTE_TABLE, type DataGate } from '../config/routes.ts';
import { dealerDataRegions } from '../lib/dealers.ts';
import { buildRouteManifest, type RouteManifest } from '../lib/route-manifest.ts';
import type { Dealers } from '../schemas/dealers.ts';
import { readDataFile, type DataFiles } from './data-files.ts';
import { regionsWithManuals } from './manuals/manuals-availability.ts';

/** For each data gate of the route table, the regions whose data opens it. */
export type DataRegions = Partial<Record<DataGate, readonly RegionCode[]>>;

/**
 * The route table's data gates as a load's data opens them: the manuals page only where a
 * region has manuals, the where-to-buy pages only while their dealer lists have entries.
 */
export function dataRegionsOf(files: DataFiles): DataRegions {
  return {
    manuals: regionsWithManuals(files),
    ...dealerDataRegions(readDataFile<Dealers>(files, 'content/dealers.json').dealers),
  };
}

/**
 * The site's route manifest over a load's data: the route table with its data gates opened where
 * the data has entries. Builds, `npm run check:data` and the tests of shipped content all use
 * this one, so a link to a page that the data leaves out fails everywhere alike.
 */
export function siteManifest(files: DataFiles, options: { includeTestFixtures?: boolean } = {}): RouteManifest {
  return buildRouteManifest(ROUTE_TABLE, { ...options, dataRegions: dataRegionsOf(files) });
}
