import { z } from 'astro/zod';
import { catalogueKey } from './catalogue.ts';
import { externalUrl, stageList, text } from './fields.ts';

const paragraphs = z.array(text).min(1);

/**
 * A product on a campaign page: its catalogue entry gives name, regular price, stock and shop
 * link; `campaignPrices` gives the campaign price in each stage, `null` while the price is not
 * yet revealed (the page shows "??" and the number is nowhere in the bundle).
 */
const campaignProduct = z.strictObject({
  key: catalogueKey,
  campaignPrices: z.array(z.number().positive().nullable()).min(1),
});

/** The copy and products of a campaign page in one region: content/campaigns/<path>/<region>.json. */
export const campaignPageSchema = z.strictObject({
  head: z.strictObject({ title: text, description: text, keywords: z.array(text).min(1) }),
  /** Banners: each shows in the stages it lists (content spec: title, discount, discountDescribe, time, bgAlt). */
  banners: z
    .array(
      z.strictObject({
        stages: stageList,
        title: text,
        discount: text,
        discountDescribe: text,
        time: text,
        bgAlt: text,
      }),
    )
    .min(1),
  subscribe: z.strictObject({ title: text, describe: text, submitBtn: text }),
  benefits: z.strictObject({
    title: text,
    items: z
      .array(
        z.strictObject({
          label: text,
          icon: z.enum(['guarantee', 'warranty', 'delivery', 'returns', 'installments', 'gift', 'members']),
          alt: text,
        }),
      )
      .min(2),
  }),
  timeline: z.strictObject({
    title: text,
    /** One item per campaign stage, in order; dates come from regions/<region>/campaigns.json. */
    items: z.array(z.strictObject({ stage: z.number().int().min(1), title: text })).min(1),
  }),
  sneakPeek: z.strictObject({ title: text, text, products: z.array(campaignProduct).min(1) }).optional(),
  groups: z.strictObject({
    title: text,
    tabs: z
      .array(
        z.strictObject({
          id: z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be an anchor like "special-offers"'),
          label: text,
          title: text,
          content: paragraphs,
          products: z.array(campaignProduct),
        }),
      )
      .min(1),
  }),
  gifts: z
    .strictObject({ title: text, intro: text.optional(), tiers: z.array(text).min(1), notes: z.array(text) })
    .optional(),
  giftGuide: z.strictObject({ title: text, text, link: externalUrl, linkLabel: text }).optional(),
  membersOnly: z
    .strictObject({
      id: z.literal('members-only-offers'),
      title: text,
      items: z.array(z.strictObject({ title: text, text })).min(1),
    })
    .optional(),
  guarantee: z.strictObject({ title: text, paragraphs }),
  returns: z.strictObject({ title: text, paragraphs }),
  terms: z.strictObject({ title: text, items: z.array(text).min(1) }),
  /** The "unlock soon" wording next to a price not yet revealed. */
  unrevealedNote: text,
});

export type CampaignPage = z.infer<typeof campaignPageSchema>;
export type CampaignProduct = z.infer<typeof campaignProduct>;
