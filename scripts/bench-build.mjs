#!/usr/bin/env node
/**
 * `npm run bench:build -- <other-checkout>`: how long `npm run build` takes in this checkout
 * against another checkout of the project (e.g. an older commit with its own node_modules),
 * measured in the same run on the same machine, the two taking turns so that whatever else the
 * machine is doing weighs on both alike. Then one region built again on a warm cache, in both.
 *
 *   npm run bench:build -- ../old-checkout               all regions, 3 rounds, then `us` warm, 3 rounds
 *   npm run bench:build -- ../old-checkout --runs 5 --region de
 *
 * Each build writes into the checkout's own dist-bench/ with the same SITE_NOW. Prints every
 * timing, the medians, and this checkout's median over the other's (the budget: at most 1.0,
 * docs/build.md#what-a-build-spends).
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : args.splice(index, 2)[1];
};
const runs = Number(option('runs', '3'));
const warmRegion = option('region', 'us');
const [other] = args;
if (!other) {
  console.error('Usage: npm run bench:build -- <other-checkout> [--runs N] [--region code]');
  process.exit(2);
}
const checkouts = { this: process.cwd(), other: resolve(other) };
const DIST_DIR = 'dist-bench';
const SITE_NOW = process.env.SITE_NOW ?? '2026-11-20T12:00:00Z';

/** Seconds `node scripts/build.mjs …regions` took in `cwd`; fails the bench when the build fails. */
function timedBuild(cwd, regions = []) {
  const started = performance.now();
  const result = spawnSync(process.execPath, ['scripts/build.mjs', ...regions], {
    cwd,
    env: { ...process.env, DIST_DIR, SITE_NOW },
    encoding: 'utf8',
  });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) {
    console.error(`${cwd}: build failed\n${result.stdout}${result.stderr}`);
    process.exit(1);
  }
  return seconds;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const times = { this: [], other: [] };
for (let round = 1; round <= runs; round += 1) {
  // Alternate which goes first, so neither always builds right after the other.
  const order = round % 2 ? ['other', 'this'] : ['this', 'other'];
  for (const name of order) {
    const seconds = timedBuild(checkouts[name]);
    times[name].push(seconds);
    console.log(`round ${round}: ${name.padEnd(5)} all regions ${seconds.toFixed(1)} s`);
  }
}
const ratio = median(times.this) / median(times.other);
console.log(
  `all regions, median: this ${median(times.this).toFixed(1)} s, other ${median(times.other).toFixed(1)} s, ratio ${ratio.toFixed(2)}`,
);

// One region on the cache the builds above left (what a marketer runs after an edit), in both
// checkouts taking turns, as above.
const warm = { this: [], other: [] };
for (let round = 1; round <= runs; round += 1) {
  for (const name of round % 2 ? ['other', 'this'] : ['this', 'other']) {
    warm[name].push(timedBuild(checkouts[name], [warmRegion]));
  }
}
for (const name of ['this', 'other']) {
  console.log(
    `${warmRegion} warm, ${name.padEnd(5)}: ${warm[name].map((seconds) => seconds.toFixed(1)).join(', ')} s (median ${median(warm[name]).toFixed(1)} s)`,
  );
}
console.log(`${warmRegion} warm, ratio ${(median(warm.this) / median(warm.other)).toFixed(2)}`);
for (const cwd of Object.values(checkouts)) rmSync(resolve(cwd, DIST_DIR), { recursive: true, force: true });
