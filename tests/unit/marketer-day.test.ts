import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { checkData, loadRegions } from '../../tools/data-check/check-data.ts';
import { renderGuide } from '../../src/data/manuals/guide-render.ts';
import { regionGuides } from '../../src/lib/product-guides.ts';
import { pdfText } from './support/pdf-text.ts';
import type { RawJson } from './support/raw-json.ts';
import { dataCopy, type DataEdit } from '../support/written-data.ts';

type Json = RawJson;

const copies: string[] = [];
afterAll(() => {
  for (const root of copies) rmSync(root, { recursive: true, force: true });
});

/** A scratch copy of the project's data with `edits` applied (written-data.ts), removed after the tests. */
function scratchCopy(edits: Record<string, DataEdit>): string {
  const root = dataCopy(edits);
  copies.push(root);
  return root;
}

/** `npm run check:data -- <root>`: its exit status and what it printed. */
function runCheckData(root: string): { status: number; output: string } {
  try {
    const output = execFileSync(process.execPath, ['scripts/check-data.ts', root], { encoding: 'utf8', stdio: 'pipe' });
    return { status: 0, output };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { status: failed.status, output: `${failed.stdout}${failed.stderr}` };
  }
}

// Issue 13: a marketer changes prices, dates and texts in regions/ and content/; a valid change
// passes the data check (and no test asserts the shipped values), a malformed one fails it
// naming the file and the field.
// Each check copies the data and checks it; two run the script as `npm run check:data` does, over
// every region, the malformed files all in one copy. A check is one sync of Astro's content layer
// for every region: seconds each, several times that on a busy machine.
describe('a marketer’s day', { timeout: 300_000 }, () => {
  const firstProduct = (catalogue: Json) => Object.values(catalogue.products)[0] as Json;

  it('a new price in the US catalogue and a new sentence on the US home page pass check:data', () => {
    const root = scratchCopy({
      'regions/us/catalogue.json': (catalogue) => (firstProduct(catalogue).price += 50),
      'content/home/us.json': (home) => (home.heading = 'Robots that change shape all by themselves'),
    });
    const { status, output } = runCheckData(root);
    expect(output).toContain('regions is valid');
    expect(status).toBe(0);
  });

  it('a new figure in a product’s specifications and new warranty terms pass check:data, and the next build’s guide prints them', async () => {
    const figure = 'Test figure 1234 mAh';
    const terms = 'Test warranty terms of 99 months.';
    const root = scratchCopy({
      'content/products/flagship-bumblebee/en.json': (copy) => {
        const specs = (copy.sections as Json[]).find((section) => section.kind === 'specs') as Json;
        specs.rows[0].value = figure;
      },
      'content/support/technical-support/us.json': (page) => {
        const warranty = (page.sections as Json[]).find((section) => section.id === 'warranty') as Json;
        warranty.paragraphs[0] = terms;
      },
    });
    const { failures, data } = (await loadRegions(root, ['us'])).get('us')!;
    expect(failures).toEqual([]);
    const guide = regionGuides(data!.files, 'us').find((item) => item.product === 'flagship-bumblebee');
    // Drawn as the us build draws it (fonts from the project's node_modules).
    const shown = pdfText(await renderGuide('us', guide!, process.cwd())).replace(/\s+/g, '');
    for (const text of [figure, terms]) expect(shown).toContain(text.replace(/\s+/g, ''));
  });

  // Every malformed file of the cases below in one copy, checked once by the script.
  const malformed: [name: string, file: string, edit: (data: Json) => unknown, failure: RegExp][] = [
    [
      'a number where a text belongs',
      'content/home/us.json',
      (home) => (home.heading = 1299),
      /^content\/home\/us\.json: heading: /,
    ],
    [
      'a price written as text',
      'regions/us/catalogue.json',
      (catalogue) => (firstProduct(catalogue).price = '$1,349'),
      /^regions\/us\/catalogue\.json: products\.\w+\.price: /,
    ],
    [
      'a settings text replaced by a number',
      'regions/de/settings.json',
      (settings) => (settings.subscribe.invalid = 0),
      /^regions\/de\/settings\.json: subscribe\.invalid: /,
    ],
    [
      'a campaign stage time without its offset',
      'regions/uk/campaigns.json',
      (campaigns) => (campaigns['black-friday'].stages[0].start = '2026-11-14 09:00'),
      /^regions\/uk\/campaigns\.json: black-friday\.stages\[0\]\.start: must be an ISO 8601 instant with an offset/,
    ],
    [
      'a product page text replaced by a number',
      'content/products/flagship-bumblebee/en.json',
      (copy) => (copy.name = 2024),
      /^content\/products\/flagship-bumblebee\/en\.json: name: /,
    ],
    [
      'a campaign page title replaced by a number',
      'content/campaigns/black-friday/us.json',
      (page) => (page.head.title = 2026),
      /^content\/campaigns\/black-friday\/us\.json: head\.title: /,
    ],
    [
      'an FAQ heading replaced by a number',
      'content/faq/us.json',
      (faq) => (faq.heading = 42),
      /^content\/faq\/us\.json: heading: /,
    ],
    [
      'a support page heading replaced by a number',
      'content/support/privacy-policy/us.json',
      (page) => (page.heading = 7),
      /^content\/support\/privacy-policy\/us\.json: heading: /,
    ],
  ];
  let checked: { status: number; lines: string[] } | undefined;
  const checkMalformed = () => {
    if (!checked) {
      const { status, output } = runCheckData(
        scratchCopy(Object.fromEntries(malformed.map(([, file, edit]) => [file, edit]))),
      );
      checked = { status, lines: output.split('\n').filter(Boolean) };
    }
    return checked;
  };

  it.each(malformed)('%s fails check:data naming %s and the field', (_case, _file, _edit, failure) => {
    const { status, lines } = checkMalformed();
    expect(status).toBe(1);
    expect(lines.filter((line) => failure.test(line))).toHaveLength(1);
  });

  it('names nothing but the malformed fields', () => {
    const { lines } = checkMalformed();
    expect(lines.filter((line) => !malformed.some(([, , , failure]) => failure.test(line)))).toEqual([]);
  });

  it('a campaign page showing a product its region does not sell fails the data check naming the page’s field', async () => {
    // T9 has no product page and no guide: leaving it out of the catalogue touches nothing else.
    const root = scratchCopy({
      'regions/uk/catalogue.json': (catalogue) => void delete catalogue.products.interstellarAgentT9,
      'content/campaigns/black-friday/uk.json': (page) =>
        void (page.groups.tabs[0].products = [{ key: 'interstellarAgentT9', campaignPrices: [1] }]),
    });
    expect(await checkData(root, ['uk'])).toEqual([
      'content/campaigns/black-friday/uk.json: groups.tabs[0].products[0].key: "interstellarAgentT9" is not in regions/uk/catalogue.json',
    ]);
  });
});
