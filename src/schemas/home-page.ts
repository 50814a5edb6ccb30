import { z } from 'astro/zod';
import { ILLUSTRATION_KEYS } from '../config/products.ts';
import { externalUrl, instant, link, stageList, text } from './fields.ts';

export const productKey = z.enum(ILLUSTRATION_KEYS);

const homeTile = z
  .strictObject({
    key: productKey,
    title: text,
    subtitle: text,
    /** Learn-more link (internal route), once the product page exists in the region. */
    link: link.optional(),
    /** Buy link on the regional shop. */
    buy: externalUrl.optional(),
    showBuy: z.boolean(),
    /** Alt text of the tile's illustration, in the region's language. */
    alt: text,
    /** Licence line shown under licensed characters. */
    copyright: z.strictObject({ key: z.enum(['transformers', 'disney-pixar']), text }).optional(),
    eventsTime: instant.optional(),
    view: text.optional(),
    stages: stageList.optional(),
  })
  .refine((tile) => !tile.showBuy || tile.buy !== undefined, {
    message: '"showBuy" is true but the tile has no "buy" link',
  });

export const homePageSchema = z.strictObject({
  head: z.strictObject({ title: text, description: text, keywords: z.array(text).min(1) }),
  heading: text,
  section1: z.array(homeTile).min(1),
  section2: z.array(homeTile),
  tagline: z.strictObject({ title: text, text }),
  ecosystem: z.strictObject({
    title: text,
    describe: text,
    /**
     * The content-sharing hub and the creation tool. An item without a link has no content yet:
     * it shows the community box message ("Community building, stay tuned!") instead.
     */
    items: z
      .array(
        z
          .strictObject({ title: text, describe: text, link: externalUrl.optional(), linkLabel: text.optional() })
          .refine((item) => (item.link === undefined) === (item.linkLabel === undefined), {
            message: 'needs both "link" and "linkLabel", or neither while the block has no content yet',
          }),
      )
      .min(1),
  }),
  /**
   * The media-praise block of the spec (key, title, subtitle; nine items), written as the team's
   * own lines: a title and a sentence of ours each. No line may be attributed to a publication
   * unless it is a verbatim, sourced quotation (docs/products.md, "Claims").
   */
  praise: z.strictObject({
    title: text,
    items: z
      .array(z.strictObject({ key: text, title: text, subtitle: text }))
      .length(9, 'must have exactly nine lines, as the block of the spec does'),
  }),
});

export type HomePage = z.infer<typeof homePageSchema>;
export type HomeTile = HomePage['section1'][number];
