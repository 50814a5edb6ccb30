import { describe, expect, it } from 'vitest';
import { zoneOffset } from '../../src/lib/zoned-time.ts';
import { axisTicks, barOf, laneLayout, seasonRanges } from '../../tools/calendar/season-layout.ts';

// Where the season timeline draws things, on made-up items (2030) whose places are worked out by
// hand: a range of 1,000 ms makes every millisecond a tenth of a percent.

const RANGE = { start: 1000, end: 2000 };
const at = (instant: string) => Date.parse(instant);
const DAY = 86_400_000;

describe('barOf', () => {
  it.each([
    ['inside', { start: 1250, end: 1500 }, { left: 25, width: 25, before: false, after: false }],
    ['from before the range', { start: 500, end: 1200 }, { left: 0, width: 20, before: true, after: false }],
    ['with no end', { start: 1800, end: Infinity }, { left: 80, width: 20, before: false, after: true }],
    ['always', { start: -Infinity, end: Infinity }, { left: 0, width: 100, before: true, after: true }],
    ['a moment at the start', { start: 1000, end: 1000 }, { left: 0, width: 0, before: false, after: false }],
  ])('%s', (_, span, expected) => {
    expect(barOf(span, RANGE)).toEqual({ span, ...expected });
  });

  it.each([
    ['ending where the range starts', { start: 500, end: 1000 }],
    ['starting where the range ends', { start: 2000, end: 2500 }],
    ['a moment at the range’s end', { start: 2000, end: 2000 }],
    ['a moment before the range', { start: 999, end: 999 }],
  ])('leaves out a span %s', (_, span) => {
    expect(barOf(span, RANGE)).toBeUndefined();
  });
});

describe('laneLayout', () => {
  const item = (id: string, lane: string, ...spans: [number, number][]) => ({
    id,
    lane,
    spans: spans.map(([start, end]) => ({ start, end })),
  });
  /** Each lane's rows as item ids, and each bar as "id left+width". */
  const rowsOf = (lanes: ReturnType<typeof laneLayout<ReturnType<typeof item>, string>>) =>
    Object.fromEntries(
      lanes.map(({ lane, rows }) => [
        lane,
        rows.map((row) =>
          row.flatMap(({ item: { id }, bars }) =>
            bars.map(({ left, width }) => `${id} ${+left.toFixed(6)}+${+width.toFixed(6)}`),
          ),
        ),
      ]),
    );

  it('puts items that do not overlap in one row, touching ones included, and draws every lane in order', () => {
    const items = [
      item('a1', 'a', [1100, 1300]),
      item('a2', 'a', [1300, 1500]),
      item('a3', 'a', [1200, 1400]),
      item('a4', 'a', [1400, 1600]),
      item('c1', 'c', [1000, 2000]),
    ];
    expect(rowsOf(laneLayout(items, RANGE, { lanes: ['c', 'b', 'a'] }))).toEqual({
      c: [['c1 0+100']],
      b: [[]],
      // a1 first; a3 overlaps it; a2 touches a1; a4 overlaps a2 and touches a3.
      a: [
        ['a1 10+20', 'a2 30+20'],
        ['a3 20+20', 'a4 40+20'],
      ],
    });
  });

  it('leaves out what is outside the range and keeps an item’s spans in one row', () => {
    const items = [
      item('gone', 'a', [100, 900]),
      item('twice', 'a', [1100, 1200], [1500, 1600]),
      item('between', 'a', [1300, 1400]),
      item('across', 'a', [1150, 1550]),
    ];
    expect(rowsOf(laneLayout(items, RANGE, { lanes: ['a'] }))).toEqual({
      a: [['twice 10+10', 'twice 50+10', 'between 30+10'], ['across 15+40']],
    });
  });

  it('gives a short bar its least width and a moment its room, so that their labels do not collide', () => {
    const items = [
      item('short', 'a', [1000, 1001]),
      item('next', 'a', [1005, 1010]),
      item('moment', 'a', [1500, 1500]),
      item('inside its room', 'a', [1550, 1600]),
      item('after its room', 'a', [1600, 1700]),
    ];
    expect(rowsOf(laneLayout(items, RANGE, { lanes: ['a'], minWidth: 1, pointWidth: 10 }))).toEqual({
      a: [
        ['short 0+0.1', 'moment 50+0', 'after its room 60+10'],
        ['next 0.5+0.5', 'inside its room 55+5'],
      ],
    });
  });
});

describe('seasonRanges', () => {
  const now = at('2030-11-20T12:00:00Z');

  it('offers the next eight weeks, the next six months and the whole season', () => {
    const spans = [
      // A sale from October to March: the season's first start and last end.
      { start: at('2030-10-01T00:00:00Z'), end: at('2031-03-01T00:00:00Z') },
      // Over long ago, and without an end: neither stretches the season.
      { start: at('2025-08-11T00:00:00Z'), end: at('2025-08-26T00:00:00Z') },
      { start: at('2029-01-01T00:00:00Z'), end: Infinity },
    ];
    // 1 October to 1 March is 151 days; the margin is a 48th of that on each side.
    const margin = (151 * DAY) / 48;
    expect(seasonRanges(now, spans)).toEqual([
      {
        name: 'weeks',
        label: '8 weeks',
        range: { start: at('2030-11-13T12:00:00Z'), end: at('2031-01-15T12:00:00Z') },
      },
      {
        name: 'months',
        label: '6 months',
        range: { start: at('2030-11-06T12:00:00Z'), end: at('2031-05-21T12:00:00Z') },
      },
      {
        name: 'season',
        label: 'Whole season',
        range: { start: at('2030-10-01T00:00:00Z') - margin, end: at('2031-03-01T00:00:00Z') + margin },
      },
    ]);
  });

  it('makes the whole season at least the eight weeks', () => {
    const [weeks, , season] = seasonRanges(now, [{ start: now, end: now + DAY }]);
    // Nine weeks (one before now, eight after), and a 48th of that each side.
    const margin = (63 * DAY) / 48;
    expect(season!.range).toEqual({ start: weeks!.range.start - margin, end: weeks!.range.end + margin });
  });
});

describe('the axis in the region’s time', () => {
  it('knows a zone’s offset in winter, in summer and west of UTC', () => {
    expect(zoneOffset(at('2030-01-15T12:00:00Z'), 'Europe/Berlin')).toBe(3_600_000);
    expect(zoneOffset(at('2030-07-15T12:00:00Z'), 'Europe/Berlin')).toBe(7_200_000);
    expect(zoneOffset(at('2030-01-15T12:00:00Z'), 'America/New_York')).toBe(-18_000_000);
  });

  it('draws each local midnight of a short range and labels the Mondays, across a change of offset', () => {
    // Berlin moves its clocks on Sunday 31 March 2030: that day has 23 hours.
    const range = { start: at('2030-03-25T00:00:00+01:00'), end: at('2030-04-02T00:00:00+02:00') };
    const ticks = axisTicks(range, 'Europe/Berlin');
    expect(ticks.map(({ at: instant }) => new Date(instant).toISOString())).toEqual([
      '2030-03-24T23:00:00.000Z',
      '2030-03-25T23:00:00.000Z',
      '2030-03-26T23:00:00.000Z',
      '2030-03-27T23:00:00.000Z',
      '2030-03-28T23:00:00.000Z',
      '2030-03-29T23:00:00.000Z',
      '2030-03-30T23:00:00.000Z',
      '2030-03-31T22:00:00.000Z',
    ]);
    expect(ticks.filter(({ label }) => label).map(({ label, left }) => [label, +left.toFixed(4)])).toEqual([
      ['25 Mar', 0],
      // 7 days less the hour the clocks skip, of 8 days less that hour: 167 of 191 hours.
      ['1 Apr', +((167 / 191) * 100).toFixed(4)],
    ]);
  });

  it('labels the months of a long range, the year on the first and in January', () => {
    const range = { start: at('2030-11-20T00:00:00-05:00'), end: at('2031-03-15T00:00:00-04:00') };
    const labels = axisTicks(range, 'America/New_York').flatMap(({ label, at: instant }) =>
      label ? [[label, new Date(instant).toISOString()]] : [],
    );
    expect(labels).toEqual([
      ['Dec 2030', '2030-12-01T05:00:00.000Z'],
      ['Jan 2031', '2031-01-01T05:00:00.000Z'],
      ['Feb', '2031-02-01T05:00:00.000Z'],
      ['Mar', '2031-03-01T05:00:00.000Z'],
    ]);
  });
});
