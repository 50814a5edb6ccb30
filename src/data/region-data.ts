import { isAvailable } from '../config/availability.ts';
import { PRODUCT_SLUGS, type ProductSlug } from '../config/products.ts';
import type { RegionCode } from '../config/regions.ts';
import { campaignWindowsOf, textBannerSchedulesOf } from '../lib/campaign-windows.ts';
import { hasPage } from '../lib/route-manifest.ts';
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
import { readSession } from './data-files.ts';
import { loadManualSeries, regionManualEntries } from './manuals/manual-files.ts';
import { productGuideHref } from './manuals/manuals-availability.ts';
import { photoFiles } from './product-photos.ts';
import { loadProductPage, productEntries } from './products.ts';

/** One entry of a content collection: its id and its validated data. */
export interface DataEntry<Data = unknown> {
  id: string;
  data: Data;
}

type CampaignPath = keyof RegionCampaigns;

/**
 * A catalogue entry as a collection's `reference('catalogue')` holds it. The loader stores
 * entries already validated, without Astro's parseData, so it writes references in the form
 * parseData would have made of the key.
 */
const catalogueReference = (id: string) => ({ collection: 'catalogue' as const, id });

/**
 * The one path by which a region's data files are read and validated: for every content
 * collection (src/content.config.ts), the entries the region's build holds. The collections'
 * loaders call these readers for the region being built, and `npm run check:data` runs those
 * loaders for every region (Astro's sync), so a file and field fail the same way in both. Each reader validates its
 * file against its schema and applies the cross-file rules (links against the route manifest,
 * catalogue keys, campaign windows, banners tied to campaigns, product anchors), throwing a
 * DataError that names the file and the field. Only what the region builds is read: a page the
 * manifest leaves out of the region has no entry.
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
    // The keys the region sells, in file order, as one entry even when there are none (kr sells
    // nothing yet): pages read the catalogue through it, never an empty collection.
    catalogueKeys: () => [
      { id: region, data: { keys: Object.keys(regionCatalogue().products).map(catalogueReference) } },
    ],
    // One entry per region, even without campaigns: a region's campaigns are read as a whole.
    campaigns: () => [{ id: region, data: loadCampaigns(context, region) }],
    campaignPages: () =>
      pagesOfKind('campaign').map((path) => {
        const { page } = loadCampaign(context, path as CampaignPath, region);
        const shown = [...(page.sneakPeek?.products ?? []), ...page.groups.tabs.flatMap((tab) => tab.products)].map(
          (product) => product.key,
        );
        return { id: path, data: { page, products: [...new Set(shown)].map(catalogueReference) } };
      }),
    infoPages: () => pagesOfKind('info').map((path) => ({ id: path, data: loadInfoPage(context, path, region) })),
    faq: () => (builds('faq') ? [{ id: region, data: loadFaq(context, region) }] : []),
    productPages: () =>
      PRODUCT_SLUGS.filter(builds).map((slug: ProductSlug) => {
        const { facts, copy } = loadProductPage(context, slug, region);
        const sells = productEntries(facts, regionCatalogue(), slug, region).map((entry) =>
          catalogueReference(entry.key),
        );
        const guideHref = productGuideHref(context, region, slug, copy);
        // The photo files are checked (decoded, measured) by the loader: src/data/region-loader.ts.
        const photos = photoFiles(context, slug, copy);
        return { id: slug, data: { facts, copy, sells, photos, ...(guideHref && { guideHref }) } };
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
 * Every collection of a region at once, each file read and validated once (one read session:
 * `files.session`, or a new one), and the session's context for further reads of the same files.
 * Every collection is tried, so that one load names every failing file: a failure throws its
 * DataError, several throw one error of all their messages (one `file: field: message` a line,
 * each once; a file that several collections read fails once). The session then holds every path
 * looked at.
 */
export function loadRegionData(
  files: DataContext,
  region: RegionCode,
): { entries: RegionEntries; context: DataContext } {
  const context = { ...files, session: files.session ?? readSession() };
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
  return { entries, context };
}

/** Throws the one failure as it is, several as one error of their messages, each once; nothing for none. */
export function throwAll(failures: readonly Error[]): void {
  const messages = [...new Set(failures.map((failure) => failure.message))];
  if (messages.length > 1) throw new Error(messages.join('\n'));
  if (failures.length) throw failures[0];
}
