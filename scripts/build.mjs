#!/usr/bin/env node
// @ts-check
/**
 * Builds the regional bundles: one Astro build per region, each into dist/<region>/ with its own
 * base and cache, in as many worker processes as there are cores (scripts/build-worker.mjs), each
 * building the regions it is handed one after the other.
 *
 *   npm run build               every region of the registry (src/config/regions.ts)
 *   npm run build -- us de      only those (what a marketer runs after editing one region)
 *   npm run build -- --config <file> …   with another Astro configuration (default astro.config.mjs)
 *
 * After the bundles, it writes the deploy files of the merged site (nginx configuration, CDN
 * headers, redirects and edge functions: tools/bundle/write-deploy-files.ts) from every bundle present.
 *
 * Environment: SITE_NOW (build-time clock), SITE_ORIGIN (public origin), DIST_DIR (default
 * "dist"), SITE_DATA_ROOT (the folder whose regions/ and content/ hold the
 * data; default the project: docs/build.md), PUBLIC_API_ENV,
 * DEPLOY_ROOT (docs/deploy.md).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { REGION_CODES } from '../src/config/regions.ts';
import { DATA_HISTORY_ENV, readDataHistory } from '../src/data/data-history.ts';
import { writeJsonSchemas } from '../src/integrations/json-schemas.ts';
import { listBundles } from '../tools/bundle/bundle-files.ts';

const distDir = process.env.DIST_DIR ?? 'dist';
const args = process.argv.slice(2);
const configAt = args.indexOf('--config');
const configFile = resolve(configAt === -1 ? 'astro.config.mjs' : (args.splice(configAt, 2)[1] ?? ''));
const requested = args.map((code) => code.toLowerCase());
const unknown = requested.filter((code) => !(/** @type {readonly string[]} */ (REGION_CODES).includes(code)));
if (unknown.length) {
  console.error(`Unknown region(s): ${unknown.join(', ')}. Regions: ${REGION_CODES.join(', ')}.`);
  process.exit(2);
}
if (process.env.SITE_NOW && Number.isNaN(Date.parse(process.env.SITE_NOW))) {
  console.error(`SITE_NOW="${process.env.SITE_NOW}" is not an ISO 8601 instant, e.g. 2026-11-22T09:00:00Z.`);
  process.exit(2);
}
const regions = requested.length ? [...new Set(requested)] : REGION_CODES;
// One instant for every decision of every region's build: the config, the content sync and the
// pages each read it (src/data/build-context.ts), in module instances of their own.
process.env.SITE_NOW ??= new Date().toISOString();
// A build allocates hundreds of megabytes of short-lived objects (modules transformed, pages
// rendered as strings); with V8's default young generation (16 MB semi-spaces) it spends about
// a tenth of its time collecting them and promotes many to the old generation. 64 MB semi-spaces
// made a one-region build's wall time about three quarters of the default's, on the same CPU
// time (docs/build.md#what-a-build-spends).
const NODE_FLAGS = ['--max-semi-space-size=64'];

// What git knows of the data (the product guides' edition days), read here once for every
// region's build: spawning git from a build's large process costs it more than git's own work.
const historyFile = join('node_modules', '.cache', `data-history-${process.pid}.json`);
mkdirSync(dirname(historyFile), { recursive: true });
writeFileSync(historyFile, JSON.stringify({ root: process.cwd(), history: readDataHistory(process.cwd()) ?? null }));
process.on('exit', () => rmSync(historyFile, { force: true }));

// The editor's JSON Schemas follow the Zod schemas (docs/data-files.md): written here once, not
// by each region's build.
writeJsonSchemas(process.cwd());

// Astro keeps a build's prerender chunks in <outDir>/.prerender, but in ./.astro/ of the working
// folder when the output folder lies outside it, under the same names for every build: builds
// into such a folder run one at a time, each in a worker of its own, so that no build imports the
// chunks another left there.
const outside = relative(process.cwd(), resolve(distDir));
const sharedPrerender = outside.startsWith('..') || isAbsolute(outside);

/**
 * Says `message` to a worker (tools/build/build-protocol.ts).
 * @param {import('node:child_process').ChildProcess} worker
 * @param {import('../tools/build/build-protocol.ts').ScriptMessage} message
 */
const send = (worker, message) => worker.send(message);

/**
 * A worker process (scripts/build-worker.mjs) that builds regions from `queue` one after the
 * other until none is left; resolves with whether each of its builds succeeded.
 * @param {string[]} queue
 * @returns {Promise<boolean[]>}
 */
function runWorker(queue) {
  return new Promise((resolve) => {
    const worker = spawn(process.execPath, [...NODE_FLAGS, join('scripts', 'build-worker.mjs')], {
      env: {
        ...process.env,
        ASTRO_TELEMETRY_DISABLED: '1',
        [DATA_HISTORY_ENV]: historyFile,
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    /** @type {boolean[]} */
    const results = [];
    /** @type {string | undefined} */
    let building;
    const next = () => {
      building = queue.shift();
      if (!building) {
        send(worker, { type: 'exit' });
        return;
      }
      const outDir = join(distDir, building);
      rmSync(outDir, { recursive: true, force: true });
      send(worker, { type: 'build', region: building, outDir, configFile });
    };
    worker.on('message', (/** @type {import('../tools/build/build-protocol.ts').WorkerMessage} */ message) => {
      if (message.type === 'ready') next();
      if (message.type === 'built') {
        report(message);
        results.push(message.ok);
        next();
      }
    });
    // A message to a worker that has just died: its exit, below, says what happened.
    worker.on('error', () => {});
    worker.on('exit', (code, signal) => {
      if (building) {
        // Died mid-build (out of memory, killed): what it printed of that build died with it.
        console.error(`✗ ${building} failed: its build process ended (${signal ?? `exit code ${code}`}).`);
        results.push(false);
      } else if (code !== 0) {
        results.push(false);
      }
      resolve(results);
    });
  });
}

/**
 * Prints one region's result: a line, the lines of its report, or all it printed when it failed.
 * @param {Extract<import('../tools/build/build-protocol.ts').WorkerMessage, { type: 'built' }>} built
 */
function report({ region, ok, seconds, output }) {
  const outDir = join(distDir, region);
  if (ok) {
    console.log(`✓ ${region} → ${outDir}/ (${seconds.toFixed(1)}s)`);
    for (const line of output.split('\n').filter((line) => /strings:|error|warn/i.test(line))) {
      console.log(`  ${line.trim()}`);
    }
  } else {
    console.error(`✗ ${region} failed (${seconds.toFixed(1)}s):\n${output}`);
  }
}

const started = performance.now();
const results = [];
if (sharedPrerender) {
  for (const region of regions) results.push(...(await runWorker([region])));
} else {
  const queue = [...regions];
  const workers = Array.from({ length: Math.min(availableParallelism(), queue.length) }, () => runWorker(queue));
  for (const workerResults of await Promise.all(workers)) results.push(...workerResults);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (results.every(Boolean)) {
  console.log(`Built ${regions.length} region(s) in ${seconds}s: ${regions.join(', ')}`);
  // Deploy files are those of a site: bundles with a home page (a bundle of test pages has none).
  if (listBundles(distDir).length) {
    const { writeDeployFiles } = await import('../tools/bundle/write-deploy-files.ts');
    const deployed = writeDeployFiles(distDir);
    console.log(`Deploy files for ${deployed.join(', ')} → ${distDir}/nginx/, ${distDir}/cdn/ (docs/deploy.md)`);
  }
} else {
  console.error(`Build failed after ${seconds}s.`);
  process.exit(1);
}
