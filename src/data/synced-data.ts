import type { RegionCode } from '../config/regions.ts';
import type { loadRegionData } from './region-data.ts';

/**
 * What `npm run check:data`'s sync of the content layer loaded, handed to a script that ran
 * that sync in its own process (`npm run calendar`, scripts/calendar.ts), so that the script
 * reads the region's data through the one data path (Astro's sync, the collections' loader,
 * their schemas and cross-file rules) and never through a reader of its own. The hand-off lives
 * on the process, as the build context does (src/data/build-context.ts): the script may have
 * loaded this module in a loader of its own (a test runner's), another instance than the one
 * Node loads for the collections (src/content.config.ts).
 */
export type SyncedRegionData = ReturnType<typeof loadRegionData> & { region: RegionCode };

const SYNCED = Symbol.for('robosen.synced-region-data');

type Holder = { [SYNCED]?: Partial<Record<RegionCode, SyncedRegionData>> };

/** Called by the loader after a check:data sync loaded a region's data without a failure. */
export function publishSyncedData(data: SyncedRegionData): void {
  const holder = globalThis as Holder;
  (holder[SYNCED] ??= {})[data.region] = data;
}

/** The region's data the last check:data sync of this process loaded, taken once (undefined if it failed). */
export function takeSyncedData(region: RegionCode): SyncedRegionData | undefined {
  const holder = globalThis as Holder;
  const data = holder[SYNCED]?.[region];
  if (holder[SYNCED]) delete holder[SYNCED][region];
  return data;
}
