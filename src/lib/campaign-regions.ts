import { CAMPAIGN_AVAILABILITY, ROUTE_AVAILABILITY, isSpecCampaign, isSpecRegion } from '../config/availability.ts';
import { REGION_CODES, isRegionCode, type RegionCode } from '../config/regions.ts';
import { ROUTE_TABLE } from '../config/routes.ts';
import { CAMPAIGN_ID_PATTERN, type RegionCampaigns } from '../schemas/campaign.ts';
import type { CampaignPage } from '../schemas/campaign-page.ts';
import { DataError } from './data-error.ts';
import { readOptionalDataFile, type DataFiles } from './data-files.ts';
import { buildRouteManifest } from './route-manifest.ts';
import { ruleMessage } from './rule-messages.ts';

/**
 * A campaign is data: its schedule in regions/<region>/campaigns.json and its copy in
 * content/campaigns/<id>/<region>.json make its page in that region, at /<id> (docs/campaigns.md).
 * These rules say where each campaign is built and what keeps a region's files from building it.
 */

/** The file of a region's campaign schedules. */
export const campaignSchedulePath = (region: RegionCode): string => `regions/${region}/campaigns.json`;

/** The file of a campaign's copy in a region. */
export const campaignCopyPath = (id: string, region: string): string => `content/campaigns/${id}/${region}.json`;

const COPY_PATH = /^content\/campaigns\/([^/]+)\/([^/]+)\.json$/;

/** Paths of the route table's pages and redirects, and of every other page the specs name. */
const PAGE_PATHS: ReadonlySet<string> = new Set([
  ...buildRouteManifest(ROUTE_TABLE).map((entry) => entry.path),
  ...Object.keys(ROUTE_AVAILABILITY).filter((path) => !isSpecCampaign(path)),
]);

/** First path segments the site's servers answer beside the pages (/api/us, /ssr/timestamp, the editor's /admin/). */
const SERVER_PATHS: ReadonlySet<string> = new Set(['api', 'ssr', 'admin']);

/**
 * Why `id` cannot be a campaign of `region`, worded for the author, or undefined when it can: a
 * campaign the specs name runs only in their regions, and no campaign takes the path of a page,
 * of a region's store (cn's pages sit at the root, beside /us/…) or of the servers.
 */
export function campaignIdRefusal(id: string, region: RegionCode) {
  if (isSpecCampaign(id)) {
    const regions: readonly RegionCode[] = CAMPAIGN_AVAILABILITY[id];
    if (regions.includes(region)) return undefined;
    // The message quotes the spec: its regions, not those of their store kind.
    return ruleMessage('campaignOutsideSpec', { id, regions: regions.filter(isSpecRegion).join(', '), region });
  }
  if (PAGE_PATHS.has(id)) return ruleMessage('campaignReplacesPage', { id });
  if (isRegionCode(id)) return ruleMessage('campaignTakesStore', { id });
  if (SERVER_PATHS.has(id)) return ruleMessage('campaignTakesServerPath', { id });
  return undefined;
}

/** The ids a region's campaigns.json schedules, in its order (none without the file). */
const scheduledIn = (files: Pick<DataFiles, 'loaded'>, region: RegionCode): string[] =>
  Object.keys(readOptionalDataFile<RegionCampaigns>(files, campaignSchedulePath(region)) ?? {});

/** Every campaign copy of the load: its file, campaign id and the region its name gives. */
const copiesOf = (files: Pick<DataFiles, 'loaded'>) =>
  [...files.loaded.keys()].flatMap((file) => {
    const match = COPY_PATH.exec(file);
    return match ? [{ file, id: match[1]!, region: match[2]! }] : [];
  });

/**
 * Where each campaign of the data is built (the route manifest's `campaigns`), by id in
 * alphabetical order: the regions, in registry order, whose campaigns.json schedules it and
 * that have its copy, unless campaignIdRefusal refuses it there. The same for every region's
 * load, which holds every region's schedules and copies.
 */
export function campaignRegions(files: Pick<DataFiles, 'loaded'>): Record<string, RegionCode[]> {
  const regions: Record<string, RegionCode[]> = {};
  for (const region of REGION_CODES) {
    for (const id of scheduledIn(files, region)) {
      if (files.loaded.has(campaignCopyPath(id, region)) && campaignIdRefusal(id, region) === undefined) {
        (regions[id] ??= []).push(region);
      }
    }
  }
  return Object.fromEntries(Object.entries(regions).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/**
 * What keeps a region's campaign files from making pages, one DataError a file: a schedule
 * refused (campaignIdRefusal) or without its copy, a copy without its schedule or naming stages
 * its schedule lacks; and, in every region, a copy whose name is no region's.
 */
export function campaignFailures(files: Pick<DataFiles, 'loaded'>, region: RegionCode): DataError[] {
  const scheduleFile = campaignSchedulePath(region);
  const scheduled = scheduledIn(files, region);
  const problems = scheduled.flatMap((id) => {
    const refusal = campaignIdRefusal(id, region);
    if (refusal !== undefined) return [{ field: id, ...refusal }];
    const copy = campaignCopyPath(id, region);
    return files.loaded.has(copy) ? [] : [{ field: id, ...ruleMessage('campaignNoCopy', { copy }) }];
  });
  const copies = copiesOf(files);
  return [
    ...(problems.length ? [new DataError(scheduleFile, problems)] : []),
    ...scheduled.flatMap((id) => unscheduledStages(files, id, region)),
    ...copies
      .filter((copy) => copy.region === region && !scheduled.includes(copy.id))
      .map(
        (copy) =>
          new DataError(copy.file, [
            { field: '', ...ruleMessage('campaignNoSchedule', { id: copy.id, schedule: scheduleFile }) },
          ]),
      ),
    ...copies
      .filter((copy) => !isRegionCode(copy.region))
      .map(
        (copy) =>
          new DataError(copy.file, [
            { field: '', ...ruleMessage('campaignCopyNoRegion', { regions: REGION_CODES.join(', ') }) },
          ]),
      ),
  ];
}

/**
 * A region's campaign copy that names stages its schedule lacks (a banner's `stages`, a timeline
 * item's `stage`), as a DataError of the copy; none where either file is missing.
 */
function unscheduledStages(files: Pick<DataFiles, 'loaded'>, id: string, region: RegionCode): DataError[] {
  const schedule = readOptionalDataFile<RegionCampaigns>(files, campaignSchedulePath(region))?.[id];
  const copyFile = campaignCopyPath(id, region);
  const copy = readOptionalDataFile<CampaignPage>(files, copyFile);
  if (!schedule || !copy) return [];
  const stages = schedule.stages.map(({ stage }) => stage);
  const named = [
    ...copy.banners.flatMap((banner, index) =>
      banner.stages.map((stage, at) => ({ field: `banners[${index}].stages[${at}]`, stage })),
    ),
    ...copy.timeline.items.map((item, index) => ({ field: `timeline.items[${index}].stage`, stage: item.stage })),
  ];
  const problems = named
    .filter(({ stage }) => !stages.includes(stage))
    .map(({ field, stage }) => ({
      field,
      ...ruleMessage('campaignStageNotScheduled', {
        stage,
        id,
        schedule: campaignSchedulePath(region),
        stages: stages.join(', '),
      }),
    }));
  return problems.length ? [new DataError(copyFile, problems)] : [];
}

/**
 * For a link to a path the region does not build: the link's problem, saying how to make it a
 * campaign of the region (`… has no campaign "spring-sale": add it to …`), when the path could be
 * one; else undefined.
 */
export function campaignLinkProblem(link: string, path: string, region: RegionCode) {
  if (!CAMPAIGN_ID_PATTERN.test(path) || campaignIdRefusal(path, region) !== undefined) return undefined;
  const [schedule, copy] = [campaignSchedulePath(region), campaignCopyPath(path, region)];
  return ruleMessage('linkNoCampaign', { link, region, id: path, schedule, copy });
}
