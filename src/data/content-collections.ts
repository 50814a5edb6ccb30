import type { reference as astroReference } from 'astro:content';
import { defineCollection } from 'astro/content/config';
import { createReference } from 'astro/content/runtime';
import { z } from 'astro/zod';
import type { CollectionName } from './region-data.ts';
import { buildRegionData, regionDataLoader } from './region-loader.ts';
import { campaignPageSchema } from '../schemas/campaign-page.ts';
import { regionCampaignsSchema } from '../schemas/campaign.ts';
import { catalogueEntry } from '../schemas/catalogue.ts';
import { contactFactsSchema, contactPageSchema } from '../schemas/contact.ts';
import { dealersSchema } from '../schemas/dealers.ts';
import { faqSchema } from '../schemas/faq.ts';
import { homePageSchema } from '../schemas/home-page.ts';
import { infoPageSchema } from '../schemas/info-page.ts';
import { manualEntrySchema, manualSeriesSchema } from '../schemas/manuals.ts';
import { productCopySchema, productFactsSchema } from '../schemas/product-page.ts';
import { regionChooserSchema } from '../schemas/region-chooser.ts';
import { regionSettingsSchema } from '../schemas/region-settings.ts';
import { shippingReturnsSchema } from '../schemas/shipping-returns.ts';
import { hongKongMacaoPageSchema, whereToBuyPageSchema } from '../schemas/where-to-buy.ts';

/**
 * Astro's `reference()`: `astro:content` exports what this same factory makes, but declares it
 * with the collection names of this project (.astro/content.d.ts), which the factory cannot know.
 */
const reference = createReference() as unknown as typeof astroReference;

/**
 * The site's data as Astro content collections (docs/build.md, "Content layer"), which
 * src/content.config.ts exports: one per kind of data file, each holding only the region being
 * built (REGION). One loader reads them all (src/data/region-loader.ts): every file once,
 * validated by the schema named here (the table of src/data/region-data.ts reads each file with
 * it), then the cross-file rules, failing with the file and field named; `npm run check:data`
 * runs these collections through Astro's sync of the content layer, region by region, and the
 * unit tests and the end-to-end tests' helper run the same table. The loader replaces its
 * collection's entries on every build and, in `astro dev`, whenever a data file is saved; the
 * store lives in the region's own cacheDir, so no region sees another's entries. Pages read the
 * collections through src/site-data.ts.
 *
 * Node runs this module as it is (src/content.config.ts says why): it imports nothing that only
 * Vite resolves, so `defineCollection` and `reference` come from Astro's own modules rather than
 * from `astro:content`.
 *
 * Each call is over a load of its own: Astro evaluates src/content.config.ts anew for each
 * content sync, and it calls this once, so each sync loads the data afresh, whatever the
 * modules kept from an earlier sync in the same process (`npm run check:data` runs one sync per
 * region in one process, and its tests edit the data between two checks).
 */
export function contentCollections() {
  const data = buildRegionData();
  const regionData = (collection: CollectionName) => regionDataLoader(collection, data);
  return {
    /** content/region-chooser.json (one entry, "region-chooser"). */
    regionChooser: defineCollection({ loader: regionData('regionChooser'), schema: regionChooserSchema }),
    /** regions/<region>/settings.json (one entry, id = region). */
    settings: defineCollection({ loader: regionData('settings'), schema: regionSettingsSchema }),
    /** content/home/<region>.json (id = region). */
    home: defineCollection({ loader: regionData('home'), schema: homePageSchema }),
    /** regions/<region>/catalogue.json: one entry per catalogue key the region sells, in file order. */
    catalogue: defineCollection({ loader: regionData('catalogue'), schema: catalogueEntry }),
    /** The catalogue keys the region sells, in file order (one entry, id = region, possibly no keys). */
    catalogueKeys: defineCollection({
      loader: regionData('catalogueKeys'),
      schema: z.strictObject({ keys: z.array(reference('catalogue')) }),
    }),
    /** regions/<region>/campaigns.json: the schedules by campaign route path (one entry, id = region; {} without a file). */
    campaigns: defineCollection({ loader: regionData('campaigns'), schema: regionCampaignsSchema }),
    /** content/campaigns/<path>/<region>.json of every campaign route the region builds. */
    campaignPages: defineCollection({
      loader: regionData('campaignPages'),
      schema: z.strictObject({
        page: campaignPageSchema,
        /** The catalogue entries the page shows (each one checked to be sold in the region). */
        products: z.array(reference('catalogue')),
      }),
    }),
    /** content/support/<path>/<region>.json of every support or policy page the region builds (id = path). */
    infoPages: defineCollection({ loader: regionData('infoPages'), schema: infoPageSchema }),
    /** content/faq/<region>.json, where the region builds the FAQ. */
    faq: defineCollection({ loader: regionData('faq'), schema: faqSchema }),
    /** content/products/<slug>/: facts and the region's language copy of every product page it builds. */
    productPages: defineCollection({
      loader: regionData('productPages'),
      schema: z.strictObject({
        facts: productFactsSchema,
        copy: productCopySchema,
        /** The catalogue entries the page sells in the region, in the order of its facts. */
        sells: z.array(reference('catalogue')),
        /** Where the copy's mention of the product guide links (/<region>/manuals/<file>). */
        guideHref: z.string().optional(),
        /** The files of the photos the copy names, by file name (src/data/product-photos.ts). */
        photos: z.record(z.string(), z.strictObject({ absolute: z.string(), file: z.string(), version: z.string() })),
      }),
    }),
    /** content/contact.json (one entry, "contact"). */
    contactFacts: defineCollection({ loader: regionData('contactFacts'), schema: contactFactsSchema }),
    /** content/contact-us/<region>.json, checked to name every office of the facts. */
    contactPages: defineCollection({ loader: regionData('contactPages'), schema: contactPageSchema }),
    /** regions/<region>/shipping-returns.json as `figures` (one entry, id = region; no figures without a file). */
    shippingReturns: defineCollection({
      loader: regionData('shippingReturns'),
      schema: z.strictObject({ figures: shippingReturnsSchema.optional() }),
    }),
    /** content/where-to-buy/<region>.json, where the region builds the page. */
    whereToBuy: defineCollection({ loader: regionData('whereToBuy'), schema: whereToBuyPageSchema }),
    /** content/where-to-buy/hongkong-macao/<region>.json, where the region builds the page. */
    hongKongMacao: defineCollection({ loader: regionData('hongKongMacao'), schema: hongKongMacaoPageSchema }),
    /** content/dealers.json (one entry, "dealers"). */
    dealers: defineCollection({ loader: regionData('dealers'), schema: dealersSchema }),
    /** content/manuals/series.json (one entry, "series"). */
    manualSeries: defineCollection({ loader: regionData('manualSeries'), schema: manualSeriesSchema }),
    /** The region's manuals (generated guides and added PDFs), where it builds the manuals page (id = file). */
    manuals: defineCollection({ loader: regionData('manuals'), schema: manualEntrySchema }),
  } satisfies Record<CollectionName, unknown>;
}
