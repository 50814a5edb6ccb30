import { isAvailable } from '../config/availability.ts';
import type { CatalogueKey, ProductSlug } from '../config/products.ts';
import { REGIONS, type RegionCode } from '../config/regions.ts';
import { SITE } from '../config/site.ts';
import { FALLBACKS, translatorFor } from '../i18n/translator.ts';
import type { Catalogue } from '../schemas/catalogue.ts';
import type { HomePage } from '../schemas/home-page.ts';
import type { InfoPage } from '../schemas/info-page.ts';
import type { ProductCopy } from '../schemas/product-page.ts';
import { DataError } from './data-error.ts';
import { ruleMessage } from './rule-messages.ts';
import { readDataFile, readOptionalDataFile, type DataFiles, type FileFacts } from './data-files.ts';
import { productCopyPath } from './product-pages.ts';
import { pageOfEntry } from './product-regions.ts';
import { buildGuide, guideFileName, productsShown, type GuideModel, type InfoSection } from './manual-guide.ts';
import { absoluteUrl, routePath } from './urls.ts';

/**
 * The product guides' content, drawn from the region's data when its manuals are listed: the
 * manuals page renders each guide from it (src/data/manuals/guide-render.ts), so what ships is
 * always current with the data.
 */

/** A guide as the current data defines it, with the files it is drawn from. */
export interface GuideDraft {
  model: GuideModel;
  file: string;
  /** Files the guide's content comes from (for the day they last changed). */
  sources: string[];
}

function infoSection(
  files: DataFiles,
  path: string,
  region: RegionCode,
  id: string,
): { section: InfoSection; file: string } {
  const file = `content/support/${path}/${region}.json`;
  const page = readDataFile<InfoPage>(files, file);
  const section = page.sections.find((item) => item.id === id);
  if (!section) {
    throw new DataError(file, [{ field: 'sections', ...ruleMessage('guideSectionMissing', { id }) }]);
  }
  return { section, file };
}

/** The product pages whose products a region's pages show (its catalogue and home tiles). */
export function productsShownIn(files: DataFiles, region: RegionCode): ProductSlug[] {
  // A project without the file (a test's scratch copy) shows nothing; the build requires it elsewhere.
  const catalogue = readOptionalDataFile<Catalogue>(files, `regions/${region}/catalogue.json`);
  const home = readOptionalDataFile<HomePage>(files, `content/home/${region}.json`);
  const tiles = home ? [...home.section1, ...home.section2] : [];
  return productsShown(
    Object.keys(catalogue?.products ?? {}) as CatalogueKey[],
    tiles.map((tile) => tile.key),
    pageOfEntry(files),
  );
}

/**
 * The guides a region should have: one for each product its pages show whose page has copy in
 * the region's language (the site holds no other data in that language to draw from).
 */
export function regionGuideDrafts(files: DataFiles, region: RegionCode): GuideDraft[] {
  // The support pages are quoted only where there is a guide to quote them in.
  if (!guideProducts(files, region).length) return [];
  const { locale, hreflang } = REGIONS[region];
  const t = translatorFor(region);
  const app = infoSection(files, 'download-center', region, 'app');
  const warranty = infoSection(files, 'technical-support', region, 'warranty');
  const contact = infoSection(files, 'technical-support', region, 'where-to-send');
  const returns = isAvailable('return-manufacturer', region)
    ? infoSection(files, 'return-manufacturer', region, 'return-periods')
    : undefined;
  const strings = [locale, ...(FALLBACKS[locale] ?? [])].map((code) => `src/i18n/locales/${code}.json`);
  return productsShownIn(files, region).flatMap((product) => {
    const copyFile = productCopyPath(product, region);
    const copy = readOptionalDataFile<ProductCopy>(files, copyFile);
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
 * The day files last changed: the day the facts were gathered while git sees uncommitted changes
 * in them (or there is no git history), else their last commit's day.
 */
function lastChangedDay({ history, today }: FileFacts, files: readonly string[]): string {
  if (!history || files.some((file) => history.changed.includes(file))) return today;
  const days = files.map((file) => history.lastCommitDay[file] ?? today);
  return days.sort().at(-1) ?? today;
}

/** A guide as a region's manuals table lists it, before the build renders it. */
export interface GuideListing {
  product: ProductSlug;
  file: string;
  title: string;
  /** The day its source data last changed (YYYY-MM-DD): the PDF's edition and creation day. */
  updated: string;
  model: GuideModel;
}

/** The guides of a region, titled and dated: what its manuals table lists and its build renders. */
export function regionGuides(files: DataFiles, region: RegionCode): GuideListing[] {
  const t = translatorFor(region);
  return regionGuideDrafts(files, region).map((draft) => ({
    product: draft.model.product,
    file: draft.file,
    title: t('manuals.guide.title', { name: draft.model.title }),
    updated: lastChangedDay(files.facts, [...new Set(draft.sources)]),
    model: draft.model,
  }));
}

/** Whether a region has at least one guide: the manuals page's data gate. */
export const hasGuides = (files: DataFiles, region: RegionCode): boolean => guideProducts(files, region).length > 0;

/** The products a region has guides of: those its pages show whose page has copy in its language. */
export function guideProducts(files: DataFiles, region: RegionCode): ProductSlug[] {
  return productsShownIn(files, region).filter((product) => files.loaded.has(productCopyPath(product, region)));
}
