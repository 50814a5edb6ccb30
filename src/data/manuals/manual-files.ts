import { join } from 'node:path';
import type { ProductSlug } from '../../config/products.ts';
import type { RegionCode } from '../../config/regions.ts';
import { DataError, type DataProblem } from '../../lib/data-error.ts';
import type { ManualEntry, ManualSeries, RegionManuals } from '../../schemas/manuals.ts';
import {
  dataFile,
  dataFileSize,
  hasDataFile,
  isPdfFile,
  readDataFile,
  readOptionalDataFile,
  type DataFiles,
} from '../data-files.ts';
import { regionGuides, type GuideListing } from './guides.ts';

/**
 * The manuals data (docs/support.md, "Manuals"), read through src/data/data-files.ts:
 * - content/manuals/series.json: the series (tabs), their labels and the products in each;
 * - content/manuals/<region>.json: PDFs a marketer dropped into content/manuals/files/<region>/;
 * - the product guides, drawn from the site's own data (src/data/manuals/guides.ts) and rendered
 *   by the region's build (src/data/manuals/guide-render.ts).
 * Paths in errors are relative to the project root, so an author can find the file.
 */
export const MANUALS_FOLDER = join('content', 'manuals');

export const seriesFile = join(MANUALS_FOLDER, 'series.json');
export const regionManualsFile = (region: RegionCode) => join(MANUALS_FOLDER, `${region}.json`);
export const regionFilesFolder = (region: RegionCode) => join(MANUALS_FOLDER, 'files', region);

export type { ManualEntry };

/** The series in tab order; each product page belongs to exactly one. */
export function loadManualSeries(files: DataFiles): ManualSeries {
  const series = readDataFile<ManualSeries>(files, seriesFile);
  const problems: DataProblem[] = [];
  const ids = new Set<string>();
  const owner = new Map<string, string>();
  series.series.forEach((item, index) => {
    if (ids.has(item.id)) problems.push({ field: `series[${index}].id`, message: `"${item.id}" is used twice` });
    ids.add(item.id);
    item.products.forEach((product, position) => {
      const first = owner.get(product);
      if (first) {
        problems.push({
          field: `series[${index}].products[${position}]`,
          message: `"${product}" already belongs to series "${first}"`,
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
    const pdf = join(regionFilesFolder(region), item.file);
    if (!hasDataFile(files, pdf)) {
      problems.push({ field: `files[${index}].file`, message: `names ${pdf}, which does not exist` });
    } else if (!isPdfFile(files, pdf)) {
      problems.push({ field: `files[${index}].file`, message: `${pdf} is not a PDF file` });
    }
    if (!known.includes(item.series)) {
      problems.push({
        field: `files[${index}].series`,
        message: `"${item.series}" is no series of ${seriesFile} (${known.join(', ')})`,
      });
    }
    if (manuals.files.findIndex((other) => other.file === item.file) !== index) {
      problems.push({ field: `files[${index}].file`, message: `"${item.file}" is listed twice` });
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
      throw new DataError(seriesFile, [{ field: 'series', message: `no series lists "${guide.product}"` }]);
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
      message: `"${item.file}" is the name of a generated guide; choose another name`,
    }));
  if (clashes.length) throw new DataError(regionManualsFile(region), clashes);
  const added = manuals.files.map((item): ManualListing => {
    const source = join(regionFilesFolder(region), item.file);
    return {
      series: item.series,
      title: item.title,
      file: item.file,
      source: dataFile(files, source).file,
      bytes: dataFileSize(files, source),
      updated: item.updated,
    };
  });
  return [...guides, ...added];
}
