import { join } from 'node:path';
import { isAvailable } from '../../config/availability.ts';
import type { ProductSlug } from '../../config/products.ts';
import { REGION_CODES, REGIONS, type RegionCode } from '../../config/regions.ts';
import { DataError } from '../../lib/data-error.ts';
import { guideFileName } from '../../lib/manual-guide.ts';
import { hasPage, type RouteManifest } from '../../lib/route-manifest.ts';
import { routePath } from '../../lib/urls.ts';
import type { ProductCopy } from '../../schemas/product-page.ts';
import type { DataFiles } from '../data-files.ts';
import { guideProducts, hasGuides } from './guides.ts';
import { loadRegionManuals } from './manual-files.ts';

/**
 * Availability that follows the data: the regions whose manuals page has at least one file
 * (among those the availability table gives the page). A region with none gets no page, and a
 * link to it fails the build like any link to a page that is not built.
 */
export function regionsWithManuals(files: DataFiles): RegionCode[] {
  return REGION_CODES.filter((region) => isAvailable('manuals', region) && hasManualEntries(files, region));
}

function hasManualEntries(files: DataFiles, region: RegionCode): boolean {
  return hasGuides(files, region) || loadRegionManuals(files, region).files.length > 0;
}

/**
 * Where the product page's mention of its guide links in a region (/us/manuals/<file>), or
 * undefined when the copy mentions none. A mention in a region without that guide fails,
 * naming the copy's field, like any link to a page the region does not build.
 */
export function productGuideHref(
  context: DataFiles & { manifest: RouteManifest },
  region: RegionCode,
  product: ProductSlug,
  copy: ProductCopy,
): string | undefined {
  const index = copy.sections.findIndex((section) => section.kind === 'text' && section.manualLink);
  if (index === -1) return undefined;
  const hasGuide = hasPage(context.manifest, 'manuals', region) && guideProducts(context, region).includes(product);
  if (!hasGuide) {
    throw new DataError(join('content', 'products', product, `${REGIONS[region].language}.json`), [
      {
        field: `sections[${index}].manualLink`,
        message: `links to the product's guide, but region ${region} has none (see docs/support.md, "Manuals")`,
      },
    ]);
  }
  return routePath(region, `manuals/${guideFileName(product)}`);
}
