#!/usr/bin/env node
/**
 * `npm run test:lighthouse`: Lighthouse (mobile preset, performance only) against the built
 * bundles served by `npm run serve`, over one page of each type in two regions (us and jp; the
 * campaign page in us and de, as jp has none), median of three runs per page. Fails when a
 * median misses a budget below. DIST_DIR picks the bundles (default dist); CHROMIUM_PATH the
 * browser (default Debian's). Prints a table of the medians either way. Arguments, if any, name
 * the page types to measure (`npm run test:lighthouse -- campaign faq`).
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const BUDGET = { performance: 98, cls: 0.01, tbtMs: 50, lcpMs: 1500 };
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const distDir = process.env.DIST_DIR ?? 'dist';
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const json = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * The campaign page to measure: the first campaign of us or de whose window has not ended at
 * the bundles' build time (it must be built as a page, not as a redirect). Undefined when the
 * data holds none, e.g. between seasons.
 */
function campaignPage(now) {
  for (const region of ['us', 'de']) {
    const campaigns = json(`regions/${region}/campaigns.json`);
    for (const [path, campaign] of Object.entries(campaigns)) {
      const start = Date.parse(campaign.stages[0].start);
      const end = Date.parse(campaign.stages.at(-1).end);
      if (end > now && existsSync(`${distDir}/${region}/${path}/index.html`)) {
        return { type: 'campaign', url: `/${region}/${path}`, siteNow: start > now ? start + 3_600_000 : undefined };
      }
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
const campaign = campaignPage(now);
if (campaign) PAGES.push(campaign);
else
  console.warn(
    'lighthouse: no campaign window open or ahead in regions/us|de/campaigns.json: campaign page not measured',
  );
const onlyTypes = process.argv.slice(2);
if (onlyTypes.length) PAGES.splice(0, PAGES.length, ...PAGES.filter((page) => onlyTypes.includes(page.type)));

/** Starts `npm run serve`'s server on a free port; resolves to its origin and a stop function. */
function serve(siteNow) {
  const child = spawn(process.execPath, ['scripts/serve.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DIST_DIR: distDir,
      API_DB: ':memory:',
      ...(siteNow ? { SITE_NOW: new Date(siteNow).toISOString() } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /at (http:\/\/[^\s]+)/.exec(output);
      if (match) resolve({ origin: match[1].replace(/\/$/, ''), stop: () => child.kill('SIGTERM') });
    });
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}: ${output}`)));
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
const rows = [];
let failed = false;
try {
  for (const siteNow of new Set(PAGES.map((page) => page.siteNow))) {
    const server = await serve(siteNow);
    try {
      for (const page of PAGES.filter((candidate) => candidate.siteNow === siteNow)) {
        const runs = [];
        for (let run = 0; run < RUNS; run += 1) {
          const result = await lighthouse(`${server.origin}${page.url}`, {
            port: chrome.port,
            onlyCategories: ['performance'],
            logLevel: 'error',
            output: 'json',
          });
          const { categories, audits, runtimeError } = result.lhr;
          if (runtimeError) throw new Error(`lighthouse: ${page.url}: ${runtimeError.code} ${runtimeError.message}`);
          runs.push({
            performance: Math.round(categories.performance.score * 100),
            lcpMs: audits['largest-contentful-paint'].numericValue,
            tbtMs: audits['total-blocking-time'].numericValue,
            cls: audits['cumulative-layout-shift'].numericValue,
          });
        }
        const row = {
          page: page.url,
          type: page.type,
          performance: median(runs.map((run) => run.performance)),
          lcpMs: Math.round(median(runs.map((run) => run.lcpMs))),
          tbtMs: Math.round(median(runs.map((run) => run.tbtMs))),
          cls: Number(median(runs.map((run) => run.cls)).toFixed(3)),
        };
        const misses = [
          row.performance < BUDGET.performance && `performance ${row.performance} < ${BUDGET.performance}`,
          row.cls > BUDGET.cls && `CLS ${row.cls} > ${BUDGET.cls}`,
          row.tbtMs > BUDGET.tbtMs && `TBT ${row.tbtMs} ms > ${BUDGET.tbtMs} ms`,
          row.lcpMs > BUDGET.lcpMs && `LCP ${row.lcpMs} ms > ${BUDGET.lcpMs} ms`,
        ].filter(Boolean);
        if (misses.length) {
          failed = true;
          console.error(`lighthouse: ${page.url} (${page.type}) misses its budget: ${misses.join(', ')}`);
        }
        rows.push(row);
      }
    } finally {
      server.stop();
    }
  }
} finally {
  chrome.kill();
}
console.log(
  `Lighthouse ${RUNS > 1 ? `median of ${RUNS} runs` : '1 run'}, mobile preset (budgets: performance ≥ ${BUDGET.performance}, CLS ≤ ${BUDGET.cls}, TBT ≤ ${BUDGET.tbtMs} ms, LCP ≤ ${BUDGET.lcpMs} ms)`,
);
console.table(rows);
if (failed) process.exit(1);
