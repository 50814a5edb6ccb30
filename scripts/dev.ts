/**
 * `npm run dev [-- <region>]`: Astro's dev server for one region, under the paths it has in
 * the merged site (cn at /, the others at /<region>/), for previewing edits as they are saved.
 * The region is the argument, else REGION, else cn: the registry's default region and the root
 * bundle, which a plain `astro build` or `astro dev` also takes. Besides the pages, the server
 * answers GET /ssr/timestamp and the reference API as `npm run serve` does
 * (src/integrations/dev-server.ts).
 *
 * HOST (default 127.0.0.1), PORT (default 4321; taken or not, no other is tried), SITE_NOW (the
 * server clock starts at that instant, and build-time decisions about time are taken as of it),
 * and the reference API's settings as in `npm run serve` (API_DB, …; docs/api.md).
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { dev } from 'astro';
import { DEFAULT_REGION, REGION_CODES, isRegionCode } from '../src/config/regions.ts';
import { cacheName, readBuildContext } from '../src/data/build-context.ts';
import { regionBase } from '../src/lib/urls.ts';
import { isInstant } from '../src/schemas/instant.ts';
import { EDITOR_CONFIG_PATH, EDITOR_PATH } from '../tools/editor/editor-paths.ts';

const args = process.argv.slice(2);
const region = (args[0] || process.env.REGION || DEFAULT_REGION).toLowerCase();
if (args.length > 1 || !isRegionCode(region)) {
  console.error(`npm run dev -- <region>: one region of ${REGION_CODES.join(', ')} (default ${DEFAULT_REGION}).`);
  process.exit(2);
}
if (process.env.SITE_NOW && !isInstant(process.env.SITE_NOW)) {
  console.error(
    `SITE_NOW="${process.env.SITE_NOW}" is not an ISO 8601 instant with an offset, e.g. 2026-11-22T09:00:00Z.`,
  );
  process.exit(2);
}
// astro.config.mjs reads the region from the environment, as in a build.
process.env.REGION = region;
process.env.ASTRO_TELEMETRY_DISABLED = '1';

// A data store of its own (by region and data root): a build beside the preview never shares one.
// Emptied at each start: Astro rewrites the project's .astro/content-assets.mjs (the photos pages
// import) only when its store changed, and a preview of another region or data root since has
// written its own there (the same fixed place as withastro/astro#12992).
const cacheDir = join('node_modules', '.astro-cache', `dev-${cacheName(readBuildContext())}`);
rmSync(cacheDir, { recursive: true, force: true });

const server = await dev({
  cacheDir,
  server: { host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 4321) },
  // The contract is HOST/PORT: a taken port is an error, not another port.
  vite: { server: { strictPort: true } },
});
const { address, port } = server.address;
const origin = `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
console.log(`Previewing ${region} at ${origin}${regionBase(region)} — saved edits show in the open tab`);
console.log(`Form editor at ${origin}${EDITOR_PATH} — configuration at ${origin}${EDITOR_CONFIG_PATH}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void server.stop().then(() => process.exit(0)));
}
