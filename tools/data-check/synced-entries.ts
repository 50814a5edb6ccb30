import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'devalue';
import { DATA_COLLECTIONS, type StoredEntry } from '../../src/data/loaded-data.ts';

/** The file a content sync writes its data store to, in its cache folder. */
export const STORE_FILE = 'data-store.json';

/**
 * The data file entries a content sync left in its data store (`<cacheDir>/data-store.json`,
 * Astro's own format), for the tools that run the sync in Node rather than in a page:
 * `npm run check:data`, `npm run calendar` and the tests (tools/data-check/check-data.ts). They read
 * what Astro loaded, never the data files.
 */
export function syncedEntries(cacheDir: string): StoredEntry[] {
  const store = parse(readFileSync(join(cacheDir, STORE_FILE), 'utf8')) as Map<string, Map<string, StoredEntry>>;
  return DATA_COLLECTIONS.flatMap((name) => [...(store.get(name)?.values() ?? [])]);
}
