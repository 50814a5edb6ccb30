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

/** schema.org availability of an offer. */
export function schemaAvailability(availability: Availability): string {
  return {
    soldOut: 'https://schema.org/SoldOut',
    preOrder: 'https://schema.org/PreOrder',
    available: 'https://schema.org/InStock',
  }[availability];
}
