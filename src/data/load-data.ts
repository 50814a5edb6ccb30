import { join } from 'node:path';
import type { RegionCode } from '../config/regions.ts';
import { DataError } from '../lib/data-error.ts';
import { assertLinksResolve, withoutWithheldLinks } from '../lib/links.ts';
import type { RouteManifest } from '../lib/route-manifest.ts';
import type { CampaignPage } from '../schemas/campaign-page.ts';
import type { CampaignSchedule, RegionCampaigns } from '../schemas/campaign.ts';
import type { InfoPage } from '../schemas/info-page.ts';
import type { Catalogue } from '../schemas/catalogue.ts';
import type { ContactFacts, ContactPage } from '../schemas/contact.ts';
import type { Dealers } from '../schemas/dealers.ts';
import type { Faq } from '../schemas/faq.ts';
import type { HomePage } from '../schemas/home-page.ts';
import type { RegionChooser } from '../schemas/region-chooser.ts';
import type { RegionSettings } from '../schemas/region-settings.ts';
import type { ShippingReturns } from '../schemas/shipping-returns.ts';
import type { HongKongMacaoPage, WhereToBuyPage } from '../schemas/where-to-buy.ts';
import { dataFileName, readDataFile, readOptionalDataFile, type DataFiles } from './data-files.ts';

/**
 * The rules over single data files and small groups of them that the region's entries are made
 * from (src/data/region-data.ts). Each reader takes its file, as Astro loaded and validated it,
 * from src/data/data-files.ts and checks its internal links against the route manifest, so bad
 * content fails the build with the file and field named.
 */
export interface DataContext extends DataFiles {
  manifest: RouteManifest;
}

export type { DataFiles };

/** Checks a data file's internal links and leaves out list entries that link to withheld pages. */
function withCheckedLinks<T>(context: DataContext, path: string, data: T, region: RegionCode): T {
  // Errors name the overlay's file when it is the one read.
  const file = dataFileName(context, path);
  assertLinksResolve(file, data, region, context.manifest);
  return withoutWithheldLinks(file, data, region, context.manifest);
}

export function loadRegionSettings(context: DataContext, region: RegionCode): RegionSettings {
  const file = join('regions', region, 'settings.json');
  const settings = readDataFile<RegionSettings>(context, file);
  return withCheckedLinks(context, file, settings, region);
}

export function loadHomePage(context: DataContext, region: RegionCode): HomePage {
  const file = join('content', 'home', `${region}.json`);
  const home = readDataFile<HomePage>(context, file);
  return withCheckedLinks(context, file, home, region);
}

export function loadRegionChooser(context: DataContext): RegionChooser {
  return readDataFile<RegionChooser>(context, join('content', 'region-chooser.json'));
}

/** The region's catalogue: prices in its currency, stock, pre-sale and activity prices. */
export function loadCatalogue(context: DataContext, region: RegionCode): Catalogue {
  const file = join('regions', region, 'catalogue.json');
  const catalogue = readDataFile<Catalogue>(context, file);
  return withCheckedLinks(context, file, catalogue, region);
}

/** The region's staged campaigns (regions/<region>/campaigns.json; none when the file is absent). */
export function loadCampaigns(context: DataContext, region: RegionCode): RegionCampaigns {
  return readOptionalDataFile<RegionCampaigns>(context, join('regions', region, 'campaigns.json')) ?? {};
}

/** The region's FAQ (content/faq/<region>.json). */
export function loadFaq(context: DataContext, region: RegionCode): Faq {
  return readDataFile<Faq>(context, join('content', 'faq', `${region}.json`));
}

/** A campaign page's copy and products in the region (content/campaigns/<path>/<region>.json). */
export function loadCampaignPage(context: DataContext, path: string, region: RegionCode): CampaignPage {
  return readDataFile<CampaignPage>(context, join('content', 'campaigns', path, `${region}.json`));
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
  const file = join('content', 'support', path, `${region}.json`);
  const page = readDataFile<InfoPage>(context, file);
  return withCheckedLinks(context, file, page, region);
}

/** Every authorised dealer of the six where-to-buy lists (content/dealers.json). */
export function loadDealers(files: DataFiles): Dealers {
  return readDataFile<Dealers>(files, join('content', 'dealers.json'));
}

/** The where-to-buy page's copy in a region (content/where-to-buy/<region>.json). */
export function loadWhereToBuyPage(context: DataContext, region: RegionCode): WhereToBuyPage {
  return readDataFile<WhereToBuyPage>(context, join('content', 'where-to-buy', `${region}.json`));
}

/** The Hong Kong and Macau page's copy in a region (content/where-to-buy/hongkong-macao/<region>.json). */
export function loadHongKongMacaoPage(context: DataContext, region: RegionCode): HongKongMacaoPage {
  return readDataFile<HongKongMacaoPage>(context, join('content', 'where-to-buy', 'hongkong-macao', `${region}.json`));
}

/** The brand's contact facts (content/contact.json): headquarters e-mail and offices. */
export function loadContactFacts(files: DataFiles): ContactFacts {
  return readDataFile<ContactFacts>(files, join('content', 'contact.json'));
}

/**
 * The contact page of a region: the shared facts and the region's copy, checked together
 * (the copy names every office of the facts).
 */
export function loadContactPage(context: DataContext, region: RegionCode): { facts: ContactFacts; copy: ContactPage } {
  const facts = loadContactFacts(context);
  const file = join('content', 'contact-us', `${region}.json`);
  const copy = readDataFile<ContactPage>(context, file);
  const unnamed = facts.offices.filter((office) => copy.offices.names[office.id] === undefined);
  if (unnamed.length) {
    throw new DataError(
      dataFileName(context, file),
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
  return readOptionalDataFile<ShippingReturns>(context, join('regions', region, 'shipping-returns.json'));
}
