#!/usr/bin/env node
/**
 * `npm run bench`: page weight of every region's home page from the built bundles: gzipped
 * HTML, the JavaScript it loads at start (module scripts and their static imports; islands
 * hydrated later are counted apart) and its CSS. With --check, exits non-zero when a page goes
 * over the budgets below. DIST_DIR picks the bundles (default dist).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET = { html: 20_000, js: 15_000, css: 10_000 };
const REGIONS = ['cn', 'us', 'uk', 'eu', 'fr', 'de', 'kr', 'jp'];
const distDir = process.env.DIST_DIR ?? 'dist';
const check = process.argv.includes('--check');

const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
const base = (region) => (region === 'cn' ? '/' : `/${region}/`);

/** Maps a site URL path (`/us/_astro/x.js`) to the file in the region's bundle. */
function fileOf(region, url) {
  const rest = url.startsWith(base(region)) ? url.slice(base(region).length) : url.replace(/^\//, '');
  return join(distDir, region, rest);
}

/** A module and everything it imports statically, once each. */
function moduleGraph(region, url, seen = new Set()) {
  if (seen.has(url)) return seen;
  seen.add(url);
  const source = readFileSync(fileOf(region, url), 'utf8');
  for (const match of source.matchAll(/(?:import|from)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    moduleGraph(region, posix.join(posix.dirname(url), match[1]), seen);
  }
  return seen;
}

const rows = [];
let over = false;
for (const region of REGIONS) {
  const page = join(distDir, region, 'index.html');
  if (!existsSync(page)) continue;
  const html = readFileSync(page, 'utf8');
  const scripts = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]);
  const modules = new Set();
  for (const script of scripts) moduleGraph(region, script, modules);
  const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
  const row = {
    region,
    html: gz(Buffer.from(html)),
    js: [...modules].reduce((sum, url) => sum + gz(readFileSync(fileOf(region, url))), 0),
    css: styles.reduce((sum, url) => sum + gz(readFileSync(fileOf(region, url))), 0),
  };
  rows.push(row);
  for (const key of Object.keys(BUDGET)) {
    if (row[key] > BUDGET[key]) {
      over = true;
      console.error(`${region} home: ${key} ${row[key]} B gzipped is over its budget of ${BUDGET[key]} B`);
    }
  }
}
if (!rows.length) {
  console.error(`No home pages under ${distDir}/: build first (npm run build).`);
  process.exit(1);
}
console.log('home page, gzipped bytes (budgets: html %d, start-up js %d, css %d)', BUDGET.html, BUDGET.js, BUDGET.css);
console.table(rows);
if (check && over) process.exit(1);
