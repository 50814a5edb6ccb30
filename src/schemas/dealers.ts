import { z } from 'astro/zod';
import { DEALER_LOGOS, DEALER_MARKETS, HONG_KONG_MACAO } from '../config/dealers.ts';
import { externalUrl, text } from './fields.ts';

/**
 * An authorised dealer (content spec point 2): title, link, optional address or list of
 * addresses, logo image key, and the list it belongs to. Hong Kong and Macau entries are shops
 * listed by their addresses, so there the address is required and the link optional.
 */
const dealer = z
  .strictObject({
    market: z.enum(DEALER_MARKETS, {
      message: `must be one of the six lists: ${DEALER_MARKETS.join(', ')}`,
    }),
    title: text,
    link: externalUrl.optional(),
    address: z.union([text, z.array(text).min(1, 'must list at least one address')]).optional(),
    logo: z.enum(DEALER_LOGOS, {
      message: `must be a logo key: ${DEALER_LOGOS.join(', ')} ("text" sets the title as the logo)`,
    }),
  })
  .superRefine((entry, context) => {
    if (entry.market === HONG_KONG_MACAO && entry.address === undefined) {
      context.addIssue({ code: 'custom', path: ['address'], message: 'is required for a Hong Kong or Macau shop' });
    }
    if (entry.market !== HONG_KONG_MACAO && entry.link === undefined) {
      context.addIssue({ code: 'custom', path: ['link'], message: 'is required: where does the visitor buy?' });
    }
  });

/** content/dealers.json: every authorised dealer of every list. */
export const dealersSchema = z.strictObject({ dealers: z.array(dealer) });

export type Dealers = z.infer<typeof dealersSchema>;
export type Dealer = z.infer<typeof dealer>;
