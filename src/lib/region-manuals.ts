import { isAvailable } from '../config/availability.ts';
import type { ProductSlug } from '../config/products.ts';
import { REGION_CODES, type RegionCode } from '../config/regions.ts';
import type { ManualEntry, ManualSeries, RegionManuals } from '../schemas/manuals.ts';
import type { ProductCopy } from '../schemas/product-page.ts';
import { DataError, type DataProblem } from './data-error.ts';
import { ruleMessage } from './rule-messages.ts';
import { readDataFile, readOptionalDataFile, type DataFiles } from './data-files.ts';
import { guideFileName } from './manual-guide.ts';
import { productCopyPath } from './product-pages.ts';
import { guideProducts, hasGuides, regionGuides, type GuideListing } from './product-guides.ts';
import { hasPage, type RouteManifest } from './route-manifest.ts';
import { routePath } from './urls.ts';

/**
 * The rules of the manuals data (docs/support.md, "Manuals"):
 * - content/manuals/series.json: the series (tabs), their labels and the products in each;
 * - content/manuals/<region>.json: PDFs a marketer dropped into content/manuals/files/<region>/
 *   (what each file is: the facts of src/data/file-facts.ts);
 * - the product guides, drawn from the site's own data (src/lib/product-guides.ts) and rendered
 *   where they are served (src/data/manuals/served-manuals.ts).
 * Paths in errors are relative to the data root, so an author can find the file.
 */
const MANUALS_FOLDER = 'content/manuals';

export const seriesFile = `${MANUALS_FOLDER}/series.json`;
export const regionManualsFile = (region: RegionCode) => `${MANUALS_FOLDER}/${region}.json`;
/** A marketer's PDF of a region, by its path from the data root. */
const regionPdf = (region: RegionCode, file: string) => `${MANUALS_FOLDER}/files/${region}/${file}`;

/** The series in tab order; each product page belongs to exactly one. */
export function loadManualSeries(files: DataFiles): ManualSeries {
  const series = readDataFile<ManualSeries>(files, seriesFile);
  const problems: DataProblem[] = [];
  const ids = new Set<string>();
  const owner = new Map<string, string>();
  series.series.forEach((item, index) => {
    if (ids.has(item.id))
      problems.push({ field: `series[${index}].id`, ...ruleMessage('seriesIdTwice', { id: item.id }) });
    ids.add(item.id);
    item.products.forEach((product, position) => {
      const first = owner.get(product);
      if (first) {
        problems.push({
          field: `series[${index}].products[${position}]`,
          ...ruleMessage('productInTwoSeries', { product, series: first }),
        });
      }
      owner.set(product, item.id);
    });
  });
  if (problems.length) throw new DataError(seriesFile, problems);
  return series;
}

/** The series a product's guide is listed under. */
export function seriesOfProduct(series: ManualSeries, product: ProductSlug): string | undefined {
  return series.series.find((item) => item.products.includes(product))?.id;
}

/**
 * The manuals a marketer added to a region (none when the file is absent). Fails, naming the
 * field, when a named PDF is not in the region's folder or not a PDF, or names an unknown series.
 */
export function loadRegionManuals(files: DataFiles, region: RegionCode): RegionManuals {
  const file = regionManualsFile(region);
  const manuals = readOptionalDataFile<RegionManuals>(files, file);
  if (!manuals) return { files: [] };
  const known = loadManualSeries(files).series.map((item) => item.id);
  const problems: DataProblem[] = [];
  manuals.files.forEach((item, index) => {
    const pdf = regionPdf(region, item.file);
    const facts = files.facts.pdfs.get(pdf);
    if (!facts) {
      problems.push({ field: `files[${index}].file`, ...ruleMessage('pdfMissing', { pdf }) });
    } else if (!facts.isPdf) {
      problems.push({ field: `files[${index}].file`, ...ruleMessage('notPdf', { pdf }) });
    }
    if (!known.includes(item.series)) {
      problems.push({
        field: `files[${index}].series`,
        ...ruleMessage('seriesUnknown', { series: item.series, file: seriesFile, known: known.join(', ') }),
      });
    }
    if (manuals.files.findIndex((other) => other.file === item.file) !== index) {
      problems.push({ field: `files[${index}].file`, ...ruleMessage('manualListedTwice', { file: item.file }) });
    }
  });
  if (problems.length) throw new DataError(file, problems);
  return manuals;
}

/**
 * A row of a region's manuals table as its data defines it: a marketer's file, measured, or a
 * product guide, which the manuals page renders and measures (src/data/manuals/served-manuals.ts).
 */
export type ManualListing =
  (ManualEntry & { guide?: undefined }) | (Omit<ManualEntry, 'source' | 'bytes'> & { guide: GuideListing });

/**
 * Every manual of a region: the product guides, then the marketer's files, each of those with
 * its size measured from the file. Fails when a marketer's file takes a guide's name.
 */
export function regionManualEntries(files: DataFiles, region: RegionCode): ManualListing[] {
  const series = loadManualSeries(files);
  const guides = regionGuides(files, region).map((guide): ManualListing => {
    const seriesId = seriesOfProduct(series, guide.product);
    if (!seriesId) {
      throw new DataError(seriesFile, [
        { field: 'series', ...ruleMessage('noSeriesListsProduct', { product: guide.product }) },
      ]);
    }
    return {
      series: seriesId,
      title: guide.title,
      file: guide.file,
      updated: guide.updated,
      product: guide.product,
      guide,
    };
  });
  const manuals = loadRegionManuals(files, region);
  const clashes = manuals.files
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => guides.some((guide) => guide.file === item.file))
    .map(({ index, item }) => ({
      field: `files[${index}].file`,
      ...ruleMessage('generatedGuideName', { file: item.file }),
    }));
  if (clashes.length) throw new DataError(regionManualsFile(region), clashes);
  const added = manuals.files.map((item): ManualListing => {
    const source = regionPdf(region, item.file);
    return {
      series: item.series,
      title: item.title,
      file: item.file,
      source,
      // Measured: loadRegionManuals above failed every file that is not there.
      bytes: files.facts.pdfs.get(source)!.bytes,
      updated: item.updated,
    };
  });
  return [...guides, ...added];
}

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
    throw new DataError(productCopyPath(product, region), [
      {
        field: `sections[${index}].manualLink`,
        ...ruleMessage('manualLinkNoGuide', { region }),
      },
    ]);
  }
  return routePath(region, `manuals/${guideFileName(product)}`);
}

/** Every PDF that the load's manuals files name, by its path from the data root: the facts the rules need. */
export function loadedPdfFiles(files: Pick<DataFiles, 'loaded'>): string[] {
  return REGION_CODES.flatMap((region) =>
    (readOptionalDataFile<RegionManuals>(files, regionManualsFile(region))?.files ?? []).map((item) =>
      regionPdf(region, item.file),
    ),
  );
}
