import { afterEach, describe, expect, it, vi } from 'vitest';
import { readDataFile } from '../../src/lib/data-files.ts';
import { regionDisplayLabel } from '../../src/lib/region-label.ts';
import type { RegionSettings } from '../../src/schemas/region-settings.ts';
import { regionChooserSchema } from '../../src/schemas/region-chooser.ts';
import { messageIn } from '../../src/schemas/field-texts.ts';
import { writtenData } from '../support/written-data.ts';
import { testFiles } from '../support/test-data.ts';
import { stubPage } from './support/page-globals.ts';

// Platform spec point 3, region store: "For region us the label is 'Canada - English' when the
// country is CA and 'Other Regions - English' when the country is anything else other than US;
// otherwise the label is a translated region label." The labels come from the fixture settings
// of the us store (tests/fixtures/data/regions/us/settings.json), as the layout hands them over.
const US_FIXTURE = readDataFile<RegionSettings>(await testFiles('fixture', 'us'), 'regions/us/settings.json');

describe('regionDisplayLabel, us store (home country US)', () => {
  it.each([
    ['CA', 'Canada - English'],
    ['MX', 'Other Regions - English'],
    ['GB', 'Other Regions - English'],
    ['CN', 'Other Regions - English'],
    ['other', 'Other Regions - English'],
    // Its home country, or no country stored: its own translated label.
    ['US', 'United States - English'],
    ['', 'United States - English'],
    [null, 'United States - English'],
  ])('stored country %j → %s', (country, expected) => {
    expect(regionDisplayLabel({ ...US_FIXTURE.region, homeCountry: 'US', country })).toBe(expected);
  });
});

describe('regionDisplayLabel, a store without labels per country keeps its translated label', () => {
  it.each([null, '', 'CA', 'MX', 'DE', 'other'])('de, stored country %j → Deutschland - Deutsch', (country) => {
    expect(regionDisplayLabel({ label: 'Deutschland - Deutsch', homeCountry: 'DE', country })).toBe(
      'Deutschland - Deutsch',
    );
  });

  it('a list of labels per country without "other" leaves any other country on the store’s own label', () => {
    const countryLabels = { CA: 'Canada - English' };
    expect(
      regionDisplayLabel({ label: 'United States - English', countryLabels, homeCountry: 'US', country: 'MX' }),
    ).toBe('United States - English');
  });
});

describe('region store (spec point 3: region, language-region code, language, country kept in local storage, label)', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** The region store of a page of `region`, with the visitor's stored country, loaded afresh. */
  async function openPage(region: string | undefined, stored: Record<string, string>, labels = US_FIXTURE.region) {
    const page = stubPage({
      url: 'https://www.robosen.com/',
      dataset: region ? { region } : {},
      stored,
    });
    vi.resetModules();
    const store = await import('../../src/stores/region.ts');
    return { ...page, ...store, $region: store.regionStore(labels) };
  }

  it.each([
    [{ 'region-country': 'CA' }, 'CA', 'Canada - English'],
    [{ 'region-country': 'other' }, 'other', 'Other Regions - English'],
    [{ 'region-country': 'US' }, 'US', 'United States - English'],
    [{}, '', 'United States - English'],
    // A stored value that is no country is dropped (and the visitor is as one who chose none).
    [{ 'region-country': 'ca; drop' }, '', 'United States - English'],
  ])('us page, stored %j → country %j, label %s', async (stored, country, label) => {
    const { $region } = await openPage('us', stored);
    expect($region.get()).toEqual({ region: 'us', locale: 'en-US', language: 'en', country, label });
  });

  it('choosing a country keeps it in local storage and changes the label at once', async () => {
    const page = await openPage('us', {});
    const labels: string[] = [];
    page.$region.subscribe((state) => labels.push(state.label));
    page.chooseCountry('CA');
    page.chooseCountry('FR');
    expect(labels).toEqual(['United States - English', 'Canada - English', 'Other Regions - English']);
    expect(page.storage.items.get('region-country')).toBe('FR');
  });

  it.each([
    ['de', { label: 'Deutschland - Deutsch' }, { region: 'de', locale: 'de-DE', language: 'de' }],
    ['jp', { label: '日本 - 日本語' }, { region: 'jp', locale: 'ja-JP', language: 'ja' }],
    // A page without data-region is the default region, cn.
    [undefined, { label: '中国大陆 - 简体中文' }, { region: 'cn', locale: 'zh-CN', language: 'zh' }],
  ] as const)('a %s page keeps its translated label for a visitor from CA', async (region, labels, expected) => {
    const { $region } = await openPage(region, { 'region-country': 'CA' }, labels as typeof US_FIXTURE.region);
    expect($region.get()).toEqual({ ...expected, country: 'CA', label: labels.label });
  });
});

describe('the region chooser (content/region-chooser.json)', () => {
  it('leads to every store of the registry: one with no entry is named with the fix', () => {
    const chooser = writtenData('content/region-chooser.json');
    expect(regionChooserSchema.safeParse(chooser).success).toBe(true);
    for (const group of chooser.groups) {
      group.entries = group.entries.filter((entry: { region: string }) => entry.region !== 'jp');
    }
    const result = regionChooserSchema.safeParse(chooser);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), messageIn(issue.message, 'en')])).toEqual([
      ['groups', 'has no entry for region jp: add one with "region": "jp"'],
    ]);
  });
});
