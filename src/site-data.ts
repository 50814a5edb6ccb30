import { getCollection, getEntries, getEntry, type CollectionKey, type DataEntryMap } from 'astro:content';
import { buildContext } from './data/build-context.ts';
import { campaignWindowsOf, textBannerSchedulesOf } from './lib/campaign-windows.ts';
import type { Schedule } from './lib/schedule.ts';
import type { TimeWindow } from './lib/time-window.ts';
import type { RegionCampaigns } from './schemas/campaign.ts';
import type { Catalogue, CatalogueEntry, CatalogueKey } from './schemas/catalogue.ts';
import type { TextBanner } from './schemas/region-settings.ts';

/**
 * How pages, components and endpoints get the site's data: thin typed helpers over the content
 * collections of src/content.config.ts, which hold only the region being built. Nothing here
 * reads a file; the collections' loaders did, validating as they went.
 */

/** The entry of a collection, or a build error naming what the page asked for and did not get. */
async function entryOf<C extends CollectionKey>(collection: C, id: string): Promise<DataEntryMap[C][string]['data']> {
  const entry = await getEntry(collection, id);
  if (!entry) throw new Error(`content collection "${collection}" has no entry "${id}" in region ${region()}`);
  return entry.data;
}

const region = () => buildContext().region;

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

/** The region's manuals in table order (generated guides, then added files). */
export const manuals = async () => (await getCollection('manuals')).map((entry) => entry.data);

/** The region's shipping and return figures, when it has them. */
export const shippingReturns = async () => (await entryOf('shippingReturns', region())).figures;

/** The contact page of the region: the shared facts and the region's copy (checked together by the loader). */
export const contactPage = async () => ({ facts: await contactFacts(), copy: await entryOf('contactPages', region()) });

/** The region's catalogue: its entries by key, in the file's order. */
export async function catalogue(): Promise<Catalogue> {
  const { keys } = await entryOf('catalogueKeys', region());
  const entries = keys.length ? await getEntries(keys) : [];
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

/** A campaign route's page, its schedule and the catalogue its products come from. */
export async function campaignPage(path: string) {
  const { page } = await entryOf('campaignPages', path);
  const schedule = (await entryOf('campaigns', region()))[path as keyof RegionCampaigns];
  // The campaign pages' loader read the page together with its schedule (loadCampaign).
  if (!schedule) throw new Error(`regions/${region()}/campaigns.json has no campaign "${path}"`);
  return { page, schedule, catalogue: await catalogue() };
}

/** A product page's facts and copy, the catalogue entries it sells, and its guide link. */
export async function productPage(slug: string) {
  const { facts, copy, sells, guideHref, photos } = await entryOf('productPages', slug);
  const entries = (await getEntries(sells)).map((entry) => ({
    key: entry.id as CatalogueKey,
    item: entry.data as CatalogueEntry,
  }));
  return { facts, copy, entries, guideHref, photos };
}

/** One catalogue entry of the region, or undefined when the region does not sell it. */
export const catalogueEntryOf = async (key: CatalogueKey) => (await catalogue()).products[key];
