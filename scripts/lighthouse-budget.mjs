#!/usr/bin/env node
/**
 * `npm run test:lighthouse`: Lighthouse (mobile preset, performance only) against the built
 * bundles served by `npm run serve`, over one page of each type in two regions (us and jp; the
 * campaign pages in us and de, as jp and kr run none). Each page is measured as many times as its
 * budget needs, up to four: its series stops once its best figures are clearly inside the budget.
 * A run whose Total Blocking Time is over the scripts' budget is followed by a run of the page's
 * scriptless twin (the same page without its module scripts: tools/lighthouse/scriptless-twin.mjs)
 * in the same Chromium, so what the page costs beyond its twin is what its modules cost. A page
 * is judged by its best runs: a busy host only ever adds time. Fails when a page misses a budget
 * below and a second series confirms the miss.
 * DIST_DIR picks the bundles (default dist); CHROMIUM_PATH the browser (default Debian's).
 * Prints each run and a table of the best figures either way. Arguments, if any, name the page
 * types or the pages to measure (`npm run test:lighthouse -- campaign faq`, `-- /us/faq`).
 *
 * The preset's CPU slowdown (4×) assumes a high-end desktop host. On a slower host it is lowered
 * to Lighthouse's calibration (tools/lighthouse/cpu-slowdown.mjs), as Lighthouse's
 * documentation says to: one run measures the host's BenchmarkIndex first. A faster host keeps
 * 4×. LIGHTHOUSE_CPU_SLOWDOWN forces a multiplier. Each region's pages are measured in a
 * Chromium speaking its language, and one page in a Chromium speaking another (the visitor who
 * is shown the region suggestion). docs/performance.md.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { REGIONS } from '../src/config/regions.ts';
import { FIXTURE_DATA_DIST_DIR } from '../tests/e2e/support/constants.ts';
import { PHOTO_FIXTURE } from '../tests/e2e/support/fixture-photo.ts';
import { startServerProcess } from '../server/server-process.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../tools/browser/chromium.ts';
import { loadRegions } from '../tools/data-check/check-data.ts';
import { cpuSlowdownFor } from '../tools/lighthouse/cpu-slowdown.mjs';
import { scriptlessTwin, twinPath } from '../tools/lighthouse/scriptless-twin.mjs';

/**
 * What each page must keep, on its best runs (docs/performance.md, "Lighthouse"):
 * - performance: its best score;
 * - lcpMs: its fastest Largest Contentful Paint;
 * - cls: its largest Cumulative Layout Shift (the one figure judged on its worst run);
 * - scriptTbtMs: the blocking time its module scripts add: its least Total Blocking Time less its
 *   scriptless twin's least. Total Blocking Time itself is printed, not budgeted: on this
 *   project's hosts the jp pages with no script at all measured 56–480 ms (Chromium's own parsing,
 *   style and layout at 4× CPU slowdown), which no script of ours can change.
 */
const BUDGET = { performance: 95, lcpMs: 1500, cls: 0.01, scriptTbtMs: 150 };
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 4);
// Starting reads every page of the served bundles once (their CSP hashes).
const SERVER_START_TIMEOUT_MS = 60_000;
const distDir = process.env.DIST_DIR ?? 'dist';
const chromePath = chromiumPath();
// chrome-launcher starts a visible browser unless told otherwise (Playwright adds this itself).
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

// The campaign pages are measured in us and de (jp and kr run no campaigns): their campaigns, as
// check:data reads them (one content sync, the rules).
const CAMPAIGN_REGIONS = /** @type {const} */ (['us', 'de']);
const loads = await loadRegions(process.cwd(), CAMPAIGN_REGIONS, { cacheName: 'lighthouse' });

/**
 * The campaign page to measure in `region`: its first campaign whose window has not ended at the
 * bundles' build time (it must be built as a page, not as a redirect). Undefined when the data
 * holds none, e.g. between seasons.
 */
function campaignPage(region, now) {
  const { data, failures } = /** @type {import('../tools/data-check/check-data.ts').RegionLoad} */ (loads.get(region));
  if (!data) throw new Error(`the data of ${region} fails npm run check:data:\n${failures.join('\n')}`);
  const campaigns = data.record.entries.campaigns[0]?.data ?? {};
  for (const [path, campaign] of Object.entries(campaigns)) {
    const start = Date.parse(campaign.stages[0].start);
    const end = Date.parse(campaign.stages.at(-1).end);
    if (end > now && existsSync(`${distDir}/${region}/${path}/index.html`)) {
      return { type: 'campaign', url: `/${region}/${path}`, siteNow: start > now ? start + 3_600_000 : undefined };
    }
  }
  return undefined;
}

const now = Date.now();
const PAGES = [
  ...['us', 'jp'].flatMap((region) => [
    { type: 'home', url: `/${region}` },
    { type: 'product', url: `/${region}/flagship-bumblebee` },
    { type: 'faq', url: `/${region}/faq` },
    { type: 'login', url: `/${region}/login` },
    { type: 'chooser', url: `/${region}/choose-your-region` },
    { type: 'info', url: `/${region}/privacy-policy` },
  ]),
];
for (const region of CAMPAIGN_REGIONS) {
  const campaign = campaignPage(region, now);
  if (campaign) PAGES.push(campaign);
  else console.warn(`lighthouse: no campaign window open or ahead in regions/${region}/campaigns.json: not measured`);
}
// A visitor whose browser speaks another language than the store: the region suggestion is
// filled and shown at start-up (src/client/region-suggestion.ts).
PAGES.push({ type: 'suggestion', url: '/de/faq', browserLocale: REGIONS.us.locale });
// A product whose hero is a photograph (a generated 4000 × 3000 JPEG): no shipped product has one,
// so it is the fixture-data bundle's page (npm run test:e2e builds it), held to performance ≥ 98
// (issue 18).
const photoPage = `/${PHOTO_FIXTURE.region}/${PHOTO_FIXTURE.slug}`;
if (existsSync(join(FIXTURE_DATA_DIST_DIR, photoPage, 'index.html'))) {
  PAGES.push({ type: 'photo', url: photoPage, dist: FIXTURE_DATA_DIST_DIR, budget: { performance: 98 } });
} else {
  console.warn(`lighthouse: no ${FIXTURE_DATA_DIST_DIR}${photoPage} (npm run test:e2e builds it): not measured`);
}
// Page types (`faq`) or pages (`/us/faq`) to measure alone.
const only = process.argv.slice(2);
if (only.length)
  PAGES.splice(0, PAGES.length, ...PAGES.filter((page) => only.includes(page.type) || only.includes(page.url)));
if (PAGES.length === 0) {
  console.error(`lighthouse: no page measured is ${only.join(' or ')}`);
  process.exit(2);
}

/** The bundles a page is served from: DIST_DIR, or its own (the fixture-data bundle's photo page). */
const distOf = (page) => page.dist ?? distDir;

/**
 * A copy of the bundles `dist` with each of its measured pages' scriptless twin beside it (its
 * gzip twin too, as the build writes one for every page), so the twin is served by the same
 * server and policy.
 */
function withTwins(dist) {
  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  cpSync(dist, dir, { recursive: true });
  for (const { url } of PAGES.filter((page) => distOf(page) === dist)) {
    const twin = scriptlessTwin(readFileSync(join(dist, url, 'index.html'), 'utf8'));
    const twinDir = join(dir, twinPath(url));
    mkdirSync(twinDir, { recursive: true });
    writeFileSync(join(twinDir, 'index.html'), twin);
    writeFileSync(join(twinDir, 'index.html.gz'), gzipSync(twin, { level: 9 }));
  }
  return dir;
}
const servedDirs = new Map([...new Set(PAGES.map(distOf))].map((dist) => [dist, withTwins(dist)]));
process.on('exit', () => {
  for (const dir of servedDirs.values()) rmSync(dir, { recursive: true, force: true });
});
// Stopped from outside (Ctrl-C, a CI timeout): still leave no copy behind.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(1));

/** Starts `npm run serve`'s server over `servedDir` on a free port; resolves to its origin and a stop function. */
function serve(siteNow, servedDir) {
  const env = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DIST_DIR: servedDir,
    API_DB: ':memory:',
    ...(siteNow ? { SITE_NOW: new Date(siteNow).toISOString() } : {}),
  };
  return startServerProcess('scripts/serve.ts', env, SERVER_START_TIMEOUT_MS, { stderr: 'inherit' });
}

const least = (values) => Math.min(...values);
const most = (values) => Math.max(...values);

// Lighthouse's trace sometimes misses the navigation start on a busy host; such a run is
// repeated, never counted.
const TRACE_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_LCP']);
const PRESET_CPU_SLOWDOWN = 4;

/** One Lighthouse run (mobile preset, performance only); throws on any other runtime error. */
async function measure(url, port, cpuSlowdownMultiplier, attempt = 1) {
  const result = await lighthouse(url, {
    port,
    onlyCategories: ['performance'],
    logLevel: 'error',
    output: 'json',
    ...(cpuSlowdownMultiplier && { throttling: { cpuSlowdownMultiplier } }),
  });
  const { categories, audits, runtimeError, environment } = result.lhr;
  if (runtimeError && TRACE_ERRORS.has(runtimeError.code) && attempt < 3) {
    console.warn(`lighthouse: ${url}: ${runtimeError.code}, run again`);
    return measure(url, port, cpuSlowdownMultiplier, attempt + 1);
  }
  if (runtimeError) throw new Error(`lighthouse: ${url}: ${runtimeError.code} ${runtimeError.message}`);
  return {
    performance: Math.round(categories.performance.score * 100),
    lcpMs: audits['largest-contentful-paint'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    benchmarkIndex: environment.benchmarkIndex,
  };
}

/**
 * The CPU slowdown every measured run uses: forced, or the preset's 4× lowered to this host's
 * calibration by one run on `url` when the host is slower than the high-end desktop 4× assumes
 * (Lighthouse itself warns then). A faster host keeps the preset's 4×, as the budget is defined.
 */
async function cpuSlowdown(url, port) {
  const forced = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN);
  if (forced > 0) {
    console.log(`lighthouse: CPU slowdown ${forced}× (LIGHTHOUSE_CPU_SLOWDOWN)`);
    return forced;
  }
  const { benchmarkIndex } = await measure(url, port);
  const calibrated = cpuSlowdownFor(benchmarkIndex);
  if (!calibrated) {
    throw new Error(`lighthouse: BenchmarkIndex ${benchmarkIndex}: this host is too slow to emulate a mid-tier phone`);
  }
  const multiplier = Math.min(PRESET_CPU_SLOWDOWN, Math.round(calibrated * 10) / 10);
  console.log(
    `lighthouse: BenchmarkIndex ${Math.round(benchmarkIndex)} (calibration ${calibrated.toFixed(1)}×) → CPU slowdown ${multiplier}×`,
  );
  return multiplier;
}

const printRun = (page, what, run, result) =>
  console.log(
    `lighthouse: ${page.url}${what} in ${browserLocaleOf(page)}, run ${run + 1}: performance ${result.performance}, LCP ${Math.round(result.lcpMs)} ms, TBT ${Math.round(result.tbtMs)} ms, CLS ${result.cls.toFixed(3)}`,
  );

/**
 * A page's series of runs, as long as its budget needs: runs go on, up to RUNS, until the best
 * figures so far are clearly inside the budget (every figure within it, and LCP with a tenth to
 * spare, so that one lucky run does not decide a page on the edge). A run whose own Total
 * Blocking Time is over the scripts' budget is followed by a run of the page's scriptless twin,
 * to tell what the page's modules cost from what Chromium's own parsing and layout cost; a page
 * whose own TBT is within the scripts' budget has proved it without one.
 */
async function bestRow(page, origin, port, cpuSlowdownMultiplier) {
  const budget = budgetOf(page);
  const runs = [];
  const twins = [];
  for (let run = 0; run < RUNS; run += 1) {
    const result = await measure(`${origin}${page.url}`, port, cpuSlowdownMultiplier);
    runs.push(result);
    // Each run, for the noise the best figures leave out.
    printRun(page, '', run, result);
    if (result.tbtMs > budget.scriptTbtMs) {
      const twin = await measure(`${origin}${twinPath(page.url)}`, port, cpuSlowdownMultiplier);
      twins.push(twin);
      printRun(page, ' without scripts', run, twin);
    }
    const row = rowOf(page, runs, twins);
    if (missesOf(row, page).length === 0 && row.lcpMs <= budget.lcpMs * 0.9) return row;
  }
  return rowOf(page, runs, twins);
}

/** The best figures of a page's runs and of its twin's (none when no run needed one). */
function rowOf(page, runs, twins) {
  const tbtMs = Math.round(least(runs.map((run) => run.tbtMs)));
  const twinTbtMs = twins.length ? Math.round(least(twins.map((twin) => twin.tbtMs))) : undefined;
  return {
    page: page.url,
    type: page.type,
    browser: browserLocaleOf(page),
    runs: runs.length,
    performance: most(runs.map((run) => run.performance)),
    lcpMs: Math.round(least(runs.map((run) => run.lcpMs))),
    cls: Number(most(runs.map((run) => run.cls)).toFixed(3)),
    tbtMs,
    twinTbtMs: twinTbtMs ?? '-',
    // Without a twin, the page's own least TBT bounds what its scripts add.
    scriptTbtMs: twinTbtMs === undefined ? tbtMs : Math.max(0, tbtMs - twinTbtMs),
    benchmarkIndex: Math.round(most(runs.map((run) => run.benchmarkIndex))),
  };
}

/** The budget of a page: the shared one, with the page's own figures where it sets some. */
const budgetOf = (page) => ({ ...BUDGET, ...page.budget });

/** What a row of best figures misses of the budget (the page's own where it sets one), in words. */
function missesOf(row, page) {
  const budget = budgetOf(page);
  return [
    row.performance < budget.performance && `performance ${row.performance} < ${budget.performance}`,
    row.lcpMs > budget.lcpMs && `LCP ${row.lcpMs} ms > ${budget.lcpMs} ms`,
    row.cls > budget.cls && `CLS ${row.cls} > ${budget.cls}`,
    row.scriptTbtMs > budget.scriptTbtMs && `scripts' TBT ${row.scriptTbtMs} ms > ${budget.scriptTbtMs} ms`,
  ].filter(Boolean);
}

/**
 * Chromium speaking `locale` (navigator.languages and Accept-Language): each store is measured
 * as its own visitors get it, in the region's language unless the page names another. A browser
 * in another language also gets the region suggestion (an overlay: it shifts nothing,
 * docs/performance.md).
 */
function launchChrome(locale) {
  return chromeLauncher.launch({
    chromePath,
    chromeFlags: [...CHROME_FLAGS, `--lang=${locale}`, `--accept-lang=${locale}`],
  });
}

const browserLocaleOf = (page) => page.browserLocale ?? REGIONS[page.url.split('/')[1]].locale;
const rows = [];
let failed = false;
let multiplier;
// One server for each clock and bundle the pages need.
const servings = new Map(PAGES.map((page) => [`${page.siteNow}|${distOf(page)}`, page]));
for (const { siteNow, ...first } of servings.values()) {
  const dist = distOf(first);
  const server = await serve(siteNow, servedDirs.get(dist));
  try {
    const pages = PAGES.filter((candidate) => candidate.siteNow === siteNow && distOf(candidate) === dist);
    for (const locale of new Set(pages.map(browserLocaleOf))) {
      const chrome = await launchChrome(locale);
      try {
        multiplier ??= await cpuSlowdown(`${server.origin}${pages[0].url}`, chrome.port);
        for (const page of pages.filter((candidate) => browserLocaleOf(candidate) === locale)) {
          let row = await bestRow(page, server.origin, chrome.port, multiplier);
          let misses = missesOf(row, page);
          if (misses.length) {
            // A miss is confirmed by a second series before it fails: a page that really got
            // slower misses both, a noisy run on a shared host rarely twice.
            console.warn(`lighthouse: ${page.url} (${page.type}) missed: ${misses.join(', ')}; measuring again`);
            row = await bestRow(page, server.origin, chrome.port, multiplier);
            misses = missesOf(row, page);
          }
          if (misses.length) {
            failed = true;
            console.error(`lighthouse: ${page.url} (${page.type}) misses its budget: ${misses.join(', ')}`);
          }
          rows.push(row);
        }
      } finally {
        chrome.kill();
      }
    }
  } finally {
    await server.stop();
  }
}
console.log(
  `Lighthouse, best of up to ${RUNS} runs of each page (its scriptless twin after a run over the scripts' TBT budget), mobile preset, CPU slowdown ${multiplier}× (budgets: performance ≥ ${BUDGET.performance}, LCP ≤ ${BUDGET.lcpMs} ms, CLS ≤ ${BUDGET.cls}, scripts' TBT ≤ ${BUDGET.scriptTbtMs} ms; the photo page: performance ≥ 98)`,
);
console.table(rows);
if (failed) process.exit(1);
