import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { REGION_CODES, type RegionCode } from '../../src/config/regions.ts';
import type { DataFiles, LoadedFile } from '../../src/data/data-files.ts';
import type { DataContext } from '../../src/data/region-data.ts';
import { loadedFiles } from '../../src/data/loaded-data.ts';
import { STORE_FILE, syncedEntries } from '../../tools/data-check/synced-entries.ts';
import type { RegionRecord } from '../../src/data/region-data.ts';
import type { RouteManifest } from '../../src/lib/route-manifest.ts';
import { readLoads, syncData, type RegionLoad } from '../../tools/data-check/check-data.ts';

/**
 * The one way the tests read data: what Astro's content sync loaded (the collections of
 * src/content.config.ts, every region's files at once) and what the cross-file rules make of it
 * for each region (src/data/region-data.ts), as `npm run check:data` reads it
 * (tools/data-check/check-data.ts). The data sets are synced once per test run, before any
 * test (syncTestData: vitest's global setup, and the end-to-end runner's), each into a content
 * store of its own; a test reads a set's store, never a data file.
 */
export const TEST_DATA_SETS = {
  /** The data the project ships: regions/ and content/. */
  shipped: { root: '.', env: {} },
  /** Made-up data whose values the unit tests know (tests/fixtures/unit/README.md). */
  unit: { root: 'tests/fixtures/unit', env: {} },
  /** The fixture-data bundles' data: tests/fixtures/data over the shipped files (docs/build.md, "Fixture data"). */
  fixture: { root: '.', env: { SITE_DATA_OVERLAY: 'tests/fixtures/data', DIST_DIR: 'dist-test-data' } },
  /** The season calendar's planted mistakes over the shipped files (tests/fixtures/calendar/README.md). */
  calendar: { root: '.', env: { SITE_DATA_OVERLAY: 'tests/fixtures/calendar', DIST_DIR: 'dist-test-data' } },
} as const;

export type TestDataSet = keyof typeof TEST_DATA_SETS;

const cacheName = (set: TestDataSet) => join('test-data', set);
const cacheDir = (set: TestDataSet) => join(process.cwd(), 'node_modules', '.astro-cache', cacheName(set));

/** A data set's store folder; fails, saying how, when the set has not been synced. */
function storeOf(set: TestDataSet): string {
  if (!existsSync(join(cacheDir(set), STORE_FILE))) {
    throw new Error(`the test data "${set}" is not synced: run the tests through vitest or npm run test:e2e`);
  }
  return cacheDir(set);
}

/** Syncs every data set into its store (once per test run, before the tests). */
export async function syncTestData(): Promise<void> {
  for (const [set, { root, env }] of Object.entries(TEST_DATA_SETS)) {
    await syncData(root, { cacheName: cacheName(set as TestDataSet), env });
  }
}

const loads = new Map<TestDataSet, Promise<Map<RegionCode, RegionLoad>>>();

/** Every region's load of a data set: its data, or its failures. */
export async function testLoads(set: TestDataSet = 'shipped'): Promise<Map<RegionCode, RegionLoad>> {
  let load = loads.get(set);
  if (!load) {
    const { root, env } = TEST_DATA_SETS[set];
    const overlay = 'SITE_DATA_OVERLAY' in env ? env.SITE_DATA_OVERLAY : undefined;
    load = readLoads(storeOf(set), root, overlay, REGION_CODES);
    loads.set(set, load);
  }
  return load;
}

/** A region's data in a data set, as its build holds it; fails with the set's failures. */
export interface RegionTestData {
  files: DataFiles;
  record: RegionRecord;
  /** The route manifest over the set's data, as the build has it (the record's). */
  manifest: RouteManifest;
}

export async function testData(region: RegionCode, set: TestDataSet = 'shipped'): Promise<RegionTestData> {
  const { failures, data } = (await testLoads(set)).get(region)!;
  if (!data) throw new Error(`the test data "${set}" of ${region} fails:\n${failures.join('\n')}`);
  return { ...data, manifest: data.record.manifest };
}

/** Every region's files with its route manifest, as the rules take them (regionCollections of src/data/region-data.ts). */
export async function testContexts(set: TestDataSet = 'shipped'): Promise<Record<RegionCode, DataContext>> {
  const entries = await Promise.all(
    REGION_CODES.map(async (region) => {
      const { files, manifest } = await testData(region, set);
      return [region, { ...files, manifest }] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<RegionCode, DataContext>;
}

/**
 * A data set's files as Astro loaded and validated them, without the cross-file rules: for the
 * rules' own tests, over data made up for them (the unit set is no whole site). Fails on a file
 * that fails its schema; with `region`, only on the files that region's build loads (the calendar
 * set's uk campaigns fail theirs on purpose).
 */
export function testFiles(set: TestDataSet, region?: RegionCode): DataFiles {
  const { root, env } = TEST_DATA_SETS[set];
  const overlay = 'SITE_DATA_OVERLAY' in env ? env.SITE_DATA_OVERLAY : undefined;
  return loadedFiles(syncedEntries(storeOf(set)), { root: resolve(root), overlay, ...(region && { region }) });
}

/** The files of a load with some replaced or added by their path from the data root: a rule's fixture. */
export function withData(files: DataFiles, edits: Readonly<Record<string, unknown>>): DataFiles {
  const loaded = new Map<string, LoadedFile>(files.loaded);
  for (const [path, data] of Object.entries(edits)) {
    if (data === undefined) loaded.delete(path);
    else loaded.set(path, { data, file: path });
  }
  return { ...files, loaded };
}
