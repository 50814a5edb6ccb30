import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REGIONS, type RegionCode } from '../config/regions.ts';
import { DataError } from '../lib/data-error.ts';
import { assertLinksResolve } from '../lib/links.ts';
import { campaignWindow } from '../lib/campaign.ts';
import { parseDataFile } from '../lib/parse-data.ts';
import { scheduleOf, type Schedule } from '../lib/schedule.ts';
import type { TimeWindow } from '../lib/time-window.ts';
import type { RouteManifest } from '../lib/route-manifest.ts';
import { campaignPageSchema, type CampaignPage } from '../schemas/campaign-page.ts';
import { regionCampaignsSchema, type RegionCampaigns } from '../schemas/campaign.ts';
import { infoPageSchema, type InfoPage } from '../schemas/info-page.ts';
import { catalogueSchema, type Catalogue } from '../schemas/catalogue.ts';
import { faqSchema, type Faq } from '../schemas/faq.ts';
import { homePageSchema, type HomePage } from '../schemas/home-page.ts';
import { regionChooserSchema, type RegionChooser } from '../schemas/region-chooser.ts';
import { regionSettingsSchema, type RegionSettings, type TextBanner } from '../schemas/region-settings.ts';

/**
 * Build-time readers of the project's data files. Each one validates its file against its
 * schema and checks its internal links against the route manifest, so bad content fails the
 * build with the file and field named (relative to the project root).
 */
export interface DataContext {
  root: string;
  manifest: RouteManifest;
}

function read(context: DataContext, ...segments: string[]): { file: string; source: string } {
  const absolute = join(context.root, ...segments);
  const file = relative(context.root, absolute);
  try {
    return { file, source: readFileSync(absolute, 'utf8') };
  } catch {
    throw new DataError(file, [{ field: '', message: 'is missing' }]);
  }
}

export function loadRegionSettings(context: DataContext, region: RegionCode): RegionSettings {
  const { file, source } = read(context, 'regions', region, 'settings.json');
  const settings = parseDataFile(file, source, regionSettingsSchema);
  if (settings.currency !== REGIONS[region].currency) {
    throw new DataError(file, [
      {
        field: 'currency',
        message: `is ${settings.currency}, but region ${region} sells in ${REGIONS[region].currency}`,
      },
    ]);
  }
  assertLinksResolve(file, settings, region, context.manifest);
  return settings;
}

export function loadHomePage(context: DataContext, region: RegionCode): HomePage {
  const { file, source } = read(context, 'content', 'home', `${region}.json`);
  const home = parseDataFile(file, source, homePageSchema);
  assertLinksResolve(file, home, region, context.manifest);
  return home;
}

export function loadRegionChooser(context: DataContext): RegionChooser {
  const { file, source } = read(context, 'content', 'region-chooser.json');
  return parseDataFile(file, source, regionChooserSchema);
}

/** The region's catalogue: prices in its currency, stock, pre-sale and activity prices. */
export function loadCatalogue(context: DataContext, region: RegionCode): Catalogue {
  const { file, source } = read(context, 'regions', region, 'catalogue.json');
  const catalogue = parseDataFile(file, source, catalogueSchema);
  assertLinksResolve(file, catalogue, region, context.manifest);
  return catalogue;
}

/** The region's staged campaigns (regions/<region>/campaigns.json; none when the file is absent). */
export function loadCampaigns(context: DataContext, region: RegionCode): RegionCampaigns {
  const file = join('regions', region, 'campaigns.json');
  if (!existsSync(join(context.root, file))) return {};
  const { source } = read(context, 'regions', region, 'campaigns.json');
  return parseDataFile(file, source, regionCampaignsSchema);
}

/** The windows of the region's campaign routes, derived from their stages (by route path). */
export function campaignWindows(context: DataContext, region: RegionCode): Record<string, TimeWindow> {
  return Object.fromEntries(
    Object.entries(loadCampaigns(context, region)).flatMap(([path, campaign]) =>
      campaign ? [[path, campaignWindow(campaign)]] : [],
    ),
  );
}

/**
 * When each of the region's text banners shows: its own end time and stages, or, for a banner
 * tied to a campaign, that campaign's window (the same one the campaign route is gated by).
 */
export function textBannerSchedules(
  context: DataContext,
  region: RegionCode,
  banners: readonly TextBanner[],
): Schedule[] {
  const windows = campaignWindows(context, region);
  return banners.map((banner, index) => {
    if (banner.campaign === undefined) return scheduleOf(banner);
    const window = windows[banner.campaign];
    if (!window) {
      throw new DataError(join('regions', region, 'settings.json'), [
        {
          field: `textBanners[${index}].campaign`,
          message: `"${banner.campaign}" is not a campaign of regions/${region}/campaigns.json (${Object.keys(windows).join(', ') || 'none'})`,
        },
      ]);
    }
    return { window, stages: banner.stages };
  });
}

/** The region's FAQ (content/faq/<region>.json). */
export function loadFaq(context: DataContext, region: RegionCode): Faq {
  const { file, source } = read(context, 'content', 'faq', `${region}.json`);
  return parseDataFile(file, source, faqSchema);
}

/** A campaign page's copy and products in the region (content/campaigns/<path>/<region>.json). */
export function loadCampaignPage(context: DataContext, path: string, region: RegionCode): CampaignPage {
  const { file, source } = read(context, 'content', 'campaigns', path, `${region}.json`);
  return parseDataFile(file, source, campaignPageSchema);
}

/** A support information page in the region (content/support/<path>/<region>.json), links checked. */
export function loadInfoPage(context: DataContext, path: string, region: RegionCode): InfoPage {
  const { file, source } = read(context, 'content', 'support', path, `${region}.json`);
  const page = parseDataFile(file, source, infoPageSchema);
  assertLinksResolve(file, page, region, context.manifest);
  return page;
}
