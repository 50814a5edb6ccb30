import type { RegionCode } from './regions.ts';

/** The six dealer lists of content spec point 2, in the spec's order. */
export const DEALER_MARKETS = ['germany', 'europe-middle-east', 'france', 'hongkong-macao', 'uk', 'us'] as const;
export type DealerMarket = (typeof DEALER_MARKETS)[number];

/** The list that has a page of its own (where-to-buy/hongkong-macao). */
export const HONG_KONG_MACAO: DealerMarket = 'hongkong-macao';

/**
 * Logo image keys. Logos are never fetched from elsewhere: `robosen` is the brand's own drawn
 * mark (src/components/BrandLogo.astro); `text` sets the dealer's title as a text mark.
 */
export const DEALER_LOGOS = ['robosen', 'text'] as const;
export type DealerLogo = (typeof DEALER_LOGOS)[number];

/** The list each where-to-buy region opens with: its own market. */
export const HOME_MARKET = {
  us: 'us',
  uk: 'uk',
  eu: 'europe-middle-east',
  fr: 'france',
  de: 'germany',
} as const satisfies Partial<Record<RegionCode, DealerMarket>>;
