import type { CatalogueEntry } from '../schemas/catalogue.ts';
import { evaluate } from './schedule.ts';
import { activitySchedule } from './schedule-adapters.ts';

export type Availability = 'soldOut' | 'preOrder' | 'available';

/** What a card, tile or product page shows for a catalogue entry at an instant. */
export interface Offer {
  availability: Availability;
  /** The price to pay now. */
  price: number;
  /** The regular price, when an activity price applies. */
  regularPrice?: number;
  /** regularPrice − price, when an activity price applies. */
  saving?: number;
  /** Where to buy; absent when sold out or when no source gives the region's store. */
  buy?: string;
}

/** Whether the entry's activity price applies at `now` (its stage is in its stage list). */
export function activityApplies(entry: CatalogueEntry, now: number): boolean {
  if (entry.activityPrice === undefined) return false;
  if (!entry.activityTime) return true;
  return evaluate(activitySchedule(entry.activityTime), now).shown;
}

/**
 * The offer rules of content spec point 4: stock 0 is sold out (no buy link); isPreSale is
 * pre-order wording; an activity price, while it applies, is the price with the saving shown.
 */
export function offerAt(entry: CatalogueEntry, now: number): Offer {
  const availability: Availability = entry.stock === 0 ? 'soldOut' : entry.isPreSale ? 'preOrder' : 'available';
  const activity = activityApplies(entry, now) && entry.activityPrice !== undefined;
  return {
    availability,
    price: activity ? (entry.activityPrice as number) : entry.price,
    ...(activity && { regularPrice: entry.price, saving: entry.price - (entry.activityPrice as number) }),
    ...(availability !== 'soldOut' && entry.buy !== undefined && { buy: entry.buy }),
  };
}

/**
 * The pages a shopper is sent to, first that the region has, when an entry in stock names no
 * store: no source gives cn's, jp's or kr's shop, so those regions price and describe a product
 * but cannot sell it, and say where to ask instead of calling it sold out.
 */
export const WHERE_TO_TURN = ['where-to-buy', 'contact-us', 'support'] as const;
export type WhereToTurn = (typeof WHERE_TO_TURN)[number];

/** What an offer's button does: buy at the store, say sold out, or send the shopper to ask. */
export type OfferAction =
  { kind: 'buy'; href: string } | { kind: 'soldOut' } | { kind: 'ask'; path: WhereToTurn | undefined };

/**
 * The call to action of an offer. Stock decides sold out (content spec point 4), never the lack
 * of a store: an entry in stock without a buy link asks instead. `hasPage` tells whether the
 * region builds a path.
 */
export function offerAction(offer: Offer, hasPage: (path: WhereToTurn) => boolean): OfferAction {
  if (offer.availability === 'soldOut') return { kind: 'soldOut' };
  if (offer.buy !== undefined) return { kind: 'buy', href: offer.buy };
  return { kind: 'ask', path: WHERE_TO_TURN.find(hasPage) };
}

/**
 * schema.org availability of an offer, or undefined where the page offers no purchase (in stock
 * with nowhere to buy): schema.org has no "not sold here", and InStock would promise one.
 */
export function schemaAvailability(offer: Offer): string | undefined {
  if (offer.availability === 'soldOut') return 'https://schema.org/SoldOut';
  if (offer.buy === undefined) return undefined;
  return offer.availability === 'preOrder' ? 'https://schema.org/PreOrder' : 'https://schema.org/InStock';
}
