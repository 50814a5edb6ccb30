#!/usr/bin/env node
/**
 * Builds the regional bundles: one `astro build` per region, as separate processes, each into
 * dist/<region>/ with its own base and cache, at most as many at once as there are cores.
 *
 *   npm run build               every region of the registry (src/config/regions.ts)
 *   npm run build -- us de      only those (what a marketer runs after editing one region)
 *
 * After the bundles, it writes the deploy files of the merged site (nginx configuration, CDN
 * headers, redirects and edge functions: scripts/write-deploy-files.ts) from every bundle present.
 *
 * Environment: SITE_NOW (build-time clock), SITE_ORIGIN (public origin), DIST_DIR (default
 * "dist"), SITE_TEST_FIXTURES=1 (builds the test fixture bundle instead: only the test-only pages,
 * for `npm test`; no deploy files), SITE_DATA_OVERLAY (tests only: the pages over the fixture
 * data of that folder, never into dist/; no deploy files; docs/build.md), PUBLIC_API_ENV,
 * DEPLOY_ROOT (docs/deploy.md).
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative, resolve, isAbsolute } from 'node:path';
import { performance } from 'node:perf_hooks';
import { REGION_CODES } from '../src/config/regions.ts';
import { SYNC_TURN_MESSAGE, SYNC_TURNS_ENV } from '../src/integrations/sync-turn.ts';

const distDir = process.env.DIST_DIR ?? 'dist';
const requested = process.argv.slice(2).map((code) => code.toLowerCase());
const unknown = requested.filter((code) => !REGION_CODES.includes(code));
if (unknown.length) {
  console.error(`Unknown region(s): ${unknown.join(', ')}. Regions: ${REGION_CODES.join(', ')}.`);
  process.exit(2);
}
if (process.env.SITE_NOW && Number.isNaN(Date.parse(process.env.SITE_NOW))) {
  console.error(`SITE_NOW="${process.env.SITE_NOW}" is not an ISO 8601 instant, e.g. 2026-11-22T09:00:00Z.`);
  process.exit(2);
}
const regions = requested.length ? [...new Set(requested)] : REGION_CODES;
const astroBin = join('node_modules', 'astro', 'bin', 'astro.mjs');
// A build allocates hundreds of megabytes of short-lived objects (modules transformed, pages
// rendered as strings); with V8's default young generation (16 MB semi-spaces) it spends about
// a tenth of its time collecting them and promotes many to the old generation. 64 MB semi-spaces
// made a one-region build's wall time about three quarters of the default's, on the same CPU
// time, in four alternating pairs on the shared machine (docs/build.md#what-a-build-spends).
const NODE_FLAGS = ['--max-semi-space-size=64'];

// Every build begins with Astro's content sync, which writes the project's shared ./.astro/: two
// syncs at once rename each other's files away. Each build starts at once and waits before its
// sync for its turn, given over an IPC channel (src/integrations/sync-turn.ts); a build's sync is
// over when Astro logs "[types] Generated", and the rest of the builds overlap.
const SYNC_DONE = /\[types\]\S* Generated/; // \S*: a colour code may follow the label
let syncTurn = Promise.resolve();

function buildRegion(region) {
  const outDir = join(distDir, region);
  rmSync(outDir, { recursive: true, force: true });
  const previousSync = syncTurn;
  let endSync;
  syncTurn = new Promise((resolve) => (endSync = resolve));
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...NODE_FLAGS, astroBin, 'build', '--outDir', outDir], {
      env: { ...process.env, REGION: region, ASTRO_TELEMETRY_DISABLED: '1', [SYNC_TURNS_ENV]: 'ipc' },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    // A build that failed before its turn has closed its channel.
    previousSync.then(() => child.connected && child.send(SYNC_TURN_MESSAGE));
    let output = '';
    const collect = (chunk) => {
      output += chunk;
      if (SYNC_DONE.test(output)) endSync();
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('close', (code) => {
      endSync();
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const report = output.split('\n').filter((line) => /strings:|error|warn/i.test(line));
      if (code === 0) {
        console.log(`✓ ${region} → ${outDir}/ (${seconds}s)`);
        for (const line of report) console.log(`  ${line.trim()}`);
      } else {
        console.error(`✗ ${region} failed (${seconds}s):\n${output}`);
      }
      resolve(code === 0);
    });
  });
}

// Astro keeps a build's prerender chunks in <outDir>/.prerender, but in the shared ./.astro/ when
// the output folder lies outside the project: builds into such a folder run one at a time.
const outside = relative(process.cwd(), resolve(distDir));
const parallel = outside.startsWith('..') || isAbsolute(outside) ? 1 : availableParallelism();

const started = performance.now();
const queue = [...regions];
const results = [];
const workers = Array.from({ length: Math.min(parallel, queue.length) }, async () => {
  while (queue.length) results.push(await buildRegion(queue.shift()));
});
await Promise.all(workers);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (results.every(Boolean)) {
  console.log(`Built ${regions.length} region(s) in ${seconds}s: ${regions.join(', ')}`);
  if (process.env.SITE_TEST_FIXTURES !== '1' && !process.env.SITE_DATA_OVERLAY) {
    const { writeDeployFiles } = await import('./write-deploy-files.ts');
    const deployed = writeDeployFiles(distDir);
    console.log(`Deploy files for ${deployed.join(', ')} → ${distDir}/nginx/, ${distDir}/cdn/ (docs/deploy.md)`);
  }
} else {
  console.error(`Build failed after ${seconds}s.`);
  process.exit(1);
}
