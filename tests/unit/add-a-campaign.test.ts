import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REGION_CODES } from '../../src/config/regions.ts';
import { regionRules } from '../../src/lib/region-rules.ts';
import { findEntry, regionsWithPage } from '../../src/lib/route-manifest.ts';
import type { RegionCampaigns } from '../../src/schemas/campaign.ts';
import { loadRegions } from '../../tools/data-check/check-data.ts';
import { assembleDataRoot, buildFrom, refusals, withData } from '../support/test-data.ts';
import { writeEdited, writtenData } from '../support/written-data.ts';

/**
 * docs/campaigns.md, "Add a campaign", done on a copy of the shipped data (in the project's
 * node_modules, so that its build shares nothing with another): a schedule in
 * regions/us/campaigns.json, the copy of tests/fixtures/campaign, a banner linking the page. No
 * file outside regions/ and content/ changes, and the site has the page.
 */
const SCRATCH = join('node_modules', '.test-builds', `add-a-campaign-${process.pid}`);
afterAll(() => rmSync(SCRATCH, { recursive: true, force: true }));

// 1. The schedule (2. the copy is tests/fixtures/campaign/content/campaigns/spring-sale/us.json).
const SCHEDULE = {
  stages: [
    { stage: 1, start: '2027-03-20T00:00:00-04:00', end: '2027-03-31T23:59:59-04:00' },
    { stage: 2, start: '2027-04-01T00:00:00-04:00', end: '2027-04-10T23:59:59-04:00' },
  ],
};
// 3. A banner that shows while the campaign's page is open.
const BANNER = {
  label: 'Fixture Spring Sale is on',
  link: '/spring-sale',
  bg: '#1f4fa3',
  color: '#ffffff',
  campaign: 'spring-sale',
};

const root = assembleDataRoot(join(SCRATCH, 'data'), 'tests/fixtures/campaign');
writeEdited(root, 'regions/us/campaigns.json', (campaigns) => (campaigns['spring-sale'] = SCHEDULE));
writeEdited(root, 'regions/us/settings.json', (settings) => settings.textBanners.push(BANNER));
const bannerIndex = (writtenData('regions/us/settings.json').textBanners as unknown[]).length;
const copy = writtenData('tests/fixtures/campaign/content/campaigns/spring-sale/us.json');

// 4. `npm run check:data`: every region's load, as check:data makes it.
const loads = await loadRegions(root, REGION_CODES);
const us = loads.get('us')!.data!;

/** The us files with regions/us/campaigns.json changed by `edit`. */
const withCampaigns = (edit: (campaigns: RegionCampaigns) => void, more: Record<string, unknown> = {}) => {
  const campaigns = structuredClone(us.files.loaded.get('regions/us/campaigns.json')) as RegionCampaigns;
  edit(campaigns);
  return withData(us.files, { 'regions/us/campaigns.json': campaigns, ...more });
};

describe('a campaign added as data only (docs/campaigns.md, "Add a campaign")', () => {
  it('passes check:data in every region', () => {
    for (const region of REGION_CODES) expect(loads.get(region)!.failures).toEqual([]);
  });

  it('gets a page in us only, in every region’s route manifest', () => {
    for (const region of REGION_CODES) {
      const { manifest } = loads.get(region)!.data!.record;
      expect(regionsWithPage(manifest, 'spring-sale')).toEqual(['us']);
      expect(findEntry(manifest, 'spring-sale')).toMatchObject({ name: 'spring-sale', page: 'campaign' });
    }
  });

  it('shows its copy, and keeps the banner tied to it', () => {
    const page = us.record.entries.campaignPages.find((entry) => entry.id === 'spring-sale')!.data.page;
    expect(page.head.title).toBe('Fixture Spring Sale | Robosen');
    expect(us.record.entries.settings[0]!.data.textBanners[bannerIndex]).toEqual(BANNER);
  });

  it('without its copy, fails naming the schedule, the copy to add and the link to it', () => {
    const lines = refusals(withData(us.files, { 'content/campaigns/spring-sale/us.json': undefined }), 'us');
    expect(lines).toContain(
      'regions/us/campaigns.json: spring-sale: has no copy: add content/campaigns/spring-sale/us.json',
    );
    expect(lines).toContain(
      `regions/us/settings.json: textBanners[${bannerIndex}].link: links to "/spring-sale", but region us has no campaign "spring-sale": add it to regions/us/campaigns.json and its copy to content/campaigns/spring-sale/us.json`,
    );
  });

  it('without its schedule, fails naming the copy and the schedule to add it to', () => {
    const lines = refusals(
      withCampaigns((campaigns) => delete campaigns['spring-sale']),
      'us',
    );
    expect(lines).toContain(
      'content/campaigns/spring-sale/us.json: (file): has no schedule: add "spring-sale" to regions/us/campaigns.json',
    );
  });

  it('names a stage of its copy that its schedule lacks, where the page would otherwise fail to render', () => {
    const files = withCampaigns((campaigns) => (campaigns['spring-sale'] = { stages: [SCHEDULE.stages[0]!] }));
    expect(refusals(files, 'us')).toEqual([
      'content/campaigns/spring-sale/us.json: timeline.items[1].stage: names stage 2, which "spring-sale" in regions/us/campaigns.json does not have (it has 1): add the stage there, or name one of those',
    ]);
  });

  it('may not take the path of a page', () => {
    const files = withCampaigns((campaigns) => (campaigns.faq = SCHEDULE), { 'content/campaigns/faq/us.json': copy });
    expect(refusals(files, 'us')).toEqual([
      'regions/us/campaigns.json: faq: campaign "faq" would replace the page /faq: choose another id',
    ]);
  });

  it('may not take the path of a region’s store, where cn’s pages sit beside them', () => {
    const files = withCampaigns((campaigns) => (campaigns.uk = SCHEDULE), { 'content/campaigns/uk/us.json': copy });
    expect(refusals(files, 'us')).toEqual([
      'regions/us/campaigns.json: uk: campaign "uk" would take /uk, where the uk store\'s pages are: choose another id',
    ]);
  });

  it('a link to a campaign the region does not run says how to add it', () => {
    const settings = structuredClone(us.files.loaded.get('regions/us/settings.json')) as { textBanners: object[] };
    settings.textBanners[bannerIndex] = { ...BANNER, link: '/summer-sale' };
    expect(refusals(withData(us.files, { 'regions/us/settings.json': settings }), 'us')).toEqual([
      `regions/us/settings.json: textBanners[${bannerIndex}].link: links to "/summer-sale", but region us has no campaign "summer-sale": add it to regions/us/campaigns.json and its copy to content/campaigns/summer-sale/us.json`,
    ]);
  });

  it('keeps a campaign the content spec names within its regions', () => {
    const blackFriday = us.files.loaded.get('content/campaigns/black-friday/us.json');
    const schedule = (us.files.loaded.get('regions/us/campaigns.json') as RegionCampaigns)['black-friday'];
    const files = withData(us.files, {
      'regions/kr/campaigns.json': { 'black-friday': schedule },
      'content/campaigns/black-friday/kr.json': blackFriday,
    });
    expect(refusals(files, 'kr')).toEqual([
      'regions/kr/campaigns.json: black-friday: the content spec runs "black-friday" in us, uk, eu, fr, de only (src/config/availability.ts): remove it here, or give kr\'s campaign another id',
    ]);
    expect(regionsWithPage(regionRules(files, 'us').manifest, 'black-friday')).not.toContain('kr');
  });

  it('builds /us/spring-sale with its copy, its banner and its sitemap entry (npm run build -- us)', () => {
    const dist = join(SCRATCH, 'dist');
    const build = buildFrom(root, 'us', dist, '2027-03-25T12:00:00-04:00');
    expect(build.status, `${build.stdout}${build.stderr}`).toBe(0);
    const page = readFileSync(join(dist, 'us/spring-sale/index.html'), 'utf8');
    expect(page).toContain('<title>Fixture Spring Sale | Robosen</title>');
    expect(page).toContain('Fixture first stage');
    expect(readFileSync(join(dist, 'us/index.html'), 'utf8')).toMatch(
      /<a [^>]*href="\/us\/spring-sale"[^>]*>[^<]*Fixture Spring Sale is on/,
    );
    expect(readFileSync(join(dist, 'us/sitemap.xml'), 'utf8')).toContain(
      '<loc>https://www.robosen.com/us/spring-sale</loc>',
    );
  }, 300_000);
});
