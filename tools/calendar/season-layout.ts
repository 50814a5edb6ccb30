import type { Span } from '../../src/lib/season-calendar.ts';
import { zonedInstant, zoneOffset } from '../../src/lib/zoned-time.ts';

/**
 * Where the season timeline draws things (docs/calendar.md): pure functions of the items' spans,
 * a range and the region's time zone, so the page (season-timeline.ts) only writes HTML.
 * Positions are percentages of the range's width.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/** What the layout needs of an item: its lane and when it shows (a zero-length span is a moment). */
export interface LayoutItem<Lane extends string = string> {
  lane: Lane;
  spans: readonly Span[];
}

/** One span of an item as drawn: its place in the range, and whether it runs on past an edge. */
export interface Bar {
  /** The span as the item has it (±Infinity for an open end). */
  span: Span;
  /** From the range's start, in percent of the range (0–100). */
  left: number;
  /** In percent of the range; 0 for a moment. */
  width: number;
  /** The item showed before the range starts. */
  before: boolean;
  /** The item shows on after the range ends. */
  after: boolean;
}

export interface PlacedItem<Item> {
  item: Item;
  bars: Bar[];
}

export interface Lane<Item, Name extends string = string> {
  lane: Name;
  /** Rows of items that do not overlap, each in order of its first bar. */
  rows: PlacedItem<Item>[][];
}

export interface LayoutOptions<Name extends string> {
  /** The lanes in the order they are drawn; every one is drawn, with one empty row if nothing of it is in the range. */
  lanes: readonly Name[];
  /** The width (percent) a bar takes at least, so that a short one stays visible; items closer than this share no row. */
  minWidth?: number;
  /** The width (percent) a moment takes in its row, for its label beside it. */
  pointWidth?: number;
}

/**
 * A span's bar in a range, or undefined when no part of it is inside. A moment (start = end)
 * is inside when it falls at or after the range's start and before its end.
 */
export function barOf(span: Span, range: Span): Bar | undefined {
  const length = range.end - range.start;
  const moment = span.start === span.end;
  const inside = moment
    ? span.start >= range.start && span.start < range.end
    : span.start < range.end && span.end > range.start;
  if (!inside || length <= 0) return undefined;
  const clamp = (instant: number) => Math.min(Math.max(instant, range.start), range.end);
  const [from, to] = [clamp(span.start), clamp(span.end)];
  return {
    span,
    left: ((from - range.start) / length) * 100,
    width: ((to - from) / length) * 100,
    before: span.start < range.start,
    after: span.end > range.end,
  };
}

/**
 * The lanes of a timeline over `range`: each item's spans as bars, in its lane; the items of a
 * lane packed into as few rows as they fit, first come first (an item goes into the first row
 * where none of its bars overlaps another's). Bars that only touch (one ends where the next
 * starts) share a row. Items with nothing in the range are left out.
 */
export function laneLayout<Item extends LayoutItem<Name>, Name extends string>(
  items: readonly Item[],
  range: Span,
  { lanes, minWidth = 0, pointWidth = minWidth }: LayoutOptions<Name>,
): Lane<Item, Name>[] {
  const extent = (bar: Bar) => ({
    from: bar.left,
    to: bar.left + Math.max(bar.width, bar.width ? minWidth : pointWidth),
  });
  // A rounding error must not keep two touching bars out of one row.
  const overlap = (a: { from: number; to: number }, b: { from: number; to: number }) =>
    a.from < b.to - 1e-9 && b.from < a.to - 1e-9;
  return lanes.map((lane) => {
    const placed = items
      .filter((item) => item.lane === lane)
      .map((item) => ({ item, bars: item.spans.flatMap((span) => barOf(span, range) ?? []) }))
      .filter(({ bars }) => bars.length > 0)
      .sort((a, b) => a.bars[0]!.left - b.bars[0]!.left || b.bars[0]!.width - a.bars[0]!.width);
    const rows: { items: PlacedItem<Item>[]; taken: { from: number; to: number }[] }[] = [];
    for (const entry of placed) {
      const wants = entry.bars.map(extent);
      const row = rows.find(({ taken }) => !wants.some((want) => taken.some((other) => overlap(want, other))));
      if (row) {
        row.items.push(entry);
        row.taken.push(...wants);
      } else rows.push({ items: [entry], taken: wants });
    }
    return { lane, rows: rows.length ? rows.map(({ items: row }) => row) : [[]] };
  });
}

export type RangeName = 'weeks' | 'months' | 'season';

export interface NamedRange {
  name: RangeName;
  label: string;
  range: Span;
}

/**
 * The ranges the timeline offers: the next eight weeks (from a week before `now`, so that what
 * just ended is in view), the next six months (from two weeks before), and the whole season: from
 * the first start of what still shows after `now` and then ends (or the eight weeks' start, if
 * earlier) to the last instant of anything (or the eight weeks' end, if later). An item with no
 * end does not stretch the season; one that ended before it is in the table only.
 */
export function seasonRanges(now: number, spans: readonly Span[]): NamedRange[] {
  const weeks = { start: now - WEEK, end: now + 8 * WEEK };
  const months = { start: now - 2 * WEEK, end: now + 26 * WEEK };
  const ahead = spans.filter(({ end }) => end > now && Number.isFinite(end)).map(({ start }) => start);
  const instants = spans.flatMap(({ start, end }) => [start, end]).filter(Number.isFinite);
  const season = {
    start: Math.min(weeks.start, ...ahead.filter(Number.isFinite)),
    end: Math.max(weeks.end, ...instants),
  };
  // A margin of 2 % each side, so that the first and the last bar do not touch the edges.
  const margin = (season.end - season.start) / 48;
  return [
    { name: 'weeks', label: '8 weeks', range: weeks },
    { name: 'months', label: '6 months', range: months },
    { name: 'season', label: 'Whole season', range: { start: season.start - margin, end: season.end + margin } },
  ];
}

export interface Tick {
  at: number;
  /** Percent of the range. */
  left: number;
  /** The text under a labelled tick; undefined for a grid line only. */
  label?: string | undefined;
}

/** The local wall-clock date of an instant in a zone, as a UTC date (its fields are the zone's). */
const wallDate = (instant: number, timeZone: string) => new Date(instant + zoneOffset(instant, timeZone));

/** The instant of local midnight at the start of the wall date `y-m-d` (month from 0) in a zone. */
const localMidnight = (year: number, month: number, day: number, timeZone: string) =>
  zonedInstant(year, month + 1, day, 0, timeZone);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The axis of a range in a zone's local time. Up to ten weeks: a grid line each midnight and a
 * label each Monday ("16 Nov"). Longer: a grid line each Monday and a label each first of a month
 * ("Dec", with the year in January and on the first label), every second or third month when
 * they would crowd (more than twelve).
 */
export function axisTicks(range: Span, timeZone: string): Tick[] {
  const length = range.end - range.start;
  const ticks: Tick[] = [];
  const start = wallDate(range.start, timeZone);
  const short = length <= 10 * WEEK;
  const months = length / (30 * DAY);
  const monthStep = months > 36 ? 6 : months > 24 ? 3 : months > 12 ? 2 : 1;
  let firstLabel = true;
  for (let day = 0; ; day += 1) {
    const date = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate() + day));
    const at = localMidnight(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), timeZone);
    if (at >= range.end) break;
    if (at < range.start) continue;
    const monday = date.getUTCDay() === 1;
    const first = date.getUTCDate() === 1 && date.getUTCMonth() % monthStep === 0;
    let label: string | undefined;
    if (short && monday) label = `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
    if (!short && first) {
      label = `${MONTHS[date.getUTCMonth()]}${firstLabel || date.getUTCMonth() === 0 ? ` ${date.getUTCFullYear()}` : ''}`;
      firstLabel = false;
    }
    if (short || monday || first) ticks.push({ at, left: ((at - range.start) / length) * 100, label });
  }
  return ticks;
}
