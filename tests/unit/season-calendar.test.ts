import { describe, expect, it } from 'vitest';
import { itemSchedule } from '../../src/lib/schedule-adapters.ts';
import {
  calendarConflicts,
  calendarWarnings,
  instantText,
  shownSpans,
  type CalendarItem,
  type CampaignStages,
  type RegionSeason,
} from '../../src/lib/season-calendar.ts';

// The season calendar's rules on small made-up seasons (2030), never the shipped data.

const at = (instant: string) => Date.parse(instant);
const NOW = at('2030-11-20T12:00:00Z');

/** A made-up sale in Berlin time: stages 1 and 2, 09:00 to 23:59:59, the second right after the first's night. */
const SALE: CampaignStages = {
  campaign: 'sale',
  source: 'regions/de/campaigns.json sale',
  stages: [
    { stage: 1, start: at('2030-11-14T09:00:00+01:00'), end: at('2030-11-21T23:59:59+01:00') },
    { stage: 2, start: at('2030-11-22T00:00:00+01:00'), end: at('2030-11-29T23:59:59+01:00') },
  ],
};
const SALE_WINDOW = { start: SALE.stages[0]!.start, end: SALE.stages[1]!.end + 1000 };

function season(overrides: Partial<RegionSeason> = {}): RegionSeason {
  return {
    region: 'de',
    timeZone: 'Europe/Berlin',
    store: 'EUR',
    items: [],
    gates: { sale: SALE_WINDOW },
    campaigns: [SALE],
    ...overrides,
  };
}

const banner = (fields: Parameters<typeof itemSchedule>[0], link = 'sale'): CalendarItem => ({
  id: 'banner-0',
  kind: 'banner',
  label: 'Fixture banner',
  source: 'regions/de/settings.json textBanners[0]',
  schedule: itemSchedule(fields, [at('2030-11-01T00:00:00Z'), at('2030-11-10T00:00:00Z')]),
  link,
});

const withStages = (stages: CampaignStages['stages']): CampaignStages => ({ ...SALE, stages });

describe('the season calendar’s conflicts', () => {
  it.each([
    [
      'a banner inside the page’s window',
      [banner({ startTime: '2030-11-14T09:00:00+01:00', endTime: '2030-11-25T00:00:00+01:00' })],
      [],
    ],
    ['a banner to an ungated page', [banner({ endTime: '2030-12-31T00:00:00Z' }, 'robots')], []],
    ['a banner with no start to a gated page', [banner({ endTime: '2030-11-20T00:00:00Z' })], ['closed-link banner-0']],
    [
      'a banner ending after the page closes',
      [banner({ startTime: '2030-11-15T00:00:00Z', endTime: '2030-12-01T00:00:00Z' })],
      ['closed-link banner-0'],
    ],
    [
      'a nav item with a start and no end',
      [{ ...banner({ startTime: '2030-11-15T00:00:00Z' }), kind: 'nav' as const, id: 'nav-0' }],
      ['closed-link nav-0'],
    ],
    [
      'a staged banner shown only in promotion stage 1, before the page opens',
      [banner({ stages: [1] })],
      ['closed-link banner-0'],
    ],
  ])('%s', (_, items, expected) => {
    const found = calendarConflicts([season({ items })]);
    expect(found.map((finding) => `${finding.rule} ${finding.itemId}`)).toEqual(expected);
  });

  it.each([
    ['stages in order', SALE.stages, []],
    [
      'a stage that ends before it starts',
      [SALE.stages[0]!, { stage: 2, start: at('2030-11-22T09:00:00+01:00'), end: at('2030-11-22T08:00:00+01:00') }],
      ['stage-order sale-stage-2'],
    ],
    [
      'a stage that starts before the previous one ends',
      [SALE.stages[0]!, { stage: 2, start: at('2030-11-21T09:00:00+01:00'), end: at('2030-11-29T23:59:59+01:00') }],
      ['stage-overlap sale-stage-2'],
    ],
  ])('%s', (_, stages, expected) => {
    const found = calendarConflicts([season({ campaigns: [withStages(stages)] })]);
    expect(found.map((finding) => `${finding.rule} ${finding.itemId}`)).toEqual(expected);
  });

  it('names the file, the field and the closed span in the region’s time and UTC', () => {
    const [finding] = calendarConflicts([season({ items: [banner({ endTime: '2030-11-20T00:00:00Z' })] })]);
    expect(finding?.message).toBe(
      `regions/de/settings.json textBanners[0]: "Fixture banner" links to /sale, which is closed until ${instantText(SALE_WINDOW.start, 'Europe/Berlin')}, while it shows`,
    );
    expect(instantText(SALE_WINDOW.start, 'Europe/Berlin')).toBe('2030-11-14 09:00:00 GMT+1 (2030-11-14 08:00:00 UTC)');
  });
});

describe('the season calendar’s warnings', () => {
  it.each([
    ['stages one second apart', SALE.stages, []],
    [
      'a night between two stages',
      [SALE.stages[0]!, { stage: 2, start: at('2030-11-22T09:00:00+01:00'), end: at('2030-11-29T23:59:59+01:00') }],
      ['stage-gap sale-stage-2 9 h'],
    ],
  ])('%s', (_, stages, expected) => {
    const found = calendarWarnings([season({ campaigns: [withStages(stages)] })], NOW);
    expect(
      found.map((finding) => `${finding.rule} ${finding.itemId} ${/for (.*?) between/.exec(finding.message)?.[1]}`),
    ).toEqual(expected);
  });

  it.each([
    ['an item whose end has passed', banner({ endTime: '2030-11-20T11:59:59Z' }, 'robots'), ['over banner-0']],
    ['an item that ends at this instant', banner({ endTime: '2030-11-20T12:00:00Z' }, 'robots'), ['over banner-0']],
    ['an item still showing', banner({ endTime: '2030-11-20T12:00:01Z' }, 'robots'), []],
    ['an item with no end', banner({ startTime: '2030-01-01T00:00:00Z' }, 'robots'), []],
    ['a staged item whose stages have all passed', banner({ stages: [1] }, 'robots'), ['over banner-0']],
    [
      'a route window (not an entry to remove)',
      { ...banner({ endTime: '2030-01-01T00:00:00Z' }, 'robots'), kind: 'route' as const },
      [],
    ],
  ])('%s', (_, item, expected) => {
    const found = calendarWarnings([season({ campaigns: [], items: [item] })], NOW);
    expect(found.map((finding) => `${finding.rule} ${finding.itemId}`)).toEqual(expected);
  });

  const paris = (store: string, start = '2030-11-14T09:00:00+01:00'): RegionSeason =>
    season({
      region: 'fr',
      timeZone: 'Europe/Paris',
      store,
      campaigns: [withStages([{ ...SALE.stages[0]!, start: at(start) }, SALE.stages[1]!])],
    });
  const london = (store: string): RegionSeason =>
    season({
      region: 'uk',
      timeZone: 'Europe/London',
      store,
      // 09:00 in London is 10:00 in Berlin: the same local time, another instant.
      campaigns: [
        withStages([
          { stage: 1, start: at('2030-11-14T09:00:00+00:00'), end: at('2030-11-21T23:59:59+00:00') },
          { stage: 2, start: at('2030-11-22T00:00:00+00:00'), end: at('2030-11-29T23:59:59+00:00') },
        ]),
      ],
    });

  it.each([
    ['one store, the same local times', [season(), paris('EUR')], []],
    ['one store, the same local times in two zones', [season(), london('EUR')], []],
    ['two stores, different local times', [season(), paris('GBP', '2030-11-14T10:00:00+01:00')], []],
    [
      'one store, one region opening an hour later than the two others',
      [season(), { ...season(), region: 'eu' }, paris('EUR', '2030-11-14T10:00:00+01:00')],
      ['store-timing fr sale-stage-1'],
    ],
  ])('%s', (_, seasons, expected) => {
    const found = calendarWarnings(seasons, NOW).filter((finding) => finding.rule === 'store-timing');
    expect(found.map((finding) => `${finding.rule} ${finding.region} ${finding.itemId}`)).toEqual(expected);
  });

  it('says the local times of each region', () => {
    const [finding] = calendarWarnings(
      [season(), { ...season(), region: 'eu' }, paris('EUR', '2030-11-14T10:00:00+01:00')],
      NOW,
    ).filter((found) => found.rule === 'store-timing');
    expect(finding?.message).toBe(
      'sale stage 1 starts at 10:00:00 local time in fr, but at 09:00:00 in de, eu (one store: EUR)',
    );
  });
});

describe('shownSpans', () => {
  it('cuts a window to the stages it shows in, joining adjacent ones', () => {
    const stages = [
      { stage: 0, start: -Infinity, end: 10 },
      { stage: 1, start: 10, end: 20 },
      { stage: 2, start: 20, end: 30 },
      { stage: 3, start: 30 },
    ];
    expect(shownSpans({ window: { end: 25 }, stages, shownIn: [1, 2] })).toEqual([{ start: 10, end: 25 }]);
    expect(shownSpans({ window: {}, stages, shownIn: [0, 3] })).toEqual([
      { start: -Infinity, end: 10 },
      { start: 30, end: Infinity },
    ]);
    expect(shownSpans({ window: { start: 5, end: 5 } })).toEqual([]);
  });
});
