import { z } from 'astro/zod';
import { CATALOGUE_KEYS } from '../config/products.ts';
import { externalUrl, instant, link, stageList, text } from './fields.ts';

export const catalogueKey = z.enum(CATALOGUE_KEYS);

const amount = z.number().positive('must be a positive amount in the currency’s main unit');

/**
 * A regional catalogue entry (content spec point 3). The descriptions are the hints of the form
 * editor's fields and of VS Code's (docs/editor.md).
 */
export const catalogueEntry = z
  .strictObject({
    name: text,
    link: link.optional().describe("Learn-more link: the product's route path in this region, once its page exists."),
    buy: externalUrl
      .optional()
      .describe("Where to buy: the regional store's address; without one the offer has no Buy button."),
    price: amount.describe("Regular price in the currency's main unit (dollars, euros, yen…)."),
    alt: text,
    stock: z.number().int().min(0).describe('Units available; 0 is sold out.'),
    isPreSale: z.boolean().describe('Pre-order wording instead of buy wording.'),
    activityPrice: amount.optional().describe('Promotional price, shown while the activity time says so.'),
    activityTime: z
      .strictObject({ stages: z.array(instant).min(1), stage: stageList })
      .optional()
      .describe('When the activity price applies: the stage start instants, and the stages it runs in.'),
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
