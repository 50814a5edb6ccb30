import { join, resolve } from 'node:path';
import { sync } from 'astro';
import { REGION_CODES, type RegionCode } from '../../src/config/regions.ts';

/**
 * Validates every data file of every region under `root` (a folder laid out like the project:
 * regions/…, content/…) without building: the code behind `npm run check:data`. For each region
 * it runs Astro's sync of the content layer, as `astro sync` would for that region's build: the
 * collections of src/content.config.ts, loaded by their loader (src/data/region-loader.ts) through
 * the same table, schemas and cross-file rules as the build, so a file and field fail alike in
 * both. SITE_CHECK_DATA=1 makes that sync also fail where a build holds nothing (the manuals
 * lists and where-to-buy copy of pages the region does not build yet) and draw no product guide
 * (their listings are checked; a build draws them); SITE_DATA_ROOT points it at `root`. Returns one message per failure, each naming
 * the file and the field (`regions/us/catalogue.json: products.aiBase.price: …`), each once;
 * none when the data is valid. `regions`: the regions to check (all by default).
 */
export async function checkData(root: string, regions: readonly RegionCode[] = REGION_CODES): Promise<string[]> {
  const failures = new Set<string>();
  for (const region of regions) for (const line of await syncRegion(root, region)) failures.add(line);
  return [...failures];
}

/** Settings of one region's sync beyond check:data's own. */
export interface SyncOptions {
  /** The folder of its content store under node_modules/.astro-cache (check-data by default). */
  cacheName?: string;
  /** More environment for the sync (SITE_DATA_OVERLAY and its DIST_DIR, SITE_NOW), restored after. */
  env?: Readonly<Record<string, string>>;
}

/**
 * One region's check:data sync (see checkData): the failures, one line each, none when the data is
 * valid. The loader then hands what it loaded to the caller's process (src/data/synced-data.ts).
 */
export async function syncRegion(root: string, region: RegionCode, options: SyncOptions = {}): Promise<string[]> {
  const { cacheName = 'check-data', env = {} } = options;
  const failures: string[] = [];
  const settings = { REGION: region, SITE_CHECK_DATA: '1', SITE_DATA_ROOT: resolve(root), ...env };
  const saved = Object.fromEntries(Object.keys(settings).map((name) => [name, process.env[name]]));
  // The check's content stores have a folder of their own: they must not meet a build's
  // (node_modules/.astro-cache/<region>). It stays: a failed sync still writes its store a moment later.
  const cache = join(process.cwd(), 'node_modules', '.astro-cache', cacheName);
  try {
    Object.assign(process.env, settings);
    // Astro prints a line of its own when the config fails to load (the manifest's data, read
    // there, is bad): kept back, and shown only when the failure names no data file.
    const printed: unknown[][] = [];
    const print = console.error;
    console.error = (...args: unknown[]) => void printed.push(args);
    try {
      await sync({ root: process.cwd(), logLevel: 'silent', cacheDir: join(cache, region) });
    } catch (error) {
      const message = dataMessage(error);
      if (message === undefined) for (const args of printed) print(...args);
      const text = message ?? (error instanceof Error ? error.message : String(error));
      failures.push(...text.split('\n'));
    } finally {
      console.error = print;
    }
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
  return [...new Set(failures)];
}

/**
 * The message of the failure that named the data: Astro wraps an error of the config's load (the
 * route manifest reads the dealers and manuals lists there) in errors of its own, whose causes
 * lead to it; a loader's error reaches the sync as it was thrown.
 */
function dataMessage(error: unknown): string | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (/^[\w./-]+\.json: /m.test(cause.message)) return cause.message;
  }
  return undefined;
}
