import { buildContext } from '../build-context.ts';
import { manualListings } from '../../site-data.ts';
import { writeGuide } from './guide-render.ts';
import type { ManualEntry } from '../../schemas/manuals.ts';

const drawn = new WeakMap<object, Promise<ManualEntry[]>>();

/**
 * The region's manuals in table order (generated guides, then added files), each product guide
 * drawn (src/data/manuals/guide-render.ts) and listed with its file and size: for the pages that
 * serve them (the manuals page and its files), once per data load, so that no other page waits
 * for a guide, nor imports the renderer.
 */
export async function manuals(): Promise<ManualEntry[]> {
  const listings = await manualListings();
  let rows = drawn.get(listings);
  if (!rows) {
    const { region, root } = buildContext();
    rows = Promise.all(
      listings.map(async ({ data: listing }) => {
        if (!listing.guide) return listing;
        const { guide, ...row } = listing;
        return { ...row, ...(await writeGuide(region, guide, root)) };
      }),
    );
    drawn.set(listings, rows);
  }
  return rows;
}
