import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sync } from 'astro';
import { REGION_CODES, type RegionCode } from '../../src/config/regions.ts';
import type { DataFiles } from '../../src/data/data-files.ts';
import { loadedFiles } from '../../src/data/loaded-data.ts';
import { deriveRegion, failuresBeyondTheBuild, throwAll, type RegionRecord } from '../../src/data/region-data.ts';
import { STORE_FILE, syncedEntries } from './synced-entries.ts';

/**
 * Validates every data file of every region under `root` (a folder laid out like the project:
 * regions/…, content/…) without building: the code behind `npm run check:data`. It runs Astro's
 * sync of the content layer once, over every region's files (the collections of
 * src/content.config.ts with SITE_ALL_REGIONS=1: each file read once by Astro's glob() and
 * validated by its schema), then, for each region, the cross-file rules over what the sync
 * stored, as that region's build runs them (src/data/region-data.ts), with the checks beyond
 * what a build holds (the manuals lists and where-to-buy copy of pages the region does not build
 * yet). Returns one message per failure, each naming the file and the field
 * (`regions/us/catalogue.json: products.aiBase.price: …`), each once; none when the data is
 * valid. `regions`: the regions to check (all by default).
 */
export async function checkData(root: string, regions: readonly RegionCode[] = REGION_CODES): Promise<string[]> {
  const loads = await loadRegions(root, regions);
  return [...new Set([...loads.values()].flatMap((load) => load.failures))];
}

/** Settings of a load beyond check:data's own. */
export interface LoadOptions {
  /** The folder of its content store under node_modules/.astro-cache (check-data by default). */
  cacheName?: string;
  /** More environment for the sync (SITE_DATA_OVERLAY and its DIST_DIR), restored after. */
  env?: Readonly<Record<string, string>>;
}

/** One region's load, as check:data makes it: its failures (none when valid), and its data when there are none. */
export interface RegionLoad {
  failures: string[];
  data?: { files: DataFiles; record: RegionRecord };
}

/**
 * The regions' loads through one content sync and the rules (see checkData): the one way the
 * tools and the tests read the data.
 */
export async function loadRegions(
  root: string,
  regions: readonly RegionCode[],
  options: LoadOptions = {},
): Promise<Map<RegionCode, RegionLoad>> {
  let cacheDir: string;
  try {
    cacheDir = await syncData(root, options);
  } catch (error) {
    return new Map(regions.map((region) => [region, { failures: lines(error) }]));
  }
  // The overlay the sync loaded: the caller's environment's, or the one the options give.
  const overlay = options.env?.SITE_DATA_OVERLAY ?? (process.env.SITE_DATA_OVERLAY || undefined);
  return readLoads(cacheDir, root, overlay, regions);
}

/**
 * Astro's content sync of every region's data files under `root`, into a content store of its
 * own: node_modules/.astro-cache/<cacheName> (a build's are node_modules/.astro-cache/<region>,
 * never shared). Returns the store's folder.
 */
export async function syncData(root: string, options: LoadOptions = {}): Promise<string> {
  const { cacheName = 'check-data', env = {} } = options;
  const settings = { SITE_ALL_REGIONS: '1', SITE_DATA_ROOT: resolve(root), ...env };
  // Astro's sync sets NODE_ENV for its own run: the caller's (a test runner's, whose servers run
  // `astro dev`) is restored with the settings.
  const saved = Object.fromEntries([...Object.keys(settings), 'NODE_ENV'].map((name) => [name, process.env[name]]));
  const cacheDir = join(process.cwd(), 'node_modules', '.astro-cache', cacheName);
  // Each sync starts from no store, in a folder of its own: Astro keeps a stored entry whose
  // file's text it has seen, with the path it was read from then, and a store left by a sync of
  // another root would name that root's files. Its store then replaces the last one whole, so
  // that a reader (a test in another process) never sees half of one.
  const own = `${cacheDir}.${process.pid}`;
  try {
    Object.assign(process.env, settings);
    await sync({ root: process.cwd(), logLevel: 'silent', cacheDir: own });
    mkdirSync(cacheDir, { recursive: true });
    renameSync(join(own, STORE_FILE), join(cacheDir, STORE_FILE));
    return cacheDir;
  } finally {
    rmSync(own, { recursive: true, force: true });
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/** The regions' loads from the store a sync of `root`'s data left in `cacheDir` (see syncData). */
export async function readLoads(
  cacheDir: string,
  root: string,
  overlay: string | undefined,
  regions: readonly RegionCode[],
): Promise<Map<RegionCode, RegionLoad>> {
  const entries = syncedEntries(cacheDir);
  const loads = new Map<RegionCode, RegionLoad>();
  for (const region of regions) loads.set(region, await loadRegion(entries, resolve(root), overlay, region));
  return loads;
}

async function loadRegion(
  entries: ReturnType<typeof syncedEntries>,
  root: string,
  overlay: string | undefined,
  region: RegionCode,
): Promise<RegionLoad> {
  try {
    const files = loadedFiles(entries, { root, overlay, region });
    // The rules as the region's build runs them, and what goes beyond its build: every failure at once.
    const derived = await deriveRegion(files, { region, includeTestFixtures: false }).catch((error: Error) => error);
    throwAll([...(derived instanceof Error ? [derived] : []), ...failuresBeyondTheBuild(files, region)]);
    return { failures: [], data: { files, record: derived as RegionRecord } };
  } catch (error) {
    return { failures: lines(error) };
  }
}

const lines = (error: unknown): string[] => [
  ...new Set((error instanceof Error ? error.message : String(error)).split('\n')),
];
