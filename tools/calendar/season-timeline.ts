import {
  shownSpans,
  zonedText,
  type CalendarItem,
  type Finding,
  type ItemKind,
  type RegionSeason,
  type Span,
} from '../../src/lib/season-calendar.ts';
import { escapeHtml } from './escape-html.ts';
import { axisTicks, laneLayout, seasonRanges, type Bar, type NamedRange } from './season-layout.ts';

/**
 * A region's season as a timeline (docs/calendar.md): time across, one lane per kind of item,
 * each item a bar over the time it shows, `now` a vertical line; one view per range of
 * season-layout.ts, of which the page's range control shows one (CSS only: `rangeControl` and
 * TIMELINE_CSS). Every bar is a link (the item's file in the form editor, or its row in the
 * table) with a tooltip that shows on hover and on keyboard focus: its times in the region's zone
 * and in UTC, its file and field, its details and findings. Data text is escaped, never markup.
 */

/** The lanes, in the order they are drawn, with their names. */
export const LANES = [
  ['campaign', 'Campaigns'],
  ['stage', 'Stages and prices'],
  ['route', 'Gated pages'],
  ['countdown', 'Countdowns'],
  ['banner', 'Text banners'],
  ['campaign-banner', 'Campaign banners'],
  ['nav', 'Navigation'],
  ['footer', 'Footer links'],
  ['tile', 'Home tiles'],
  ['promotion-stage', 'Promotion stages'],
  ['activity-price', 'Activity prices'],
  ['launch', 'Launches'],
  ['pre-order', 'Pre-orders'],
] as const satisfies readonly (readonly [ItemKind, string])[];

const LANE_NAMES: ReadonlyMap<ItemKind, string> = new Map(LANES);

/** Kinds drawn as a moment (a mark and its label) rather than a bar: the instant is what matters. */
const MOMENTS: ReadonlySet<ItemKind> = new Set(['countdown', 'launch'] satisfies ItemKind[]);

/** A moment's room in its row (percent), for its label; a bar's least width. */
const POINT_WIDTH = 14;
const MIN_WIDTH = 0.4;

export interface TimelineOptions {
  now: number;
  /** The region's findings. */
  findings: readonly Finding[];
  /** Where a click on an item's bar goes. */
  hrefOf: (item: CalendarItem) => string;
  /** What a click does, for the tooltip ("opens … in the form editor"); none when it only scrolls. */
  clickText?: (item: CalendarItem) => string | undefined;
}

/** The file and the field of a source ("regions/de/settings.json textBanners[0]"). */
export function sourceParts(source: string): { file: string; field: string } {
  const space = source.indexOf(' ');
  return space < 0 ? { file: source, field: '' } : { file: source.slice(0, space), field: source.slice(space + 1) };
}

const pct = (value: number) => `${Number(value.toFixed(3))}%`;

const DATE = new Map<string, Intl.DateTimeFormat>();
/** "20 Nov 2026" in a zone. */
function dateText(instant: number, timeZone: string): string {
  let format = DATE.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, day: 'numeric', month: 'short', year: 'numeric' });
    DATE.set(timeZone, format);
  }
  return format.format(instant);
}

/** The range control: one radio button per range, the first checked; TIMELINE_CSS shows the checked one's views. */
export function rangeControl(ranges: readonly NamedRange[] = seasonRanges(0, [])): string {
  return `<fieldset class="ranges"><legend>Show</legend>${ranges
    .map(
      ({ name, label }, index) =>
        `<input type="radio" name="range" id="range-${name}" value="${name}"${index === 0 ? ' checked' : ''}><label for="range-${name}">${escapeHtml(label)}</label>`,
    )
    .join('')}</fieldset>`;
}

function timeLine(word: string, instant: number, timeZone: string): string {
  if (!Number.isFinite(instant))
    return `<span class="tip-line">${instant < 0 ? 'Shows from before any date' : 'No end'}</span>`;
  return `<span class="tip-line">${word} <b>${escapeHtml(zonedText(instant, timeZone))}</b> <span class="utc">(${escapeHtml(zonedText(instant, 'UTC'))})</span></span>`;
}

function barHtml(
  item: CalendarItem,
  bar: Bar,
  id: string,
  {
    season,
    now,
    own,
    options,
  }: { season: RegionSeason; now: number; own: readonly Finding[]; options: TimelineOptions },
): string {
  const { timeZone } = season;
  const moment = MOMENTS.has(item.kind);
  const conflict = own.some((finding) => finding.severity === 'conflict');
  const warning = !conflict && own.length > 0;
  const past = moment ? bar.span.start <= now : bar.span.end <= now;
  const { file, field } = sourceParts(item.source);
  const click = options.clickText?.(item);
  const classes = [
    'bar',
    `k-${item.kind}`,
    moment && 'moment',
    moment && bar.left > 100 - POINT_WIDTH && 'flip',
    conflict && 'conflict',
    warning && 'warning',
    past && !conflict && 'past',
    bar.before && 'before',
    bar.after && !moment && 'after',
    bar.left > 55 && 'tip-left',
  ].filter(Boolean);
  const style = moment
    ? bar.left > 100 - POINT_WIDTH
      ? `right:${pct(100 - bar.left)}`
      : `left:${pct(bar.left)}`
    : `left:${pct(bar.left)};width:${pct(bar.width)}`;
  const tip = [
    `<strong>${escapeHtml(item.label)}</strong>`,
    `<span class="tip-line">${escapeHtml(LANE_NAMES.get(item.kind) ?? item.kind)} · <code>${escapeHtml(file)}</code>${field ? ` <code>${escapeHtml(field)}</code>` : ''}</span>`,
    moment ? timeLine('At', bar.span.start, timeZone) : timeLine('From', bar.span.start, timeZone),
    moment ? '' : timeLine('Until', bar.span.end, timeZone),
    ...(item.details ?? []).map((detail) => `<span class="tip-line">${escapeHtml(detail)}</span>`),
    ...own.map(
      (finding) =>
        `<span class="tip-line ${finding.severity}">${finding.severity === 'conflict' ? 'Conflict' : 'Warning'} (${escapeHtml(finding.rule)}): ${escapeHtml(finding.message)}</span>`,
    ),
    click ? `<span class="tip-line hint">${escapeHtml(click)}</span>` : '',
  ].join('');
  const flag = conflict ? 'Conflict: ' : warning ? 'Warning: ' : '';
  // The tooltip beside the link, not in it: shown, it would become part of the link's name.
  return `<span class="${classes.join(' ')}" style="${style}"><a id="${id}" href="${escapeHtml(options.hrefOf(item))}" aria-describedby="${id}-tip">${
    flag ? `<span class="flag" aria-hidden="true">${conflict ? '⚠' : '!'}</span><span class="sr">${flag}</span>` : ''
  }${escapeHtml(barText(item))}</a><span class="tip" id="${id}-tip" role="tooltip">${tip}</span></span>`;
}

/**
 * The text on an item's bar: its label, less what its lane already says ("black-friday stage 1:
 * Black Friday" is "1: Black Friday" among the stages; a countdown is its campaign's name).
 */
export function barText(item: CalendarItem): string {
  const patterns: Partial<Record<ItemKind, RegExp>> = {
    stage: /^.* stage (\d+(?:: .*)?)$/s,
    countdown: /^(.*) countdown reaches zero$/s,
    launch: /^(.*) launches$/s,
    'pre-order': /^(.*) pre-order$/s,
  };
  return patterns[item.kind]?.exec(item.label)?.[1] ?? item.label;
}

/** The spans an item is drawn with: when it shows, or the instant of a moment. */
function drawnSpans(item: CalendarItem): Span[] {
  const spans = shownSpans(item.schedule);
  if (!MOMENTS.has(item.kind)) return spans;
  const start = spans[0]?.start;
  return start === undefined || !Number.isFinite(start) ? [] : [{ start, end: start }];
}

/** Every view of a region's timeline, one per range; the page shows the range control's choice. */
export function seasonTimeline(season: RegionSeason, options: TimelineOptions): string {
  const { region, timeZone } = season;
  const { now } = options;
  const items = season.items.map((item) => ({ item, lane: item.kind, spans: drawnSpans(item) }));
  const kinds = LANES.map(([kind]) => kind).filter((kind) => season.items.some((item) => item.kind === kind));
  const ranges = seasonRanges(
    now,
    items.flatMap(({ spans }) => spans),
  );
  return ranges
    .map(({ name, label, range }) => {
      const lanes = laneLayout(items, range, { lanes: kinds, minWidth: MIN_WIDTH, pointWidth: POINT_WIDTH });
      const ticks = axisTicks(range, timeZone);
      const nowLeft = ((now - range.start) / (range.end - range.start)) * 100;
      const caption = `${label}: ${dateText(range.start, timeZone)} to ${dateText(range.end, timeZone)}, ${timeZone}`;
      const lanesHtml = lanes
        .map(({ lane, rows }) => {
          const laneId = `l-${name}-${region}-${lane}`;
          const rowsHtml = rows
            .map(
              (row) =>
                `<div class="row">${row
                  .map(({ item: { item }, bars }) =>
                    bars
                      .map((bar, index) =>
                        barHtml(item, bar, `b-${name}-${region}-${item.id}${index ? `-${index}` : ''}`, {
                          season,
                          now,
                          own: options.findings.filter((finding) => finding.itemId === item.id),
                          options,
                        }),
                      )
                      .join(''),
                  )
                  .join('')}</div>`,
            )
            .join('');
          const empty = rows.length === 1 && rows[0]!.length === 0;
          return `<div class="lane${empty ? ' empty' : ''}" role="group" aria-labelledby="${laneId}"><div class="lane-name" id="${laneId}">${escapeHtml(LANE_NAMES.get(lane)!)}${empty ? '<span class="sr">: nothing in this range</span>' : ''}</div><div class="rows">${rowsHtml}</div></div>`;
        })
        .join('');
      const grid = ticks
        .map(({ left, label: text }) => `<span class="grid${text ? ' major' : ''}" style="left:${pct(left)}"></span>`)
        .join('');
      const axis = ticks
        .filter(({ label: text }) => text)
        .map(({ left, label: text }) => `<span class="tick" style="left:${pct(left)}">${escapeHtml(text!)}</span>`)
        .join('');
      return `<section class="view view-${name}" data-range="${name}" aria-label="${escapeHtml(`Timeline of ${region}, ${caption}`)}">
<p class="view-caption">${escapeHtml(caption)}</p>
<div class="plot-frame"><div class="axis" aria-hidden="true"><div class="lane-name"></div><div class="ticks">${axis}<span class="now-flag" style="left:${pct(nowLeft)}">now</span></div></div>
<div class="lanes"><div class="backdrop" aria-hidden="true">${grid}</div>${lanesHtml}<div class="overlay" aria-hidden="true"><span class="now-line" data-now="${now}" style="left:${pct(nowLeft)}"></span></div></div></div>
</section>`;
    })
    .join('\n');
}

/** The timeline's style: the page's <style> takes it whole. */
export const TIMELINE_CSS = `
.ranges{display:inline-flex;gap:0;border:0;margin:0;padding:0;align-items:center}
.ranges legend{float:left;margin-right:.5rem;font-weight:600;padding:0}
.ranges input{position:absolute;opacity:0;width:1px;height:1px}
.ranges label{border:1px solid #596270;padding:.2rem .7rem;cursor:pointer;background:#fff;color:#1a1a1a}
.ranges label+input+label{border-left:0}
.ranges input:checked+label{background:#1d3a5f;color:#fff}
.ranges input:focus-visible+label{outline:3px solid #c60;outline-offset:2px;position:relative;z-index:1}
.view{display:none}
.view-weeks{display:block}
:root:has(#range-months:checked) .view-weeks,:root:has(#range-season:checked) .view-weeks{display:none}
:root:has(#range-months:checked) .view-months,:root:has(#range-season:checked) .view-season{display:block}
.view-caption{margin:.25rem 0;font-size:.85rem;color:#444}
.plot-frame{--names:9.5rem;--row:1.6rem;font-size:.78rem;line-height:1.25}
@media (max-width:40rem){.plot-frame{--names:5.5rem}}
.axis,.lane{display:grid;grid-template-columns:var(--names) 1fr}
.axis{height:1.4rem;border-bottom:1px solid #8a939f;overflow:hidden}
.ticks{position:relative}
.tick{position:absolute;bottom:.1rem;padding-left:3px;white-space:nowrap;color:#333;border-left:1px solid #8a939f}
.now-flag{position:absolute;top:0;transform:translateX(-50%);background:#b00020;color:#fff;padding:0 .3rem;border-radius:2px;font-weight:700;z-index:3}
.lanes{position:relative}
.backdrop,.overlay{position:absolute;top:0;bottom:0;left:var(--names);right:0;pointer-events:none}
.overlay{z-index:2}
.grid{position:absolute;top:0;bottom:0;border-left:1px solid #eef0f3}
.grid.major{border-left-color:#c9ced6}
.now-line{position:absolute;top:-1.4rem;bottom:0;border-left:2px solid #b00020}
.lane{border-bottom:1px solid #dde1e6}
.lane-name{padding:.2rem .4rem .2rem 0;font-weight:600;color:#1a1a1a;overflow-wrap:normal;hyphens:auto}
.lane.empty .lane-name{color:#555;font-weight:400}
.rows{position:relative;padding:.15rem 0}
.row{position:relative;height:var(--row)}
.bar{position:absolute;top:.15rem;bottom:.15rem;min-width:3px;display:block;color:#fff;border-radius:3px;z-index:1;background:#1d3a5f}
.bar>a{display:block;overflow:hidden;white-space:nowrap;text-overflow:ellipsis;padding:.12rem .3rem;height:100%;color:inherit;text-decoration:none;border-radius:inherit}
.bar.before{border-top-left-radius:0;border-bottom-left-radius:0}
.bar.after{border-top-right-radius:0;border-bottom-right-radius:0}
.bar.after::after{content:"";position:absolute;right:0;top:0;bottom:0;width:4px;background:repeating-linear-gradient(#fff 0 3px,transparent 3px 6px)}
.k-campaign{background:#1d3a5f}.k-stage{background:#5b2a86}.k-route{background:#37474f}.k-banner{background:#0b57a4}
.k-campaign-banner{background:#283593}.k-nav{background:#2a6a2e}.k-footer{background:#5d4037}.k-tile{background:#9c1458}
.k-promotion-stage{background:#4527a0}.k-activity-price{background:#9a3412}.k-pre-order{background:#00606a}
.bar.past{background:#5f6670}
.bar.conflict{background:repeating-linear-gradient(135deg,#a30000 0 6px,#7d0000 6px 12px);box-shadow:0 0 0 2px #fff,0 0 0 4px #a30000;z-index:2}
.bar.warning{box-shadow:inset 0 -4px #f2b300}
.bar .flag{font-weight:700;margin-right:.25rem}
.bar.moment{background:none;color:#1a1a1a;width:${POINT_WIDTH}%;padding-left:.9rem}
.bar.moment::before{content:"";position:absolute;left:-.4rem;top:50%;width:.7rem;height:.7rem;background:#1d3a5f;transform:translateY(-50%) rotate(45deg)}
.bar.moment>a{padding-left:.1rem}
.bar.moment.flip{padding-left:0;padding-right:.9rem;text-align:right}
.bar.moment.flip::before{left:auto;right:-.4rem}
.bar.moment.past::before{background:#5f6670}
.bar.moment.conflict{color:#fff}
.bar:hover,.bar:focus-within{z-index:5}
.bar>a:focus-visible{outline:3px solid #111;outline-offset:2px;box-shadow:0 0 0 2px #fff}
.tip{display:none;position:absolute;top:calc(100% + 4px);left:0;width:max-content;max-width:min(30rem,85vw);background:#fff;color:#1a1a1a;border:1px solid #596270;border-radius:4px;padding:.4rem .55rem;box-shadow:0 4px 14px rgba(0,0,0,.18);font-size:.8rem;line-height:1.35;white-space:normal;text-align:left;z-index:6}
.bar.tip-left .tip{left:auto;right:0}
.bar:hover .tip,.bar:focus-within .tip{display:block}
.tip strong,.tip-line{display:block}
.tip-line{margin-top:.15rem}
.tip .utc{color:#444}
.tip code{font-size:.95em}
.tip .conflict{color:#a30000;font-weight:600}
.tip .warning{color:#7a4b00;font-weight:600}
.tip .hint{color:#444;font-style:italic}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
@media (prefers-reduced-motion:no-preference){.tip{animation:tip-in .12s ease-out}@keyframes tip-in{from{opacity:0}to{opacity:1}}}
`;
