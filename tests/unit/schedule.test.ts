import { testFiles } from '../support/test-data.ts';
import { describe, expect, it } from 'vitest';
import { readDataFile } from '../../src/lib/data-files.ts';
import { campaignWindowsOf, textBannerSchedulesOf } from '../../src/lib/campaign-windows.ts';
import { evaluate, stagesFromStarts } from '../../src/lib/schedule.ts';
import {
  campaignDisplaySchedule,
  campaignSchedule,
  itemSchedule,
  tileSchedule,
} from '../../src/lib/schedule-adapters.ts';
import { scheduleAttributes, scheduleFromAttributes } from '../../src/lib/schedule-attributes.ts';
import { parseInstant } from '../../src/lib/time-window.ts';
import type { RegionCampaigns } from '../../src/schemas/campaign.ts';
import type { RegionSettings } from '../../src/schemas/region-settings.ts';

const at = parseInstant;
// Made-up data (tests/fixtures/unit/README.md): in Berlin, a three-stage sale open 09:00 to
// 23:59 with nights without a sale between stages, a two-stage one without a gap, and three
// promotion stage starts in March 2030. As Astro loaded them: the unit set is no whole project
// (no pages, no dealers), so its rules fail as a whole and testData(region, 'unit') has no data;
// its files are taken from its store.
const fixture = await testFiles('unit');
const campaigns = readDataFile<RegionCampaigns>(fixture, 'regions/de/campaigns.json');
const nights = campaigns['black-friday']!;
const gapless = campaigns['christmas-sale']!;
const settings = readDataFile<RegionSettings>(fixture, 'regions/de/settings.json');
const promotionStarts = (settings.promotionStages ?? []).map(parseInstant);

describe('a route window', () => {
  const schedule = { window: { start: at('2031-01-01T00:00:00Z'), end: at('2031-02-01T00:00:00Z') } };
  it.each([
    ['a second before the start', '2030-12-31T23:59:59Z', 'before', '2031-01-01T00:00:00Z'],
    ['at the start (inclusive)', '2031-01-01T00:00:00Z', 'open', '2031-02-01T00:00:00Z'],
    ['a second before the end', '2031-01-31T23:59:59Z', 'open', '2031-02-01T00:00:00Z'],
    ['at the end (exclusive)', '2031-02-01T00:00:00Z', 'after', undefined],
  ] as const)('%s', (_label, instant, state, next) => {
    expect(evaluate(schedule, at(instant))).toEqual({
      state,
      stage: null,
      shown: state === 'open',
      nextChange: next ? at(next) : Infinity,
    });
  });

  it('is open for ever without bounds', () => {
    expect(evaluate({ window: {} }, 0)).toEqual({ state: 'open', stage: null, shown: true, nextChange: Infinity });
  });
});

describe('a campaign with nights between its stages (end inclusive to the second)', () => {
  const schedule = campaignSchedule(nights);
  it.each([
    ['a second before the first stage', '2030-11-14T08:59:59+01:00', 'before', null, '2030-11-14T09:00:00+01:00'],
    ['the first instant of stage 1', '2030-11-14T09:00:00+01:00', 'open', 1, '2030-11-22T00:00:00+01:00'],
    ['the last instant of stage 1', '2030-11-21T23:59:59+01:00', 'open', 1, '2030-11-22T00:00:00+01:00'],
    ['the night after stage 1: open, no stage', '2030-11-22T00:00:00+01:00', 'open', null, '2030-11-22T09:00:00+01:00'],
    ['a second before stage 2 opens', '2030-11-22T08:59:59+01:00', 'open', null, '2030-11-22T09:00:00+01:00'],
    ['the first instant of stage 2', '2030-11-22T09:00:00+01:00', 'open', 2, '2030-11-30T00:00:00+01:00'],
    ['the same instant written in UTC', '2030-11-22T08:00:00Z', 'open', 2, '2030-11-30T00:00:00+01:00'],
    ['the last instant of stage 3', '2030-12-02T23:59:59+01:00', 'open', 3, '2030-12-03T00:00:00+01:00'],
    ['a second after the last stage', '2030-12-03T00:00:00+01:00', 'after', null, undefined],
  ] as const)('%s', (_label, instant, state, stage, next) => {
    const judged = evaluate(schedule, at(instant));
    expect(judged).toMatchObject({ state, stage, nextChange: next ? at(next) : Infinity });
  });

  it('runs its route window, where the countdown runs to, from the first start to a second after the last end', () => {
    expect(schedule.window).toEqual({
      start: at('2030-11-14T09:00:00+01:00'),
      end: at('2030-12-02T23:59:59+01:00') + 1000,
    });
  });
});

describe('a campaign whose stages follow each other', () => {
  it.each([
    ['2030-12-24T23:59:59+01:00', 1],
    ['2030-12-25T00:00:00+01:00', 2],
  ])('at %s is in stage %i', (instant, stage) => {
    expect(evaluate(campaignSchedule(gapless), at(instant)).stage).toBe(stage);
  });
});

describe('what a campaign page has on display (overnight, the stage that closed stays)', () => {
  it.each([
    ['before the first stage', '2030-11-14T08:59:59+01:00', []],
    ['stage 1 open', '2030-11-14T09:00:00+01:00', [1]],
    ['the night after stage 1', '2030-11-22T03:00:00+01:00', [1]],
    ['stage 2 opens', '2030-11-22T09:00:00+01:00', [2]],
    ['the last instant of stage 3', '2030-12-02T23:59:59+01:00', [3]],
    ['after the last stage', '2030-12-03T00:00:00+01:00', []],
  ])('%s: %j', (_label, instant, shown) => {
    const onDisplay = [1, 2, 3].filter(
      (stage) => evaluate(campaignDisplaySchedule(nights, [stage]), at(instant)).shown,
    );
    expect(onDisplay).toEqual(shown);
  });

  it('shows a banner of stages 2 and 3 from stage 2’s start to stage 3’s end', () => {
    expect(campaignDisplaySchedule(nights, [2, 3]).window).toEqual({
      start: at('2030-11-22T09:00:00+01:00'),
      end: at('2030-12-02T23:59:59+01:00') + 1000,
    });
  });

  it('names a stage the campaign does not have', () => {
    expect(() => campaignDisplaySchedule(nights, [4])).toThrow('the campaign has none of the stages 4');
  });
});

describe('promotion stages (stage 0 before the first start, the last one for ever)', () => {
  const [first, second, third] = promotionStarts as [number, number, number];
  const stages = { window: {}, stages: stagesFromStarts(promotionStarts) };
  it.each([
    ['a second before the first start', first - 1000, 0, first],
    ['at the first start', first, 1, second],
    ['a second before the second', second - 1000, 1, second],
    ['at the second start', second, 2, third],
    ['at the last start', third, 3, Infinity],
    ['a year after the last', third + 365 * 86_400_000, 3, Infinity],
  ])('%s: stage %i', (_label, now, stage, next) => {
    expect(evaluate(stages, now)).toMatchObject({ stage, nextChange: next });
  });

  it('counts starts passed, whatever order they are listed in', () => {
    expect(evaluate({ window: {}, stages: stagesFromStarts([third, first, second]) }, second).stage).toBe(2);
  });
});

describe('scheduled items', () => {
  const [first, second, third] = promotionStarts as [number, number, number];
  it.each([
    ['a nav item from its start time', { startTime: '2030-03-05T12:00:00+01:00' }, '2030-03-05T11:59:59+01:00', false],
    ['… at its start time', { startTime: '2030-03-05T12:00:00+01:00' }, '2030-03-05T12:00:00+01:00', true],
    ['a banner until its end time', { endTime: '2030-03-05T12:00:00+01:00' }, '2030-03-05T11:59:59+01:00', true],
    ['… at its end time', { endTime: '2030-03-05T12:00:00+01:00' }, '2030-03-05T12:00:00+01:00', false],
    ['an item of stages 1 and 2 before stage 1', { stages: [1, 2] }, new Date(first - 1000).toISOString(), false],
    ['… in stage 1', { stages: [1, 2] }, new Date(first).toISOString(), true],
    ['… in stage 2', { stages: [1, 2] }, new Date(second).toISOString(), true],
    ['… in stage 3', { stages: [1, 2] }, new Date(third).toISOString(), false],
    ['an item of stage 0 before stage 1', { stages: [0] }, new Date(first - 1000).toISOString(), true],
  ])('%s: %s', (_label, item, instant, shown) => {
    expect(evaluate(itemSchedule(item, promotionStarts), at(instant)).shown).toBe(shown);
  });

  it('shows a home tile from its eventsTime, in its stages', () => {
    const tile = tileSchedule({ eventsTime: new Date(second).toISOString(), stages: [1, 2] }, promotionStarts);
    expect([first, second, third].map((now) => evaluate(tile, now).shown)).toEqual([false, true, false]);
  });

  it('shows a text banner tied to a campaign exactly in the campaign’s route window', () => {
    const [, , blackFriday] = textBannerSchedulesOf(
      'de',
      settings.textBanners,
      campaignWindowsOf(campaigns),
      promotionStarts,
    );
    const { window } = campaignSchedule(nights);
    expect(evaluate(blackFriday!, window.start - 1000).shown).toBe(false);
    expect(evaluate(blackFriday!, window.start).shown).toBe(true);
    expect(evaluate(blackFriday!, window.end - 1000).shown).toBe(true);
    expect(evaluate(blackFriday!, window.end).shown).toBe(false);
  });

  it('reads back from its data attributes as the same schedule, stages from the page or its own', () => {
    const item = itemSchedule({ startTime: '2030-03-05T12:00:00+01:00', stages: [2] }, promotionStarts);
    const attributes = scheduleAttributes(item);
    const dataset = { showFrom: attributes['data-show-from'], showStages: attributes['data-show-stages'] };
    expect(scheduleFromAttributes(dataset, promotionStarts)).toEqual(item);
    const own = { ...dataset, stageStarts: JSON.stringify(promotionStarts) };
    expect(scheduleFromAttributes(own, [])).toEqual(item);
  });
});
