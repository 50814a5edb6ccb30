import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { startServerProcess, type ServerProcess } from '../../server/server-process.ts';
import { PAGE_LOAD_TIMING } from '../../src/integrations/dev-server.ts';
import { zonedText } from '../../src/lib/season-calendar.ts';
import { EDITOR_CALENDAR_PATH, EDITOR_CONFIG_PATH, EDITOR_PATH } from '../../tools/editor/editor-paths.ts';
import { allocatePort } from './support/ports.ts';
import { shipped } from '../support/shipped-data.ts';
import { editedText, writtenData } from '../support/written-data.ts';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { expect, test, type Page } from './support/test.ts';

/**
 * `npm run dev` as a marketer uses it: the dev server started by its script for us, one tab open
 * on the US home page, data files saved while it runs. The server's data root is a copy of the
 * project's data folders (SITE_DATA_ROOT, docs/build.md), so that the shipped files, which other
 * specs read at the same time, are never touched. The time from a save to its new text on screen is measured and
 * printed; its goal is under 1 s, and the assertion allows far more, for a loaded machine
 * (docs/build.md, "Live preview").
 */

/** Starting Astro's dev server and its first content sync: about 20 s on two busy cores. */
const START_TIMEOUT_MS = 240_000;
/**
 * What a save may take to show here: a bound that holds on two cores shared with several other
 * test runs (load average 15–30, where it measured 5–12 s), not the goal of 1 s (see above).
 */
const SAVE_BUDGET_MS = 30_000;
/**
 * How long to wait for anything the server does after a save, on a loaded machine: each poll asks
 * for a page the dev server renders afresh (3–6 s a request at load average 10).
 */
const WAIT = { timeout: 180_000 };

/** The preview's data root: a copy of regions/ and content/, in a git-ignored folder. */
const DATA = join('.data', `dev-preview-e2e-${process.pid}`);
const HOME = join('content', 'home', 'us.json');
const DEALERS = join('content', 'dealers.json');
const MEGATRON_COPY = join('content', 'products', 'flagship-megatron', 'en.json');
const homeHeading = shipped('us').home.heading;

/**
 * Files the data root holds for every test, the state the tests start from whatever the shipped
 * data says: a dealers list without Hong Kong and Macau dealers, so that a save can add the first.
 */
const BASE = new Map([
  [
    DEALERS,
    `${JSON.stringify({ dealers: shipped('us').dealers.filter((dealer) => dealer.market !== 'hongkong-macao') }, null, 2)}\n`,
  ],
]);

/** Saves a data file of the data root, edited; returns when. */
function save(file: string, edit: (data: Record<string, unknown>) => void): number {
  const source = join(DATA, file);
  // The marketer's edit: the file's own text, changed.
  return write(file, editedText(edit, source));
}
/** The data root: the project's data folders, copied before the server starts. */
function copyDataFolders(): void {
  for (const folder of ['regions', 'content']) cpSync(folder, join(DATA, folder), { recursive: true });
}
/** The files the tests wrote (paths from the data root), put back between tests; folders stay, as a marketer's do. */
const written = new Set<string>();
/** Writes a file of the data root (one the project may not have); returns when. */
function write(file: string, text: string): number {
  const path = join(DATA, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  written.add(file);
  return Date.now();
}
/**
 * Back to the data the tests start from (the project's, and the BASE files): each file written
 * is the project's again, or gone where the project has none. Only files: a folder removed and
 * made again within milliseconds can escape the file watcher, which no marketer's editing does.
 */
const restore = () => {
  for (const file of written) {
    if (existsSync(file)) putBack(join(DATA, file), readFileSync(file, 'utf8'));
    else rmSync(join(DATA, file), { force: true });
  }
  written.clear();
  writeBase();
};
const writeBase = () => {
  for (const [file, text] of BASE) putBack(join(DATA, file), text);
};
/**
 * Writes a file put back only where its text differs: a save that changes nothing loads the data
 * again without reloading a tab (nothing to show), and a test waiting for its tab to load the
 * latest data would wait for ever.
 */
function putBack(path: string, text: string): void {
  if (!existsSync(path) || readFileSync(path, 'utf8') !== text) writeFileSync(path, text);
}

/** What `npm run check:data -- <folder>` says of the preview's data root: its failures, none when the data passes. */
function checkPreviewData(): string[] {
  // As the marketer runs it, in a process of its own.
  const checked = spawnSync(process.execPath, ['scripts/check-data.ts', DATA], { encoding: 'utf8' });
  // 0: the data passes; 1: it has failures, which it prints; anything else is the check itself failing.
  if (checked.status === 0) return [];
  if (checked.status !== 1) throw new Error(`npm run check:data ended with ${checked.status}: ${checked.stderr}`);
  return checked.stderr.split('\n').filter(Boolean);
}

/**
 * When the document on screen began to load (the reload the save caused), had its HTML, and
 * first painted (first contentful paint, which it waits for: the saved text can be in the DOM
 * before the page has painted), in epoch milliseconds.
 */
const pageTimes = (page: Page) =>
  page.evaluate(async () => {
    const paint = await new Promise<number>((resolve) => {
      new PerformanceObserver((list, observer) => {
        const entry = list.getEntriesByName('first-contentful-paint')[0];
        if (!entry) return;
        observer.disconnect();
        resolve(entry.startTime);
      }).observe({ type: 'paint', buffered: true });
    });
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const at = (time: number) => performance.timeOrigin + time;
    return { reloaded: at(0), html: at(navigation!.responseEnd), painted: at(paint) };
  });

/**
 * Waits until the page a save opened answers 200, which must already hold `text` (the route
 * table and the content come from one load), then until the tab shows it (the saves' reloads
 * may still be arriving).
 */
async function expectPageOpened(page: Page, request: APIRequestContext, path: string, text: string): Promise<void> {
  let first: string | undefined;
  await expect
    .poll(async () => {
      const answer = await request.get(path);
      if (answer.status() === 200) first ??= await answer.text();
      return answer.status();
    }, WAIT)
    .toBe(200);
  expect(first).toContain(text);
  await page.goto(path);
  await expect(page.getByText(text)).toBeVisible(WAIT);
}

test.describe.configure({ mode: 'serial' });

let server: ServerProcess;
let origin: string;

test.beforeAll(async () => {
  test.setTimeout(START_TIMEOUT_MS + 10_000);
  rmSync(DATA, { recursive: true, force: true });
  copyDataFolders();
  writeBase();
  const port = await allocatePort();
  server = await startServerProcess(
    'scripts/dev.ts',
    {
      ...process.env,
      REGION: 'us',
      PORT: String(port),
      HOST: '127.0.0.1',
      API_DB: ':memory:',
      SITE_DATA_ROOT: DATA,
    },
    START_TIMEOUT_MS,
  );
  origin = new URL(server.origin).origin;
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(DATA, { recursive: true, force: true });
});
/** The text of a page's first heading, as the server rendered it. */
const headingOf = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

/** The problems a data problem page lists, one a line. */
const problemsOf = (html: string) => [...html.matchAll(/<li[^>]*>([^<]*)<\/li>/g)].map((match) => match[1]).join('\n');

/** The load of the data a response of the dev server was rendered from (its Server-Timing entry). */
const dataLoadOf = (serverTiming: string | undefined) =>
  Number(new RegExp(`${PAGE_LOAD_TIMING};desc="(\\d+)"`).exec(serverTiming ?? '')?.[1] ?? Number.NaN);

test.afterEach(async ({ page, request }, testInfo) => {
  // What the dev server logged, with a failed test's report.
  if (testInfo.status !== testInfo.expectedStatus) {
    const log = testInfo.outputPath('dev-server.log');
    writeFileSync(log, server.output());
    await testInfo.attach('dev server output', { path: log, contentType: 'text/plain' });
  }
  restore();
  // The next test starts once the server has the data back.
  let restored = Number.NaN;
  await expect
    .poll(async () => {
      const answer = await request.get(`${origin}/us/`);
      restored = dataLoadOf(answer.headers()['server-timing']);
      const html = await answer.text();
      // Not home: the heading, and the problems a data problem page lists (what kept it from home).
      return headingOf(html) === homeHeading ? homeHeading : `${headingOf(html)}: ${problemsOf(html)}`;
    }, WAIT)
    .toBe(homeHeading);
  // And once a tab the test opened has loaded its page again on that data: Chromium never
  // finishes closing a context whose page is in the middle of loading.
  if (!page.url().startsWith(origin)) return;
  const tabLoad = () =>
    page.evaluate((timing) => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      if (document.readyState !== 'complete') return Number.NaN;
      return Number(navigation?.serverTiming.find((entry) => entry.name === timing)?.description);
    }, PAGE_LOAD_TIMING);
  // A page being replaced has no context to evaluate in: that try counts as not yet.
  await expect.poll(() => tabLoad().catch(() => Number.NaN), WAIT).toBeGreaterThanOrEqual(restored);
});

test('serves the region under its real paths, with /ssr/timestamp and the reference API beside it', async ({
  request,
}) => {
  expect(server.origin).toBe(`${origin}/us/`);
  const home = await request.get(`${origin}/us/`);
  expect(home.status()).toBe(200);
  expect(await home.text()).toContain(homeHeading);

  const before = Date.now();
  const timestamp = (await (await request.get(`${origin}/ssr/timestamp`)).json()) as { code: number; data: number };
  expect(timestamp.code).toBe(2000);
  expect(timestamp.data).toBeGreaterThanOrEqual(before - 1_000);
  expect(timestamp.data).toBeLessThanOrEqual(Date.now() + 1_000);

  // The API answers in its envelope: an unknown call is its 404 (4004), not a page of the site.
  const unknown = await request.get(`${origin}/api/us/no-such-call`);
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toEqual({ code: 4004, msg: '', data: null });
});

test('a saved data file shows in the open tab without a restart, and the time is measured', async ({ page }) => {
  test.setTimeout(420_000);
  await page.goto(`${origin}/us/`);
  await expect(page.locator('h1')).toHaveText(homeHeading, WAIT);

  const times: number[] = [];
  for (const round of [1, 2, 3]) {
    const heading = `${homeHeading} (preview ${round})`;
    const savedAt = save(HOME, (home) => (home.heading = heading));
    await expect(page.locator('h1')).toHaveText(heading, WAIT);
    const { reloaded, html, painted } = await pageTimes(page);
    times.push(Math.round(painted - savedAt));
    // Where the time goes: until the tab is told to reload (the watcher, the loader, Astro's
    // data store), the page's HTML from the dev server, then the browser's first paint.
    console.log(
      `dev preview ${round}: save → reload ${Math.round(reloaded - savedAt)} ms → HTML ${Math.round(html - savedAt)} ms → painted ${Math.round(painted - savedAt)} ms`,
    );
  }
  console.log(`dev preview: save → new text painted: ${times.join(', ')} ms (goal < 1000 ms)`);
  test.info().annotations.push({ type: 'save-to-screen-ms', description: times.join(', ') });
  expect(Math.min(...times)).toBeLessThan(SAVE_BUDGET_MS);
});

test('a broken data file shows its file and field in the tab, in the region’s frame and never as a 500, and fixing it brings the page back', async ({
  page,
  request,
}) => {
  test.setTimeout(420_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  await page.goto(`${origin}/us/`);
  await expect(page.locator('h1')).toHaveText(homeHeading, WAIT);

  for (const edit of [
    // A value of the wrong type.
    () => save(HOME, (home) => (home.heading = 1299)),
    // A photo the product's photos/ folder does not have.
    () =>
      save(MEGATRON_COPY, (copy) => {
        (copy.sections as { photo?: string }[])[0]!.photo = 'hero.jpg';
      }),
  ]) {
    edit();
    // The same words as `npm run check:data` for the same file, named by its path from the data root.
    const [failure] = checkPreviewData();
    expect(failure).toBeDefined();
    const problems = page.locator('[data-problems]');
    await expect
      .poll(async () => ((await problems.count()) ? await problems.innerText() : ''), WAIT)
      .toContain(failure!);
    await expect(page.locator('h1')).toHaveText('This preview cannot show its pages: a data file has a problem');
    await expect(page.locator('vite-error-overlay')).toHaveCount(0);
    for (const path of ['/us/', '/us/flagship-megatron', '/us/faq']) {
      const broken = await request.get(`${origin}${path}`);
      expect(broken.status(), path).toBe(503);
      // Nothing of the code: no stack, no source file of the site.
      expect(await broken.text(), path).not.toMatch(/\bat \S+ \(|src\/|node_modules/);
    }
    expect((await request.get(`${origin}/ssr/timestamp`)).status()).toBe(200);

    restore();
    await expect(page.locator('h1')).toHaveText(homeHeading, WAIT);
  }
  expect(pageErrors).toEqual([]);
});

test('a first dealer of a list opens its page without a restart', async ({ page, request }) => {
  test.setTimeout(420_000);
  const path = `${origin}/us/where-to-buy/hongkong-macao`;
  expect((await request.get(path)).status()).toBe(404);

  const title = 'Dev Preview Test Dealer';
  save(DEALERS, (data) =>
    (data.dealers as unknown[]).push({
      market: 'hongkong-macao',
      title,
      link: 'https://dealer.example',
      address: '1 Example Road, Hong Kong',
      logo: 'text',
    }),
  );
  await expectPageOpened(page, request, path, title);
});

test('a region’s first manuals list and the PDF dropped after it show without a restart', async ({ page, request }) => {
  test.setTimeout(420_000);
  const list = join('content', 'manuals', 'us.json');
  const path = `${origin}/us/manuals`;
  const title = 'Dev Preview Test Manual';
  const pdf = join('content', 'manuals', 'files', 'us', 'dev-preview-test.pdf');
  // The region's PDF folder, new in the data root, made first as a marketer does before dropping a
  // file into it; the PDF comes seconds later, once the page has failed.
  mkdirSync(dirname(join(DATA, pdf)), { recursive: true });
  // The list first, naming a PDF that is not there yet: the page fails, naming the file and field.
  write(
    list,
    `${JSON.stringify({ files: [{ file: 'dev-preview-test.pdf', series: 'transformers', title, updated: '2026-01-01' }] })}\n`,
  );
  await expect.poll(async () => (await request.get(path)).status(), WAIT).toBe(503);
  // Then the PDF, a file no load has read yet, appearing in its folder.
  write(pdf, '%PDF-1.4\n%%EOF\n');
  await expectPageOpened(page, request, path, title);
});

// The marketer's form editor (issue 27, docs/editor.md), on the same dev server: one start for both.
const CATALOGUE = join('regions', 'us', 'catalogue.json');
const catalogueText = () => readFileSync(join(DATA, CATALOGUE), 'utf8');
const bumblebeePrice = shipped('us').catalogue.products.flagshipBumblebee!.price;

/** Every request the context makes to a host off the machine, refused and listed. */
async function offMachineRequests(context: BrowserContext): Promise<string[]> {
  const requests: string[] = [];
  await context.route(
    (url) => url.protocol !== 'data:' && !['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname),
    (route) => {
      requests.push(route.request().url());
      return route.abort();
    },
  );
  return requests;
}

/**
 * The US home page open in `page` with the shipped Flagship Bumblebee price, and the form
 * editor on the US catalogue in a second tab: its first price field, its Publish action and the
 * page errors the editor's tab throws.
 */
async function openCatalogueForm(page: Page, context: BrowserContext) {
  await page.goto(`${origin}/us/`);
  await expect(page.locator(`[data-price="${bumblebeePrice}"]`).first()).toBeVisible(WAIT);
  const editor = await context.newPage();
  const pageErrors: string[] = [];
  editor.on('pageerror', (error) => pageErrors.push(String(error)));
  await editor.goto(`${origin}${EDITOR_PATH}#/collections/catalogue/entries/us`);
  // The catalogue's products are closed entries; one opens from its bar, by its name.
  await editor
    .getByText(shipped('us').catalogue.products.flagshipBumblebee!.name, { exact: true })
    .filter({ visible: true })
    .click(WAIT);
  const price = editor.getByLabel('Price', { exact: true }).first();
  await expect(price).toHaveValue(String(bumblebeePrice), WAIT);
  const publish = async () => {
    await editor.getByRole('button', { name: 'Publish', exact: true }).click();
    await editor.getByText('Publish now', { exact: true }).click();
  };
  return { editor, price, publish, pageErrors };
}

test('the form editor at /admin/ is served from node_modules, generated from the schemas, in the region’s language', async ({
  request,
}) => {
  test.setTimeout(180_000);
  expect(server.output()).toContain(`Form editor at ${origin}${EDITOR_PATH}`);
  const config = await request.get(`${origin}${EDITOR_CONFIG_PATH}`);
  expect(config.headers()['content-type']).toContain('yaml');
  const text = await config.text();
  expect(text).toContain('"locale": "en"');
  expect(text).toContain(`"url": "${origin}/admin/api/v1"`);
  expect(text).toContain('"file": "regions/us/catalogue.json"');
  // The string deploy.spec.ts looks for in the bundles, to prove none holds the editor.
  expect(await (await request.get(`${origin}${EDITOR_PATH}decap-cms.js`, WAIT)).text()).toContain('decap-cms-core');
});

test('a price changed in the form is a one-line diff that passes check:data and shows in the open tab; a wrong one is refused and the file unchanged', async ({
  page,
  context,
}) => {
  test.setTimeout(420_000);
  const offMachine = await offMachineRequests(context);
  const { editor, price, publish, pageErrors } = await openCatalogueForm(page, context);
  const before = catalogueText();
  written.add(CATALOGUE);

  // Refused in the form, the field named, before anything reaches the file: the form goes to the
  // field, however far down, and says so in a notice.
  const lastProduct = Object.values(shipped('us').catalogue.products).at(-1)!.name;
  await editor.getByText(lastProduct, { exact: true }).filter({ visible: true }).click();
  const lastPrice = editor.getByLabel('Price', { exact: true }).last();
  const lastPriceBefore = await lastPrice.inputValue();
  await lastPrice.fill('-5');
  await editor.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    // The form scrolls in one of Decap's boxes, not in the window.
    for (const box of document.querySelectorAll('*')) box.scrollTop = 0;
  });
  await expect(lastPrice).not.toBeInViewport();
  await publish();
  await expect(editor.getByText('Price must be at least 0.')).toBeVisible(WAIT);
  await expect(lastPrice).toBeInViewport();
  await expect(lastPrice).toBeFocused();
  await expect(editor.getByRole('alert').filter({ hasText: 'Not saved: see the fields marked in red.' })).toBeVisible();
  expect(catalogueText()).toBe(before);
  await lastPrice.fill(lastPriceBefore);

  // What only the whole file's schema sees (a refinement over two fields) is refused by the
  // backend: at its field, and in Decap's notice with the fields' labels; nothing is written.
  const activityPrice = editor.getByLabel(/^Activity price/).first();
  await activityPrice.fill(String(bumblebeePrice + 1));
  await publish();
  const refusal = '"activityPrice" must be lower than "price"';
  await expect(editor.getByText(refusal, { exact: true })).toBeVisible(WAIT);
  await expect(editor.getByText(`Catalogue (us): Products › Flagship Bumblebee: ${refusal}`)).toBeVisible(WAIT);
  expect(catalogueText()).toBe(before);
  await activityPrice.fill('');

  const newPrice = bumblebeePrice + 50;
  await price.fill(String(newPrice));
  const persisted = editor.waitForResponse(
    (response) => response.url().endsWith('/admin/api/v1') && /persistEntry/.test(response.request().postData() ?? ''),
    WAIT,
  );
  const savedAt = Date.now();
  await publish();
  const fileWritten = (await persisted).status() === 200 ? Date.now() : Number.NaN;
  await expect(editor.getByText('Entry saved')).toBeVisible(WAIT);
  const after = catalogueText();
  const changed = after.split('\n').filter((line, index) => line !== before.split('\n')[index]);
  expect(changed).toEqual([`      "price": ${newPrice},`]);
  expect(after.split('\n')).toHaveLength(before.split('\n').length);

  await expect(page.locator(`[data-price="${newPrice}"]`).first()).toBeVisible(WAIT);
  const { painted } = await pageTimes(page);
  console.log(
    `form editor: publish → file written ${fileWritten - savedAt} ms → new price painted in the open tab ${Math.round(painted - savedAt)} ms`,
  );
  test
    .info()
    .annotations.push({ type: 'editor-save-to-screen-ms', description: String(Math.round(painted - savedAt)) });
  expect(checkPreviewData()).toEqual([]);
  expect(offMachine).toEqual([]);
  // A refused save is shown, never an unhandled error of the page.
  expect(pageErrors).toEqual([]);
  await editor.close();
});

test('ten saves of one file in a row, through the form and through a rename, each show in the open tab', async ({
  page,
  context,
}) => {
  test.setTimeout(600_000);
  const { editor, price, publish } = await openCatalogueForm(page, context);
  written.add(CATALOGUE);

  const times: number[] = [];
  for (let round = 1; round <= 10; round += 1) {
    const newPrice = bumblebeePrice + round;
    let savedAt: number;
    if (round % 2 === 1) {
      // The marketer's form: the editor's backend writes the file.
      await price.fill(String(newPrice));
      const persisted = editor.waitForResponse(
        (response) =>
          response.url().endsWith('/admin/api/v1') && /persistEntry/.test(response.request().postData() ?? ''),
        WAIT,
      );
      savedAt = Date.now();
      await publish();
      expect((await persisted).status(), `round ${round}`).toBe(200);
    } else {
      // An editor that saves by writing a temporary file and renaming it over the old one.
      const path = join(DATA, CATALOGUE);
      const text = editedText((catalogue) => {
        (catalogue.products as Record<string, { price: number }>).flagshipBumblebee!.price = newPrice;
      }, path);
      writeFileSync(`${path}.tmp`, text);
      savedAt = Date.now();
      renameSync(`${path}.tmp`, path);
    }
    await expect(page.locator(`[data-price="${newPrice}"]`).first(), `round ${round}`).toBeVisible(WAIT);
    times.push(Date.now() - savedAt);
  }
  console.log(`ten saves of ${CATALOGUE}, form and rename in turn: save → new price on screen ${times.join(', ')} ms`);
  test.info().annotations.push({ type: 'ten-saves-ms', description: times.join(', ') });
  await editor.close();
});

test('the editor’s search finds words inside an entry’s lists, and the entry links to the page it edits', async ({
  context,
}) => {
  test.setTimeout(240_000);
  const editor = await context.newPage();
  // Words of a feature's description, inside Flagship Megatron's sections, in no other file.
  await editor.goto(`${origin}${EDITOR_PATH}#/search/${encodeURIComponent('Thirty-six servo motors')}`);
  const found = editor.getByRole('link', { name: /Product page: Flagship Megatron \(en\)/ }).first();
  await expect(found).toBeVisible(WAIT);
  await found.click();
  await expect(editor.getByLabel('Title', { exact: true }).first()).toHaveValue(/Flagship Megatron/, WAIT);
  await expect(editor.getByRole('link', { name: /View Live/i })).toHaveAttribute(
    'href',
    `${origin}/us/flagship-megatron`,
  );
  await editor.close();
});

// The season calendar (issue 37, docs/calendar.md) on the same dev server: the region's timeline,
// drawn afresh after each save without a reload by hand.
const CAMPAIGNS = join('regions', 'us', 'campaigns.json');

test('the season calendar at /admin/calendar/ has the next eight weeks on one 1280 × 800 screen and redraws a campaign’s moved stage by itself', async ({
  context,
}) => {
  test.setTimeout(420_000);
  // A tab of its own: the calendar carries no data load for afterEach to wait on.
  const calendar = await context.newPage();
  await calendar.setViewportSize({ width: 1280, height: 800 });
  const pageErrors: string[] = [];
  calendar.on('pageerror', (error) => pageErrors.push(String(error)));
  // The dev server's Vite client connects before anything is saved: a reload is sent to the tabs connected.
  const connected = calendar.waitForEvent('console', {
    predicate: (message) => message.text().includes('[vite] connected'),
    ...WAIT,
  });
  await calendar.goto(`${origin}${EDITOR_CALENDAR_PATH}`);
  await connected;

  // The next eight weeks, every lane and the line of now, in the first screen.
  const weeks = calendar.getByRole('region', { name: /^Timeline of us, 8 weeks:/ });
  await expect(calendar.getByRole('radio', { name: '8 weeks' })).toBeChecked();
  const lanes = weeks.getByRole('group');
  expect(await lanes.count()).toBeGreaterThanOrEqual(4);
  for (const lane of await lanes.all()) await expect(lane).toBeInViewport({ ratio: 1 });
  await expect(weeks.locator('.now-line')).toBeInViewport({ ratio: 1 });
  expect(await calendar.evaluate(() => [window.scrollX, window.scrollY])).toEqual([0, 0]);

  // The Holiday Sale's first stage moved by a save, twice: 10 days from now, then 5 (whole hours, in UTC).
  const hour = 3_600_000;
  const day = 24 * hour;
  const from = Math.floor(Date.now() / hour) * hour;
  const iso = (instant: number) => new Date(instant).toISOString().replace('.000Z', 'Z');
  const stage = weeks.getByRole('link', { name: /1: Holiday Sale$/ });
  const lefts: number[] = [];
  for (const days of [10, 5]) {
    save(CAMPAIGNS, (campaigns) => {
      const { stages } = campaigns['christmas-sale'] as { stages: { start: string; end: string }[] };
      stages[0]!.start = iso(from + days * day);
      stages[0]!.end = iso(from + 20 * day - 1000);
      stages[1]!.start = iso(from + 20 * day);
      stages[1]!.end = iso(from + 30 * day - 1000);
    });
    // Its tooltip (its description) says the new start in New York's time and in UTC, with no reload asked for here.
    const start = from + days * day;
    await expect(stage).toHaveAccessibleDescription(
      new RegExp(`From ${zonedText(start, 'America/New_York')} \\(${zonedText(start, 'UTC')}\\)`),
      WAIT,
    );
    lefts.push(await stage.evaluate((link) => parseFloat((link.parentElement as HTMLElement).style.left)));
  }
  // Five days further left, of the 63 the eight weeks' view spans (one week before now, eight after).
  expect(lefts[0]! - lefts[1]!).toBeCloseTo((5 / 63) * 100, 1);

  // The tooltip shows on keyboard focus, and a click leads to the file in the form editor.
  await stage.focus();
  await expect(calendar.getByRole('tooltip')).toContainText(`(${zonedText(from + 5 * day, 'UTC')})`);
  await expect(stage).toHaveAttribute('href', `${EDITOR_PATH}#/collections/campaigns/entries/us`);
  expect(pageErrors).toEqual([]);
  await calendar.close();
});

test('a photo uploaded in the form and picked for a hero is written into the product’s photos/ and shows in the open tab; a region’s first manuals list is created in the form', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(420_000);
  const offMachine = await offMachineRequests(context);
  const name = 'dev-preview-photo.jpg';
  const photoFile = join(dirname(MEGATRON_COPY), 'photos', name);
  const list = join('content', 'manuals', 'us.json');
  const pdf = join('content', 'manuals', 'files', 'us', 'dev-preview-first.pdf');
  for (const file of [MEGATRON_COPY, photoFile, list]) written.add(file);
  await page.goto(`${origin}/us/flagship-megatron`);
  await expect(page.locator('h1').first()).toBeVisible(WAIT);
  const editor = await context.newPage();
  const pageErrors: string[] = [];
  editor.on('pageerror', (error) => pageErrors.push(String(error)));
  /** Publishes the open entry; returns once the backend has written it. */
  const publish = async () => {
    const persisted = editor.waitForResponse(
      (response) =>
        response.url().endsWith('/admin/api/v1') && /persistEntry/.test(response.request().postData() ?? ''),
      WAIT,
    );
    await editor.getByRole('button', { name: 'Publish', exact: true }).click();
    await editor.getByText('Publish now', { exact: true }).click();
    expect(await (await persisted).text()).toBe(JSON.stringify({ message: 'entry persisted' }));
  };

  // A hero photo as wide as its slot's largest width (1600 px), uploaded in the hero's photo field.
  const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#3d5a80' } })
    .jpeg()
    .toBuffer();
  await editor.goto(`${origin}${EDITOR_PATH}#/collections/product-copy/entries/flagship-megatron-en`);
  const hero = editor.locator('label', { hasText: /^Hero\s*$/ }).locator('xpath=..');
  // The hero's entry opens with the first of its top bar's buttons (they have no names: docs/editor.md).
  await hero.getByRole('button').first().click(WAIT);
  await hero.getByRole('button', { name: 'Choose an image' }).click();
  await editor.locator('input[type=file]').setInputFiles({ name, mimeType: 'image/jpeg', buffer: photo });
  await expect(editor.getByText(name, { exact: true })).toBeVisible(WAIT);
  await editor.getByRole('button', { name: 'Choose selected' }).click();
  await publish();
  expect(readFileSync(join(DATA, photoFile))).toEqual(photo);
  // The copy names the file of its product's photos/ folder, as a marketer writes it by hand.
  const copy = writtenData(MEGATRON_COPY, DATA) as { sections: { photo?: string }[] };
  expect(copy.sections[0]!.photo).toBe(name);
  await expect(page.locator(`img[src*="${name}"]`).first()).toBeVisible(WAIT);

  // A first manuals list: listed as new, opened empty, created with its first PDF.
  write(pdf, '%PDF-1.4\n%%EOF\n');
  const title = 'Dev Preview First Manual';
  await editor.goto(`${origin}${EDITOR_PATH}#/collections/region-manuals`);
  await editor.getByText('Manuals (us) — new', { exact: true }).click(WAIT);
  await editor.getByRole('button', { name: 'Add Manuals' }).click();
  await editor.getByLabel('File name', { exact: true }).fill('dev-preview-first.pdf');
  await editor.getByLabel('Series', { exact: true }).fill('transformers');
  await editor.getByLabel('Title', { exact: true }).fill(title);
  await editor.getByLabel('Revised', { exact: true }).fill('2026-01-01');
  await publish();
  expect(writtenData(list, DATA)).toEqual({
    files: [{ file: 'dev-preview-first.pdf', series: 'transformers', title, updated: '2026-01-01' }],
  });
  expect(checkPreviewData()).toEqual([]);
  // The manuals page lists it (asked, not opened: the tab on the product page reloads for this save).
  await expect
    .poll(async () => {
      const answer = await request.get(`${origin}/us/manuals`);
      return answer.status() === 200 && (await answer.text()).includes(title);
    }, WAIT)
    .toBe(true);
  expect(offMachine).toEqual([]);
  expect(pageErrors).toEqual([]);
  await editor.close();
});

test('a campaign added in the form editor gets its copy, is listed to be rewritten, and has its page', async ({
  context,
  request,
}) => {
  test.setTimeout(300_000);
  // An id no shipped campaign has.
  const copy = join('content', 'campaigns', 'fixture-editor-sale', 'us.json');
  written.add(CAMPAIGNS);
  written.add(copy);
  const editor = await context.newPage();
  const pageErrors: string[] = [];
  editor.on('pageerror', (error) => pageErrors.push(String(error)));

  // docs/editor.md, "A new campaign": an entry added to the region's campaigns, with one stage.
  await editor.goto(`${origin}${EDITOR_PATH}#/collections/campaigns/entries/us`);
  await editor.getByRole('button', { name: 'Add campaigns' }).click(WAIT);
  await editor.getByRole('textbox', { name: 'Campaign id' }).last().fill('fixture-editor-sale');
  await editor.getByRole('button', { name: 'Add stages' }).last().click();
  await editor.getByLabel('Stage number').last().fill('1');
  await editor.getByRole('textbox', { name: 'Start' }).last().fill('2027-03-20T00:00:00-04:00');
  await editor.getByRole('textbox', { name: 'End' }).last().fill('2027-03-31T23:59:59-04:00');
  const persisted = editor.waitForResponse(
    (response) => response.url().endsWith('/admin/api/v1') && /persistEntry/.test(response.request().postData() ?? ''),
    WAIT,
  );
  await editor.getByRole('button', { name: 'Publish', exact: true }).click();
  await editor.getByText('Publish now', { exact: true }).click();
  expect(await (await persisted).text()).toBe(JSON.stringify({ message: 'entry persisted' }));
  const schedules = writtenData(CAMPAIGNS, DATA);
  expect(schedules['fixture-editor-sale']).toEqual({
    stages: [{ stage: 1, start: '2027-03-20T00:00:00-04:00', end: '2027-03-31T23:59:59-04:00' }],
  });
  expect(existsSync(join(DATA, copy))).toBe(true);
  expect(checkPreviewData()).toEqual([]);

  // Its copy is listed among the campaign pages, to be rewritten, and the page is there.
  await editor.goto(`${origin}${EDITOR_PATH}`);
  await editor.reload();
  await editor.goto(`${origin}${EDITOR_PATH}#/collections/campaign-page`);
  await expect(editor.getByText('Campaign page: Fixture Editor Sale (us)', { exact: true })).toBeVisible(WAIT);
  await expect.poll(async () => (await request.get(`${origin}/us/fixture-editor-sale`)).status(), WAIT).toBe(200);
  expect(pageErrors).toEqual([]);
  await editor.close();
});

test('a list entry opens from its summary and moves by button and by keyboard, and the saved file has the new order', async ({
  context,
}) => {
  test.setTimeout(300_000);
  const FAQ = join('content', 'faq', 'us.json');
  const faqOf = () => writtenData(FAQ, DATA) as { entries: { label: string }[] };
  const entries = faqOf().entries;
  const [first, second, , fourth] = entries.map((entry) => entry.label);
  written.add(FAQ);
  const editor = await context.newPage();
  const pageErrors: string[] = [];
  editor.on('pageerror', (error) => pageErrors.push(String(error)));
  await editor.goto(`${origin}${EDITOR_PATH}#/collections/faq/entries/us`);
  /** An entry's bar: a group named by its summary, its toggle the summary itself. */
  const entry = (label: string) => editor.getByRole('group', { name: label, exact: true });
  const toggle = (label: string) => entry(label).getByRole('button', { name: label, exact: true });
  const moved = (text: string) => editor.getByRole('status').filter({ hasText: text });
  await expect(toggle(first!)).toHaveAttribute('aria-expanded', 'false', WAIT);

  // Opened by a click on its summary's text, not only on its chevron, and closed the same way.
  await editor.getByText(second!, { exact: true }).filter({ visible: true }).click();
  await expect(toggle(second!)).toHaveAttribute('aria-expanded', 'true');
  await expect(editor.getByRole('textbox', { name: 'Question' }).filter({ visible: true })).toHaveValue(second!);
  await editor.getByText(second!, { exact: true }).filter({ visible: true }).click();
  await expect(toggle(second!)).toHaveAttribute('aria-expanded', 'false');

  // Moved down by its button: the first entry has no way up, the last none down.
  await expect(entry(first!).getByRole('button', { name: 'Move up' })).toBeDisabled();
  await expect(entry(entries.at(-1)!.label).getByRole('button', { name: 'Move down' })).toBeDisabled();
  await expect(entry(first!).getByRole('button', { name: 'Remove' })).toBeEnabled();
  await entry(first!).getByRole('button', { name: 'Move down' }).click();
  await expect(moved(`Moved to position 2 of ${entries.length}`)).toHaveCount(1);
  await expect(entry(first!).getByRole('button', { name: 'Move down' })).toBeFocused();
  await expect(entry(second!).getByRole('button', { name: 'Move up' })).toBeDisabled();

  // Moved up by the keyboard, from its summary, which keeps the focus.
  await toggle(fourth!).focus();
  await editor.keyboard.press('Alt+ArrowUp');
  await expect(moved(`Moved to position 3 of ${entries.length}`)).toHaveCount(1);
  await expect(toggle(fourth!)).toBeFocused();

  // Saved as a drag saves: the draft changed, Publish writes the entries whole in their new order.
  await editor.getByRole('button', { name: 'Publish', exact: true }).click();
  await editor.getByText('Publish now', { exact: true }).click();
  await expect(editor.getByText('Entry saved')).toBeVisible(WAIT);
  expect(faqOf().entries).toEqual([entries[1], entries[0], entries[3], entries[2], ...entries.slice(4)]);
  expect(pageErrors).toEqual([]);
  await editor.close();
});
