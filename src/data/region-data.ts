import { isAvailable } from '../config/availability.ts';
import { PRODUCT_SLUGS, type ProductSlug } from '../config/products.ts';
import type { RegionCode } from '../config/regions.ts';
import { campaignWindowsOf, textBannerSchedulesOf } from '../lib/campaign-windows.ts';
import { buildRouteManifest, hasPage } from '../lib/route-manifest.ts';
import type { RegionCampaigns } from '../schemas/campaign.ts';
import type { Catalogue } from '../schemas/catalogue.ts';
import {
  loadCampaign,
  loadCampaigns,
  loadCatalogue,
  loadContactFacts,
  loadContactPage,
  loadDealers,
  loadFaq,
  loadHomePage,
  loadHongKongMacaoPage,
  loadInfoPage,
  loadRegionChooser,
  loadRegionSettings,
  loadShippingReturns,
  loadWhereToBuyPage,
  type DataContext,
} from './load-data.ts';
import { loadManualSeries, regionManualEntries, type ManualEntry, type ManualListing } from './manuals/manual-files.ts';
import { writeGuide } from './manuals/guide-render.ts';
import { join } from 'node:path';
import { dataFileName, dataFileVersion, type DataFiles } from './data-files.ts';
import { dataRegionsOf, type DataRegions } from './site-manifest.ts';
import { ROUTE_TABLE } from '../config/routes.ts';
import { productGuideHref } from './manuals/manuals-availability.ts';
import { assertPhotos, photoFiles } from './product-photos.ts';
import { loadProductPage, productCopyPath, productEntries } from './products.ts';

/** One entry of a content collection: its id and its validated data. */
export interface DataEntry<Data = unknown> {
  id: string;
  data: Data;
}

type CampaignPath = keyof RegionCampaigns;

/**
 * The entries a region's pages read (src/site-data.ts), made from the data files as Astro loaded
 * and validated them (src/data/loaded-data.ts): each reader applies the cross-file rules (links
 * against the route manifest, catalogue keys, campaign windows, banners tied to campaigns,
 * product anchors), throwing a DataError that names the file and the field. Only what the region
 * builds has entries: a page the manifest leaves out of the region has none.
 */
export function regionCollections(context: DataContext, region: RegionCode) {
  const { manifest } = context;
  const builds = (path: string) => hasPage(manifest, path, region);
  const pagesOfKind = (page: string) =>
    manifest.filter((entry) => entry.page === page && entry.regions.includes(region)).map((entry) => entry.path);
  // Read once per collection, not once per product page.
  let catalogue: Catalogue | undefined;
  const regionCatalogue = () => (catalogue ??= loadCatalogue(context, region));
  return {
    regionChooser: () => [{ id: 'region-chooser', data: loadRegionChooser(context) }],
    settings: () => {
      const settings = loadRegionSettings(context, region);
      // Banners tied to campaigns must name one of the region's campaigns (checked here, once).
      textBannerSchedulesOf(region, settings.textBanners, campaignWindowsOf(loadCampaigns(context, region)), []);
      return [{ id: region, data: settings }];
    },
    home: () => [{ id: region, data: loadHomePage(context, region) }],
    catalogue: () => Object.entries(regionCatalogue().products).map(([key, item]) => ({ id: key, data: item })),
    // One entry per region, even without campaigns: a region's campaigns are read as a whole.
    campaigns: () => [{ id: region, data: loadCampaigns(context, region) }],
    campaignPages: () =>
      pagesOfKind('campaign').map((path) => {
        const { page } = loadCampaign(context, path as CampaignPath, region);
        const shown = [...(page.sneakPeek?.products ?? []), ...page.groups.tabs.flatMap((tab) => tab.products)].map(
          (product) => product.key,
        );
        return { id: path, data: { page, products: [...new Set(shown)] } };
      }),
    infoPages: () => pagesOfKind('info').map((path) => ({ id: path, data: loadInfoPage(context, path, region) })),
    faq: () => (builds('faq') ? [{ id: region, data: loadFaq(context, region) }] : []),
    productPages: () =>
      PRODUCT_SLUGS.filter(builds).map((slug: ProductSlug) => {
        const { facts, copy } = loadProductPage(context, slug, region);
        const sells = productEntries(facts, regionCatalogue(), slug, region).map((entry) => entry.key);
        const guideHref = productGuideHref(context, region, slug, copy);
        // The photo files are checked (decoded, measured) after the rules: deriveRegion below.
        return { id: slug, data: { facts, copy, sells, ...(guideHref && { guideHref }) } };
      }),
    contactFacts: () => [{ id: 'contact', data: loadContactFacts(context) }],
    contactPages: () => [{ id: region, data: loadContactPage(context, region).copy }],
    // One entry per region; `figures` is absent where the region has no file.
    shippingReturns: () => {
      const figures = loadShippingReturns(context, region);
      return [{ id: region, data: figures ? { figures } : {} }];
    },
    whereToBuy: () => (builds('where-to-buy') ? [{ id: region, data: loadWhereToBuyPage(context, region) }] : []),
    hongKongMacao: () =>
      builds('where-to-buy/hongkong-macao') ? [{ id: region, data: loadHongKongMacaoPage(context, region) }] : [],
    dealers: () => [{ id: 'dealers', data: loadDealers(context) }],
    manualSeries: () => [{ id: 'series', data: loadManualSeries(context) }],
    manuals: () =>
      builds('manuals') ? regionManualEntries(context, region).map((entry) => ({ id: entry.file, data: entry })) : [],
  } satisfies Record<string, () => DataEntry[]>;
}

export type CollectionName = keyof ReturnType<typeof regionCollections>;

/**
 * Checks that go beyond what the region's build holds (`npm run check:data` only): the manuals
 * lists of a region without a manuals page, and the where-to-buy copy wherever the specs give
 * the page, built or still waiting for dealers.
 */
export function checksBeyondTheBuild(context: DataContext, region: RegionCode): (() => unknown)[] {
  return [
    () => regionManualEntries(context, region),
    ...(isAvailable('where-to-buy', region) ? [() => loadWhereToBuyPage(context, region)] : []),
    ...(isAvailable('where-to-buy/hongkong-macao', region) ? [() => loadHongKongMacaoPage(context, region)] : []),
  ];
}

export type RegionEntries = { [Name in CollectionName]: ReturnType<ReturnType<typeof regionCollections>[Name]> };

/**
 * Every derived collection of a region at once. Every one is tried, so that one load names every
 * failing file: a failure throws its DataError, several throw one error of all their messages
 * (one `file: field: message` a line, each once; a file that several rules read fails once).
 */
export function loadRegionData(context: DataContext, region: RegionCode): RegionEntries {
  const read = regionCollections(context, region);
  const failures: Error[] = [];
  const entries = Object.fromEntries(
    Object.entries(read).map(([name, entriesOf]) => {
      try {
        return [name, entriesOf()];
      } catch (error) {
        failures.push(error as Error);
        return [name, []];
      }
    }),
  ) as RegionEntries;
  throwAll(failures);
  return entries;
}

/** Throws the one failure as it is, several as one error of their messages, each once; nothing for none. */
export function throwAll(failures: readonly Error[]): void {
  const messages = [...new Set(failures.map((failure) => failure.message))];
  if (messages.length > 1) throw new Error(messages.join('\n'));
  if (failures.length) throw failures[0];
}

/** What the rules make of a region's load: the route table's data gates and the region's derived collections. */
export interface RegionRecord {
  /** The regions whose data opens each data gate of the route table (src/data/site-manifest.ts). */
  dataRegions: DataRegions;
  /** The derived collections; the manuals rows with their guides rendered (not in check:data, which renders none). */
  entries: Omit<RegionEntries, 'manuals'> & { manuals: DataEntry<ManualEntry>[] };
  /**
   * The files beside the data that the rules checked (the photos the product pages name, the
   * marketers' PDFs), by absolute path, with the version they had (src/data/data-files.ts
   * dataFileVersion): `astro dev` runs the rules again when one of them changes.
   */
  inputs: Record<string, string>;
}

/**
 * The cross-file rules over one load of a region's data files (src/data/loaded-data.ts), run
 * once per build, once per region in `npm run check:data` and once per save in `astro dev`:
 * the route table's data gates, each derived collection of the region, and, in a build, its
 * product guides rendered; check:data also fails on what the build does not hold
 * (checksBeyondTheBuild) and renders nothing. Every photo the product pages name is checked.
 */
export async function deriveRegion(
  files: DataFiles,
  options: { region: RegionCode; checkData: boolean; includeTestFixtures: boolean },
): Promise<RegionRecord> {
  const { region, checkData, includeTestFixtures } = options;
  const dataRegions = dataRegionsOf(files);
  const manifest = buildRouteManifest(ROUTE_TABLE, { includeTestFixtures, dataRegions });
  const context = { ...files, manifest };
  const loaded = loadRegionData(context, region);
  let manuals = loaded.manuals as DataEntry<ManualEntry | ManualListing>[];
  const failures: Error[] = [];
  const attempt = (check: () => unknown) => {
    try {
      check();
    } catch (error) {
      failures.push(error as Error);
    }
  };
  if (checkData) for (const check of checksBeyondTheBuild(context, region)) attempt(check);
  else {
    try {
      manuals = await renderedManuals(loaded.manuals, region, files.root);
    } catch (error) {
      failures.push(error as Error);
    }
  }
  const copyFile = (slug: string) => dataFileName(context, productCopyPath(slug, region));
  for (const { id, data: page } of loaded.productPages) {
    try {
      await assertPhotos(context, copyFile(id), page.copy);
    } catch (error) {
      failures.push(error as Error);
    }
  }
  throwAll(failures);
  const inputs = Object.fromEntries([
    ...loaded.productPages.flatMap(({ id, data }) =>
      photoFiles(context, copyFile(id), data.copy).map((absolute) => [absolute, dataFileVersion({ absolute })]),
    ),
    ...loaded.manuals.flatMap(({ data }) => {
      if (data.guide) return [];
      const absolute = join(files.root, data.source);
      return [[absolute, dataFileVersion({ absolute })]];
    }),
  ]);
  return { dataRegions, entries: { ...loaded, manuals: manuals as DataEntry<ManualEntry>[] }, inputs };
}

/** The manuals table's product guides rendered (src/data/manuals/guide-render.ts), each listed with its size. */
function renderedManuals(
  manuals: readonly DataEntry<ManualListing>[],
  region: RegionCode,
  root: string,
): Promise<DataEntry<ManualEntry>[]> {
  return Promise.all(
    manuals.map(async ({ id, data: listing }) => {
      if (!listing.guide) return { id, data: listing };
      const { guide, ...row } = listing;
      return { id, data: { ...row, ...(await writeGuide(region, guide, root)) } };
    }),
  );
}
