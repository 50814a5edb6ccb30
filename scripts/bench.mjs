#!/usr/bin/env node
/**
 * `npm run bench`: the weight of every built page, gzipped, grouped by page type (the route
 * table's page kinds): its HTML, the JavaScript it runs at start (module scripts and their
 * static imports), the JavaScript of the islands that hydrate without the visitor doing
 * anything (`hydratesUnasked`; React's runtime counted apart), Astro's island runtime (one file
 * on every page with an island: src/lib/deploy/island-runtime.ts), its CSS, and its first answer:
 * the status line, headers and gzipped HTML exactly as nginx sends them, with the configuration
 * the build generated (dist/nginx/), asked for on the production host. With --check, exits
 * non-zero when a page goes over a budget. DIST_DIR picks the bundles (default dist).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REGIONS } from '../src/config/regions.ts';
import { CHECKED_REGIONS } from '../tests/e2e/support/constants.ts';
import { CAMPAIGN_ROUTES, PRODUCT_ROUTES, ROUTE_TABLE } from '../src/config/routes.ts';
import { bundlePages } from '../tools/bundle/bundle-files.ts';
import { moduleGraph, moduleScriptsOf } from '../src/lib/deploy/module-graph.ts';
import { SITE } from '../src/config/site.ts';
import { ensureNginx, startNginxSite } from '../server/nginx.ts';
import { rawGet } from '../server/raw-answer.ts';

/**
 * Budgets in gzipped bytes. Start-up JS is what the page's module scripts load at start: the
 * page-entry module and, where a page has one, its page script (8 KB); `islandJs` is our code
 * in the islands that hydrate without the visitor doing anything (6 KB), React's runtime being
 * the same shared chunk on every island page. `islandRuntime` is Astro's island runtime: Astro's
 * code as React's runtime is React's, but loaded by every page with an island (2 KB).
 */
const DEFAULT_BUDGET = { html: 20_000, startupJs: 8_000, islandJs: 6_000, islandRuntime: 2_000, css: 10_000 };
const BUDGETS = {
  product: { ...DEFAULT_BUDGET, html: 30_000 },
  campaign: { ...DEFAULT_BUDGET, html: 30_000 },
};
/**
 * Every page's first answer on the wire, status line and headers included: what fits in the
 * first ten TCP segments of 1,460 B a server sends before it waits for the browser's
 * acknowledgement (initial congestion window, RFC 6928) reaches the browser in one round trip.
 */
const FIRST_ANSWER_BUDGET = 10 * 1_460;
const FIXTURE_KINDS = new Set(['api-fixture', 'time-gate-fixture']);
const distDir = process.env.DIST_DIR ?? 'dist';
const check = process.argv.includes('--check');
const REACT_RUNTIME = /\/_astro\/(client|react|jsx-runtime|rolldown-runtime)\.[\w-]+\.js$/;
const ISLAND_RUNTIME = /\/_astro\/astro-island\.[\w-]+\.js$/;

const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
const base = (region) => (REGIONS[region].prefix ? `/${REGIONS[region].prefix}/` : '/');

/**
 * The pages of the data under `content/<kind>/`: its folders (docs/campaigns.md, "A campaign is
 * data"; docs/products.md, "A product page is data").
 */
const dataFolders = (kind) => {
  const folder = join(process.env.SITE_DATA_ROOT || '.', 'content', kind);
  return existsSync(folder) ? readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isDirectory()) : [];
};
/** The data's folders for the records that stand for them. */
const DATA_RECORDS = { [CAMPAIGN_ROUTES]: 'campaigns', [PRODUCT_ROUTES]: 'products' };

/** Page kind of every path of the route table (children joined to their parents; the data's campaigns and products for their records). */
function pageKinds(records, parent = '', kinds = new Map()) {
  for (const record of records) {
    const path = [parent, record.path].filter(Boolean).join('/');
    const data = DATA_RECORDS[record.path];
    if (data) for (const { name } of dataFolders(data)) kinds.set(name, record.page);
    else if (record.page) kinds.set(path, record.page);
    else if (record.redirect) kinds.set(path, 'redirect');
    if (record.children) pageKinds(record.children, path, kinds);
  }
  return kinds;
}
const KINDS = pageKinds(ROUTE_TABLE);

/** Maps a site URL path (`/us/_astro/x.js`) to the file in the region's bundle. */
function fileOf(region, url) {
  const rest = url.startsWith(base(region)) ? url.slice(base(region).length) : url.replace(/^\//, '');
  return join(distDir, region, rest);
}

const moduleGraphOf = (region, url, seen) =>
  moduleGraph(url, (module) => readFileSync(fileOf(region, module), 'utf8'), seen);

const sizeOf = (region, urls) => [...urls].reduce((sum, url) => sum + gz(readFileSync(fileOf(region, url))), 0);

const rows = [];
/**
 * Whether an island hydrates without the visitor doing anything: client:load, client:idle, and
 * client:settled unless it also waits to be on screen (src/directives/settled.ts).
 */
function hydratesUnasked(islandTag) {
  const directive = /\sclient="([\w-]+)"/.exec(islandTag)?.[1];
  if (directive === 'settled') return !/&quot;whenVisible&quot;:true/.test(islandTag);
  return directive === 'load' || directive === 'idle';
}

const over = [];
for (const region of CHECKED_REGIONS) {
  const bundle = join(distDir, region);
  if (!existsSync(bundle)) continue;
  for (const { file, path } of bundlePages(bundle)) {
    const html = readFileSync(file, 'utf8');
    const kind = path === '404' ? '404' : (KINDS.get(path) ?? (path.startsWith('test-fixtures') ? 'fixture' : 'other'));
    if (FIXTURE_KINDS.has(kind) || kind === 'fixture' || kind === 'redirect' || html.includes('http-equiv="refresh"'))
      continue;

    const scripts = moduleScriptsOf(html);
    const runtime = scripts.filter((src) => ISLAND_RUNTIME.test(src));
    const startup = new Set();
    for (const src of scripts) if (!runtime.includes(src)) moduleGraphOf(region, src, startup);
    const eager = new Set();
    for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/g)) {
      if (!hydratesUnasked(tag)) continue;
      for (const attribute of ['component-url', 'renderer-url']) {
        const url = new RegExp(`\\s${attribute}="([^"]+)"`).exec(tag)?.[1];
        if (url) moduleGraphOf(region, url, eager);
      }
    }
    const ours = [...eager].filter((url) => !startup.has(url) && !REACT_RUNTIME.test(url));
    const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]);
    const row = {
      page: path ? `${base(region)}${path}` : base(region),
      kind,
      html: gz(Buffer.from(html)),
      startupJs: sizeOf(region, startup),
      islandJs: sizeOf(region, ours),
      islandRuntime: sizeOf(region, runtime),
      css: sizeOf(region, styles),
    };
    rows.push(row);
    const budget = BUDGETS[kind] ?? DEFAULT_BUDGET;
    for (const key of Object.keys(budget)) {
      if (row[key] > budget[key])
        over.push(`${row.page} (${kind}): ${key} ${row[key]} B gzipped is over ${budget[key]} B`);
    }
  }
}
if (!rows.length) {
  console.error(`No pages under ${distDir}/: build first (npm run build).`);
  process.exit(1);
}

/** A port nobody listens on now, from the system. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

// The first answers come from the real server: nginx with the configuration the build wrote,
// asked as a browser asks (HTTP/1.1, keep-alive, gzip) on the production host, whose
// Content-Security-Policy is the production one, so that every header it adds is counted.
let nginx;
try {
  nginx = await startNginxSite({
    distDir,
    host: '127.0.0.1',
    port: await freePort(),
    nginx: ensureNginx(),
    api: { handle: async () => false },
  });
} catch (error) {
  console.error(`bench: the first answers need nginx: ${error.message}`);
  process.exit(1);
}
const origin = { host: '127.0.0.1', port: Number(new URL(nginx.url).port) };
const request = { Host: new URL(SITE.defaultOrigin).host, Accept: 'text/html', 'Accept-Encoding': 'gzip' };
try {
  for (const row of rows) {
    const answer = await rawGet(origin, row.page, request);
    const expected = row.kind === '404' ? 404 : 200;
    if (answer.status !== expected)
      throw new Error(`bench: GET ${row.page} answered ${answer.status}, not ${expected}`);
    row.firstAnswer = answer.head.length + answer.body.length;
    if (row.firstAnswer > FIRST_ANSWER_BUDGET) {
      over.push(
        `${row.page} (${row.kind}): its first answer, ${row.firstAnswer} B of headers and gzipped HTML from nginx, is over ${FIRST_ANSWER_BUDGET} B (ten TCP segments)`,
      );
    }
  }
} finally {
  await nginx.stop();
}

// The largest page of each kind, per measure.
const byKind = new Map();
for (const row of rows) {
  const worst = byKind.get(row.kind) ?? {
    kind: row.kind,
    pages: 0,
    html: 0,
    startupJs: 0,
    islandJs: 0,
    islandRuntime: 0,
    css: 0,
    firstAnswer: 0,
    largestFirstAnswer: '',
  };
  worst.pages += 1;
  for (const key of ['html', 'startupJs', 'islandJs', 'islandRuntime', 'css'])
    worst[key] = Math.max(worst[key], row[key]);
  if (row.firstAnswer > worst.firstAnswer) {
    worst.firstAnswer = row.firstAnswer;
    worst.largestFirstAnswer = row.page;
  }
  byKind.set(row.kind, worst);
}
console.log(
  `${rows.length} pages, largest of each kind in gzipped bytes (budgets: html %d, start-up js %d, load-time island js %d beside React, Astro's island runtime %d, css %d; product and campaign html %d; first answer %d, headers and gzipped html as nginx sends them)`,
  DEFAULT_BUDGET.html,
  DEFAULT_BUDGET.startupJs,
  DEFAULT_BUDGET.islandJs,
  DEFAULT_BUDGET.islandRuntime,
  DEFAULT_BUDGET.css,
  BUDGETS.product.html,
  FIRST_ANSWER_BUDGET,
);
console.table([...byKind.values()]);
for (const line of over) console.error(line);
if (check && over.length) process.exit(1);
