import { describe, expect, it } from 'vitest';
import { REGIONS } from '../../src/config/regions.ts';
import { ROUTE_TABLE } from '../../src/config/routes.ts';
import { loadCampaigns } from '../../src/data/load-data.ts';
import { campaignStageAt, campaignWindow } from '../../src/lib/campaign.ts';
import { buildRouteManifest } from '../../src/lib/route-manifest.ts';
import { parseInstant, windowState } from '../../src/lib/time-window.ts';
import { campaignScheduleSchema } from '../../src/schemas/campaign.ts';

const context = { root: process.cwd(), manifest: buildRouteManifest(ROUTE_TABLE) };
const SECOND = 1000;
const CAMPAIGN_REGIONS = ['us', 'uk', 'eu', 'fr', 'de'] as const;

/** Local wall-clock time of an instant in a region: "2026-11-14 09:00:00". */
const local = (instant: number, region: (typeof CAMPAIGN_REGIONS)[number]) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: REGIONS[region].timeZone,
    dateStyle: 'short',
    timeStyle: 'medium',
  }).format(instant);

// The season of the specs in 2026: sale times 09:00–23:59 CET/GMT, US 00:00–23:59 EST.
const EXPECTED = {
  'black-friday': {
    us: [
      ['2026-11-14 00:00:00', '2026-11-21 23:59:59'],
      ['2026-11-22 00:00:00', '2026-11-29 23:59:59'],
      ['2026-11-30 00:00:00', '2026-12-02 23:59:59'],
    ],
    uk: [
      ['2026-11-14 09:00:00', '2026-11-21 23:59:59'],
      ['2026-11-22 09:00:00', '2026-11-29 23:59:59'],
      ['2026-11-30 09:00:00', '2026-12-04 23:59:59'],
    ],
    eu: [
      ['2026-11-14 09:00:00', '2026-11-21 23:59:59'],
      ['2026-11-22 09:00:00', '2026-11-29 23:59:59'],
      ['2026-11-30 09:00:00', '2026-12-02 23:59:59'],
    ],
  },
  'christmas-sale': {
    us: [
      ['2026-12-09 00:00:00', '2026-12-24 23:59:59'],
      ['2026-12-25 00:00:00', '2026-12-31 23:59:59'],
    ],
    uk: [
      ['2026-12-09 09:00:00', '2026-12-24 23:59:59'],
      ['2026-12-25 09:00:00', '2027-01-02 23:59:59'],
    ],
    eu: [
      ['2026-12-09 09:00:00', '2026-12-24 23:59:59'],
      ['2026-12-25 09:00:00', '2027-01-12 23:59:59'],
    ],
  },
} as const;

describe.each(CAMPAIGN_REGIONS)('campaigns of %s', (region) => {
  const campaigns = loadCampaigns(context, region);

  describe.each(['black-friday', 'christmas-sale'] as const)('%s', (path) => {
    const campaign = campaigns[path]!;
    const expected = EXPECTED[path][region === 'fr' || region === 'de' ? 'eu' : region];

    it('runs on the season’s dates in the region’s local time', () => {
      expect(
        campaign.stages.map((stage) => [
          local(parseInstant(stage.start), region),
          local(parseInstant(stage.end), region),
        ]),
      ).toEqual(expected);
    });

    it.each(campaign.stages.map((stage) => [stage.stage, stage] as const))(
      'stage %i at every boundary',
      (number, stage) => {
        const start = parseInstant(stage.start);
        const end = parseInstant(stage.end);
        const previous = number === 1 ? null : number - 1;
        const next = number === campaign.stages.length ? null : number + 1;
        // Between two stages there is no sale (the night before a 09:00 opening), or the next stage.
        const before = campaignStageAt(campaign, start - SECOND);
        expect(before === null || before === previous).toBe(true);
        expect(campaignStageAt(campaign, start)).toBe(number);
        expect(campaignStageAt(campaign, start + SECOND)).toBe(number);
        expect(campaignStageAt(campaign, end - SECOND)).toBe(number);
        expect(campaignStageAt(campaign, end)).toBe(number);
        const after = campaignStageAt(campaign, end + SECOND);
        expect(after === null || after === next).toBe(true);
        if (next === null) expect(after).toBeNull();
      },
    );

    it('derives the route window from the same stages', () => {
      const window = campaignWindow(campaign);
      const first = parseInstant(campaign.stages[0]!.start);
      const last = parseInstant(campaign.stages.at(-1)!.end);
      expect(windowState(window, first - SECOND)).toBe('before');
      expect(windowState(window, first)).toBe('open');
      expect(windowState(window, last)).toBe('open');
      expect(windowState(window, last + SECOND)).toBe('closed');
      // The countdown runs to the window's end.
      expect(window.end).toBe(last + SECOND);
    });
  });
});

describe('UK Cyber Monday', () => {
  it('runs two days longer than in the EU', () => {
    const uk = loadCampaigns(context, 'uk')['black-friday']!;
    const eu = loadCampaigns(context, 'eu')['black-friday']!;
    expect(campaignStageAt(uk, parseInstant('2026-12-04T23:59:59Z'))).toBe(3);
    expect(campaignStageAt(eu, parseInstant('2026-12-04T12:00:00+01:00'))).toBeNull();
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

describe('display windows', () => {
  const campaign = loadCampaigns(context, 'eu')['black-friday']!;
  it('keep the closed stage on display overnight until the next opens, the last until its end', async () => {
    const { stageDisplayWindows, stagesDisplayWindow } = await import('../../src/lib/campaign.ts');
    const windows = stageDisplayWindows(campaign);
    expect(windows[0]).toEqual({
      stage: 1,
      start: parseInstant('2026-11-14T09:00:00+01:00'),
      end: parseInstant('2026-11-22T09:00:00+01:00'),
    });
    expect(windows[2]!.end).toBe(parseInstant('2026-12-02T23:59:59+01:00') + SECOND);
    expect(stagesDisplayWindow(campaign, [2, 3])).toEqual({ start: windows[1]!.start, end: windows[2]!.end });
  });
});
