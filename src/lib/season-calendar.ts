import type { Schedule } from './schedule.ts';
import type { TimeWindow } from './time-window.ts';

// The rules of the season calendar (`npm run calendar`, docs/calendar.md): pure functions of the
// regions' timed items, read from the data through the one schedule model (tools/calendar/season-items.ts).

const SECOND = 1000;

export type ItemKind =
  | 'campaign'
  | 'stage'
  | 'countdown'
  | 'campaign-banner'
  | 'route'
  | 'banner'
  | 'nav'
  | 'footer'
  | 'tile'
  | 'promotion-stage'
  | 'activity-price'
  | 'launch'
  | 'pre-order';

/** One timed thing of a region's data, in the one schedule model. */
export interface CalendarItem {
  /** Unique within its region: the anchor of its row on the page. */
  id: string;
  kind: ItemKind;
  /** The data's own text (a banner's label, a product's name), shown as written. */
  label: string;
  /** The file and field it comes from. */
  source: string;
  schedule: Schedule;
  /** The route path it links to inside its region ('black-friday'), if any. */
  link?: string | undefined;
  /** Prices, gifts and the like, as the data gives them. */
  details?: readonly string[] | undefined;
}

/** A campaign's stages as written in regions/<region>/campaigns.json (epoch ms; `end` inclusive, to the second). */
export interface CampaignStages {
  campaign: string;
  source: string;
  stages: readonly { stage: number; start: number; end: number }[];
}

/** Everything timed in one region. */
export interface RegionSeason {
  region: string;
  /** The IANA zone the region's times are written and shown in (src/config/regions.ts). */
  timeZone: string;
  /** The store the region belongs to (docs/calendar.md): regions of one store should agree on campaign times. */
  store: string;
  items: readonly CalendarItem[];
  /** The windows of the region's gated pages, by route path (campaign windows included). */
  gates: Readonly<Record<string, TimeWindow>>;
  campaigns: readonly CampaignStages[];
}

export type Rule = 'data' | 'closed-link' | 'stage-order' | 'stage-overlap' | 'stage-gap' | 'over' | 'store-timing';

export interface Finding {
  severity: 'conflict' | 'warning';
  rule: Rule;
  region: string;
  /** The row the finding belongs to on the region's timeline. */
  itemId: string;
  message: string;
}

/** A half-open span [start, end) of epoch ms; ±Infinity for an open end. */
export interface Span {
  start: number;
  end: number;
}

/**
 * When a schedule shows: its window, cut to the stages it shows in when it names any; adjacent
 * spans joined. Everything the evaluator would call `shown`, as spans.
 */
export function shownSpans(schedule: Schedule): Span[] {
  const window = { start: schedule.window.start ?? -Infinity, end: schedule.window.end ?? Infinity };
  const spans = schedule.shownIn
    ? (schedule.stages ?? [])
        .filter(({ stage }) => schedule.shownIn!.includes(stage))
        .map(({ start, end = Infinity }) => ({
          start: Math.max(start, window.start),
          end: Math.min(end, window.end),
        }))
    : [window];
  const joined: Span[] = [];
  for (const span of spans.filter(({ start, end }) => start < end).sort((a, b) => a.start - b.start)) {
    const last = joined.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else joined.push({ ...span });
  }
  return joined;
}

/** The first stretch of `spans` outside `window`, if any. */
function firstOutside(spans: readonly Span[], window: TimeWindow): Span | undefined {
  const open = { start: window.start ?? -Infinity, end: window.end ?? Infinity };
  for (const span of spans) {
    if (span.start < open.start) return { start: span.start, end: Math.min(span.end, open.start) };
    if (span.end > open.end) return { start: Math.max(span.start, open.end), end: span.end };
  }
  return undefined;
}

/** Mistakes: the calendar exits non-zero on any. */
export function calendarConflicts(regions: readonly RegionSeason[]): Finding[] {
  return regions.flatMap((season) => [...closedLinks(season), ...stageMistakes(season)]);
}

/** What a person should look at; `now` is the build's instant (SITE_NOW, or the clock). */
export function calendarWarnings(regions: readonly RegionSeason[], now: number): Finding[] {
  return [...regions.flatMap((season) => [...stageGaps(season), ...itemsOver(season, now)]), ...storeTimings(regions)];
}

/** A banner, navigation item, footer link or tile that shows while the page it links to is closed. */
function closedLinks(season: RegionSeason): Finding[] {
  return season.items.flatMap((item) => {
    if (item.link === undefined || item.kind === 'route') return [];
    const gate = season.gates[item.link];
    if (!gate) return [];
    const closed = firstOutside(shownSpans(item.schedule), gate);
    if (!closed) return [];
    return [
      {
        severity: 'conflict' as const,
        rule: 'closed-link' as const,
        region: season.region,
        itemId: item.id,
        message: `${item.source}: "${item.label}" links to /${item.link}, which is closed ${spanText(closed, season.timeZone)}, while it shows`,
      },
    ];
  });
}

const stageId = (campaign: string, stage: number) => `${campaign}-stage-${stage}`;

/** A stage that ends before it starts, or starts before the previous stage of its campaign ends. */
function stageMistakes(season: RegionSeason): Finding[] {
  return season.campaigns.flatMap(({ campaign, source, stages }) =>
    stages.flatMap((current, index) => {
      const found: Finding[] = [];
      const at = { region: season.region, itemId: stageId(campaign, current.stage), severity: 'conflict' as const };
      if (current.end <= current.start) {
        found.push({
          ...at,
          rule: 'stage-order',
          message: `${source}: ${campaign} stage ${current.stage} ends (${instantText(current.end, season.timeZone)}) before it starts (${instantText(current.start, season.timeZone)})`,
        });
      }
      const previous = stages[index - 1];
      if (previous && current.start <= previous.end) {
        found.push({
          ...at,
          rule: 'stage-overlap',
          message: `${source}: ${campaign} stage ${current.stage} starts (${instantText(current.start, season.timeZone)}) before stage ${previous.stage} ends (${instantText(previous.end, season.timeZone)})`,
        });
      }
      return found;
    }),
  );
}

/** Time between two stages of one campaign in which nothing is on sale. */
function stageGaps(season: RegionSeason): Finding[] {
  return season.campaigns.flatMap(({ campaign, source, stages }) =>
    stages.slice(1).flatMap((current, index) => {
      const previous = stages[index]!;
      const gap = current.start - (previous.end + SECOND);
      if (gap <= 0) return [];
      return [
        {
          severity: 'warning' as const,
          rule: 'stage-gap' as const,
          region: season.region,
          itemId: stageId(campaign, current.stage),
          message: `${source}: ${campaign} sells nothing for ${durationText(gap)} between stage ${previous.stage} (ends ${instantText(previous.end, season.timeZone)}) and stage ${current.stage} (starts ${instantText(current.start, season.timeZone)})`,
        },
      ];
    }),
  );
}

/** The kinds a marketer writes as an entry of their own, and so can remove once it is over. */
const REMOVABLE: ReadonlySet<ItemKind> = new Set([
  'campaign',
  'banner',
  'nav',
  'tile',
  'activity-price',
  'pre-order',
] satisfies ItemKind[]);

/** An entry that will never show again after `now`: a candidate for removal. */
function itemsOver(season: RegionSeason, now: number): Finding[] {
  return season.items.flatMap((item) => {
    if (!REMOVABLE.has(item.kind)) return [];
    const spans = shownSpans(item.schedule);
    const last = spans.at(-1);
    if (last && last.end > now) return [];
    return [
      {
        severity: 'warning' as const,
        rule: 'over' as const,
        region: season.region,
        itemId: item.id,
        message: `${item.source}: "${item.label}" is over${last ? ` (since ${instantText(last.end, season.timeZone)})` : ' (it never shows)'}: a candidate for removal`,
      },
    ];
  });
}

/**
 * Regions of one store whose same campaign stage starts or ends at another local time of day
 * than the others' (the UK's later end date is a date, not a time, and is not compared).
 * The finding goes to the regions that differ from most of the store (all of them on a tie).
 */
export function storeTimings(regions: readonly RegionSeason[]): Finding[] {
  const stores = Map.groupBy(regions, (season) => season.store);
  return [...stores.values()].flatMap((members) => {
    if (members.length < 2) return [];
    const campaigns = new Set(members.flatMap((season) => season.campaigns.map(({ campaign }) => campaign)));
    return [...campaigns].flatMap((campaign) => {
      const stagesOf = members.flatMap((season) => {
        const found = season.campaigns.find((entry) => entry.campaign === campaign);
        return found ? [{ season, found }] : [];
      });
      if (stagesOf.length < 2) return [];
      const count = Math.max(...stagesOf.map(({ found }) => found.stages.length));
      return Array.from({ length: count }, (_, index) =>
        (['start', 'end'] as const).flatMap((edge) => {
          const times = stagesOf.flatMap(({ season, found }) => {
            const stage = found.stages[index];
            return stage ? [{ season, stage, local: localTimeOfDay(stage[edge], season.timeZone) }] : [];
          });
          const byTime = Map.groupBy(times, ({ local }) => local);
          if (byTime.size < 2) return [];
          const most = Math.max(...[...byTime.values()].map((group) => group.length));
          const tie = [...byTime.values()].filter((group) => group.length === most).length > 1;
          return times
            .filter(({ local }) => tie || byTime.get(local)!.length < most)
            .map(({ season, stage, local }) => ({
              severity: 'warning' as const,
              rule: 'store-timing' as const,
              region: season.region,
              itemId: stageId(campaign, stage.stage),
              message: `${campaign} stage ${stage.stage} ${edge === 'start' ? 'starts' : 'ends'} at ${local} local time in ${season.region}, but at ${[
                ...byTime,
              ]
                .filter(([time]) => time !== local)
                .map(([time, group]) => `${time} in ${group.map(({ season: other }) => other.region).join(', ')}`)
                .join('; ')} (one store: ${season.store})`,
            }));
        }),
      ).flat();
    });
  });
}

function parts(instant: number, timeZone: string) {
  const formatted = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'shortOffset',
  }).formatToParts(instant);
  return Object.fromEntries(formatted.map(({ type, value }) => [type, value])) as Record<
    Intl.DateTimeFormatPartTypes,
    string
  >;
}

/** The local time of day of an instant in a zone, e.g. "09:00:00". */
export function localTimeOfDay(instant: number, timeZone: string): string {
  const { hour, minute, second } = parts(instant, timeZone);
  return `${hour}:${minute}:${second}`;
}

/** An instant in a zone with its offset, e.g. "2026-11-14 09:00:00 GMT+1"; "open" for ±Infinity. */
export function zonedText(instant: number, timeZone: string): string {
  if (!Number.isFinite(instant)) return instant < 0 ? 'always before' : 'open-ended';
  const { year, month, day, hour, minute, second, timeZoneName } = parts(instant, timeZone);
  return `${year}-${month}-${day} ${hour}:${minute}:${second} ${timeZone === 'UTC' ? 'UTC' : timeZoneName}`;
}

/** An instant in the region's zone and in UTC, as the terminal and the page give every time. */
export function instantText(instant: number, timeZone: string): string {
  if (!Number.isFinite(instant)) return zonedText(instant, timeZone);
  return `${zonedText(instant, timeZone)} (${zonedText(instant, 'UTC')})`;
}

function spanText(span: Span, timeZone: string): string {
  if (span.start === -Infinity) return `until ${instantText(span.end, timeZone)}`;
  if (span.end === Infinity) return `from ${instantText(span.start, timeZone)} on`;
  return `from ${instantText(span.start, timeZone)} until ${instantText(span.end, timeZone)}`;
}

function durationText(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  const [days, hours, rest] = [Math.floor(minutes / 1440), Math.floor((minutes % 1440) / 60), minutes % 60];
  return [days && `${days} d`, hours && `${hours} h`, rest && `${rest} min`].filter(Boolean).join(' ') || '0 min';
}
