import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../../src/config/routes.ts';
import { loadCampaigns } from '../../src/data/load-data.ts';
import { campaignStageAt, campaignWindow, stageDisplayWindows, stagesDisplayWindow } from '../../src/lib/campaign.ts';
import { buildRouteManifest } from '../../src/lib/route-manifest.ts';
import { parseInstant, windowState } from '../../src/lib/time-window.ts';
import { campaignScheduleSchema } from '../../src/schemas/campaign.ts';

const SECOND = 1000;
const at = parseInstant;
// Made-up campaigns (tests/fixtures/unit/README.md): a three-stage sale open 09:00 to 23:59 in
// Berlin with a night without a sale between stages, and a two-stage one without a gap.
const fixture = loadCampaigns({ root: 'tests/fixtures/unit', manifest: buildRouteManifest(ROUTE_TABLE) }, 'de');
const nights = fixture['black-friday']!;
const gapless = fixture['christmas-sale']!;

describe('the stage of a campaign at an instant', () => {
  it.each([
    ['a second before the first stage', '2030-11-14T08:59:59+01:00', null],
    ['the first instant of stage 1', '2030-11-14T09:00:00+01:00', 1],
    ['the last instant of stage 1', '2030-11-21T23:59:59+01:00', 1],
    ['the night after stage 1', '2030-11-22T00:00:00+01:00', null],
    ['a second before stage 2 opens', '2030-11-22T08:59:59+01:00', null],
    ['the first instant of stage 2', '2030-11-22T09:00:00+01:00', 2],
    ['the same instant written in UTC', '2030-11-22T08:00:00Z', 2],
    ['the last instant of stage 3', '2030-12-02T23:59:59+01:00', 3],
    ['a second after the last stage', '2030-12-03T00:00:00+01:00', null],
  ])('%s', (_label, instant, stage) => {
    expect(campaignStageAt(nights, at(instant))).toBe(stage);
  });

  it('passes from one stage to the next without a gap where the stages follow each other', () => {
    expect(campaignStageAt(gapless, at('2030-12-24T23:59:59+01:00'))).toBe(1);
    expect(campaignStageAt(gapless, at('2030-12-25T00:00:00+01:00'))).toBe(2);
  });
});

describe('the route window of a campaign', () => {
  it('opens with its first stage and closes a second after its last one, where the countdown runs to', () => {
    const window = campaignWindow(nights);
    expect(windowState(window, at('2030-11-14T08:59:59+01:00'))).toBe('before');
    expect(windowState(window, at('2030-11-14T09:00:00+01:00'))).toBe('open');
    // Open through the nights between stages: the page stays, showing the stage that closed.
    expect(windowState(window, at('2030-11-22T03:00:00+01:00'))).toBe('open');
    expect(windowState(window, at('2030-12-02T23:59:59+01:00'))).toBe('open');
    expect(windowState(window, at('2030-12-03T00:00:00+01:00'))).toBe('closed');
    expect(window.end).toBe(at('2030-12-02T23:59:59+01:00') + SECOND);
  });
});

describe('display windows', () => {
  it('keep the closed stage on display overnight until the next opens, the last until its end', () => {
    const windows = stageDisplayWindows(nights);
    expect(windows).toEqual([
      { stage: 1, start: at('2030-11-14T09:00:00+01:00'), end: at('2030-11-22T09:00:00+01:00') },
      { stage: 2, start: at('2030-11-22T09:00:00+01:00'), end: at('2030-11-30T09:00:00+01:00') },
      { stage: 3, start: at('2030-11-30T09:00:00+01:00'), end: at('2030-12-02T23:59:59+01:00') + SECOND },
    ]);
    expect(stagesDisplayWindow(nights, [2, 3])).toEqual({ start: windows[1]!.start, end: windows[2]!.end });
  });
});

describe('campaign schedule validation', () => {
  it('names a stage out of order', () => {
    const result = campaignScheduleSchema.safeParse({
      stages: [
        { stage: 1, start: '2026-11-14T09:00:00+01:00', end: '2026-11-21T23:59:59+01:00' },
        { stage: 2, start: '2026-11-20T09:00:00+01:00', end: '2026-11-29T23:59:59+01:00' },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['stages', 1, 'start'],
      message: 'must come after the previous stage ends',
    });
  });
});
