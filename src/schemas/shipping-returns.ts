import { z } from 'astro/zod';
import { PRODUCT_SLUGS } from '../config/products.ts';
import { isArea, isCountryArea, NAMED_AREA_KEYS } from '../config/shipping-areas.ts';
import { text } from './fields.ts';

const areaMessage = `must be a country code like "GB" or one of ${NAMED_AREA_KEYS.join(', ')}`;
const area = z.string().refine(isArea, areaMessage);
const countryArea = z.string().refine(isCountryArea, `${areaMessage}, naming whole countries`);
const days = z.number().int().positive();

/**
 * The region's shipping and return figures for Product structured data
 * (regions/<region>/shipping-returns.json; absent where the specs give none). Each entry names
 * the source of its figures; a figure not known is left out, never guessed.
 */
export const shippingReturnsSchema = z.strictObject({
  returns: z
    .strictObject({
      countries: z.array(countryArea).min(1),
      /** Days to ask for a return of a product without defects, from the day it is received. */
      days,
      /** True when the return label is free once the return is accepted; omit when not known. */
      freeReturnLabel: z.boolean().optional(),
      source: text,
    })
    .optional(),
  shipping: z
    .array(
      z
        .strictObject({
          /** What the option is called, for authors. */
          name: text,
          area,
          /** Cost in the region's currency, main unit (0 is free). */
          rate: z.number().min(0).optional(),
          delivery: z
            .strictObject({ min: days, max: days, businessDays: z.boolean().optional() })
            .refine((delivery) => delivery.min <= delivery.max, { message: '"min" must not exceed "max"' })
            .optional(),
          source: text,
        })
        .refine((option) => option.rate !== undefined || option.delivery !== undefined, {
          message: 'needs a "rate" or a "delivery" time: an option with neither says nothing',
        }),
    )
    .optional(),
  /**
   * The order value above which shipping is free, in the region's currency, and the product
   * pages whose buy section says so ("Free shipping over $99" on the US Megatron page).
   */
  freeShippingOver: z
    .strictObject({
      amount: z.number().positive(),
      products: z.array(z.enum(PRODUCT_SLUGS)).min(1),
      source: text,
    })
    .optional(),
});

export type ShippingReturns = z.infer<typeof shippingReturnsSchema>;
