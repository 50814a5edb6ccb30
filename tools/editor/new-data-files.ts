import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { CAMPAIGN_AVAILABILITY, isAvailable } from '../../src/config/availability.ts';
import { REGION_CODES, STORE_LANGUAGES, type RegionCode } from '../../src/config/regions.ts';
import { campaignSchedulePath } from '../../src/lib/campaign-regions.ts';
import { productCopyPath } from '../../src/lib/product-pages.ts';
import { regionManualsFile } from '../../src/lib/region-manuals.ts';
import type { DataFileKind } from '../../src/schemas/file-kinds.ts';
import { dataFile, kindOf, type DataFolders } from './data-file-paths.ts';
import type { EditorFile } from './decap-config.ts';

/**
 * The data files a marketer may create in the form editor: those a region may need and does not
 * have yet, derived from the availability table (src/config/availability.ts) and the regions
 * each product.json names.
 *
 * - a region's first manuals list, `content/manuals/<region>.json`, where the region has the
 *   manuals page: it starts empty (`files: []`), and saved so it changes no page;
 * - a region's first campaign schedules, `regions/<region>/campaigns.json`, where its kind of store
 *   runs the specs' campaigns: empty, to add a campaign to (new-campaign-copy.ts);
 * - a product page's copy in the language of a region that has the page and lacks it,
 *   `content/products/<slug>/<language>.json`: it starts as the page's English copy (or its
 *   first in another language), to be translated, as a new page started as a copied file.
 *
 * The configuration lists them as new entries of their kind (decap-config.ts), the backend opens
 * one with its `data` and creates one on save only if its path is here (local-backend.ts).
 */
export function newDataFiles(kinds: readonly DataFileKind[], folders: DataFolders): NewDataFile[] {
  const exists = (path: string) => existsSync(dataFile(folders, path).absolute);
  const manuals = REGION_CODES.filter((region) => isAvailable('manuals', region)).map((region) => ({
    path: regionManualsFile(region),
    text: () => '{ "files": [] }\n',
  }));
  // A region whose kind of store runs the specs' campaigns may schedule its own (a region added since).
  const schedules = REGION_CODES.filter((region) =>
    Object.keys(CAMPAIGN_AVAILABILITY).some((id) => isAvailable(id, region)),
  ).map((region) => ({ path: campaignSchedulePath(region), text: () => '{}\n' }));
  const copies = productsOf(folders).flatMap(({ slug, regions }) =>
    regions.map((region) => ({
      path: productCopyPath(slug, region),
      text: () => {
        const model = ['en', ...STORE_LANGUAGES]
          .map((language) => `content/products/${slug}/${language}.json`)
          .find(exists);
        return model ? readFileSync(dataFile(folders, model).absolute, 'utf8') : '{}\n';
      },
    })),
  );
  const seen = new Set<string>();
  return [...manuals, ...schedules, ...copies].flatMap(({ path, text }) => {
    const kind = kindOf(kinds, path);
    if (!kind || seen.has(path) || exists(path)) return [];
    seen.add(path);
    const seed = startingText(text());
    return [{ kind, path, data: JSON.parse(seed) as unknown, text: seed, isNew: true as const }];
  });
}

/** The products of the data root, each with the regions its product.json names (none where it does not read). */
function productsOf(folders: DataFolders): { slug: string; regions: RegionCode[] }[] {
  let slugs: string[];
  try {
    slugs = readdirSync(dataFile(folders, 'content/products').absolute);
  } catch {
    return [];
  }
  return slugs.flatMap((slug) => {
    try {
      const facts = JSON.parse(
        readFileSync(dataFile(folders, `content/products/${slug}/product.json`).absolute, 'utf8'),
      );
      const named: unknown[] = Array.isArray(facts.regions) ? facts.regions : [];
      return [{ slug, regions: REGION_CODES.filter((region) => named.includes(region)) }];
    } catch {
      return [];
    }
  });
}

/** A file the marketer may create: the text and data its form starts from. */
export interface NewDataFile extends EditorFile {
  text: string;
  isNew: true;
}

/** The text a new file starts from: its model's, or an empty object where the model is no JSON. */
function startingText(text: string): string {
  try {
    JSON.parse(text);
    return text;
  } catch {
    return '{}\n';
  }
}
