import { isAvailable } from '../config/availability.ts';
import type { ProductSlug } from '../config/products.ts';
import type { RegionCode } from '../config/regions.ts';
import { ROUTE_TABLE } from '../config/routes.ts';
import type { CampaignPage } from '../schemas/campaign-page.ts';
import type { RegionCampaigns } from '../schemas/campaign.ts';
import type { Catalogue } from '../schemas/catalogue.ts';
import type { ContactFacts, ContactPage } from '../schemas/contact.ts';
import type { Dealers } from '../schemas/dealers.ts';
import type { Faq } from '../schemas/faq.ts';
import type { HomePage } from '../schemas/home-page.ts';
import type { InfoPage } from '../schemas/info-page.ts';
import type { RegionChooser } from '../schemas/region-chooser.ts';
import type { RegionSettings } from '../schemas/region-settings.ts';
import type { ShippingReturns } from '../schemas/shipping-returns.ts';
import type { HongKongMacaoPage, WhereToBuyPage } from '../schemas/where-to-buy.ts';
import { campaignFailures, campaignRegions } from './campaign-regions.ts';
import { campaignWindowsOf, textBannerSchedulesOf } from './campaign-windows.ts';
import { DataError } from './data-error.ts';
import { ruleMessage } from './rule-messages.ts';
import { readDataFile, readOptionalDataFile, type DataFiles } from './data-files.ts';
import { RuleFailures } from './rule-failures.ts';
import { dealerDataRegions } from './dealers.ts';
import { assertLinksResolve, withoutWithheldLinks } from './links.ts';
import { loadProductPage, productCopyPath, productEntries } from './product-pages.ts';
import { catalogueFailures, pageOfEntry, productFailures, productRegions, unknownProducts } from './product-regions.ts';
import { assertPhotos } from './product-photos.ts';
import {
  loadManualSeries,
  productGuideHref,
  regionManualEntries,
  regionsWithManuals,
  seriesFile,
} from './region-manuals.ts';
import { buildRouteManifest, hasPage, type RouteManifest } from './route-manifest.ts';

/** One entry of a content collection: its id and its validated data. */
export interface DataEntry<Data = unknown> {
  id: string;
  data: Data;
}

/**
 * The site's route manifest over a load's data: the route table with its data gates opened as
 * the data opens them (the manuals page only where a region has manuals, the where-to-buy pages
 * only while their dealer lists have entries) and a page for each campaign where the data runs it. The rules check links against this one, and
 * pages, `npm run check:data`, the calendar and the tests take it from them (regionRules), so a
 * link to a page that the data leaves out fails everywhere alike.
 */
export function siteManifest(files: DataFiles): RouteManifest {
  const dataRegions = {
    manuals: regionsWithManuals(files),
    ...dealerDataRegions(readDataFile<Dealers>(files, 'content/dealers.json').dealers),
  };
  return buildRouteManifest(ROUTE_TABLE, {
    dataRegions,
    campaigns: campaignRegions(files),
    products: productRegions(files),
  });
}

/** The data files of a load with the route manifest their links are checked against. */
export interface DataContext extends DataFiles {
  manifest: RouteManifest;
}

/**
 * The entries a region's pages read (src/site-data.ts), made from the data files as Astro loaded
 * and validated them (src/data/data-file-loader.ts), with the cross-file rules applied: internal links
 * resolve in the route manifest (list entries linking to withheld pages left out), banners tied to
 * campaigns name one, campaign and product pages show products the catalogue sells, the contact
 * copy names every office, product anchors and guides. A rule that fails throws a DataError that
 * names the file and the field. Only what the region builds has entries: a page the manifest
 * leaves out of the region has none.
 */
export function regionCollections(context: DataContext, region: RegionCode) {
  const { manifest } = context;
  const builds = (path: string) => hasPage(manifest, path, region);
  const pagesOfKind = (page: string) =>
    manifest.filter((entry) => entry.page === page && entry.regions.includes(region)).map((entry) => entry.path);
  const read = <Data>(path: string) => readDataFile<Data>(context, path);
  const linked = <Data>(path: string) => linkedData<Data>(context, path, region);
  // Read once per collection, not once per page that shows its products.
  let catalogue: Catalogue | undefined;
  const regionCatalogue = () => (catalogue ??= linked<Catalogue>(`regions/${region}/catalogue.json`));
  const campaigns = () => readOptionalDataFile<RegionCampaigns>(context, `regions/${region}/campaigns.json`) ?? {};
  return {
    regionChooser: () => [{ id: 'region-chooser', data: read<RegionChooser>('content/region-chooser.json') }],
    settings: () => {
      const settings = linked<RegionSettings>(`regions/${region}/settings.json`);
      // Banners tied to campaigns must name one of the region's campaigns (checked here, once).
      textBannerSchedulesOf(region, settings.textBanners, campaignWindowsOf(campaigns()), []);
      return [{ id: region, data: settings }];
    },
    home: () => [{ id: region, data: linked<HomePage>(`content/home/${region}.json`) }],
    catalogue: () => {
      throwAll(catalogueFailures(context, region));
      return Object.entries(regionCatalogue().products).map(([key, item]) => ({ id: key, data: item }));
    },
    // The product page that sells each catalogue entry (learn-more links), from the product.json files.
    pageOfEntry: () => Object.entries(pageOfEntry(context)).map(([key, slug]) => ({ id: key, data: slug })),
    // One entry per region, even without campaigns: a region's campaigns are read as a whole,
    // with the copy each needs (a schedule and a copy make a page only together).
    campaigns: () => {
      throwAll(campaignFailures(context, region));
      return [{ id: region, data: campaigns() }];
    },
    campaignPages: () =>
      pagesOfKind('campaign').map((path) => {
        if (!campaigns()[path]) {
          throw new DataError(`regions/${region}/campaigns.json`, [{ field: path, ...ruleMessage('fileMissing') }]);
        }
        const page = read<CampaignPage>(`content/campaigns/${path}/${region}.json`);
        const products = campaignProducts(page, `content/campaigns/${path}/${region}.json`, regionCatalogue(), region);
        return { id: path, data: { page, products } };
      }),
    infoPages: () =>
      pagesOfKind('info').map((path) => ({
        id: path,
        data: linked<InfoPage>(`content/support/${path}/${region}.json`),
      })),
    faq: () => (builds('faq') ? [{ id: region, data: read<Faq>(`content/faq/${region}.json`) }] : []),
    // Each page is checked, so that one load names every page's failing copy and photos.
    productPages: () => {
      throwAll(productFailures(context));
      return mapAll(pagesOfKind('product'), (slug: ProductSlug) => {
        const { facts, copy } = loadProductPage(context, slug, region);
        const sells = productEntries(facts, regionCatalogue(), slug, region).map((entry) => entry.key);
        const guideHref = productGuideHref(context, region, slug, copy);
        assertPhotos(context, productCopyPath(slug, region), copy);
        return { id: slug, data: { facts, copy, sells, ...(guideHref && { guideHref }) } };
      });
    },
    contactFacts: () => [{ id: 'contact', data: read<ContactFacts>('content/contact.json') }],
    contactPages: () => [{ id: region, data: contactCopy(context, region) }],
    // One entry per region; `figures` is absent where the region has no file.
    shippingReturns: () => {
      const file = `regions/${region}/shipping-returns.json`;
      const figures = readOptionalDataFile<ShippingReturns>(context, file);
      const unknown = unknownProducts(
        context,
        (figures?.freeShippingOver?.products ?? []).map((slug, index) => ({
          field: `freeShippingOver.products[${index}]`,
          slug,
        })),
      );
      if (unknown.length) throw new DataError(file, unknown);
      return [{ id: region, data: figures ? { figures } : {} }];
    },
    whereToBuy: () => (builds('where-to-buy') ? [{ id: region, data: whereToBuyPage(context, region) }] : []),
    hongKongMacao: () =>
      builds('where-to-buy/hongkong-macao') ? [{ id: region, data: hongKongMacaoPage(context, region) }] : [],
    dealers: () => [{ id: 'dealers', data: read<Dealers>('content/dealers.json') }],
    manualSeries: () => {
      const series = loadManualSeries(context);
      const named = series.series.flatMap((item, index) =>
        item.products.map((slug, position) => ({ field: `series[${index}].products[${position}]`, slug })),
      );
      const unknown = unknownProducts(context, named);
      if (unknown.length) throw new DataError(seriesFile, unknown);
      return [{ id: 'series', data: series }];
    },
    manuals: () =>
      builds('manuals') ? regionManualEntries(context, region).map((entry) => ({ id: entry.file, data: entry })) : [],
  } satisfies Record<string, () => DataEntry[]>;
}

/**
 * A loaded data file (by its path from the data root) with its internal links checked against the
 * route manifest and its list entries that link to withheld pages left out.
 */
export function linkedData<Data>(context: DataContext, path: string, region: RegionCode): Data {
  const data = readDataFile<Data>(context, path);
  assertLinksResolve(path, data, region, context.manifest);
  return withoutWithheldLinks(path, data, region, context.manifest);
}

/** The where-to-buy page's copy in a region (content/where-to-buy/<region>.json). */
const whereToBuyPage = (files: DataFiles, region: RegionCode) =>
  readDataFile<WhereToBuyPage>(files, `content/where-to-buy/${region}.json`);

/** The Hong Kong and Macau page's copy in a region. */
const hongKongMacaoPage = (files: DataFiles, region: RegionCode) =>
  readDataFile<HongKongMacaoPage>(files, `content/where-to-buy/hongkong-macao/${region}.json`);

/**
 * The keys of the products a campaign page shows, each once. A product the region's catalogue does
 * not sell fails, naming the page's field.
 */
function campaignProducts(page: CampaignPage, file: string, catalogue: Catalogue, region: RegionCode): string[] {
  const shown = [
    ...(page.sneakPeek?.products ?? []).map((product, index) => ({ product, field: `sneakPeek.products[${index}]` })),
    ...page.groups.tabs.flatMap((tab, tabIndex) =>
      tab.products.map((product, index) => ({ product, field: `groups.tabs[${tabIndex}].products[${index}]` })),
    ),
  ];
  const unsold = shown.filter(({ product }) => !catalogue.products[product.key]);
  if (unsold.length) {
    throw new DataError(
      file,
      unsold.map(({ product, field }) => ({
        field: `${field}.key`,
        ...ruleMessage('productNotInCatalogue', { key: product.key, region }),
      })),
    );
  }
  return [...new Set(shown.map(({ product }) => product.key))];
}

/** A region's contact copy; it must name every office of the brand's contact facts (content/contact.json). */
function contactCopy(files: DataFiles, region: RegionCode): ContactPage {
  const facts = readDataFile<ContactFacts>(files, 'content/contact.json');
  const file = `content/contact-us/${region}.json`;
  const copy = readDataFile<ContactPage>(files, file);
  const unnamed = facts.offices.filter((office) => copy.offices.names[office.id] === undefined);
  if (unnamed.length) {
    throw new DataError(
      file,
      unnamed.map((office) => ({
        field: `offices.names.${office.id}`,
        ...ruleMessage('officeUnnamed', { office: office.id }),
      })),
    );
  }
  return copy;
}

export type CollectionName = keyof ReturnType<typeof regionCollections>;

/**
 * The failures of what goes beyond the region's build (`npm run check:data` only, beside
 * regionRules): the manuals lists of a region without a manuals page, and the where-to-buy
 * copy wherever the specs give the page, built or still waiting for dealers.
 */
export function failuresBeyondTheBuild(files: DataFiles, region: RegionCode): Error[] {
  const checks = [
    () => regionManualEntries(files, region),
    ...(isAvailable('where-to-buy', region) ? [() => whereToBuyPage(files, region)] : []),
    ...(isAvailable('where-to-buy/hongkong-macao', region) ? [() => hongKongMacaoPage(files, region)] : []),
  ];
  return checks.flatMap((check) => {
    try {
      check();
      return [];
    } catch (error) {
      return [error as Error];
    }
  });
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

/** `make` of every item, each tried: what throwAll throws of the failures, or the results. */
function mapAll<Item, Result>(items: readonly Item[], make: (item: Item) => Result): Result[] {
  const failures: Error[] = [];
  const results = items.flatMap((item) => {
    try {
      return [make(item)];
    } catch (error) {
      failures.push(error as Error);
      return [];
    }
  });
  throwAll(failures);
  return results;
}

/** Throws the one failure as it is, several as one RuleFailures of their messages, each once; nothing for none. */
export function throwAll(failures: readonly Error[]): void {
  const messages = [...new Set(failures.map((failure) => failure.message))];
  if (messages.length > 1) throw new RuleFailures(failures, messages.join('\n'));
  if (failures.length) throw failures[0];
}

/** What the rules make of a region's load: its route manifest and its derived collections. */
export interface RegionRecord {
  /** The route table with its data gates opened by the load (siteManifest): the links were checked against it. */
  manifest: RouteManifest;
  /** The derived collections; the manuals rows list the product guides unrendered (src/data/manuals/served-manuals.ts renders them). */
  entries: RegionEntries;
}

/**
 * The cross-file rules over one load of a region's data files and the facts of the files they
 * name (src/data/file-facts.ts), the same in a build, in each region of `npm run check:data`, on
 * each save in `astro dev` and in the tests: the route table's data gates, then each derived
 * collection of the region. Every failure is thrown at once (throwAll).
 */
export function regionRules(files: DataFiles, region: RegionCode): RegionRecord {
  const manifest = siteManifest(files);
  return { manifest, entries: loadRegionData({ ...files, manifest }, region) };
}
