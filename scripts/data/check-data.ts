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
  const saved = { ...process.env };
  // The check's content stores have a folder of their own: they must not meet a build's
  // (node_modules/.astro-cache/<region>). It stays: a failed sync still writes its store a moment later.
  const cache = join(process.cwd(), 'node_modules', '.astro-cache', 'check-data');
  try {
    for (const region of regions) {
      Object.assign(process.env, { REGION: region, SITE_CHECK_DATA: '1', SITE_DATA_ROOT: resolve(root) });
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
        for (const line of text.split('\n')) failures.add(line);
      } finally {
        console.error = print;
      }
    }
  } finally {
    for (const name of ['REGION', 'SITE_CHECK_DATA', 'SITE_DATA_ROOT']) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  }
  return [...failures];
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
