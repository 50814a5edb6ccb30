import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REGION_CODES, type RegionCode } from '../../src/config/regions.ts';
import {
  loadCampaigns,
  loadHomePage,
  loadInfoPage,
  loadRegionChooser,
  loadRegionSettings,
} from '../../src/data/load-data.ts';
import { campaignWindowsOf, textBannerSchedulesOf } from '../../src/lib/campaign-windows.ts';
import { siteManifest } from '../../src/data/site-manifest.ts';
import { DataError } from '../../src/lib/data-error.ts';
import { stagesFromStarts } from '../../src/lib/schedule.ts';
import { parseInstant } from '../../src/lib/time-window.ts';
import type { RawJson } from './support/raw-json.ts';

// The site's manifest: links to data-gated pages (manuals) resolve as in the build.
const manifest = siteManifest(process.cwd());
const shipped = { root: process.cwd(), manifest };
// Made-up settings and campaigns whose values the tests know (tests/fixtures/unit/README.md).
const fixture = { root: 'tests/fixtures/unit', manifest };

/** A scratch project root holding the fixture settings as one region's, changed by `edit`. */
function withSettings(region: RegionCode, edit: (settings: RawJson) => void | string) {
  const root = mkdtempSync(join(tmpdir(), 'storefront-data-'));
  mkdirSync(join(root, 'regions', region), { recursive: true });
  const settings = JSON.parse(readFileSync(join(fixture.root, 'regions', 'de', 'settings.json'), 'utf8'));
  const replaced = edit(settings);
  writeFileSync(join(root, 'regions', region, 'settings.json'), replaced ?? JSON.stringify(settings));
  return { root, manifest };
}

function failure(run: () => unknown): DataError {
  try {
    run();
  } catch (error) {
    if (error instanceof DataError) return error;
    throw error;
  }
  throw new Error('expected a DataError');
}

describe.each(REGION_CODES)('data of %s', (region) => {
  it('as shipped passes its schemas and link checks', () => {
    expect(() => loadRegionSettings(shipped, region)).not.toThrow();
    expect(() => loadHomePage(shipped, region)).not.toThrow();
  });

  it('names the file and field of a missing field', () => {
    const error = failure(() =>
      loadRegionSettings(
        withSettings(region, (s) => void delete s.countdown),
        region,
      ),
    );
    expect(error.message).toContain(`regions/${region}/settings.json: countdown:`);
  });

  it('names the file and field of a malformed field', () => {
    const error = failure(() =>
      loadRegionSettings(
        withSettings(region, (s) => {
          s.nav[0].tag = { label: 'NEW', color: 'red' };
        }),
        region,
      ),
    );
    expect(error.message).toBe(`regions/${region}/settings.json: nav[0].tag.color: must be a #rrggbb colour`);
  });

  it('names the field of an internal link to a page the region does not build', () => {
    const error = failure(() =>
      loadRegionSettings(
        withSettings(region, (s) => {
          s.footer.links[0].link = '/no-such-page';
        }),
        region,
      ),
    );
    expect(error.message).toBe(
      `regions/${region}/settings.json: footer.links[0].link: links to "/no-such-page", but region ${region} builds no page at that path`,
    );
  });

  it('takes a social account only with the public page that sources its address', () => {
    expect(
      loadRegionSettings(
        withSettings(region, () => undefined),
        region,
      ).social,
    ).toHaveLength(1);
    const error = failure(() =>
      loadRegionSettings(
        withSettings(region, (settings) => {
          delete settings.social[0].source;
        }),
        region,
      ),
    );
    expect(error.message).toBe(
      `regions/${region}/settings.json: social[0].source: must name the brand’s public page that gives this address (docs/links.md)`,
    );
  });
});

describe('content validation', () => {
  it('rejects a currency in the settings, saying where the region’s currency is set', () => {
    const error = failure(() =>
      loadRegionSettings(
        withSettings('de', (s) => void (s.currency = 'EUR')),
        'de',
      ),
    );
    expect(error.message).toBe(
      'regions/de/settings.json: currency: is not set here: a region sells in the currency of its src/config/regions.ts entry',
    );
  });

  it('rejects a text banner that would run forever', () => {
    const error = failure(() =>
      loadRegionSettings(
        withSettings('us', (s) => void delete s.textBanners[0].endTime),
        'us',
      ),
    );
    expect(error.message).toMatch(
      /^regions\/us\/settings.json: textBanners\[0\]: needs an "endTime", a "stages" list or a "campaign"/,
    );
  });

  it('rejects a start time without an offset', () => {
    const error = failure(() =>
      loadRegionSettings(
        withSettings('us', (s) => void (s.nav[0].startTime = '2025-03-27 23:00')),
        'us',
      ),
    );
    expect(error.message).toContain(
      'regions/us/settings.json: nav[0].startTime: must be an ISO 8601 instant with an offset',
    );
  });

  it('rejects unknown fields, so typos do not pass silently', () => {
    const error = failure(() =>
      loadRegionSettings(
        withSettings('fr', (s) => void (s.buttons.unlcokSoon = 'x')),
        'fr',
      ),
    );
    expect(error.message).toContain('regions/fr/settings.json: buttons:');
  });

  it('rejects a popup whose policy label is not in its agreement sentence', () => {
    const error = failure(() =>
      loadRegionSettings(
        withSettings('us', (s) => void (s.newUserPopup.termsLabel = 'Terms and Conditions')),
        'us',
      ),
    );
    expect(error.message).toContain(
      'regions/us/settings.json: newUserPopup.termsLabel: must occur word for word in "agreement"',
    );
  });

  it('reports a file that is not JSON', () => {
    const error = failure(() =>
      loadRegionSettings(
        withSettings('jp', () => '{ "paymentMethods": '),
        'jp',
      ),
    );
    expect(error.message).toMatch(/^regions\/jp\/settings.json: \(file\): is not valid JSON/);
  });

  it('reports a missing file', () => {
    const root = mkdtempSync(join(tmpdir(), 'storefront-empty-'));
    expect(failure(() => loadHomePage({ root, manifest }, 'kr')).message).toBe(
      'content/home/kr.json: (file): is missing',
    );
  });

  it('accepts the shipped region chooser, which lists every region', () => {
    const chooser = loadRegionChooser(shipped);
    const regions = new Set(chooser.groups.flatMap((group) => group.entries.map((entry) => entry.region)));
    expect([...regions].sort()).toEqual([...REGION_CODES].sort());
  });
});

describe('support and policy pages', () => {
  const infoPages = manifest.filter((entry) => entry.page === 'info');
  const sectionIds = (path: string, region: RegionCode) =>
    loadInfoPage(shipped, path, region).sections.map((section) => section.id);

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
      expect(loadInfoPage(shipped, path, region).updated).toBeDefined();
    });
  });

  it('names the file and field of a policy whose date is not a day', () => {
    const root = mkdtempSync(join(tmpdir(), 'storefront-info-'));
    mkdirSync(join(root, 'content', 'support', 'privacy-policy'), { recursive: true });
    const page = JSON.parse(readFileSync('content/support/privacy-policy/fr.json', 'utf8'));
    writeFileSync(
      join(root, 'content', 'support', 'privacy-policy', 'fr.json'),
      JSON.stringify({ ...page, updated: '2026-02-31' }),
    );
    expect(failure(() => loadInfoPage({ root, manifest }, 'privacy-policy', 'fr')).message).toContain(
      'content/support/privacy-policy/fr.json: updated: must be a day written as YYYY-MM-DD',
    );
  });
});

describe('text banners tied to a campaign', () => {
  const windows = campaignWindowsOf(loadCampaigns(fixture, 'de'));
  const textBannerSchedules = (banners: Parameters<typeof textBannerSchedulesOf>[1], starts: number[]) =>
    textBannerSchedulesOf('de', banners, windows, starts);
  it('show exactly while the campaign’s page is open', () => {
    const settings = loadRegionSettings(fixture, 'de');
    const schedules = textBannerSchedules(settings.textBanners, []);
    expect(schedules[2]).toEqual({ window: windows['black-friday'] });
    expect(schedules[3]).toEqual({ window: windows['christmas-sale'] });
    expect(windows['black-friday']).toEqual({
      start: parseInstant('2030-11-14T09:00:00+01:00'),
      end: parseInstant('2030-12-02T23:59:59+01:00') + 1000,
    });
  });

  it('keep their own end time or stages when tied to none', () => {
    const settings = loadRegionSettings(fixture, 'de');
    const starts = (settings.promotionStages ?? []).map(parseInstant);
    const [until, staged] = textBannerSchedules(settings.textBanners, starts);
    expect(until).toEqual({ window: { end: parseInstant('2030-03-01T09:00:00+01:00') } });
    expect(staged).toEqual({ window: {}, stages: stagesFromStarts(starts), shownIn: [1, 2] });
  });

  it('names the banner of a campaign the region does not run', () => {
    const context = withSettings('de', (s) => void (s.textBanners[2].campaign = 'summer-sale'));
    const settings = loadRegionSettings(context, 'de');
    expect(failure(() => textBannerSchedules(settings.textBanners, [])).message).toBe(
      'regions/de/settings.json: textBanners[2].campaign: "summer-sale" is not a campaign of regions/de/campaigns.json (black-friday, christmas-sale)',
    );
  });

  it('refuses an end time next to a campaign', () => {
    const error = failure(() =>
      loadRegionSettings(
        withSettings('de', (s) => void (s.textBanners[2].endTime = '2026-12-02T23:59:59+01:00')),
        'de',
      ),
    );
    expect(error.message).toContain(
      'regions/de/settings.json: textBanners[2].endTime: takes its times from its "campaign"',
    );
  });
});
