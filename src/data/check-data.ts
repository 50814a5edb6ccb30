import { REGION_CODES } from '../config/regions.ts';
import type { RouteManifest } from '../lib/route-manifest.ts';
import { readSession } from './data-files.ts';
import type { DataContext } from './load-data.ts';
import { regionCollections, checksBeyondTheBuild } from './region-data.ts';
import { siteManifest } from './site-manifest.ts';

/**
 * Validates every data file of every region under `root` (a folder laid out like the project:
 * regions/…, content/…) without building: the code behind `npm run check:data`. It reads each
 * region's content collections through the same readers as the build's loaders
 * (src/data/region-data.ts), so schemas and cross-file rules fail alike in both; beyond what a
 * build holds it checks the where-to-buy copy of regions still waiting for dealers. The product
 * guides are listed, not rendered: each build renders its region's. Returns one message per failure, each naming the file and
 * the field (`regions/us/catalogue.json: products.aiBase.price: …`); none when the data is valid.
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
  for (const region of REGION_CODES) {
    // One read session per region, as in its build: each file is read and validated once.
    const context: DataContext = { root, manifest, session: readSession() };
    for (const read of Object.values(regionCollections(context, region))) attempt(read);
    for (const check of checksBeyondTheBuild(context, region)) attempt(check);
  }
  // A file that several readers use (the catalogue: its pages and its products) fails once.
  return [...new Set(failures)];
}
