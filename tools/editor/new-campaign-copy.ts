import { existsSync, readFileSync } from 'node:fs';
import { REGION_CODES, REGIONS, isRegionCode, type RegionCode } from '../../src/config/regions.ts';
import { campaignCopyPath, campaignIdRefusal, campaignSchedulePath } from '../../src/lib/campaign-regions.ts';
import type { DataFileKind } from '../../src/schemas/file-kinds.ts';
import { dataFile, kindOf, type DataFolders } from './data-file-paths.ts';
import type { NewDataFile } from './new-data-files.ts';

/**
 * A campaign added in the form editor (docs/editor.md): its schedule's save creates its copy,
 * from a model fitted to it.
 */

const SCHEDULE_FILE = /^regions\/([^/]+)\/campaigns\.json$/;

/**
 * The campaign copies a save of a region's schedule (`regions/<region>/campaigns.json`) creates
 * with it: a campaign the saved schedule adds, that the region may run and has no copy of yet,
 * starts its copy `content/campaigns/<id>/<region>.json` as the copy of the region's first
 * scheduled campaign that has one (else of a region of its language), fitted to its stages and
 * to the products the region sells, to be rewritten. Both files are checked by the rules together
 * and written together (local-backend.ts), as a schedule without copy, or copy without a
 * schedule, builds no page.
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
