import { isValidEmail } from '../../src/lib/email.ts';
import { routePath } from '../../src/lib/urls.ts';
import { HOSTILE_EMAILS } from '../fixtures/hostile-emails.ts';
import { hydrated } from './support/islands.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { expect, test } from './support/test.ts';
import { shipped } from '../support/shipped-data.ts';
import type { RegionCode } from '../../src/config/regions.ts';

// Every input of tests/fixtures/hostile-emails.ts typed into the footer subscribe form of six
// regions: nothing is rendered as HTML, nothing invalid is sent, what was typed stays in the
// field after a refusal, and what is sent is exactly what was typed (trimmed).

const settings = (region: RegionCode) => shipped(region).settings;

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => server.stop());

interface Outcome {
  /** The field's value once typed (the browser strips line breaks from e-mail fields). */
  typed: string;
  /** The field's value after the submission settled. */
  after: string;
  message: string;
  /** Elements inside the message: anything but 0 means something was rendered as markup. */
  messageElements: number;
}

for (const region of ['us', 'uk', 'de', 'fr', 'jp', 'cn'] as const) {
  test(`${HOSTILE_EMAILS.length} hostile inputs through the ${region} subscribe form`, async ({ page }) => {
    test.setTimeout(120_000);
    const texts = settings(region).subscribe;
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/subscribe/create')) sent.push(JSON.parse(request.postData() ?? '{}').email);
    });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`${server.url}${routePath(region, '')}`);
    await hydrated(page, 'SubscribeForm');
    // The body only: loading the API client on first use adds module preload links to the head.
    const elementsBefore = await page.evaluate(() => document.body.querySelectorAll('*').length);

    // Typed one after another in the page, as fast as the form settles: the island's own
    // handler runs for each (a real submit event), with what the field really holds.
    const outcomes: Outcome[] = await page.evaluate(
      async ({ inputs }) => {
        const form = document.querySelector<HTMLFormElement>('footer form[data-island-form]')!;
        const field = form.querySelector<HTMLInputElement>('input[name=email]')!;
        const message = form.querySelector<HTMLElement>('.subscribe__message')!;
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        const button = form.querySelector<HTMLButtonElement>('button[type=submit]')!;
        // React applies a submit's state before the next frame; a valid address then keeps the
        // button disabled until the API has answered.
        const settled = async () => {
          await new Promise((resolve) => requestAnimationFrame(resolve));
          while (button.disabled) await new Promise((resolve) => setTimeout(resolve, 5));
        };
        const results = [];
        for (const input of inputs) {
          setValue.call(field, input);
          field.dispatchEvent(new Event('input', { bubbles: true }));
          const typed = field.value;
          form.requestSubmit();
          await settled();
          results.push({
            typed,
            after: field.value,
            message: message.textContent ?? '',
            messageElements: message.children.length,
          });
        }
        return results;
      },
      { inputs: HOSTILE_EMAILS.map((entry) => entry.input) },
    );

    const expectedSent: string[] = [];
    outcomes.forEach((outcome, index) => {
      const label = `input #${index} (${HOSTILE_EMAILS[index]!.kind})`;
      expect(outcome.messageElements, label).toBe(0);
      // An empty field right after a success is the second click of a double click: the form
      // keeps its success message and sends nothing (SubscribeForm).
      if (!outcome.typed.trim() && outcomes[index - 1]?.message === texts.success) {
        expect(outcome.message, label).toBe(texts.success);
      } else if (isValidEmail(outcome.typed)) {
        expectedSent.push(outcome.typed.trim());
        expect(outcome.message, label).toBe(texts.success);
      } else {
        expect(outcome.message, label).toBe(texts.invalid);
        expect(outcome.after, label).toBe(outcome.typed);
      }
    });
    // Nothing invalid was sent; everything valid was sent exactly as typed.
    expect(sent).toEqual(expectedSent);
    expect(expectedSent.length).toBeGreaterThan(10);
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => document.body.querySelectorAll('*').length)).toBe(elementsBefore);
  });
}
