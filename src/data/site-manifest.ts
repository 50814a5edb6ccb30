import { ROUTE_TABLE } from '../config/routes.ts';
import { dealerDataRegions } from '../lib/dealers.ts';
import { buildRouteManifest, type RouteManifest } from '../lib/route-manifest.ts';
import type { Dealers } from '../schemas/dealers.ts';
import { readDataFile, type DataFiles } from './data-files.ts';
import { regionsWithManuals } from './manuals/manuals-availability.ts';

/**
 * The site's route manifest over a load's data: the route table with its data gates opened as
 * the data opens them (the manuals page only where a region has manuals, the where-to-buy pages
 * only while their dealer lists have entries). The rules check links against this one
 * (src/data/region-data.ts), and pages, `npm run check:data`, the calendar and the tests take it
 * from them, so a link to a page that the data leaves out fails everywhere alike.
 */
export function siteManifest(files: DataFiles): RouteManifest {
  const dataRegions = {
    manuals: regionsWithManuals(files),
    ...dealerDataRegions(readDataFile<Dealers>(files, 'content/dealers.json').dealers),
  };
  return buildRouteManifest(ROUTE_TABLE, { dataRegions });
}
