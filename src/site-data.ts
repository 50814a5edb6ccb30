import { getCollection, type CollectionKey } from 'astro:content';
import { buildContext } from './data/build-context.ts';
import { DATA_COLLECTIONS, failureOf, loadedFiles, type StoredEntry } from './data/data-file-loader.ts';
import { factVersions, fileVersion, gatherFileFacts } from './data/file-facts.ts';
import { campaignWindowsOf, textBannerSchedulesOf } from './lib/campaign-windows.ts';
import { plannedRoutes } from './lib/planned-routes.ts';
import { regionRules, type RegionEntries, type RegionRecord } from './lib/region-rules.ts';
import { planRedirects, type RouteManifest } from './lib/route-manifest.ts';
import { routePath } from './lib/urls.ts';
import type { Schedule } from './lib/schedule.ts';
import type { TimeWindow } from './lib/time-window.ts';
import type { Catalogue, CatalogueEntry, CatalogueKey } from './schemas/catalogue.ts';
import type { TextBanner } from './schemas/region-settings.ts';

/**
 * How pages, components and endpoints get the site's data: thin typed helpers over what the
 * cross-file rules (src/lib/region-rules.ts) make of the region's data files, as Astro's loaders
 * loaded them into the collections of src/content.config.ts, and of the facts of the files that
 * data names (src/data/file-facts.ts).
 */

const region = () => buildContext().region;

/** The rules' record of one load, and the versions of the files whose facts it was made with. */
interface Derived {
  record: RegionRecord;
  versions: Record<string, string>;
}

let last: { fingerprint: string; derived: Promise<Derived> } | undefined;

/**
 * The rules over the region's collections, run once per load: once in a build, and in `astro
 * dev` again when the data changed (the entries' digests tell one load from the next) or a file
 * the rules checked beside it did (a photo, a PDF), and after a failure, until the data passes.
 * A failure fails the build; in `astro dev` every page shows it until the file is fixed.
 */
async function regionRecord(): Promise<RegionRecord> {
  if (!last || import.meta.env.DEV) {
    const entries: StoredEntry[] = (
      await Promise.all(DATA_COLLECTIONS.map((name) => getCollection(name as CollectionKey)))
    ).flat();
    const fingerprint = entries.map((entry) => `${entry.id}:${(entry as { digest?: string }).digest}`).join('\n');
    if (last?.fingerprint !== fingerprint || !(await stillValid(last.derived))) {
      last = { fingerprint, derived: derive(entries) };
    }
  }
  return (await last.derived).record;
}

/** Whether a record of `astro dev` still holds: it loaded, and every file it checked beside the data is as it was. */
async function stillValid(derived: Promise<Derived>): Promise<boolean> {
  try {
    const { versions } = await derived;
    return Object.entries(versions).every(([absolute, version]) => fileVersion(absolute) === version);
  } catch {
    return false;
  }
}

async function derive(entries: readonly StoredEntry[]): Promise<Derived> {
  const files = loadedFiles(entries, { root: buildContext().root, region: region() });
  const facts = await gatherFileFacts(files);
  return { record: regionRules({ ...files, facts }, region()), versions: factVersions(files.root, facts) };
}

/** The region's entries of a derived collection. */
type Entries = RegionEntries;

async function entriesOf<Name extends keyof Entries>(name: Name): Promise<Entries[Name]> {
  return (await regionRecord()).entries[name];
}

/** The data of a derived collection's entry, or a build error naming what the page asked for and did not get. */
async function entryOf<Name extends keyof Entries>(name: Name, id: string): Promise<Entries[Name][number]['data']> {
  const entry = (await entriesOf(name)).find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`the region's data has no ${name} entry "${id}" in region ${region()}`);
  return entry.data;
}

/**
 * The region's routes, each a path and what its page renders: the pages of the route manifest,
 * pages whose time window closed before the build (as redirects home), and static redirect
 * pages whose target the bundle contains.
 */
export async function regionRoutes() {
  const context = { ...buildContext(), manifest: await routeManifest() };
  const pages = plannedRoutes(context, await campaignWindows());
  const redirects = planRedirects(context.manifest, context.region)
    .filter((redirect) => redirect.staticPage)
    .map((redirect) => ({
      path: redirect.from,
      props: { kind: 'redirect' as const, path: redirect.from, target: routePath(context.region, redirect.to) },
    }));
  return [...pages, ...redirects];
}

/** The route manifest of the region's build: the route table with the data's gates opened. */
export const routeManifest = async (): Promise<RouteManifest> => (await regionRecord()).manifest;

export const regionSettings = () => entryOf('settings', region());
export const regionChooser = () => entryOf('regionChooser', 'region-chooser');
export const homePage = () => entryOf('home', region());
export const faq = () => entryOf('faq', region());
export const infoPage = (path: string) => entryOf('infoPages', path);
export const contactFacts = () => entryOf('contactFacts', 'contact');
export const whereToBuyPage = () => entryOf('whereToBuy', region());
export const hongKongMacaoPage = () => entryOf('hongKongMacao', region());
export const dealers = async () => (await entryOf('dealers', 'dealers')).dealers;
export const manualSeries = () => entryOf('manualSeries', 'series');

/**
 * The region's manuals table as the data lists it, product guides not yet drawn: the same array
 * for one data load (src/data/manuals/served-manuals.ts draws the guides once per load).
 */
export const manualListings = async () => (await regionRecord()).entries.manuals;

/** The region's shipping and return figures, when it has them. */
export const shippingReturns = async () => (await entryOf('shippingReturns', region())).figures;

/** The contact page of the region: the shared facts and the region's copy (checked together by the rules). */
export const contactPage = async () => ({ facts: await contactFacts(), copy: await entryOf('contactPages', region()) });

/** The region's catalogue: its entries by key, in the file's order. */
export async function catalogue(): Promise<Catalogue> {
  const entries = await entriesOf('catalogue');
  return { products: Object.fromEntries(entries.map((entry) => [entry.id, entry.data])) };
}

/** The windows of the region's campaign routes (by route path). */
export async function campaignWindows(): Promise<Record<string, TimeWindow>> {
  return campaignWindowsOf(await entryOf('campaigns', region()));
}

/** When each of the region's text banners shows (stages are the region's promotion stages). */
export async function textBannerSchedules(
  banners: readonly TextBanner[],
  promotionStarts: readonly number[],
): Promise<Schedule[]> {
  return textBannerSchedulesOf(region(), banners, await campaignWindows(), promotionStarts);
}

/**
 * The ids the region's campaigns.json schedules, as Astro loaded the file, before any rule (none
 * while the file fails): `astro dev` has a route for each (pathsWithoutData).
 */
export async function scheduledCampaignIds(): Promise<string[]> {
  const entries: StoredEntry[] = await getCollection('campaigns' as CollectionKey);
  const data = entries.find((entry) => entry.id === `regions/${region()}/campaigns.json`)?.data;
  return data && typeof data === 'object' && !failureOf(data) ? Object.keys(data) : [];
}

/**
 * The products whose product.json names the region, as Astro loaded the files, before any rule
 * (none of a file that fails): `astro dev` has a route for each (pathsWithoutData).
 */
export async function productsNamingRegion(): Promise<string[]> {
  const entries: StoredEntry[] = await getCollection('productFacts' as CollectionKey);
  return entries.flatMap((entry) => {
    const slug = /^content\/products\/([^/]+)\/product\.json$/.exec(entry.id)?.[1];
    const data = entry.data as { regions?: unknown };
    return slug && !failureOf(entry.data) && Array.isArray(data.regions) && data.regions.includes(region())
      ? [slug]
      : [];
  });
}

/** A campaign route's page, its schedule and the catalogue its products come from. */
export async function campaignPage(path: string) {
  const { page } = await entryOf('campaignPages', path);
  const schedule = (await entryOf('campaigns', region()))[path];
  // The rules fail a campaign page without its schedule (campaignPages of src/lib/region-rules.ts).
  if (!schedule) throw new Error(`regions/${region()}/campaigns.json has no campaign "${path}"`);
  return { page, schedule, catalogue: await catalogue() };
}

/** A product page's facts and copy, the catalogue entries it sells, and its guide link. */
export async function productPage(slug: string) {
  const { facts, copy, sells, guideHref } = await entryOf('productPages', slug);
  const { products } = await catalogue();
  const entries = sells.map((key) => ({ key: key as CatalogueKey, item: products[key] as CatalogueEntry }));
  return { facts, copy, entries, guideHref };
}

/** One catalogue entry of the region, or undefined when the region does not sell it. */
export const catalogueEntryOf = async (key: CatalogueKey) => (await catalogue()).products[key];

/** The product page that sells a catalogue entry (the product.json listing its key), if any. */
export const pageOfEntry = async (key: CatalogueKey) =>
  (await entriesOf('pageOfEntry')).find((entry) => entry.id === key)?.data;
