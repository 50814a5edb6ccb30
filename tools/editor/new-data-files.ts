import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { CAMPAIGN_AVAILABILITY, isAvailable } from '../../src/config/availability.ts';
import { REGION_CODES, REGIONS, STORE_LANGUAGES, isRegionCode, type RegionCode } from '../../src/config/regions.ts';
import { campaignCopyPath, campaignIdRefusal, campaignSchedulePath } from '../../src/lib/campaign-regions.ts';
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
 *   runs the specs' campaigns: empty, to add a campaign to (campaignCopiesOfSchedule);
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

const SCHEDULE_FILE = /^regions\/([^/]+)\/campaigns\.json$/;

/**
 * The campaign copies a save of a region's schedule (`regions/<region>/campaigns.json`) creates
 * with it: a campaign the saved schedule adds, that the region may run and has no copy of yet,
 * starts its copy `content/campaigns/<id>/<region>.json` as the copy of the region's first
 * scheduled campaign that has one (else of a region of its language), fitted to its stages and
 * to the products the region sells, to be rewritten (docs/editor.md, "A new
 * campaign"). Both
 * files are checked by the rules together and written together (local-backend.ts), as a
 * schedule without copy, or copy without a schedule, builds no page.
 */
export function campaignCopiesOfSchedule(
  kinds: readonly DataFileKind[],
  folders: DataFolders,
  saved: { path: string; data: unknown },
): NewDataFile[] {
  const region = SCHEDULE_FILE.exec(saved.path)?.[1];
  if (region === undefined || !isRegionCode(region) || typeof saved.data !== 'object' || saved.data === null) return [];
  const exists = (path: string) => existsSync(dataFile(folders, path).absolute);
  const scheduledOnDisk = (of: RegionCode): string[] => {
    try {
      return Object.keys(JSON.parse(readFileSync(dataFile(folders, campaignSchedulePath(of)).absolute, 'utf8')));
    } catch {
      return [];
    }
  };
  const schedules = saved.data as Record<string, { stages?: { stage: number }[] } | undefined>;
  const scheduled = Object.keys(schedules);
  // The region's own copies first; a region with none yet takes another's in its language.
  const sameLanguage = REGION_CODES.filter((other) => REGIONS[other].language === REGIONS[region].language);
  const model = [region, ...sameLanguage]
    .flatMap((of) => scheduledOnDisk(of).map((id) => campaignCopyPath(id, of)))
    .find(exists);
  if (model === undefined) return [];
  const text = readFileSync(dataFile(folders, model).absolute, 'utf8');
  let sold: string[] | undefined;
  try {
    const catalogue = JSON.parse(readFileSync(dataFile(folders, `regions/${region}/catalogue.json`).absolute, 'utf8'));
    sold = Object.keys((catalogue as { products?: object }).products ?? {});
  } catch {
    sold = undefined;
  }
  return scheduled.flatMap((id) => {
    const path = campaignCopyPath(id, region);
    const kind = kindOf(kinds, path);
    if (!kind || exists(path) || campaignIdRefusal(id, region) !== undefined) return [];
    const stages = (schedules[id]?.stages ?? []).map(({ stage }) => stage);
    const copy = fittedToStages(JSON.parse(text) as CampaignCopyParts, stages);
    return [{ kind, path, data: sold ? withProductsSold(copy, sold) : copy, text, isNew: true as const }];
  });
}

/** The parts of a campaign's copy that name its stages and products. */
interface CampaignCopyParts {
  banners?: { stages: number[] }[];
  timeline?: { items: { stage: number }[] };
  sneakPeek?: { products: { key: string }[] };
  groups?: { tabs: { products: { key: string }[] }[] };
}

/** A model campaign copy showing only products the region's catalogue sells (a sneak peek left with none is left out). */
export function withProductsSold<Copy extends CampaignCopyParts>(copy: Copy, sold: readonly string[]): Copy {
  const kept = (products: readonly { key: string }[]) => products.filter((product) => sold.includes(product.key));
  const { sneakPeek, ...rest } = copy;
  const peek = sneakPeek && kept(sneakPeek.products);
  return {
    ...rest,
    ...(sneakPeek && peek!.length > 0 && { sneakPeek: { ...sneakPeek, products: peek } }),
    ...(copy.groups && {
      groups: { ...copy.groups, tabs: copy.groups.tabs.map((tab) => ({ ...tab, products: kept(tab.products) })) },
    }),
  } as Copy;
}

/**
 * A model campaign copy made to name only `stages`: each banner keeps the stages among them (a
 * banner left with none is left out; where none is left, the first shows in every stage), and the
 * timeline has one item a stage, the model's where it has the stage, else a copy of its last.
 */
export function fittedToStages<Copy extends CampaignCopyParts>(copy: Copy, stages: readonly number[]): Copy {
  if (stages.length === 0) return copy;
  const banners = (copy.banners ?? [])
    .map((banner) => ({ ...banner, stages: banner.stages.filter((stage) => stages.includes(stage)) }))
    .filter((banner) => banner.stages.length > 0);
  const firstBanner = copy.banners?.[0];
  const items = copy.timeline?.items ?? [];
  const lastItem = items.at(-1);
  return {
    ...copy,
    ...(copy.banners && {
      banners: banners.length > 0 || !firstBanner ? banners : [{ ...firstBanner, stages: [...stages] }],
    }),
    ...(copy.timeline && {
      timeline: {
        ...copy.timeline,
        items: stages.flatMap((stage) => {
          const item = items.find((each) => each.stage === stage) ?? lastItem;
          return item ? [{ ...item, stage }] : [];
        }),
      },
    }),
  };
}
