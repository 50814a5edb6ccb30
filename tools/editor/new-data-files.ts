import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { isAvailable } from '../../src/config/availability.ts';
import { REGION_CODES, STORE_LANGUAGES, isRegionCode, type RegionCode } from '../../src/config/regions.ts';
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
  return [...manuals, ...copies].flatMap(({ path, text }) => {
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
 * scheduled campaign that has one, fitted to its stages, to be rewritten (docs/editor.md, "A new
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
  const onDisk = (): string[] => {
    try {
      return Object.keys(JSON.parse(readFileSync(dataFile(folders, campaignSchedulePath(region)).absolute, 'utf8')));
    } catch {
      return [];
    }
  };
  const schedules = saved.data as Record<string, { stages?: { stage: number }[] } | undefined>;
  const scheduled = Object.keys(schedules);
  const model = [...onDisk(), ...scheduled].map((id) => campaignCopyPath(id, region)).find(exists);
  if (model === undefined) return [];
  const text = readFileSync(dataFile(folders, model).absolute, 'utf8');
  return scheduled.flatMap((id) => {
    const path = campaignCopyPath(id, region);
    const kind = kindOf(kinds, path);
    if (!kind || exists(path) || campaignIdRefusal(id, region) !== undefined) return [];
    const stages = (schedules[id]?.stages ?? []).map(({ stage }) => stage);
    const data = fittedToStages(JSON.parse(text) as CampaignCopyStages, stages);
    return [{ kind, path, data, text, isNew: true as const }];
  });
}

/** The parts of a campaign's copy that name its stages. */
interface CampaignCopyStages {
  banners?: { stages: number[] }[];
  timeline?: { items: { stage: number }[] };
}

/**
 * A model campaign copy made to name only `stages`: each banner keeps the stages among them (a
 * banner left with none is left out; where none is left, the first shows in every stage), and the
 * timeline has one item a stage, the model's where it has the stage, else a copy of its last.
 */
export function fittedToStages<Copy extends CampaignCopyStages>(copy: Copy, stages: readonly number[]): Copy {
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
