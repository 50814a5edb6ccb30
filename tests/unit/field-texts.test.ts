import { describe, expect, it } from 'vitest';
import { fieldLabel, fieldText } from '../../src/schemas/field-labels.ts';
import { EDITOR_LANGUAGES, isTranslated } from '../../src/schemas/field-texts.ts';
import { DATA_FILE_KINDS } from '../../src/schemas/file-kinds.ts';
import { jsonSchemaOf } from '../../src/schemas/json-schemas.ts';
import { dataFiles } from '../../tools/editor/data-file-paths.ts';
import { editorConfig, type DecapField } from '../../tools/editor/decap-config.ts';
import { formShape, type JsonSchema } from '../../tools/editor/form-shape.ts';
import { SEARCH_TEXT } from '../../tools/editor/form-data.ts';

// Issue 37, item 4: every field of every data file kind has a label and a hint in each of the
// editor's languages, written next to its schema; the form shows them in the previewed region's.

const kindNamed = (name: string) => DATA_FILE_KINDS.find((kind) => kind.name === name)!;

/** Every property of a JSON Schema, with the key of the object or list it is in, and every typed list's entry types. */
function partsOf(schema: JsonSchema, parent?: string, parts = { keys: [] as string[][], types: [] as string[] }) {
  const shape = formShape(schema);
  if (shape.kind === 'typed-list') parts.types.push(...shape.variants.map(([type]) => type));
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    parts.keys.push(parent === undefined ? [key] : [parent, key]);
    partsOf(property, key, parts);
  }
  const children = [schema.items, schema.anyOf, schema.oneOf, schema.additionalProperties].flat();
  for (const child of children) if (typeof child === 'object' && child !== null) partsOf(child, parent, parts);
  return parts;
}

/** Every pattern message of a JSON Schema. */
const patternMessagesOf = (schema: unknown): string[] =>
  typeof schema !== 'object' || schema === null
    ? []
    : Object.entries(schema).flatMap(([keyword, value]) =>
        keyword === 'patternErrorMessage' && typeof value === 'string' ? [value] : patternMessagesOf(value),
      );

describe.each(DATA_FILE_KINDS.map((kind) => [kind.name, kind] as const))('the texts of %s', (_, kind) => {
  const schema = jsonSchemaOf(kind) as JsonSchema;
  const { keys, types } = partsOf(schema);

  it.each(EDITOR_LANGUAGES)('label and explain every field in %s', (language) => {
    const missing = keys.filter((path) => {
      const text = fieldText(kind, path, language);
      return !text || text[0].trim() === '' || text[1].trim() === '';
    });
    expect(missing.map((path) => path.join('.'))).toEqual([]);
    const [title, description] = kind.title[language];
    expect(title.trim() && description.trim()).not.toBe('');
    expect(types.filter((type) => !kind.typeTexts?.[type]?.[language])).toEqual([]);
  });

  it('have every pattern message in every language', () => {
    expect(patternMessagesOf(schema).filter((message) => !isTranslated(message))).toEqual([]);
  });
});

/** The configuration over every data file of the project, for a Decap locale. */
function configIn(locale: string) {
  const files = dataFiles(DATA_FILE_KINDS, { root: process.cwd() });
  const config = editorConfig({
    kinds: DATA_FILE_KINDS,
    files,
    locale,
    backendUrl: 'http://127.0.0.1:4321/admin/api/v1',
    siteUrl: 'http://127.0.0.1:4321/de/',
    region: 'de',
  }) as {
    collections: { name: string; label: string; files: { file: string; label: string; fields: DecapField[] }[] }[];
  };
  const collection = (name: string) => config.collections.find((each) => each.name === name)!;
  const entry = (name: string, file: string) => collection(name).files.find((each) => each.file === file)!;
  return { config, collection, entry };
}

const field = (fields: readonly DecapField[], name: string) => fields.find((each) => each.name === name)!;
const inner = (parent: DecapField) => parent.fields as DecapField[];

describe('the form in the editor’s language', () => {
  const german = configIn('de');

  it('labels fields, collections and entries in German for a German editor', () => {
    const catalogue = german.entry('catalogue', 'regions/de/catalogue.json');
    expect(german.collection('catalogue').label).toBe('Katalog');
    expect(catalogue.label).toBe('Katalog (de)');
    expect(german.entry('catalogue', 'regions/us/catalogue.json').label).toBe('Katalog (us)');
    const products = field(catalogue.fields, 'products');
    expect(products.label).toBe('Produkte');
    // A catalogue's products are a list of entries, each under its catalogue key.
    const product = inner(products);
    expect(field(product, 'price')).toMatchObject({
      label: 'Preis',
      // The text of the field, then what its schema adds: a price is more than 0.
      hint: 'Regulärer Preis in der Hauptwährungseinheit (Dollar, Euro, Yen …). Mehr als 0.',
    });
    expect(field(product, 'activityPrice').label).toBe('Aktionspreis');

    expect(german.entry('product-copy', 'content/products/flagship-bumblebee/de.json').label).toBe(
      'Produktseite: Flagship Bumblebee (de)',
    );
    expect(german.entry('product-copy', 'content/products/flagship-bumblebee/ja.json').label).toBe(
      'Produktseite: フラッグシップ バンブルビー (ja)',
    );
    expect(german.entry('product-facts', 'content/products/flagship-bumblebee/product.json').label).toBe(
      'Produktdaten: Flagship Bumblebee',
    );
    expect(german.entry('campaign-page', 'content/campaigns/black-friday/de.json').label).toBe(
      'Kampagnenseite: Black Friday (de)',
    );
    expect(german.entry('info-page', 'content/support/privacy-policy/de.json').label).toBe(
      'Infoseite: Datenschutzerklärung (de)',
    );
    expect(german.entry('region-chooser', 'content/region-chooser.json').label).toBe('Regionsauswahl');
  });

  it('gives a key the text of its place: a page’s title, a menu item’s text, a banner’s colour', () => {
    const faq = german.entry('faq', 'content/faq/de.json');
    expect(field(inner(field(faq.fields, 'head')), 'title').label).toBe('Seitentitel');
    const settings = german.entry('region-settings', 'regions/de/settings.json').fields;
    expect(field(inner(field(settings, 'nav')), 'label').label).toBe('Menütext');
    const banner = inner(field(settings, 'textBanners'));
    expect(field(banner, 'label').label).toBe('Bannertext');
    expect(field(banner, 'color')).toMatchObject({
      label: 'Textfarbe',
      pattern: ['^#[0-9a-fA-F]{6}$', 'muss eine Farbe im Format #rrggbb sein'],
    });
    expect(field(banner, 'endTime').hint).toBe(
      'Das Banner erscheint bis zu diesem Zeitpunkt. Ein Banner braucht einen Endzeitpunkt, Phasen oder eine Kampagne. ' +
        'Ein Zeitpunkt nach ISO 8601 mit Zeitverschiebung, z. B. 2026-11-27T00:00:00+01:00.',
    );
    const countries = inner(field(inner(field(settings, 'region')), 'countryLabels'));
    expect(countries.map((each) => each.label)).toEqual(['Land', 'Bezeichnung']);
  });

  it('labels the entry types of a list: a product page’s sections', () => {
    const copy = german.entry('product-copy', 'content/products/flagship-bumblebee/de.json');
    const types = field(copy.fields, 'sections').types as { name: string; label: string }[];
    expect(types.find((type) => type.name === 'specs')!.label).toBe('Technische Daten');
    expect(types.find((type) => type.name === 'gallery')!.label).toBe('Galerie');
  });

  it('speaks Chinese for zh_Hans, English for a language it has no texts in', () => {
    const price = (locale: string) => {
      const catalogue = configIn(locale).entry('catalogue', 'regions/de/catalogue.json');
      return field(inner(field(catalogue.fields, 'products')), 'price').label;
    };
    expect(price('zh_Hans')).toBe('价格');
    expect(price('ja')).toBe('価格');
    expect(price('es')).toBe('Price');
  });

  it.each(['en', 'de', 'fr', 'ja', 'ko', 'zh_Hans'])(
    'leaves no field of any file without a label and a hint (%s)',
    (locale) => {
      const bare: string[] = [];
      const visit = (fields: readonly DecapField[], path: string) => {
        for (const each of fields) {
          // Not a field of the file: the hidden text Decap's search reads (decap-config.ts).
          if (each.name === SEARCH_TEXT) continue;
          const at = `${path}.${each.name}`;
          if (!each.label || !each.hint) bare.push(at);
          if (Array.isArray(each.fields)) visit(each.fields as DecapField[], at);
          if (each.field) visit([each.field as DecapField], at);
          for (const type of (each.types ?? []) as { fields: DecapField[] }[]) visit(type.fields, at);
        }
      };
      for (const collection of configIn(locale).config.collections)
        for (const file of collection.files) visit(file.fields, file.file);
      expect([...new Set(bare)]).toEqual([]);
    },
  );
});

describe('fieldLabel', () => {
  it('names a field in the marketer’s words, by key or by the path a refusal names', () => {
    expect(fieldLabel(kindNamed('catalogue'), 'price', 'de')).toBe('Preis');
    expect(fieldLabel(kindNamed('catalogue'), ['products', 'flagshipBumblebee', 'price'], 'ja')).toBe('価格');
    expect(fieldLabel(kindNamed('region-settings'), ['nav', 0, 'label'], 'fr')).toBe('Texte du menu');
    expect(fieldLabel(kindNamed('region-settings'), ['nav', 0, 'children', 1, 'label'], 'en')).toBe('Sub-item text');
    expect(fieldLabel(kindNamed('faq'), ['head', 'title'], 'ko')).toBe('페이지 제목');
    // A record's own key (an office id) is named by itself.
    expect(fieldLabel(kindNamed('contact-page'), ['offices', 'names', 'new-office'], 'de')).toBe('new-office');
  });

  it('gives VS Code the English texts as the JSON Schema’s titles and descriptions', () => {
    const catalogue = jsonSchemaOf(kindNamed('catalogue')) as JsonSchema;
    const entry = catalogue.properties!.products!.additionalProperties as JsonSchema;
    expect(entry.properties!.price).toMatchObject({
      title: 'Price',
      description: 'Regular price in the currency’s main unit (dollars, euros, yen…).',
    });
    expect(catalogue).toMatchObject({
      title: 'Catalogue',
      description: "A region's catalogue: prices, stock, pre-sale and activity prices.",
    });
  });
});
