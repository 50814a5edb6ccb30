import { translatorFor } from '../../src/i18n/translator.ts';
import { POPUP_QUIET_MS, POPUP_RECHECK_MS } from '../../src/lib/popup-moment.ts';
import { builtPages, type BuiltPage } from './support/built-pages.ts';
import { serverPool } from './support/server.ts';
import { shipped } from '../support/shipped-data.ts';
import { expect, test, type Page } from './support/test.ts';

// The US new-user popup never opens under a visitor who is typing, filling in a form or in
// another dialog or menu (docs/forms.md): every field of every built us page, typed into one key
// per 300 ms on page time (Playwright's clock) while the popup's island wakes up, at a phone's
// width and on a desktop.

/** The us pages' own strings. */
const t = translatorFor('us');
const POPUP = shipped('us').settings.newUserPopup;
if (!POPUP) throw new Error('regions/us/settings.json has no newUserPopup, which this spec is about');
const POPUP_TITLE = POPUP.title;
const TEXT = 'someone.typing.slowly@example.com';
const KEY_MS = 300;
/** Keys typed before the test waits for the popup's island: page time is then past its delay. */
const KEYS_BEFORE_POPUP = 20;
const HOUR = 3_600_000;
/** Long enough for the offer to open once the visitor is free: the quiet time and one look. */
const OPENS_WITHIN_MS = POPUP_QUIET_MS + POPUP_RECHECK_MS;

/** What a visitor can type into, outside the popup's own form. */
const FIELDS = ['input:not([type="hidden"])', 'textarea', 'select', '[contenteditable]:not([contenteditable="false"])']
  .map((field) => `${field}:not(astro-island[component-url*="/NewUserPopup."] *)`)
  .join(',');
const POPUP_ISLAND = 'astro-island[component-url*="/NewUserPopup."]';

/** The same fields counted in a page's built HTML, the popup's island left out. */
function fieldsInHtml(html: string): number {
  const withoutPopup = html.replace(/<astro-island[^>]*\/NewUserPopup\.[\s\S]*?<\/astro-island>/g, '');
  const tags = withoutPopup.match(/<(input|textarea|select)\b[^>]*>/g) ?? [];
  const editable = withoutPopup.match(/\scontenteditable(?!="false")/g) ?? [];
  return tags.filter((tag) => !/\stype="hidden"/.test(tag)).length + editable.length;
}

/**
 * Instants at which the fields a page hides for now by a schedule (`hidden` with
 * `data-show-from` / `data-show-until`: the Notify Me box before a launch) show: an hour after
 * the start, or a day before the end.
 */
function scheduledFieldTimes(html: string): number[] {
  const times: number[] = [];
  for (const match of html.matchAll(/<(\w+)\b([^>]*\sdata-show-(?:from|until)="\d+"[^>]*)>/g)) {
    const [tag, name, attributes] = match as unknown as [string, string, string];
    if (!/\shidden(?=[\s=>]|$)/.test(attributes)) continue;
    const body = html.slice(match.index + tag.length, html.indexOf(`</${name}>`, match.index));
    if (!/<(input|textarea|select)\b/.test(body)) continue;
    const from = /data-show-from="(\d+)"/.exec(attributes)?.[1];
    const until = /data-show-until="(\d+)"/.exec(attributes)?.[1];
    times.push(from ? Number(from) + HOUR : Number(until) - 24 * HOUR);
  }
  return times;
}

/** Each us page at the moments its fields show: now (a gated page an hour into its window), and any scheduled ones. */
const visits = builtPages(['us'])
  .filter((page) => !page.isRedirect)
  .flatMap((built) => {
    const gateStart = Number(/data-gate-start="(\d+)"/.exec(built.html)?.[1]);
    const now = { built, at: built.isGated ? gateStart + HOUR : null, scheduled: false };
    return [now, ...scheduledFieldTimes(built.html).map((at) => ({ built, at, scheduled: true }))];
  });
const servers = serverPool();
test.afterAll(servers.stopAll);
// The suite's longest file, spread over the workers: only its gated and scheduled visits start a
// server of their own (at their instant); the others visit the shared one.
test.describe.configure({ mode: 'parallel' });

/**
 * Opens a page on paused page time, now or at `at` (on a server whose clock says so), logging
 * every element that takes the focus.
 */
async function visit(page: Page, built: BuiltPage, atTime: number | null): Promise<void> {
  const at = atTime ?? Date.now();
  const origin = atTime === null ? '' : await servers.at(new Date(at).toISOString());
  // Paused page time: the popup's delay passes only as the test types.
  await page.clock.install({ time: at });
  // Ahead by more than the install can take on a busy machine: pausing cannot go back in time.
  await page.clock.pauseAt(at + 10_000);
  await page.addInitScript(() => {
    const log: Element[] = [];
    Object.assign(window, { __focusIns: log });
    document.addEventListener('focusin', (event) => log.push(event.target as Element), true);
  });
  await page.goto(`${origin}${built.isNotFound ? '/us/no-such-page' : built.url}`);
  if (built.isGated) await expect(page.locator('html')).not.toHaveAttribute('data-gate');
}

/** Every element that took the focus on the page that is not one of its fields. */
const focusOutsideFields = (page: Page) =>
  page.evaluate(
    (fields) =>
      (window as unknown as { __focusIns: Element[] }).__focusIns
        .filter((element) => !element.matches(fields))
        .map((element) => element.outerHTML.slice(0, 120)),
    FIELDS,
  );

/** Presses Tab until the focus is on no field and in no form (a link after the form, or the page). */
async function tabOutOfForms(page: Page): Promise<void> {
  const inForm = () =>
    page.evaluate((fields) => {
      const active = document.activeElement;
      return Boolean(active && (active.matches(fields) || active.closest('form')));
    }, FIELDS);
  for (let presses = 0; await inForm(); presses += 1) {
    expect(presses, 'Tab presses to leave the form').toBeLessThan(10);
    await page.keyboard.press('Tab');
  }
}

for (const [name, viewport] of [
  ['412 px', { width: 412, height: 915 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`slow typing at ${name}`, () => {
    test.use({ newUserPopup: true, viewport });

    for (const { built, at, scheduled } of visits) {
      const when = at === null ? '' : ` at ${new Date(at).toISOString()}`;
      test(`${built.url}${when}: every field keeps the focus and all that is typed; the offer opens once the visitor leaves`, async ({
        page,
      }) => {
        await visit(page, built, at);
        const fields = page.locator(FIELDS);
        await expect(fields).toHaveCount(fieldsInHtml(built.html));
        // At a scheduled moment, the fields hidden for now show too, once the page has asked the
        // server's time (src/client/scheduled-items.ts): page time moves 100 ms at a time meanwhile.
        if (scheduled)
          await expect(async () => {
            await page.clock.runFor(100);
            expect(await fields.filter({ visible: true }).count()).toBe(fieldsInHtml(built.html));
          }).toPass({ intervals: [0], timeout: 10_000 });
        const typed = await fields.filter({ visible: true }).all();
        expect(typed.length).toBeGreaterThan(0);
        // 33 keys one at a time take seconds of real time per field on a busy machine.
        test.setTimeout(30_000 * (typed.length + 1));
        const island = page.locator(POPUP_ISLAND);
        const hasPopup = (await island.count()) > 0;
        const dialog = page.getByRole('dialog', { name: POPUP_TITLE });

        for (const [index, field] of typed.entries()) {
          await field.click();
          for (const [typedKeys, key] of [...TEXT].entries()) {
            await page.keyboard.type(key);
            await page.clock.runFor(KEY_MS);
            // Mid-address, the popup's code has run: the rest is typed with it awake and waiting.
            if (hasPopup && index === 0 && typedKeys + 1 === KEYS_BEFORE_POPUP)
              await expect(island).not.toHaveAttribute('ssr', /.*/);
          }
          await expect(field).toHaveValue(TEXT);
          await expect(field).toBeFocused();
        }
        // A visitor who stays in the field, however long, is never interrupted.
        await page.clock.runFor(10_000);
        await expect(dialog).toBeHidden();
        await expect(typed.at(-1)!).toBeFocused();
        expect(await focusOutsideFields(page)).toEqual([]);

        // Leaving the form by keyboard and staying still: the offer opens.
        await tabOutOfForms(page);
        await page.clock.runFor(OPENS_WITHIN_MS);
        if (hasPopup) {
          await expect(dialog).toBeVisible();
          await expect(dialog.getByRole('button', { name: t('popup.close') })).toBeFocused();
        } else {
          await page.clock.runFor(10_000);
          await expect(page.getByRole('dialog')).toHaveCount(0);
        }
        for (const field of typed) await expect(field).toHaveValue(TEXT);
      });
    }
  });
}

test.describe('another dialog, menu or banner open', () => {
  test.use({ newUserPopup: true });

  /** Opens `url` on paused page time and lets the popup's island hydrate. */
  async function openAndWake(page: Page, url: string, before?: () => Promise<void>) {
    const at = Date.now();
    await page.clock.install({ time: at });
    await page.clock.pauseAt(at + 10_000);
    await page.goto(url);
    await before?.();
    await page.clock.runFor(5_000);
    await expect(page.locator(POPUP_ISLAND)).not.toHaveAttribute('ssr', /.*/);
    await page.clock.runFor(10_000);
    return page.getByRole('dialog', { name: POPUP_TITLE });
  }

  test('the header menu at 412 px: the offer waits until it is closed', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 915 });
    const menu = page.getByRole('button', { name: t('nav.openMenu') });
    const popup = await openAndWake(page, '/us', () => menu.click());
    await expect(popup).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: t('nav.closeMenu') }).click();
    await page.clock.runFor(OPENS_WITHIN_MS);
    await expect(popup).toBeVisible();
  });

  test('a product dialog: the offer waits until it is closed', async ({ page }) => {
    const built = visits.find((candidate) => candidate.built.html.includes('data-dialog-open='))?.built;
    expect(built, 'a us page with a product dialog').toBeDefined();
    const opener = page.locator('[data-dialog-open]').first();
    const popup = await openAndWake(page, built!.url, () => opener.click());
    await expect(popup).toBeHidden();
    const product = page.locator(`dialog#${await opener.getAttribute('data-dialog-open')}`);
    await expect(product).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(product).toBeHidden();
    await page.clock.runFor(OPENS_WITHIN_MS);
    await expect(popup).toBeVisible();
  });

  test.describe('in a German browser', () => {
    test.use({ locale: 'de-DE' });

    test('the region suggestion: the offer waits until it is answered', async ({ page }) => {
      const banner = page.getByRole('region', { name: t('suggestion.label') });
      const popup = await openAndWake(page, '/us');
      await expect(banner).toBeVisible();
      await expect(popup).toBeHidden();
      await banner.getByRole('button', { name: t('suggestion.dismiss') }).click();
      await page.clock.runFor(OPENS_WITHIN_MS);
      await expect(popup).toBeVisible();
    });
  });
});
