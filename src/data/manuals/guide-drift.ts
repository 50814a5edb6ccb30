import { join } from 'node:path';
import { isAvailable } from '../../config/availability.ts';
import type { CatalogueKey, ProductSlug } from '../../config/products.ts';
import { REGIONS, type RegionCode } from '../../config/regions.ts';
import { SITE } from '../../config/site.ts';
import { FALLBACKS, translatorFor } from '../../i18n/translator.ts';
import { DataError, type DataProblem } from '../../lib/data-error.ts';
import {
  buildGuide,
  guideFileName,
  guideFingerprint,
  productsShown,
  type GuideModel,
  type InfoSection,
} from '../../lib/manual-guide.ts';
import { absoluteUrl, routePath } from '../../lib/urls.ts';
import { catalogueSchema } from '../../schemas/catalogue.ts';
import { homePageSchema } from '../../schemas/home-page.ts';
import { infoPageSchema } from '../../schemas/info-page.ts';
import { productCopySchema } from '../../schemas/product-page.ts';
import { dataFile, readDataFile, readOptionalDataFile, type DataFiles } from '../data-files.ts';
import { guideIndexFile, loadGuideIndex } from './manual-files.ts';

/**
 * The product guides' sources: what `npm run manuals` renders, and how the committed guides
 * differ from what the data defines now (the build warns, `npm run check:data` and the unit
 * tests fail). Reads the same files, through the same reader, as the collections.
 */

/** A guide as the current data defines it, with the files it is drawn from. */
export interface GuideDraft {
  model: GuideModel;
  file: string;
  /** Data files the guide's content comes from (for the day they last changed). */
  sources: string[];
}

function infoSection(
  files: DataFiles,
  path: string,
  region: RegionCode,
  id: string,
): { section: InfoSection; file: string } {
  const file = join('content', 'support', path, `${region}.json`);
  const page = readDataFile(files, file, infoPageSchema);
  const section = page.sections.find((item) => item.id === id);
  if (!section) {
    throw new DataError(dataFile(files, file).file, [
      { field: 'sections', message: `has no section "${id}", which the product guides quote` },
    ]);
  }
  return { section, file };
}

/** The product pages whose products a region's pages show (its catalogue and home tiles). */
export function productsShownIn(files: DataFiles, region: RegionCode): ProductSlug[] {
  const catalogue = readDataFile(files, join('regions', region, 'catalogue.json'), catalogueSchema);
  const home = readOptionalDataFile(files, join('content', 'home', `${region}.json`), homePageSchema);
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
export function regionGuideDrafts(files: DataFiles, region: RegionCode): GuideDraft[] {
  const { locale, hreflang } = REGIONS[region];
  const t = translatorFor(region);
  const app = infoSection(files, 'download-center', region, 'app');
  const warranty = infoSection(files, 'technical-support', region, 'warranty');
  const contact = infoSection(files, 'technical-support', region, 'where-to-send');
  const returns = isAvailable('return-manufacturer', region)
    ? infoSection(files, 'return-manufacturer', region, 'return-periods')
    : undefined;
  const strings = [locale, ...(FALLBACKS[locale] ?? [])].map((code) => join('src', 'i18n', 'locales', `${code}.json`));
  return productsShownIn(files, region).flatMap((product) => {
    const copyFile = join('content', 'products', product, `${REGIONS[region].language}.json`);
    const copy = readOptionalDataFile(files, copyFile, productCopySchema);
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
export function guideDrift(files: DataFiles, region: RegionCode): DataProblem[] {
  const drafts = regionGuideDrafts(files, region);
  const written = loadGuideIndex(files, region).guides;
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
export function assertGuidesCurrent(files: DataFiles, region: RegionCode): void {
  const drift = guideDrift(files, region);
  if (drift.length) throw new DataError(dataFile(files, guideIndexFile(region)).file, drift);
}
