#!/usr/bin/env node
/**
 * Compares how two built sites render, element by element: serves both (scripts/serve.ts, one
 * port each, the same SITE_NOW), opens a set of pages in Chromium at two widths, and compares the
 * computed style of every element (all properties, and ::before/::after where they have content,
 * ::backdrop of open dialogs) and its box. It also opens the states that scripts create: the mobile
 * navigation, a submenu, a product dialog, the new-user popup, an invalid subscribe, toasts.
 *
 *   SITE_NOW=2026-11-23T12:00:00Z node scripts/compare-rendering.mjs <before-dist> <after-dist>
 *
 * compare-builds.mjs proves the HTML the same; this proves the CSS renders it the same when
 * stylesheets move (docs/styles.md). Exits 1 on any difference. The browser is the system Chromium
 * (tools/browser/chromium.ts: CHROMIUM_PATH, else the usual paths).
 */
import { chromium } from 'playwright';
import { startServerProcess } from '../server/server-process.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../tools/browser/chromium.ts';

// snapshot() and the states' callbacks run in the page (page.evaluate, addInitScript).
/* global document, getComputedStyle */

// COMPARE_PAGES=faq,login narrows a run to some pages ('' is the home page).
const PAGES = process.env.COMPARE_PAGES?.split(',') ?? [
  '',
  'flagship-bumblebee',
  'black-friday',
  'faq',
  'login',
  'choose-your-region',
  'privacy-policy',
  'manuals',
  'contact-us',
  'where-to-buy',
];
// COMPARE_REGIONS=jp narrows a run to some regions.
const REGIONS = (process.env.COMPARE_REGIONS ?? 'us,jp').split(',');
const WIDTHS = [390, 1280];
const SERVER_START_TIMEOUT_MS = 60_000;
const POPUP_DONE_KEY = 'new-user-popup:done';

/** States a script creates on top of the page as loaded; `applies` says on which pages. */
const STATES = [
  { name: 'loaded', applies: () => true, run: async () => {} },
  {
    name: 'menu open',
    applies: (_path, width) => width < 1024,
    // Clicked until navigation.ts, which may start after the page loads, opens the menu.
    run: async (page) => {
      for (let attempt = 0; attempt < 20 && !(await page.locator('html.menu-open').count()); attempt += 1) {
        await page.click('[data-menu-toggle]');
        await page.waitForTimeout(250);
      }
    },
  },
  {
    name: 'submenu open',
    applies: (path, width) => path === '' && width >= 1024,
    run: (page) => page.locator('.site-nav__toggle').first().click(),
  },
  {
    name: 'product dialog',
    applies: (path) => path === 'flagship-bumblebee',
    run: (page) => page.locator('.dialog-open').first().click(),
  },
  {
    name: 'invalid subscribe',
    applies: (path) => path === '',
    run: async (page) => {
      const form = page.locator('.site-footer form').first();
      await form.locator('input[type="email"]').fill('not-an-email');
      await form.locator('[type="submit"]').click();
    },
  },
  {
    name: 'toasts',
    applies: (path) => path === '',
    // The markup src/client/toaster.ts builds for an error and a success toast, added once the
    // toaster has started: it removes any toast its store does not hold when it starts.
    run: async (page) => {
      await page.waitForTimeout(1500);
      await page.evaluate(() => {
        const toaster = document.getElementById('toaster');
        for (const tone of ['error', 'success']) {
          const toast = document.createElement('div');
          toast.className = `toast toast--${tone}`;
          const text = document.createElement('p');
          text.textContent = `A ${tone} toast`;
          const close = document.createElement('button');
          close.type = 'button';
          close.className = 'toast__close';
          close.textContent = '×';
          toast.append(text, close);
          toaster.append(toast);
        }
      });
    },
  },
  {
    name: 'new-user popup',
    // The new-user popup is the US store's only.
    applies: (path, _width, region) => path === '' && region === 'us',
    popup: true,
    run: (page) => page.waitForSelector('dialog.popup[open]', { timeout: 15_000 }),
  },
];

/** In the page: every element's computed style and box, one string per element. */
function snapshot() {
  const properties = [...getComputedStyle(document.documentElement)];
  const styleOf = (element, pseudo) => {
    const style = getComputedStyle(element, pseudo);
    return properties.map((name) => `${name}:${style.getPropertyValue(name)}`);
  };
  return [...document.querySelectorAll('*')].map((element) => {
    const box = element.getBoundingClientRect();
    const entries = [
      `box:${[box.x, box.y, box.width, box.height].map((n) => n.toFixed(2)).join(',')}`,
      ...styleOf(element),
    ];
    for (const pseudo of ['::before', '::after']) {
      const content = getComputedStyle(element, pseudo).content;
      if (content !== 'none' && content !== 'normal')
        entries.push(...styleOf(element, pseudo).map((entry) => `${pseudo}${entry}`));
    }
    if (element.tagName === 'DIALOG' && element.open)
      entries.push(...styleOf(element, '::backdrop').map((entry) => `::backdrop${entry}`));
    // Scoped styles may add a class `astro-<id>` (compare-builds.mjs leaves it out too).
    const names =
      typeof element.className === 'string'
        ? element.className.split(/\s+/).filter((name) => name && !/^astro-[a-z0-9]{8}$/.test(name))
        : [];
    const classes = names.map((name) => `.${name}`).join('');
    return { label: `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes}`, entries };
  });
}

async function capture(browser, origin, region, path, width, state) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-US' });
  if (!state.popup) await context.addInitScript((key) => localStorage.setItem(key, '1'), POPUP_DONE_KEY);
  const page = await context.newPage();
  await page.goto(`${origin}/${region}/${path}${path ? '/' : ''}`, { waitUntil: 'networkidle' });
  await state.run(page);
  // Transitions (text float, 0.6 s) and idle hydration settle.
  await page.waitForTimeout(1200);
  const elements = await page.evaluate(snapshot);
  await context.close();
  return elements;
}

function differences(before, after) {
  const found = [];
  if (before.length !== after.length) found.push(`element count ${before.length} → ${after.length}`);
  for (let index = 0; index < Math.min(before.length, after.length); index += 1) {
    const [was, is] = [before[index], after[index]];
    if (was.label !== is.label) {
      found.push(`element ${index}: ${was.label} → ${is.label}`);
      break;
    }
    const isSet = new Set(is.entries);
    const lost = was.entries.filter((entry) => !isSet.has(entry));
    if (lost.length) {
      const wasSet = new Set(was.entries);
      const gained = is.entries.filter((entry) => !wasSet.has(entry));
      found.push(`${was.label}: ${lost.slice(0, 4).join('; ')} → ${gained.slice(0, 4).join('; ')}`);
    }
  }
  return found;
}

/** Serves `dist` on `port`, started again if it stops before `stop()` (a shared machine may end it). */
async function serve(dist, port) {
  let stopping = false;
  let server;
  const start = async () => {
    const env = { ...process.env, DIST_DIR: dist, PORT: String(port) };
    server = await startServerProcess('scripts/serve.ts', env, SERVER_START_TIMEOUT_MS, { stderr: 'inherit' });
    void server.exited.then(({ code, signal }) => {
      if (stopping) return;
      console.error(`The server of ${dist} stopped (${signal ?? `exit ${code}`}): starting it again`);
      start().catch((error) => console.error(error.message));
    });
  };
  await start();
  return {
    stop: () => {
      stopping = true;
      return server.stop();
    },
  };
}

async function untilUp(origin) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${origin}/us/`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${origin} did not answer`);
}

async function main([beforeDist, afterDist]) {
  if (!beforeDist || !afterDist || !process.env.SITE_NOW) {
    console.error(
      'Usage: SITE_NOW=<instant the builds used> node scripts/compare-rendering.mjs <before-dist> <after-dist>',
    );
    return 2;
  }
  const origins = ['http://127.0.0.1:4391', 'http://127.0.0.1:4392'];
  const servers = await Promise.all([serve(beforeDist, 4391), serve(afterDist, 4392)]);
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
  });
  let views = 0;
  let elements = 0;
  let differing = 0;
  try {
    await Promise.all(origins.map(untilUp));
    for (const region of REGIONS) {
      for (const path of PAGES) {
        for (const width of WIDTHS) {
          for (const state of STATES.filter((candidate) => candidate.applies(path, width, region))) {
            await Promise.all(origins.map(untilUp));
            const [before, after] = await Promise.all(
              origins.map((origin) => capture(browser, origin, region, path, width, state)),
            );
            const found = differences(before, after);
            views += 1;
            elements += before.length;
            differing += found.length;
            const where = `/${region}/${path} @${width} ${state.name}`;
            console.log(`${where}: ${before.length} elements, ${found.length} differ`);
            for (const line of found.slice(0, 20)) console.log(`  ${line}`);
          }
        }
      }
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.stop()));
  }
  console.log(`${views} views compared, ${elements} elements, ${differing} differ`);
  return differing ? 1 : 0;
}

process.exit(await main(process.argv.slice(2)));
