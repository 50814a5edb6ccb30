import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isAvailable } from '../config/availability.ts';
import type { CatalogueKey, ProductSlug } from '../config/products.ts';
import { REGION_CODES, REGIONS, type RegionCode } from '../config/regions.ts';
import { SITE } from '../config/site.ts';
import { FALLBACKS, translatorFor } from '../i18n/translator.ts';
import { DataError, type DataProblem } from '../lib/data-error.ts';
import {
  buildGuide,
  guideFileName,
  guideFingerprint,
  productsShown,
  type GuideModel,
  type InfoSection,
} from '../lib/manual-guide.ts';
import { parseDataFile } from '../lib/parse-data.ts';
import { hasPage, type RouteManifest } from '../lib/route-manifest.ts';
import { absoluteUrl, routePath } from '../lib/urls.ts';
import { catalogueSchema, type Catalogue } from '../schemas/catalogue.ts';
import { homePageSchema, type HomePage } from '../schemas/home-page.ts';
import { infoPageSchema } from '../schemas/info-page.ts';
import {
  guideIndexSchema,
  manualSeriesSchema,
  type ManualEntry,
  regionManualsSchema,
  type GuideIndex,
  type ManualSeries,
  type RegionManuals,
} from '../schemas/manuals.ts';

export type { ManualEntry };
import { productCopySchema, type ProductCopy } from '../schemas/product-page.ts';

/**
 * Build-time readers of the manuals data (docs/support.md, "Manuals"):
 * - content/manuals/series.json: the series (tabs), their labels and the products in each;
 * - content/manuals/<region>.json: PDFs a marketer dropped into content/manuals/files/<region>/;
 * - content/manuals/guides/<region>.json and its folder: the product guides `npm run manuals`
 *   generated from the site's own data.
 * Paths in errors are relative to the project root, so an author can find the file.
 */
export const MANUALS_FOLDER = join('content', 'manuals');

const seriesFile = join(MANUALS_FOLDER, 'series.json');
export const regionManualsFile = (region: RegionCode) => join(MANUALS_FOLDER, `${region}.json`);
export const regionFilesFolder = (region: RegionCode) => join(MANUALS_FOLDER, 'files', region);
export const guideIndexFile = (region: RegionCode) => join(MANUALS_FOLDER, 'guides', `${region}.json`);
export const guideFolder = (region: RegionCode) => join(MANUALS_FOLDER, 'guides', region);

function readData<T>(root: string, file: string, schema: Parameters<typeof parseDataFile>[2]): T | undefined {
  const absolute = join(root, file);
  if (!existsSync(absolute)) return undefined;
  return parseDataFile(file, readFileSync(absolute, 'utf8'), schema) as T;
}

/** The series in tab order; each product page belongs to exactly one. */
export function loadManualSeries(root: string): ManualSeries {
  const series = readData<ManualSeries>(root, seriesFile, manualSeriesSchema);
  if (!series) throw new DataError(seriesFile, [{ field: '', message: 'is missing' }]);
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

const isPdf = (path: string) => readFileSync(path).subarray(0, 5).toString('latin1') === '%PDF-';

/**
 * The manuals a marketer added to a region (none when the file is absent). Fails, naming the
 * field, when a named PDF is not in the region's folder or not a PDF, or names an unknown series.
 */
export function loadRegionManuals(root: string, region: RegionCode): RegionManuals {
  const file = regionManualsFile(region);
  const manuals = readData<RegionManuals>(root, file, regionManualsSchema);
  if (!manuals) return { files: [] };
  const known = loadManualSeries(root).series.map((item) => item.id);
  const problems: DataProblem[] = [];
  manuals.files.forEach((item, index) => {
    const pdf = join(regionFilesFolder(region), item.file);
    if (!existsSync(join(root, pdf))) {
      problems.push({ field: `files[${index}].file`, message: `names ${pdf}, which does not exist` });
    } else if (!isPdf(join(root, pdf))) {
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

/** The guides `npm run manuals` wrote for a region (none when it wrote none). */
export function loadGuideIndex(root: string, region: RegionCode): GuideIndex {
  const file = guideIndexFile(region);
  const index = readData<GuideIndex>(root, file, guideIndexSchema) ?? { guides: [] };
  const problems = index.guides
    .map((guide, position) => ({ guide, position }))
    .filter(({ guide }) => !existsSync(join(root, guideFolder(region), guide.file)))
    .map(({ guide, position }) => ({
      field: `guides[${position}].file`,
      message: `${join(guideFolder(region), guide.file)} is missing; run \`npm run manuals\``,
    }));
  if (problems.length) throw new DataError(file, problems);
  return index;
}

/**
 * Every manual of a region: the generated guides, then the marketer's files, each with its size
 * measured from the file. Fails when a marketer's file takes a guide's name.
 */
export function regionManualEntries(root: string, region: RegionCode): ManualEntry[] {
  const series = loadManualSeries(root);
  const guides = loadGuideIndex(root, region).guides.map((guide): ManualEntry => {
    const source = join(guideFolder(region), guide.file);
    const seriesId = seriesOfProduct(series, guide.product);
    if (!seriesId) {
      throw new DataError(seriesFile, [{ field: 'series', message: `no series lists "${guide.product}"` }]);
    }
    return {
      series: seriesId,
      title: guide.title,
      file: guide.file,
      source,
      bytes: statSync(join(root, source)).size,
      updated: guide.updated,
      product: guide.product,
    };
  });
  const manuals = loadRegionManuals(root, region);
  const clashes = manuals.files
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => guides.some((guide) => guide.file === item.file))
    .map(({ index, item }) => ({
      field: `files[${index}].file`,
      message: `"${item.file}" is the name of a generated guide; choose another name`,
    }));
  if (clashes.length) throw new DataError(regionManualsFile(region), clashes);
  const added = manuals.files.map((item): ManualEntry => {
    const source = join(regionFilesFolder(region), item.file);
    return {
      series: item.series,
      title: item.title,
      file: item.file,
      source,
      bytes: statSync(join(root, source)).size,
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
export function regionsWithManuals(root: string): RegionCode[] {
  return REGION_CODES.filter((region) => isAvailable('manuals', region) && hasManualEntries(root, region));
}

function hasManualEntries(root: string, region: RegionCode): boolean {
  return loadGuideIndex(root, region).guides.length > 0 || loadRegionManuals(root, region).files.length > 0;
}

// ---------------------------------------------------------------------------------------------
// The guides' sources: what `npm run manuals` renders and what the tests check it against.

/** A guide as the current data defines it, with the files it is drawn from. */
export interface GuideDraft {
  model: GuideModel;
  file: string;
  /** Data files the guide's content comes from (for the day they last changed). */
  sources: string[];
}

function infoSection(
  root: string,
  path: string,
  region: RegionCode,
  id: string,
): { section: InfoSection; file: string } {
  const file = join('content', 'support', path, `${region}.json`);
  const page = readData<{ sections: InfoSection[] }>(root, file, infoPageSchema);
  if (!page) throw new DataError(file, [{ field: '', message: 'is missing' }]);
  const section = page.sections.find((item) => item.id === id);
  if (!section) {
    throw new DataError(file, [
      { field: 'sections', message: `has no section "${id}", which the product guides quote` },
    ]);
  }
  return { section, file };
}

/** The product pages whose products a region's pages show (its catalogue and home tiles). */
export function productsShownIn(root: string, region: RegionCode): ProductSlug[] {
  const file = join('regions', region, 'catalogue.json');
  const catalogue = readData<Catalogue>(root, file, catalogueSchema);
  if (!catalogue) throw new DataError(file, [{ field: '', message: 'is missing' }]);
  const homeFile = join('content', 'home', `${region}.json`);
  const home = readData<HomePage>(root, homeFile, homePageSchema);
  const tiles = home ? [...home.section1, ...home.section2] : [];
  return productsShown(
    Object.keys(catalogue.products) as CatalogueKey[],
    tiles.map((tile) => tile.key),
  );
}

/**
 * The guides a region should have: one for each product its pages show whose page has copy in
 * the region's language (the site holds no other data in that language to draw from).
 */
export function regionGuideDrafts(root: string, region: RegionCode): GuideDraft[] {
  const { locale, hreflang } = REGIONS[region];
  const t = translatorFor(region);
  const app = infoSection(root, 'download-center', region, 'app');
  const warranty = infoSection(root, 'technical-support', region, 'warranty');
  const contact = infoSection(root, 'technical-support', region, 'where-to-send');
  const returns = isAvailable('return-manufacturer', region)
    ? infoSection(root, 'return-manufacturer', region, 'return-periods')
    : undefined;
  const strings = [locale, ...(FALLBACKS[locale] ?? [])].map((code) => join('src', 'i18n', 'locales', `${code}.json`));
  return productsShownIn(root, region).flatMap((product) => {
    const copyFile = join('content', 'products', product, `${REGIONS[region].language}.json`);
    const copy = readData<ProductCopy>(root, copyFile, productCopySchema);
    if (!copy) return [];
    const model = buildGuide({
      product,
      language: hreflang,
      copy,
      app: app.section,
      warranty: warranty.section,
      contact: contact.section,
      ...(returns && { returns: returns.section }),
      ...(isAvailable(product, region) && { productUrl: absoluteUrl(SITE.defaultOrigin, routePath(region, product)) }),
      t,
    });
    return [
      {
        model,
        file: guideFileName(product),
        sources: [copyFile, app.file, warranty.file, ...(returns ? [returns.file] : []), ...strings],
      },
    ];
  });
}

/**
 * How the guides `npm run manuals` wrote for a region differ from those its data defines now:
 * a product without a guide, a guide whose data changed, a guide of a product no longer sold.
 * Empty when the committed guides are current.
 */
export function guideDrift(root: string, region: RegionCode): DataProblem[] {
  const drafts = regionGuideDrafts(root, region);
  const written = loadGuideIndex(root, region).guides;
  const rerun = 'run `npm run manuals`';
  return [
    ...drafts.flatMap(({ model }) => {
      const guide = written.find((item) => item.product === model.product);
      if (!guide) return [{ field: 'guides', message: `has no guide for ${model.product}; ${rerun}` }];
      if (guide.source !== guideFingerprint(model)) {
        const field = `guides[${written.indexOf(guide)}]`;
        return [{ field, message: `the data of ${model.product} changed since its guide was written; ${rerun}` }];
      }
      return [];
    }),
    ...written
      .map((guide, index) => ({ guide, index }))
      .filter(({ guide }) => !drafts.some(({ model }) => model.product === guide.product))
      .map(({ guide, index }) => ({
        field: `guides[${index}]`,
        message: `${guide.product} is no longer sold in region ${region} with copy in its language; ${rerun}`,
      })),
  ];
}

/** Throws a DataError naming the guide list when its guides are not current. */
export function assertGuidesCurrent(root: string, region: RegionCode): void {
  const drift = guideDrift(root, region);
  if (drift.length) throw new DataError(guideIndexFile(region), drift);
}

/**
 * Where the product page's mention of its guide links in a region (/us/manuals/<file>), or
 * undefined when the copy mentions none. A mention in a region without that guide fails,
 * naming the copy's field, like any link to a page the region does not build.
 */
export function productGuideHref(
  context: { root: string; manifest: RouteManifest },
  region: RegionCode,
  product: ProductSlug,
  copy: ProductCopy,
): string | undefined {
  const index = copy.sections.findIndex((section) => section.kind === 'text' && section.manualLink);
  if (index === -1) return undefined;
  const guide = hasPage(context.manifest, 'manuals', region)
    ? loadGuideIndex(context.root, region).guides.find((item) => item.product === product)
    : undefined;
  if (!guide) {
    throw new DataError(join('content', 'products', product, `${REGIONS[region].language}.json`), [
      {
        field: `sections[${index}].manualLink`,
        message: `links to the product's guide, but region ${region} has none (see docs/support.md, "Manuals")`,
      },
    ]);
  }
  return routePath(region, `manuals/${guide.file}`);
}
