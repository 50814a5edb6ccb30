import type { Loader, LoaderContext } from 'astro/loaders';
import { buildContext } from './build-context.ts';
import { readSession } from './data-files.ts';
import { guideDrift } from './manuals/guide-drift.ts';
import { loadRegionData, type CollectionName } from './region-data.ts';

/**
 * The content collections' loader (src/content.config.ts): one loader on Astro's loader API for
 * every collection of the region being built (REGION). The region's data is loaded once per
 * build by the collection table of src/data/region-data.ts (every file read and validated once,
 * then the cross-file rules), and each collection stores its own entries, already validated: the
 * loader does not call parseData, which would validate them a second time. In `astro dev` every
 * file the load looked at (and the overlay's copy it would prefer) is registered with Astro's
 * watcher; saving one loads the region's data again and every collection stores its entries
 * anew, so the pages follow.
 */

type RegionLoad = { data: ReturnType<typeof loadRegionData> } | { error: Error };

let current: RegionLoad | undefined;
/** Every data path any load looked at: a change to one of them reloads. */
const watched = new Set<string>();

function regionLoad(): RegionLoad {
  if (current) return current;
  const { root, overlay, manifest, region } = buildContext();
  const session = readSession();
  try {
    current = { data: loadRegionData({ root, overlay, manifest, session }, region) };
  } catch (error) {
    current = { error: error as Error };
  }
  for (const path of session.paths) watched.add(path);
  return current;
}

function loaded(): ReturnType<typeof loadRegionData> {
  const load = regionLoad();
  if ('error' in load) throw load.error;
  return load.data;
}

let invalidated = false;

/** Forgets the loaded data once per change event, however many collections listen to it; true for the first. */
function invalidate(): boolean {
  if (invalidated) return false;
  invalidated = true;
  current = undefined;
  // The listeners of one event run one after the other, synchronously: the flag holds until all have.
  queueMicrotask(() => (invalidated = false));
  return true;
}

function storeEntries({ store, generateDigest }: LoaderContext, collection: CollectionName): void {
  const entries = loaded().entries[collection];
  store.clear();
  for (const { id, data } of entries) {
    const record = data as Record<string, unknown>;
    store.set({ id, data: record, digest: generateDigest(record) });
  }
}

export function regionDataLoader(collection: CollectionName): Loader {
  return {
    name: `region-data:${collection}`,
    load: async (context) => {
      storeEntries(context, collection);
      if (collection === 'manuals') warnOfStaleGuides(context);
      const { watcher, logger } = context;
      if (!watcher) return;
      for (const path of watched) watcher.add(path);
      const reload = (path: string) => {
        if (!watched.has(path)) return;
        const first = invalidate();
        try {
          storeEntries(context, collection);
          if (first) logger.info(`${path} changed: the region's data is loaded again`);
        } catch (error) {
          // A bad edit is reported once; the pages keep their last good data until it is fixed.
          if (first) logger.error((error as Error).message);
        }
        for (const added of watched) watcher.add(added);
      };
      watcher.on('change', reload);
      watcher.on('add', reload);
      watcher.on('unlink', reload);
    },
  };
}

/** Stale guides still build (check:data and the unit tests fail on them): the PDFs need fonts to redo. */
function warnOfStaleGuides({ logger }: LoaderContext): void {
  const drift = guideDrift(loaded().context, buildContext().region);
  if (drift.length) logger.warn(`${drift.length} product guide(s) are out of date; run \`npm run manuals\``);
}
