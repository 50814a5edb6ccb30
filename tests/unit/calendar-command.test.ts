import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDataFile } from '../../src/lib/data-files.ts';
import type { RegionSettings } from '../../src/schemas/region-settings.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../../tools/browser/chromium.ts';
import { testDataRoot, testFiles } from '../support/test-data.ts';

/**
 * `npm run calendar` itself (scripts/calendar.ts), run as a marketer runs it: over the planted
 * mistakes of tests/fixtures/calendar (docs/calendar.md lists them) and over the shipped data; the
 * page it writes is opened from disk in the system Chromium at 412 px. It runs on the
 * fewest regions that show every rule.
 */

/** The data root of the planted mistakes: tests/fixtures/calendar over the shipped files. */
const CALENDAR_DATA = testDataRoot('calendar');
const SITE_NOW = '2026-11-20T12:00:00Z';
const TIMEOUT = 180_000;
const run = promisify(execFile);

async function calendar(args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/calendar.ts', ...args], {
      env: { ...process.env, ...env },
      maxBuffer: 16 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const fixtureSettings = readDataFile<RegionSettings>(await testFiles('calendar', 'de'), 'regions/de/settings.json');
const bannerIndex = (start: string) => fixtureSettings.textBanners.findIndex(({ label }) => label.startsWith(start));
const closedBanner = bannerIndex('Fixture <em>closed link</em>');
const overBanner = bannerIndex('Fixture over');
const closedNav = fixtureSettings.nav.findIndex(({ label }) => label === 'Fixture nav to Christmas');
const closedFooter = fixtureSettings.footer.links.findIndex(
  ({ label }) => label === 'Fixture footer link to Black Friday',
);

/** Each planted mistake: its terminal line, and the row of its region's timeline it belongs to. */
const PLANTED = [
  {
    line: new RegExp(
      `^conflict de closed-link: regions/de/settings.json footer.links\\[${closedFooter}\\]: "Fixture footer link to Black Friday" links to /black-friday, which is closed until 2026-11-14 09:00:00 GMT\\+1`,
      'm',
    ),
    row: `#r-de-footer-${closedFooter}`,
    severity: 'conflict',
    shows: 'links to /black-friday, which is closed until 2026-11-14 09:00:00 GMT+1',
  },
  {
    line: new RegExp(
      `^conflict de closed-link: regions/de/settings.json textBanners\\[${closedBanner}\\]: .* links to /black-friday, which is closed until 2026-11-14 09:00:00 GMT\\+1`,
      'm',
    ),
    row: `#r-de-banner-${closedBanner}`,
    severity: 'conflict',
    shows: 'links to /black-friday, which is closed until 2026-11-14 09:00:00 GMT+1 (2026-11-14 08:00:00 UTC)',
  },
  {
    line: new RegExp(
      `^conflict de closed-link: regions/de/settings.json nav\\[${closedNav}\\]: "Fixture nav to Christmas" links to /christmas-sale, which is closed from 2026-12-01 09:00:00 GMT\\+1`,
      'm',
    ),
    row: `#r-de-nav-${closedNav}`,
    severity: 'conflict',
    shows: 'links to /christmas-sale, which is closed from 2026-12-01 09:00:00 GMT+1',
  },
  {
    line: new RegExp(
      `^conflict uk data: .*regions/uk/campaigns.json: black-friday.stages\\[1\\].start: must come after the previous stage ends`,
      'm',
    ),
    row: '#r-uk-data',
    severity: 'conflict',
    shows: 'black-friday.stages[1].start: must come after the previous stage ends',
  },
  {
    line: new RegExp(
      `^conflict uk data: .*regions/uk/campaigns.json: black-friday.stages\\[2\\].end: must come after "start"`,
      'm',
    ),
    row: '#r-uk-data',
    severity: 'conflict',
    shows: 'black-friday.stages[2].end: must come after "start"',
  },
  {
    line: /^warning de stage-gap: .*christmas-sale sells nothing for 2 d 9 h between stage 1/m,
    row: '#r-de-christmas-sale-stage-2',
    severity: 'warning',
    shows: 'sells nothing for 2 d 9 h',
  },
  {
    line: new RegExp(
      `^warning de over: regions/de/settings.json textBanners\\[${overBanner}\\]: "Fixture over: .*" is over`,
      'm',
    ),
    row: `#r-de-banner-${overBanner}`,
    severity: 'warning',
    shows: 'is over (since 2026-01-10 23:59:59 GMT+1',
  },
  {
    line: /^warning fr store-timing: black-friday stage 1 starts at 10:00:00 local time in fr, but at 09:00:00 in de/m,
    row: '#r-fr-black-friday-stage-1',
    severity: 'warning',
    shows: 'starts at 10:00:00 local time in fr',
  },
] as const;

let browser: Browser;
let folder: string;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'calendar-'));
  const executablePath = chromiumPath();
  if (!executablePath)
    throw new Error('No Chromium: install Debian’s (apt-get install chromium) or set CHROMIUM_PATH.');
  browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}, TIMEOUT);

afterAll(async () => {
  await browser?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('npm run calendar', () => {
  it(
    'over the planted mistakes: exits 1, prints each, and shows each in its list and on its region’s timeline',
    async () => {
      const out = join(folder, 'fixture.html');
      const result = await calendar(['de', 'fr', 'uk', '--out', out], { SITE_NOW, SITE_DATA_ROOT: CALENDAR_DATA });
      expect(result.code, result.stderr).toBe(1);
      const terminal = `${result.stderr}\n${result.stdout}`;
      for (const { line } of PLANTED) expect(terminal).toMatch(line);
      expect(result.stdout).toContain(
        `: ${PLANTED.filter(({ severity }) => severity === 'conflict').length} conflict(s), `,
      );
      expect(result.stdout).toContain(out.split('/').pop());

      const context = await browser.newContext({ viewport: { width: 412, height: 900 } });
      const page = await context.newPage();
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await page.goto(pathToFileURL(out).href);
      // Self-contained: the file is the only thing it loads.
      expect(requests).toEqual([pathToFileURL(out).href]);

      for (const { row, severity, shows } of PLANTED) {
        const listed = page.locator(`#${severity}s + ul a[href="${row}"]`);
        // The page is loaded and static: asked once, with no poll's 1 s limit, which one
        // Playwright call can exceed on a loaded machine.
        expect(await listed.count(), row).toBeGreaterThan(0);
        const inTimeline = page.locator(row);
        expect(await inTimeline.isVisible()).toBe(true);
        expect(await inTimeline.getAttribute('class')).toBe(`has-${severity}`);
        expect(await inTimeline.textContent()).toContain(shows);
      }
      // Data text is shown as written, never as markup.
      const closed = page.locator(`#r-de-banner-${closedBanner} th`);
      expect(await closed.textContent()).toContain('Fixture <em>closed link</em>');
      expect(await page.locator('em').count()).toBe(0);
      // SITE_NOW is marked on every drawn timeline.
      for (const region of ['de', 'fr']) expect(await page.locator(`#now-${region}`).isVisible()).toBe(true);
      expect(await page.locator('#now-de').textContent()).toContain('2026-11-20 12:00:00 UTC');

      // The keyboard: the skip link first, then the conflicts.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to the conflicts');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement!;
        return {
          href: element.getAttribute('href'),
          inConflicts: element.closest('ul')?.previousElementSibling?.id,
          outline: getComputedStyle(element).outlineStyle,
        };
      });
      expect(focused.inConflicts).toBe('conflicts');
      expect(focused.outline).not.toBe('none');
      // Readable at 412 px: the page does not scroll sideways; wide tables scroll in their own box.
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        viewport: document.documentElement.clientWidth,
        table: document.querySelector('table')!.scrollWidth,
      }));
      expect(widths.page).toBeLessThanOrEqual(widths.viewport);
      expect(widths.table).toBeGreaterThan(widths.viewport);
      // Nothing axe finds against WCAG 2 A and AA (contrast, names, table headers).
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      expect(axe.violations.map(({ id, nodes }) => `${id}: ${nodes.length}`)).toEqual([]);
      await context.close();
    },
    TIMEOUT,
  );

  it(
    'over the shipped data: exits 0 with no conflict',
    async () => {
      const out = join(folder, 'shipped.html');
      const result = await calendar(['us', 'uk', '--out', out]);
      expect(result.stderr).not.toMatch(/^conflict/m);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain('Season calendar of us, uk: 0 conflict(s), ');
      expect(readFileSync(out, 'utf8')).toContain('<h2 id="conflicts" tabindex="-1">Conflicts (0)</h2>');
    },
    TIMEOUT,
  );
});
