import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGION_CODES, type RegionCode } from '../../src/config/regions.ts';
import { ROUTE_TABLE } from '../../src/config/routes.ts';
import { readDataFile } from '../../src/lib/data-files.ts';
import { linkedData, loadRegionData, regionCollections } from '../../src/lib/region-rules.ts';
import { campaignWindowsOf, textBannerSchedulesOf } from '../../src/lib/campaign-windows.ts';
import { DataError } from '../../src/lib/data-error.ts';
import { buildRouteManifest } from '../../src/lib/route-manifest.ts';
import { stagesFromStarts } from '../../src/lib/schedule.ts';
import { parseInstant } from '../../src/lib/time-window.ts';
import type { RegionCampaigns } from '../../src/schemas/campaign.ts';
import type { InfoPage } from '../../src/schemas/info-page.ts';
import type { RegionChooser } from '../../src/schemas/region-chooser.ts';
import type { RegionSettings } from '../../src/schemas/region-settings.ts';
import { checkData } from '../../tools/data-check/check-data.ts';
import { testData, withData, type RegionTestData, testFiles } from '../support/test-data.ts';
import type { RawJson } from './support/raw-json.ts';
import { writeEdited } from '../support/written-data.ts';
import { withTheirKind } from '../support/spec-regions.ts';

// Every region's shipped data as its build holds it (schemas, link checks, cross-file rules).
const shipped = Object.fromEntries(
  await Promise.all(REGION_CODES.map(async (region) => [region, await testData(region)] as const)),
) as Record<RegionCode, RegionTestData>;
const shippedContext = (region: RegionCode) => ({ ...shipped[region].files, manifest: shipped[region].manifest });
/** The shipped data of `region` with some files replaced or removed (withData), for the rules. */
const shippedWith = (region: RegionCode, edits: Record<string, unknown>) => ({
  ...withData(shipped[region].files, edits),
  manifest: shipped[region].manifest,
});

// Made-up settings and campaigns whose values the tests know (tests/fixtures/unit/README.md), as
// Astro loaded them. The unit set is no whole project (no pages, no dealers), so its rules fail
// as a whole and testData(region, 'unit') has no data: its files are taken from its store.
const unit = {
  ...(await testFiles('unit')),
  manifest: buildRouteManifest(ROUTE_TABLE),
};
const UNIT_SETTINGS = 'regions/de/settings.json';

/** The shipped data of `region` with the fixture settings as its own, changed by `edit`. */
function withFixtureSettings(region: RegionCode, edit: (settings: RawJson) => void = () => undefined) {
  const settings: RawJson = structuredClone(readDataFile<RegionSettings>(unit, UNIT_SETTINGS));
  edit(settings);
  return shippedWith(region, { [`regions/${region}/settings.json`]: settings });
}

/** A region's settings with their links checked (the rule every build runs). */
const settingsOf = (context: Parameters<typeof linkedData>[0], region: RegionCode) =>
  linkedData<RegionSettings>(context, `regions/${region}/settings.json`, region);

function failure(run: () => unknown): DataError {
  try {
    run();
  } catch (error) {
    if (error instanceof DataError) return error;
    throw error;
  }
  throw new Error('expected a DataError');
}

/**
 * Files that fail their schema or are not JSON, each laid out as in the project, all checked by
 * one `npm run check:data` (one content sync): what Astro's load says of each, file and field.
 * Every region's settings are the fixture settings with three fields broken, some regions' with more.
 */
const BROKEN: Record<string, string | ((data: RawJson) => void)> = {
  ...Object.fromEntries(
    REGION_CODES.map((region) => [
      `regions/${region}/settings.json`,
      (settings: RawJson) => {
        delete settings.countdown;
        settings.nav[0].tag = { label: 'NEW', color: 'red' };
        delete settings.social[0].source;
        if (region === 'de') {
          settings.currency = 'EUR';
          settings.textBanners[2].endTime = '2026-12-02T23:59:59+01:00';
        }
        if (region === 'us') {
          delete settings.textBanners[0].endTime;
          settings.nav[0].startTime = '2025-03-27 23:00';
          settings.newUserPopup.termsLabel = 'Terms and Conditions';
        }
        if (region === 'fr') settings.buttons.unlcokSoon = 'x';
      },
    ]),
  ),
  'regions/jp/campaigns.json': '{ "black-friday": ',
  'content/support/privacy-policy/fr.json': (page: RawJson) => (page.updated = '2026-02-31'),
};

/** Where BROKEN's files start from: the fixture settings, or the project's own file. */
const original = (file: string) =>
  file.endsWith('/settings.json') ? join('tests/fixtures/unit', UNIT_SETTINGS) : file;

const scratch = mkdtempSync(join(tmpdir(), 'storefront-data-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let reported: string[] = [];
beforeAll(async () => {
  for (const [file, edit] of Object.entries(BROKEN)) writeEdited(scratch, file, edit, original(file));
  reported = await checkData(scratch);
}, 120_000);

/** The one line check:data reports for a file and field. */
const reportedFor = (fileAndField: string) => reported.filter((line) => line.startsWith(`${fileAndField}: `));

describe.each(REGION_CODES)('data of %s', (region) => {
  it('as shipped passes its schemas, link checks and cross-file rules', () => {
    expect(() => loadRegionData(shippedContext(region), region)).not.toThrow();
  });

  it('names the file and field of a missing field', () => {
    expect(reportedFor(`regions/${region}/settings.json: countdown`)).toHaveLength(1);
  });

  it('names the file and field of a malformed field', () => {
    expect(reported).toContain(`regions/${region}/settings.json: nav[0].tag.color: must be a #rrggbb colour`);
  });

  it('names the field of an internal link to a page the region does not build', () => {
    const context = withFixtureSettings(region, (s) => (s.footer.links[0].link = '/support/no-such-page'));
    expect(failure(() => settingsOf(context, region)).message).toBe(
      `regions/${region}/settings.json: footer.links[0].link: links to "/support/no-such-page", but region ${region} builds no page at that path`,
    );
  });

  it('says how to add the campaign an internal link names, where the region may run it', () => {
    const context = withFixtureSettings(region, (s) => {
      s.footer.links[0].link = '/fixture-sale';
      s.footer.links[1].link = '/flagship-megatron#specs';
    });
    const kept = withTheirKind('us', 'uk', 'eu', 'fr', 'de').includes(region);
    expect(failure(() => settingsOf(context, region)).message.split('\n')).toEqual([
      `regions/${region}/settings.json: footer.links[0].link: links to "/fixture-sale", but region ${region} has no campaign "fixture-sale": add it to regions/${region}/campaigns.json and its copy to content/campaigns/fixture-sale/${region}.json`,
      // A product page's path is no campaign's, even where the region has no such page.
      ...(kept
        ? []
        : [
            `regions/${region}/settings.json: footer.links[1].link: links to "/flagship-megatron#specs", but region ${region} builds no page at that path`,
          ]),
    ]);
  });

  it('takes a social account only with the public page that sources its address', () => {
    expect(settingsOf(withFixtureSettings(region), region).social).toHaveLength(1);
    expect(reported).toContain(
      `regions/${region}/settings.json: social[0].source: must name the brand’s public page that gives this address (docs/links.md)`,
    );
  });
});

describe('content validation', () => {
  it('rejects a currency in the settings, saying where the region’s currency is set', () => {
    expect(reported).toContain(
      'regions/de/settings.json: currency: is not set here: a region sells in the currency of its src/config/regions.ts entry',
    );
  });

  it('rejects a text banner that would run forever', () => {
    expect(reportedFor('regions/us/settings.json: textBanners[0]')).toEqual([
      expect.stringMatching(
        /^regions\/us\/settings.json: textBanners\[0\]: needs an "endTime", a "stages" list or a "campaign"/,
      ),
    ]);
  });

  it('rejects a start time without an offset', () => {
    expect(reportedFor('regions/us/settings.json: nav[0].startTime')).toEqual([
      expect.stringContaining('regions/us/settings.json: nav[0].startTime: must be an ISO 8601 instant with an offset'),
    ]);
  });

  it('rejects unknown fields, so typos do not pass silently', () => {
    expect(reportedFor('regions/fr/settings.json: buttons')).toHaveLength(1);
  });

  it('rejects a popup whose policy label is not in its agreement sentence', () => {
    expect(reportedFor('regions/us/settings.json: newUserPopup.termsLabel')).toEqual([
      expect.stringContaining(
        'regions/us/settings.json: newUserPopup.termsLabel: must occur word for word in "agreement"',
      ),
    ]);
  });

  it('reports a file that is not JSON', () => {
    expect(reportedFor('regions/jp/campaigns.json: (file)')).toEqual([
      expect.stringMatching(/^regions\/jp\/campaigns.json: \(file\): is not valid JSON/),
    ]);
  });

  it('reports a missing file', () => {
    const context = shippedWith('kr', { 'content/home/kr.json': undefined });
    expect(failure(() => regionCollections(context, 'kr').home()).message).toBe(
      'content/home/kr.json: (file): is missing',
    );
  });

  it('reports only what is broken: the fixture settings as they are pass in every region', () => {
    for (const region of REGION_CODES) {
      expect(() => settingsOf(withFixtureSettings(region), region)).not.toThrow();
    }
  });

  it('accepts the shipped region chooser, which lists every region', () => {
    const chooser = readDataFile<RegionChooser>(shippedContext('us'), 'content/region-chooser.json');
    const regions = new Set(chooser.groups.flatMap((group) => group.entries.map((entry) => entry.region)));
    expect([...regions].sort()).toEqual([...REGION_CODES].sort());
  });
});

describe('support and policy pages', () => {
  const infoPages = shipped.us.manifest.filter((entry) => entry.page === 'info');
  const sectionIds = (path: string, region: RegionCode) =>
    linkedData<InfoPage>(shippedContext(region), `content/support/${path}/${region}.json`, region).sections.map(
      (section) => section.id,
    );

  // Anchors (/technical-support#where-to-send) must work in every language of a page, so each
  // translation keeps the section list of the page's first region.
  describe.each(infoPages.map((entry) => [entry.path, entry.regions] as const))('%s', (path, regions) => {
    const reference = regions[0]!;
    it.each(regions.slice(1))(`in %s keeps the sections of ${reference}`, (region) => {
      expect(sectionIds(path, region)).toEqual(sectionIds(path, reference));
    });
  });

  describe.each(['terms-use', 'privacy-policy', 'cookies-policy'])('%s', (path) => {
    it.each(REGION_CODES)('in %s says when it was last updated', (region) => {
      expect(
        linkedData<InfoPage>(shippedContext(region), `content/support/${path}/${region}.json`, region).updated,
      ).toBeDefined();
    });
  });

  it('names the file and field of a policy whose date is not a day', () => {
    expect(reportedFor('content/support/privacy-policy/fr.json: updated')).toEqual([
      expect.stringContaining('content/support/privacy-policy/fr.json: updated: must be a day written as YYYY-MM-DD'),
    ]);
  });
});

describe('text banners tied to a campaign', () => {
  const windows = campaignWindowsOf(readDataFile<RegionCampaigns>(unit, 'regions/de/campaigns.json'));
  const textBannerSchedules = (banners: Parameters<typeof textBannerSchedulesOf>[1], starts: number[]) =>
    textBannerSchedulesOf('de', banners, windows, starts);
  it('show exactly while the campaign’s page is open', () => {
    const settings = readDataFile<RegionSettings>(unit, UNIT_SETTINGS);
    const schedules = textBannerSchedules(settings.textBanners, []);
    expect(schedules[2]).toEqual({ window: windows['black-friday'] });
    expect(schedules[3]).toEqual({ window: windows['christmas-sale'] });
    expect(windows['black-friday']).toEqual({
      start: parseInstant('2030-11-14T09:00:00+01:00'),
      end: parseInstant('2030-12-02T23:59:59+01:00') + 1000,
    });
  });

  it('keep their own end time or stages when tied to none', () => {
    const settings = readDataFile<RegionSettings>(unit, UNIT_SETTINGS);
    const starts = (settings.promotionStages ?? []).map(parseInstant);
    const [until, staged] = textBannerSchedules(settings.textBanners, starts);
    expect(until).toEqual({ window: { end: parseInstant('2030-03-01T09:00:00+01:00') } });
    expect(staged).toEqual({ window: {}, stages: stagesFromStarts(starts), shownIn: [1, 2] });
  });

  it('names the banner of a campaign the region does not run', () => {
    const settings = structuredClone(readDataFile<RegionSettings>(unit, UNIT_SETTINGS));
    settings.textBanners[2]!.campaign = 'summer-sale';
    expect(failure(() => textBannerSchedules(settings.textBanners, [])).message).toBe(
      'regions/de/settings.json: textBanners[2].campaign: "summer-sale" is not a campaign of regions/de/campaigns.json (black-friday, christmas-sale)',
    );
  });

  it('refuses an end time next to a campaign', () => {
    expect(reportedFor('regions/de/settings.json: textBanners[2].endTime')).toEqual([
      expect.stringContaining('regions/de/settings.json: textBanners[2].endTime: takes its times from its "campaign"'),
    ]);
  });
});
