import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { RegionCode } from '../config/regions.ts';
import { DataError } from '../lib/data-error.ts';
import { assertLinksResolve, withoutWithheldLinks } from '../lib/links.ts';
import { campaignWindowsOf, textBannerSchedulesOf } from '../lib/campaign-windows.ts';
import { parseDataFile } from '../lib/parse-data.ts';
import type { Schedule } from '../lib/schedule.ts';
import type { TimeWindow } from '../lib/time-window.ts';
import type { RouteManifest } from '../lib/route-manifest.ts';
import { campaignPageSchema, type CampaignPage } from '../schemas/campaign-page.ts';
import { regionCampaignsSchema, type CampaignSchedule, type RegionCampaigns } from '../schemas/campaign.ts';
import { infoPageSchema, type InfoPage } from '../schemas/info-page.ts';
import { catalogueSchema, type Catalogue } from '../schemas/catalogue.ts';
import { contactFactsSchema, contactPageSchema, type ContactFacts, type ContactPage } from '../schemas/contact.ts';
import { dealersSchema, type Dealers } from '../schemas/dealers.ts';
import { faqSchema, type Faq } from '../schemas/faq.ts';
import { homePageSchema, type HomePage } from '../schemas/home-page.ts';
import { regionChooserSchema, type RegionChooser } from '../schemas/region-chooser.ts';
import { regionSettingsSchema, type RegionSettings, type TextBanner } from '../schemas/region-settings.ts';
import { shippingReturnsSchema, type ShippingReturns } from '../schemas/shipping-returns.ts';
import {
  hongKongMacaoPageSchema,
  whereToBuyPageSchema,
  type HongKongMacaoPage,
  type WhereToBuyPage,
} from '../schemas/where-to-buy.ts';

/**
 * Build-time readers of the project's data files. Each one validates its file against its
 * schema and checks its internal links against the route manifest, so bad content fails the
 * build with the file and field named (relative to the project root).
 */
export interface DataContext extends DataFiles {
  manifest: RouteManifest;
}

/** Where the data files are: the project root, and for test builds a fixture folder over it. */
export interface DataFiles {
  root: string;
  /**
   * A folder laid out like the project (content/…, regions/…) whose files replace the
   * project's own of the same path: SITE_DATA_OVERLAY, test builds only (docs/build.md).
   */
  overlay?: string | undefined;
}

/** The absolute path of a data file (the overlay's copy when it has one) and its project-relative name. */
export function dataFile(context: DataFiles, ...segments: string[]): { absolute: string; file: string } {
  const file = relative(context.root, join(context.root, ...segments));
  const replaced = context.overlay ? join(context.root, context.overlay, file) : undefined;
  const absolute = replaced && existsSync(replaced) ? replaced : join(context.root, file);
  // Errors name the overlay's file when it is the one being read.
  return { absolute, file: relative(context.root, absolute) };
}

export function read(context: DataFiles, ...segments: string[]): { file: string; source: string } {
  const { absolute, file } = dataFile(context, ...segments);
  try {
    return { file, source: readFileSync(absolute, 'utf8') };
  } catch {
    throw new DataError(file, [{ field: '', message: 'is missing' }]);
  }
}

/** Checks a data file's internal links and leaves out list entries that link to withheld pages. */
function withCheckedLinks<T>(context: DataContext, file: string, data: T, region: RegionCode): T {
  assertLinksResolve(file, data, region, context.manifest);
  return withoutWithheldLinks(file, data, region, context.manifest);
}

export function loadRegionSettings(context: DataContext, region: RegionCode): RegionSettings {
  const { file, source } = read(context, 'regions', region, 'settings.json');
  const settings = parseDataFile(file, source, regionSettingsSchema);
  return withCheckedLinks(context, file, settings, region);
}

export function loadHomePage(context: DataContext, region: RegionCode): HomePage {
  const { file, source } = read(context, 'content', 'home', `${region}.json`);
  const home = parseDataFile(file, source, homePageSchema);
  return withCheckedLinks(context, file, home, region);
}

export function loadRegionChooser(context: DataContext): RegionChooser {
  const { file, source } = read(context, 'content', 'region-chooser.json');
  return parseDataFile(file, source, regionChooserSchema);
}

/** The region's catalogue: prices in its currency, stock, pre-sale and activity prices. */
export function loadCatalogue(context: DataContext, region: RegionCode): Catalogue {
  const { file, source } = read(context, 'regions', region, 'catalogue.json');
  const catalogue = parseDataFile(file, source, catalogueSchema);
  return withCheckedLinks(context, file, catalogue, region);
}

/** The region's staged campaigns (regions/<region>/campaigns.json; none when the file is absent). */
export function loadCampaigns(context: DataContext, region: RegionCode): RegionCampaigns {
  if (!existsSync(dataFile(context, 'regions', region, 'campaigns.json').absolute)) return {};
  const { file, source } = read(context, 'regions', region, 'campaigns.json');
  return parseDataFile(file, source, regionCampaignsSchema);
}

/** The windows of the region's campaign routes, derived from their stages (by route path). */
export function campaignWindows(context: DataContext, region: RegionCode): Record<string, TimeWindow> {
  return campaignWindowsOf(loadCampaigns(context, region));
}

/** When each of the region's text banners shows (see textBannerSchedulesOf). */
export function textBannerSchedules(
  context: DataContext,
  region: RegionCode,
  banners: readonly TextBanner[],
  promotionStarts: readonly number[],
): Schedule[] {
  return textBannerSchedulesOf(region, banners, campaignWindows(context, region), promotionStarts);
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

/**
 * Everything a campaign route of the region is built from, checked together: its schedule
 * (regions/<region>/campaigns.json), its page, and the catalogue entry of every product the page
 * shows (a product the region does not sell fails, naming the page's field).
 */
export function loadCampaign(
  context: DataContext,
  path: keyof RegionCampaigns,
  region: RegionCode,
): { schedule: CampaignSchedule; page: CampaignPage; catalogue: Catalogue } {
  const schedule = loadCampaigns(context, region)[path];
  if (!schedule)
    throw new DataError(join('regions', region, 'campaigns.json'), [{ field: path, message: 'is missing' }]);
  const page = loadCampaignPage(context, path, region);
  const catalogue = loadCatalogue(context, region);
  const shown = [
    ...(page.sneakPeek?.products ?? []).map((product, index) => ({ product, field: `sneakPeek.products[${index}]` })),
    ...page.groups.tabs.flatMap((tab, tabIndex) =>
      tab.products.map((product, index) => ({ product, field: `groups.tabs[${tabIndex}].products[${index}]` })),
    ),
  ];
  const unsold = shown.filter(({ product }) => !catalogue.products[product.key]);
  if (unsold.length) {
    throw new DataError(
      join('content', 'campaigns', path, `${region}.json`),
      unsold.map(({ product, field }) => ({
        field: `${field}.key`,
        message: `"${product.key}" is not in regions/${region}/catalogue.json`,
      })),
    );
  }
  return { schedule, page, catalogue };
}

/** A support information page in the region (content/support/<path>/<region>.json), links checked. */
export function loadInfoPage(context: DataContext, path: string, region: RegionCode): InfoPage {
  const { file, source } = read(context, 'content', 'support', path, `${region}.json`);
  const page = parseDataFile(file, source, infoPageSchema);
  return withCheckedLinks(context, file, page, region);
}

/** Every authorised dealer of the six where-to-buy lists (content/dealers.json). */
export function loadDealers(files: DataFiles): Dealers {
  const { file, source } = read(files, 'content', 'dealers.json');
  return parseDataFile(file, source, dealersSchema);
}

/** The where-to-buy page's copy in a region (content/where-to-buy/<region>.json). */
export function loadWhereToBuyPage(context: DataContext, region: RegionCode): WhereToBuyPage {
  const { file, source } = read(context, 'content', 'where-to-buy', `${region}.json`);
  return parseDataFile(file, source, whereToBuyPageSchema);
}

/** The Hong Kong and Macau page's copy in a region (content/where-to-buy/hongkong-macao/<region>.json). */
export function loadHongKongMacaoPage(context: DataContext, region: RegionCode): HongKongMacaoPage {
  const { file, source } = read(context, 'content', 'where-to-buy', 'hongkong-macao', `${region}.json`);
  return parseDataFile(file, source, hongKongMacaoPageSchema);
}

/** The brand's contact facts (content/contact.json): headquarters e-mail and offices. */
export function loadContactFacts(files: DataFiles): ContactFacts {
  const { file, source } = read(files, 'content', 'contact.json');
  return parseDataFile(file, source, contactFactsSchema);
}

/**
 * The contact page of a region: the shared facts and the region's copy, checked together
 * (the copy names every office of the facts).
 */
export function loadContactPage(context: DataContext, region: RegionCode): { facts: ContactFacts; copy: ContactPage } {
  const facts = loadContactFacts(context);
  const { file, source } = read(context, 'content', 'contact-us', `${region}.json`);
  const copy = parseDataFile(file, source, contactPageSchema);
  const unnamed = facts.offices.filter((office) => copy.offices.names[office.id] === undefined);
  if (unnamed.length) {
    throw new DataError(
      file,
      unnamed.map((office) => ({
        field: `offices.names.${office.id}`,
        message: `is missing: content/contact.json lists the office "${office.id}", which needs a name here`,
      })),
    );
  }
  return { facts, copy };
}

/**
 * The region's shipping and return figures for Product structured data
 * (regions/<region>/shipping-returns.json); none when the file is absent.
 */
export function loadShippingReturns(context: DataFiles, region: RegionCode): ShippingReturns | undefined {
  if (!existsSync(dataFile(context, 'regions', region, 'shipping-returns.json').absolute)) return undefined;
  const { file, source } = read(context, 'regions', region, 'shipping-returns.json');
  return parseDataFile(file, source, shippingReturnsSchema);
}
