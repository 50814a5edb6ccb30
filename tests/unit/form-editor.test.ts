import { cpSync, globSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'astro/zod';
import * as prettier from 'prettier';
import { afterAll, describe, expect, it } from 'vitest';
import { colour, instant, link, text } from '../../src/schemas/fields.ts';
import type { RegionCode } from '../../src/config/regions.ts';
import { DATA_FILE_KINDS, type DataFileKind } from '../../src/schemas/file-kinds.ts';
import { jsonSchemaOf } from '../../src/schemas/json-schemas.ts';
import { dataFiles, kindOf } from '../../tools/editor/data-file-paths.ts';
import { configText, editorConfig, type DecapField, type EditorFile } from '../../tools/editor/decap-config.ts';
import { decapLocale, STOREFRONT_DECAP_LOCALES } from '../../tools/editor/decap-locale.ts';
import { withGroupButtons } from '../../tools/editor/decap-phrases.ts';
import { editedPage, PAGE_OF_KIND } from '../../tools/editor/edited-page.ts';
import { fileText, fromForm, SEARCH_TEXT, toForm } from '../../tools/editor/form-data.ts';
import { formEditor } from '../../tools/editor/form-editor.ts';
import { formFieldPath, type JsonSchema } from '../../tools/editor/form-shape.ts';
import { localBackend } from '../../tools/editor/local-backend.ts';
import { readDataFile } from '../../src/lib/data-files.ts';
import { DataError, fieldSegments, problemOfLine } from '../../src/lib/data-error.ts';
import { testFiles } from '../support/test-data.ts';
import type { RawJson } from './support/raw-json.ts';

// Issue 27: the marketer's form editor. Its configuration is made from the table of file kinds,
// and a save through its backend is the file's own text with the one field changed.

const scratch: string[] = [];
afterAll(() => {
  for (const folder of scratch) rmSync(folder, { recursive: true, force: true });
});

/** A made-up kind, with a field of each sort the form has. */
const fixtureFields = {
  title: text,
  price: z.number().positive(),
  stock: z.number().int().min(0),
  colour,
  endTime: instant.optional(),
  link: link.optional(),
  state: z.enum(['open', 'closed']),
  tags: z.array(text).min(1),
  channels: z.array(z.enum(['web', 'shop'])).optional(),
  banner: z.strictObject({ label: text, until: instant }).optional(),
  entries: z.array(z.strictObject({ name: text, amount: z.number() })),
  sections: z.array(
    z.discriminatedUnion('kind', [
      z.strictObject({ kind: z.literal('hero'), title: text }),
      z.strictObject({ kind: z.literal('text'), paragraphs: z.array(text) }),
    ]),
  ),
  extras: z.record(z.string(), z.number()).optional(),
  media: z.array(z.union([z.strictObject({ view: text, alt: text }), z.strictObject({ photo: text, alt: text })])),
  address: z.union([text, z.array(text)]).optional(),
  pair: z.tuple([text, text]),
};
const fixtureTitle = ['Fixture', 'A made-up kind.'] as const;
const fixtureKind = (schema: z.ZodType): DataFileKind => ({
  name: 'fixture',
  collection: 'fixture',
  title: { en: fixtureTitle, de: fixtureTitle, fr: fixtureTitle, ja: fixtureTitle, ko: fixtureTitle, zh: fixtureTitle },
  // No texts: its fields show their keys in words and their schemas' descriptions.
  texts: {},
  files: ['regions/{region}/fixture.json'],
  schema,
});

const configOf = (
  kinds: readonly DataFileKind[],
  files: readonly EditorFile[] = [{ kind: kinds[0]!, path: 'regions/de/fixture.json' }],
) =>
  editorConfig({
    kinds,
    files,
    locale: 'de',
    backendUrl: 'http://127.0.0.1:4321/admin/api/v1',
    siteUrl: 'http://127.0.0.1:4321/de/',
    region: 'de',
  }) as { collections: { name: string; files: { file: string; fields: DecapField[] }[] }[] };
const fieldsOfFixture = (schema: z.ZodType) => configOf([fixtureKind(schema)]).collections[0]!.files[0]!.fields;
const field = (fields: DecapField[], name: string) => fields.find((each) => each.name === name)!;

describe('the configuration, generated from the kinds table', () => {
  const fields = fieldsOfFixture(z.strictObject(fixtureFields));

  it('has a field of the right widget and rules for each part of the schema', () => {
    expect(field(fields, 'title')).toMatchObject({ widget: 'string', required: true });
    expect(field(fields, 'price')).toMatchObject({ widget: 'number', value_type: 'float', min: 0 });
    expect(field(fields, 'stock')).toMatchObject({ widget: 'number', value_type: 'int', min: 0 });
    expect(field(fields, 'colour')).toMatchObject({
      widget: 'color',
      // The schema's message, in the editor's language (German here).
      pattern: ['^#[0-9a-fA-F]{6}$', 'muss eine Farbe im Format #rrggbb sein'],
    });
    // An instant keeps its offset as written: a text with the instant's pattern, not Decap's date picker.
    expect(field(fields, 'endTime')).toMatchObject({ widget: 'string', required: false });
    expect(field(fields, 'endTime').hint).toContain('mit Zeitverschiebung');
    expect(new RegExp((field(fields, 'endTime').pattern as string[])[0]!).test('2026-11-27T00:00:00+01:00')).toBe(true);
    expect(new RegExp((field(fields, 'endTime').pattern as string[])[0]!).test('2026-11-27T00:00:00')).toBe(false);
    expect(field(fields, 'link').hint).toContain('Seitenpfad');
    expect(field(fields, 'state')).toMatchObject({ widget: 'select', options: ['open', 'closed'] });
    // A list of values: each entry, collapsed, shows its value (it names the entry's bar).
    expect(field(fields, 'tags')).toMatchObject({
      widget: 'list',
      min: 1,
      field: { name: 'tags', widget: 'string' },
      summary: '{{fields.tags}}',
    });
    expect(field(fields, 'channels')).toMatchObject({ widget: 'select', multiple: true, options: ['web', 'shop'] });
    expect(field(fields, 'entries')).toMatchObject({
      widget: 'list',
      fields: [
        { name: 'name', widget: 'string' },
        { name: 'amount', widget: 'number' },
      ],
    });
    expect(field(fields, 'sections')).toMatchObject({
      widget: 'list',
      typeKey: 'kind',
      types: [
        { name: 'hero', widget: 'object', fields: [{ name: 'title' }] },
        { name: 'text', widget: 'object', fields: [{ name: 'paragraphs', widget: 'list' }] },
      ],
    });
    // A record with free keys: a list of entries, each its key and its value.
    expect(field(fields, 'extras')).toMatchObject({
      widget: 'list',
      summary: '{{fields.key}}',
      fields: [
        { name: 'key', widget: 'string', required: true },
        { name: 'value', widget: 'number', required: true },
      ],
    });
  });

  it('requires an optional object’s fields only where the file fills the object in', () => {
    expect(field(field(fields, 'banner').fields as DecapField[], 'label').required).toBe(false);
    const kind = fixtureKind(z.strictObject(fixtureFields));
    const filled = configOf([kind], [{ kind, path: 'regions/de/fixture.json', data: { banner: { label: 'x' } } }]);
    const banner = field(filled.collections[0]!.files[0]!.fields, 'banner');
    expect(field(banner.fields as DecapField[], 'label').required).toBe(true);
  });

  it('holds objects of several shapes, a text or list of texts, and a pair in fields of their own', () => {
    // Objects no key tells apart: one group of every key, those all shapes have required.
    expect(field(fields, 'media')).toMatchObject({
      widget: 'list',
      fields: [
        { name: 'view', required: false },
        { name: 'alt', required: true },
        { name: 'photo', required: false },
      ],
    });
    expect(field(fields, 'address')).toMatchObject({
      widget: 'list',
      field: { widget: 'string' },
      summary: '{{fields.address}}',
    });
    expect(field(fields, 'pair')).toMatchObject({ widget: 'list', field: { widget: 'string' }, min: 2, max: 2 });
  });

  it('shows a field added to a schema with no other edit', () => {
    const before = fieldsOfFixture(z.strictObject(fixtureFields));
    const after = fieldsOfFixture(z.strictObject({ ...fixtureFields, ribbonText: text.optional() }));
    expect(before.map((each) => each.name)).not.toContain('ribbonText');
    // A key no kind has a text for shows in words (tests/unit/field-texts.test.ts holds the kinds to theirs).
    expect(field(after, 'ribbonText')).toMatchObject({ widget: 'string', label: 'Ribbon text', required: false });
  });

  it('takes a field’s hint from its schema’s description', () => {
    const described = fieldsOfFixture(z.strictObject({ price: z.number().describe('In euros, taxes included.') }));
    expect(field(described, 'price').hint).toBe('In euros, taxes included.');
  });

  it('opens every data file of the project, each with its kind, and writes them as YAML Decap reads', () => {
    const files = dataFiles(DATA_FILE_KINDS, { root: process.cwd() });
    const config = configOf(DATA_FILE_KINDS, files);
    const opened = config.collections.flatMap((collection) => collection.files.map((file) => file.file)).sort();
    expect(opened).toEqual(files.map((file) => file.path).sort());
    expect(opened).toContain('regions/de/catalogue.json');
    expect(opened).toContain('content/products/flagship-bumblebee/de.json');
    // JSON is YAML; shared forms are written once, and the text parses back to the same object.
    const written = configText(config);
    expect(written.length).toBeLessThan(JSON.stringify(config).length);
    expect(written).toContain('*shared');
  });

  it('lists the previewed region’s files first in each kind, then the shared ones, then other regions’', () => {
    const files = dataFiles(DATA_FILE_KINDS, { root: process.cwd() });
    const filesOf = (region: RegionCode, kind: string) =>
      (
        editorConfig({
          kinds: DATA_FILE_KINDS,
          files,
          locale: 'de',
          backendUrl: 'http://127.0.0.1/',
          siteUrl: '/',
          region,
        }).collections as { name: string; files: { file: string }[] }[]
      )
        .find((collection) => collection.name === kind)!
        .files.map((file) => file.file);
    expect(filesOf('de', 'catalogue')[0]).toBe('regions/de/catalogue.json');
    expect(filesOf('kr', 'faq')[0]).toBe('content/faq/kr.json');
    // Product copy in the region's language first (Korean for kr), every product's, in path order.
    const korean = filesOf('kr', 'product-copy');
    const firstOther = korean.findIndex((file) => !file.endsWith('/ko.json'));
    expect(korean.slice(0, firstOther).length).toBe(korean.filter((file) => file.endsWith('/ko.json')).length);
    expect(korean.slice(0, firstOther).length).toBeGreaterThan(0);
    expect(filesOf('us', 'region-settings')[0]).toBe('regions/us/settings.json');
  });

  it('speaks the region’s language where Decap has it, English elsewhere', () => {
    expect(['zh', 'en', 'fr', 'de', 'ko', 'ja'].map(decapLocale)).toEqual(['zh_Hans', 'en', 'fr', 'de', 'ko', 'ja']);
    // decap-cms-app registers every locale decap-cms-locales exports (its extensions module).
    const exported = readFileSync('node_modules/decap-cms-locales/dist/esm/index.js', 'utf8');
    for (const locale of STOREFRONT_DECAP_LOCALES) expect(exported).toContain(`export { default as ${locale} }`);
  });

  it('names a group’s open and close buttons in each language Decap ships without them', () => {
    for (const locale of STOREFRONT_DECAP_LOCALES) {
      // Decap's own phrases have no such words but in English: a German group's button read "Expand".
      expect(readFileSync(`node_modules/decap-cms-locales/src/${locale}/index.js`, 'utf8')).not.toContain('expand:');
    }
    const german = withGroupButtons('de', { editor: { editorWidgets: { list: { add: 'Hinzufügen' } } } });
    expect(german.editor?.editorWidgets).toEqual({
      list: { add: 'Hinzufügen' },
      object: { expand: 'Aufklappen', collapse: 'Zuklappen' },
    });
    expect(withGroupButtons('zh_Hans', {}).editor?.editorWidgets?.object).toEqual({ expand: '展开', collapse: '收起' });
    // Decap's own words win where a later version has them.
    const own = { editor: { editorWidgets: { object: { expand: 'Öffnen' } } } };
    expect(withGroupButtons('de', own).editor?.editorWidgets?.object).toEqual({
      expand: 'Öffnen',
      collapse: 'Zuklappen',
    });
  });
});

/** The form's entry of a catalogue's Flagship Bumblebee: the catalogue's products are a list of entries by key. */
const bumblebee = (form: RawJson): RawJson =>
  (form.products as RawJson[]).find((product) => product.key === 'flagshipBumblebee')!;

/** What a save of `data` through the form writes for a file whose text is `original`. */
async function savedText(kind: DataFileKind, path: string, original: string, edit: (data: RawJson) => void) {
  const schema = jsonSchemaOf(kind) as JsonSchema;
  // What the form holds, as Decap gets it and hands it back: JSON text, parsed and written again.
  const form = JSON.parse(JSON.stringify(toForm(JSON.parse(original), schema))) as RawJson;
  edit(form);
  const data = fromForm(JSON.parse(JSON.stringify(form)), schema, JSON.parse(original))!;
  const options = await prettier.resolveConfig(path);
  return prettier.format(fileText(data, original, schema), { ...options, filepath: path });
}

describe('a save through the form', () => {
  it('writes every shipped data file back as it is when nothing was changed', async () => {
    const files = dataFiles(DATA_FILE_KINDS, { root: process.cwd() });
    expect(files.length).toBeGreaterThan(100);
    for (const { kind, path } of files) {
      const original = readFileSync(path, 'utf8');
      expect(await savedText(kind, path, original, () => {}), path).toBe(original);
    }
  }, 20_000);

  it('changes one line for one field, whatever order the form gives the keys', async () => {
    const path = 'regions/de/catalogue.json';
    const original = readFileSync(path, 'utf8');
    const saved = await savedText(kindOf(DATA_FILE_KINDS, path)!, path, original, (data) => {
      // Decap's own order after an edit: the edited key last.
      const index = data.products.findIndex((product: RawJson) => product.key === 'flagshipBumblebee');
      const { price, ...rest } = data.products[index];
      data.products[index] = { ...rest, price: price + 50 };
    });
    const changed = original.split('\n').filter((line, index) => saved.split('\n')[index] !== line);
    expect(changed).toHaveLength(1);
    expect(changed[0]).toContain('"price"');
    expect(saved.split('\n')).toHaveLength(original.split('\n').length);
  });

  it('moves whole entries when a list is reordered, keeps one-line objects on one line', async () => {
    const path = 'content/region-chooser.json';
    const original = readFileSync(path, 'utf8');
    const kind = kindOf(DATA_FILE_KINDS, path)!;
    const reversed = await savedText(kind, path, original, (data) => data.groups[0].entries.reverse());
    // The same lines (a list's last entry has no comma), in another order.
    const lines = (text: string) =>
      text
        .split('\n')
        .map((line) => line.replace(/,$/, ''))
        .sort();
    expect(lines(reversed)).toEqual(lines(original));
    expect(reversed).not.toBe(original);
  });

  it('edits a record with free keys as a list of entries: one line for one value, a repeated key refused', async () => {
    const path = 'content/contact-us/de.json';
    const original = readFileSync(path, 'utf8');
    const kind = kindOf(DATA_FILE_KINDS, path)!;
    const office = Object.keys((JSON.parse(original) as RawJson).offices.names as object)[0]!;
    const saved = await savedText(kind, path, original, (data) => {
      const entries = data.offices.names as { key: string; value: string }[];
      expect(entries[0]).toEqual({ key: office, value: expect.any(String) });
      entries[0]!.value = 'Büro';
    });
    const changed = original.split('\n').filter((line, index) => saved.split('\n')[index] !== line);
    expect(changed).toHaveLength(1);
    expect(saved).toContain(`"${office}": "Büro"`);
    await expect(
      savedText(kind, path, original, (data) => {
        const entries = data.offices.names as { key: string; value: string }[];
        entries.push({ ...entries[0]! });
      }),
    ).rejects.toThrow(
      `offices.names[${Object.keys((JSON.parse(original) as RawJson).offices.names as object).length}].key: "${office}" is listed twice`,
    );
  });

  it('edits a list of prices that may be null entry by entry: an empty entry stays null in its place', async () => {
    const path = 'content/campaigns/black-friday/us.json';
    const original = readFileSync(path, 'utf8');
    const kind = kindOf(DATA_FILE_KINDS, path)!;
    const fields = configOf([kind], [{ kind, path }]).collections[0]!.files[0]!.fields;
    const fieldsIn = (parent: DecapField) => parent.fields as DecapField[];
    const products = fieldsIn(field(fieldsIn(field(fieldsIn(field(fields, 'groups')), 'tabs')), 'products'));
    expect(field(products, 'campaignPrices')).toMatchObject({
      widget: 'list',
      field: { widget: 'number', required: false },
      hint: expect.stringContaining('Ein leer gelassener Eintrag wird als null gespeichert'),
    });
    const prices = (data: RawJson) => data.groups.tabs[0].products[0].campaignPrices as (number | null)[];
    const stages = prices(JSON.parse(original) as RawJson).length;
    const saved = await savedText(kind, path, original, (data) => {
      prices(data)[0] = 899;
      prices(data)[stages - 1] = '' as unknown as null;
    });
    const changed = original.split('\n').filter((line, index) => saved.split('\n')[index] !== line);
    const expected = [
      899,
      ...Array.from({ length: stages - 1 }, (_, index) => prices(JSON.parse(original) as RawJson)[index + 1]),
    ];
    expected[stages - 1] = null;
    expect(changed).toHaveLength(1);
    expect(prices(JSON.parse(saved) as RawJson)).toEqual(expected);
  });

  it('keeps a dealer’s one address a text, and writes a list once there are more', async () => {
    const path = 'content/dealers.json';
    const kind = kindOf(DATA_FILE_KINDS, path)!;
    const shop = { market: 'hongkong-macao', title: 'Shop', address: 'Shop 1, 1 Example Road', logo: 'text' };
    const original = await prettier.format(JSON.stringify({ dealers: [shop] }), { parser: 'json' });
    const addresses = (data: RawJson) => data.dealers[0].address as string[];
    const retitled = await savedText(kind, path, original, (data) => {
      expect(addresses(data)).toEqual([shop.address]);
      data.dealers[0].title = 'Shop A';
    });
    expect((JSON.parse(retitled) as RawJson).dealers[0]).toEqual({ ...shop, title: 'Shop A' });
    const two = await savedText(kind, path, original, (data) => addresses(data).push('Shop 2, 2 Example Road'));
    expect((JSON.parse(two) as RawJson).dealers[0].address).toEqual([shop.address, 'Shop 2, 2 Example Road']);
  });

  it('leaves out what the form leaves empty for a field the file did not have', async () => {
    const path = 'regions/de/catalogue.json';
    const original = readFileSync(path, 'utf8');
    const saved = await savedText(kindOf(DATA_FILE_KINDS, path)!, path, original, (data) => {
      bumblebee(data).link = '';
      bumblebee(data).activityTime = { stages: [], stage: [] };
    });
    expect(saved).toBe(original);
  });
});

describe('a refusal’s field, from check:data’s line to the form', () => {
  it('reads a DataError’s line back into its file, field and message', () => {
    const [line] = new DataError('content/faq/de.json', [
      { field: 'entries[12].answers', message: 'Invalid input: expected array' },
    ]).message.split('\n');
    expect(problemOfLine(line!)).toEqual({
      file: 'content/faq/de.json',
      field: 'entries[12].answers',
      message: 'Invalid input: expected array',
    });
    expect(fieldSegments('entries[12].answers')).toEqual(['entries', 12, 'answers']);
    expect(fieldSegments('nav[2].children[0].link')).toEqual(['nav', 2, 'children', 0, 'link']);
    expect(problemOfLine('content/home/de.json: (file): is not valid JSON')).toEqual({
      file: 'content/home/de.json',
      field: '',
      message: 'is not valid JSON',
    });
  });

  it('finds a record’s key at its entry’s place in the form’s list, and a list entry by its position from 1', () => {
    const schema = jsonSchemaOf({
      ...DATA_FILE_KINDS[0]!,
      schema: z.strictObject({
        countryLabels: z.record(z.string(), z.string()),
        rows: z.array(z.strictObject({ label: z.string() })),
      }),
    }) as JsonSchema;
    const data = { countryLabels: { US: 'United States', DE: 'Germany' }, rows: [{ label: 'a' }, { label: 'b' }] };
    expect(formFieldPath(schema, data, ['countryLabels', 'DE'])).toEqual({
      path: ['countryLabels', 1, 'value'],
      steps: [
        { field: 'countryLabels', path: ['countryLabels'] },
        { entry: 'DE', path: ['countryLabels', 'DE'] },
      ],
    });
    expect(formFieldPath(schema, data, ['rows', 1, 'label'])).toEqual({
      path: ['rows', 1, 'label'],
      steps: [{ field: 'rows', path: ['rows'] }, { position: 2 }, { field: 'label', path: ['rows', 1, 'label'] }],
    });
  });
});

describe('the page a file is edited for', () => {
  const kind = (name: string) => DATA_FILE_KINDS.find((candidate) => candidate.name === name)!;

  it('is known for every kind of data file', () => {
    expect(DATA_FILE_KINDS.map(({ name }) => name).filter((name) => !Object.hasOwn(PAGE_OF_KIND, name))).toEqual([]);
  });

  it('is the product’s, the campaign’s or the list’s page of the region, where the region has it', () => {
    expect(editedPage(kind('product-copy'), 'content/products/flagship-megatron/de.json', 'de')).toBe(
      'flagship-megatron',
    );
    expect(editedPage(kind('campaign-page'), 'content/campaigns/black-friday/de.json', 'de')).toBe('black-friday');
    // A campaign of the data alone (docs/campaigns.md, "Add a campaign"): its copy's page.
    expect(editedPage(kind('campaign-page'), 'content/campaigns/spring-sale/de.json', 'de')).toBe('spring-sale');
    // So is a product of the data alone (docs/products.md, "Add a product page").
    expect(editedPage(kind('product-facts'), 'content/products/test-bot/product.json', 'de')).toBe('test-bot');
    expect(editedPage(kind('faq'), 'content/faq/de.json', 'de')).toBe('faq');
    expect(editedPage(kind('catalogue'), 'regions/de/catalogue.json', 'de')).toBe('');
    // The platform spec's table: the K1 Pro page exists in us and cn only.
    expect(editedPage(kind('product-copy'), 'content/products/k1-pro-interstellar-scout/de.json', 'de')).toBe(
      undefined,
    );
  });

  it('is Decap’s “view live” link of the region’s own files and the shared ones, not of another region’s', () => {
    const files = dataFiles(DATA_FILE_KINDS, { root: '.' });
    const config = editorConfig({
      kinds: DATA_FILE_KINDS,
      files,
      locale: 'de',
      backendUrl: 'http://127.0.0.1:4321/admin/api/v1',
      siteUrl: 'http://127.0.0.1:4321/de/',
      region: 'de',
    }) as { collections: { files: { file: string; preview_path?: string }[] }[] };
    const previewPath = (file: string) =>
      config.collections.flatMap((collection) => collection.files).find((entry) => entry.file === file)?.preview_path;
    expect(previewPath('content/products/flagship-megatron/de.json')).toBe('flagship-megatron');
    expect(previewPath('content/products/flagship-megatron/product.json')).toBe('flagship-megatron');
    expect(previewPath('content/faq/de.json')).toBe('faq');
    expect(previewPath('content/faq/fr.json')).toBe(undefined);
    expect(previewPath('content/products/flagship-megatron/fr.json')).toBe(undefined);
  });
});

describe('the local backend', () => {
  const root = mkdtempSync(join(tmpdir(), 'storefront-editor-'));
  scratch.push(root);
  mkdirSync(join(root, 'regions', 'de'), { recursive: true });
  cpSync('regions/de/catalogue.json', join(root, 'regions', 'de', 'catalogue.json'));
  // Prettier reads the project's configuration from the folder it writes in.
  cpSync('.prettierrc.json', join(root, '.prettierrc.json'));
  const answer = localBackend(DATA_FILE_KINDS, { root });
  const path = 'regions/de/catalogue.json';
  const written = join(root, path);

  const entry = async () => {
    const { body } = await answer({ action: 'getEntry', params: { path } });
    return JSON.parse((body as { data: string }).data) as RawJson;
  };
  const persist = (data: unknown, file = path) =>
    answer({ action: 'persistEntry', params: { dataFiles: [{ path: file, raw: JSON.stringify(data) }], assets: [] } });

  it('refuses a negative price naming the field, and writes nothing', async () => {
    const data = await entry();
    bumblebee(data).price = -5;
    const refused = await persist(data);
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      error:
        'Catalogue (de): Products › Flagship Bumblebee › Price: must be a positive amount in the currency’s main unit',
      fields: [{ path: 'products.0.price', message: 'must be a positive amount in the currency’s main unit' }],
    });
    expect(readFileSync(written, 'utf8')).toBe(readFileSync(path, 'utf8'));
  });

  it('writes Zod’s own messages in the editor’s language', async () => {
    const german = localBackend(DATA_FILE_KINDS, { root }, 'de');
    const { body } = await german({ action: 'getEntry', params: { path } });
    const data = JSON.parse((body as { data: string }).data) as RawJson;
    bumblebee(data).stock = 2.5;
    const refused = await german({
      action: 'persistEntry',
      params: { dataFiles: [{ path, raw: JSON.stringify(data) }], assets: [] },
    });
    expect(refused.status).toBe(422);
    const { error, fields } = refused.body as { error: string; fields: { path: string; message: string }[] };
    expect(error.split('\n')).toContain(
      'Katalog (de): Produkte › Flagship Bumblebee › Bestand: Ungültige Eingabe: erwartet int, erhalten Zahl',
    );
    expect(fields).toContainEqual({
      path: 'products.0.stock',
      message: 'Ungültige Eingabe: erwartet int, erhalten Zahl',
    });
    expect(readFileSync(written, 'utf8')).toBe(readFileSync(path, 'utf8'));
  });

  it('writes a schema’s own refinement messages in the editor’s language', async () => {
    const german = localBackend(DATA_FILE_KINDS, { root }, 'de');
    const { body } = await german({ action: 'getEntry', params: { path } });
    const data = JSON.parse((body as { data: string }).data) as RawJson;
    bumblebee(data).activityPrice = (bumblebee(data).price as number) + 1;
    const refused = await german({
      action: 'persistEntry',
      params: { dataFiles: [{ path, raw: JSON.stringify(data) }], assets: [] },
    });
    expect((refused.body as { error: string }).error).toBe(
      'Katalog (de): Produkte › Flagship Bumblebee: „activityPrice“ muss niedriger sein als „price“',
    );
  });

  it('gives the form every text of the file for Decap’s search, and never writes it', async () => {
    const data = await entry();
    expect(data[SEARCH_TEXT]).toContain('Gelber Flagship-Bumblebee-Roboter im Robotermodus');
    bumblebee(data).price += 1;
    expect((await persist(data)).status).toBe(200);
    expect(readFileSync(written, 'utf8')).not.toContain(SEARCH_TEXT);
  });

  it('refuses a path that is no data file', async () => {
    expect((await persist({}, '../package.json')).status).toBe(422);
    expect((await persist({}, 'regions/de/../../package.json')).status).toBe(422);
  });

  it('writes a valid save into the data root, changing only the saved line, and reads it from there after', async () => {
    const data = await entry();
    const price = (bumblebee(data).price as number) + 50;
    bumblebee(data).price = price;
    expect((await persist(data)).status).toBe(200);
    const shipped = readFileSync(path, 'utf8').split('\n');
    const saved = readFileSync(written, 'utf8').split('\n');
    expect(saved.filter((line, index) => line !== shipped[index])).toEqual([`      "price": ${price},`]);
    expect(bumblebee(await entry()).price).toBe(price);
  });

  it('refuses a request that is not the editor page’s JSON, and writes nothing', async () => {
    const handle = formEditor({ region: 'de', regionHome: '/de/', folders: { root }, projectRoot: root });
    const server = createServer((request, response) => {
      void handle(request, response, new URL(request.url ?? '/', 'http://localhost'));
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const { port } = server.address() as AddressInfo;
    const data = await entry();
    bumblebee(data).price = 7;
    const body = JSON.stringify({
      action: 'persistEntry',
      params: { dataFiles: [{ path, raw: JSON.stringify(data) }], assets: [] },
    });
    const before = readFileSync(written, 'utf8');
    const post = (headers: Record<string, string>) =>
      fetch(`http://127.0.0.1:${port}/admin/api/v1`, { method: 'POST', headers, body }).then((r) => r.status);
    try {
      // What a form or a no-cors fetch of another site can send: text.
      expect(await post({ 'content-type': 'text/plain' })).toBe(403);
      // JSON from another site's page (after a preflight this server never grants).
      expect(await post({ 'content-type': 'application/json', origin: 'https://elsewhere.example' })).toBe(403);
      // A page on a name that resolves to this machine (DNS rebinding): its own name as Host and
      // origin, which fetch() cannot send.
      const rebound = await new Promise<number | undefined>((answered, failed) => {
        const headers = {
          'content-type': 'application/json',
          host: 'rebound.example',
          origin: 'http://rebound.example',
        };
        const sent = httpRequest(
          { host: '127.0.0.1', port, path: '/admin/api/v1', method: 'POST', headers },
          (reply) => {
            reply.resume();
            answered(reply.statusCode);
          },
        );
        sent.on('error', failed).end(body);
      });
      expect(rebound).toBe(421);
      expect(readFileSync(written, 'utf8')).toBe(before);
      // The editor's own page: JSON from this origin.
      expect(await post({ 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` })).toBe(200);
      expect(readFileSync(written, 'utf8')).not.toBe(before);
    } finally {
      server.close();
    }
  });

  it('answers Decap’s start-up question as decap-server does', async () => {
    const info = await answer({ action: 'info' });
    expect(info.body).toMatchObject({ publish_modes: ['simple'], type: 'local_fs' });
  });
});

// The shipped data as the loaders read it: a copy's text to break on purpose.
const shipped = await testFiles('shipped');

describe('the local backend runs the cross-file rules before it writes', () => {
  // A whole data root: the shipped data, which passes the rules, copied.
  const root = mkdtempSync(join(tmpdir(), 'storefront-editor-rules-'));
  scratch.push(root);
  for (const folder of ['regions', 'content']) cpSync(folder, join(root, folder), { recursive: true });
  cpSync('.prettierrc.json', join(root, '.prettierrc.json'));
  const answer = localBackend(DATA_FILE_KINDS, { root });
  const entry = async (path: string) => {
    const { body } = await answer({ action: 'getEntry', params: { path } });
    return JSON.parse((body as { data: string }).data) as RawJson;
  };
  const persist = (path: string, data: unknown) =>
    answer({ action: 'persistEntry', params: { dataFiles: [{ path, raw: JSON.stringify(data) }], assets: [] } });
  const COPY = 'content/products/flagship-megatron/de.json';

  it('refuses a photo the product’s photos/ folder does not have, naming the file and field, and writes nothing', async () => {
    const before = readFileSync(join(root, COPY), 'utf8');
    const copy = await entry(COPY);
    copy.sections[0].photo = 'hero.jpg';
    copy.sections[0].alt = 'Flagship Megatron';
    const refused = await persist(COPY, copy);
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      error:
        'Product page: Flagship Megatron (de): Sections › no. 1 › Photo: content/products/flagship-megatron/photos/hero.jpg is missing',
      fields: [{ path: 'sections.0.photo', message: 'content/products/flagship-megatron/photos/hero.jpg is missing' }],
    });
    expect(readFileSync(join(root, COPY), 'utf8')).toBe(before);
  });

  it('names the field in the editor’s language, list positions counted from 1', async () => {
    const german = localBackend(DATA_FILE_KINDS, { root }, 'de');
    const copy = await entry(COPY);
    copy.sections[0].photo = 'hero.jpg';
    copy.sections[0].alt = 'Flagship Megatron';
    const refused = await german({
      action: 'persistEntry',
      params: { dataFiles: [{ path: COPY, raw: JSON.stringify(copy) }], assets: [] },
    });
    expect((refused.body as { error: string }).error).toBe(
      'Produktseite: Flagship Megatron (de): Abschnitte › Nr. 1 › Foto: content/products/flagship-megatron/photos/hero.jpg fehlt',
    );
  });

  it('says a rule’s refusal in the editor’s language: a link to a page the region lacks, in German', async () => {
    const german = localBackend(DATA_FILE_KINDS, { root }, 'de');
    const path = 'regions/de/catalogue.json';
    const { body } = await german({ action: 'getEntry', params: { path } });
    const catalogue = JSON.parse((body as { data: string }).data) as RawJson;
    bumblebee(catalogue).link = '/nope/page';
    const refused = await german({
      action: 'persistEntry',
      params: { dataFiles: [{ path, raw: JSON.stringify(catalogue) }], assets: [] },
    });
    expect(refused.body).toEqual({
      error:
        'Katalog (de): Produkte › Flagship Bumblebee › „Mehr erfahren“-Link: verweist auf „/nope/page“, aber Region de baut unter diesem Pfad keine Seite',
      fields: [
        {
          path: 'products.0.link',
          message: 'verweist auf „/nope/page“, aber Region de baut unter diesem Pfad keine Seite',
        },
      ],
    });
  });

  it('refuses a save that breaks another file: an office the contact facts list left unnamed in the copy', async () => {
    const facts = await entry('content/contact.json');
    facts.offices.push({ ...facts.offices[0], id: 'new-office' });
    const refused = await persist('content/contact.json', facts);
    expect(refused.status).toBe(422);
    const { error, fields } = refused.body as { error: string; fields: unknown[] };
    // The problem is another file's: in the notice, at no field of the form open.
    expect(error.split('\n')).toContain(
      'Contact page (de): Offices › Office names: is missing: content/contact.json lists the office "new-office", which needs a name here',
    );
    expect(fields).toEqual([]);
  });

  it('writes a save that breaks nothing while another file still fails: a marketer fixes one file at a time', async () => {
    const contactCopy = structuredClone(readDataFile<RawJson>(shipped, 'content/contact-us/us.json'));
    delete contactCopy.offices.names[Object.keys(contactCopy.offices.names)[0]!];
    writeFileSync(join(root, 'content/contact-us/us.json'), `${JSON.stringify(contactCopy, null, 2)}\n`);
    const catalogue = await entry('regions/de/catalogue.json');
    bumblebee(catalogue).price += 1;
    expect((await persist('regions/de/catalogue.json', catalogue)).status).toBe(200);
  });
});

describe('never shipped', () => {
  it('is loaded by the dev server only, when astro dev runs it', () => {
    const importers = globSync(['src/**/*.{ts,tsx,astro,mjs}', 'astro.config.mjs']).filter((file) =>
      readFileSync(file, 'utf8').includes('tools/editor/'),
    );
    expect(importers).toEqual(['src/integrations/dev-server.ts']);
    const devServer = readFileSync('src/integrations/dev-server.ts', 'utf8');
    // Statically, only the editor's paths (constants); the editor itself on the first request of /admin/.
    expect(devServer.match(/^import .*tools\/editor\/.*$/gm)).toEqual([
      "import { EDITOR_PATH } from '../../tools/editor/editor-paths.ts';",
    ]);
    expect(devServer).toContain("import('../../tools/editor/form-editor.ts')");
    expect(readFileSync('tools/editor/editor-paths.ts', 'utf8')).not.toMatch(/^import /m);
  });
});
