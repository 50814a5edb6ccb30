import { z } from 'astro/zod';
import { pageHead, text } from './fields.ts';

/**
 * The where-to-buy page's copy in a region (content/where-to-buy/<region>.json). The dealers
 * are shared by every region (content/dealers.json); the official store banner links the
 * region's shop from its settings.
 */
export const whereToBuyPageSchema = z.strictObject({
  head: pageHead,
  heading: text,
  intro: text,
  officialStore: z.strictObject({ title: text, text, button: text }),
  /** Under the region's own list while it has no entries: what the visitor can do instead. */
  emptyHomeList: text,
  /** The pointer to the Hong Kong and Macau page, shown while that page is built. */
  hongKongMacao: z.strictObject({ text, link: text }),
});

/** The Hong Kong and Macau page's copy in a region (content/where-to-buy/hongkong-macao/<region>.json). */
export const hongKongMacaoPageSchema = z.strictObject({
  head: pageHead,
  heading: text,
  intro: text,
  /** Label of the link back to every list, shown where the region builds where-to-buy. */
  back: text,
});

export type WhereToBuyPage = z.infer<typeof whereToBuyPageSchema>;
export type HongKongMacaoPage = z.infer<typeof hongKongMacaoPageSchema>;
