import { z } from 'astro/zod';
import { CATALOGUE_KEYS } from '../config/products.ts';
import { externalUrl, instant, link, stageList, text } from './fields.ts';

export const catalogueKey = z.enum(CATALOGUE_KEYS);

const amount = z.number().positive('must be a positive amount in the currency’s main unit');

/** A regional catalogue entry (content spec point 3). */
export const catalogueEntry = z
  .strictObject({
    name: text,
    /** Learn-more link: the product's route path in this region, once its page exists. */
    link: link.optional(),
    /** Where to buy: the regional store's address a source gives; without one the offer has no Buy button. */
    buy: externalUrl.optional(),
    /** Regular price in the currency's main unit (dollars, euros, yen…). */
    price: amount,
    alt: text,
    /** Units available; 0 is sold out. */
    stock: z.number().int().min(0),
    /** Pre-order wording instead of buy wording. */
    isPreSale: z.boolean(),
    /** Promotional price, shown while `activityTime` says so. */
    activityPrice: amount.optional(),
    /** When the activity price applies: the stage start instants, and the stages it runs in. */
    activityTime: z.strictObject({ stages: z.array(instant).min(1), stage: stageList }).optional(),
  })
  .refine((entry) => entry.activityPrice === undefined || entry.activityPrice < entry.price, {
    message: '"activityPrice" must be lower than "price"',
  });

export const catalogueSchema = z.strictObject({
  products: z.partialRecord(catalogueKey, catalogueEntry),
});

export type Catalogue = z.infer<typeof catalogueSchema>;
export type CatalogueEntry = z.infer<typeof catalogueEntry>;
export type CatalogueKey = z.infer<typeof catalogueKey>;
