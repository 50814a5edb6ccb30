import { REGION_CODES, REGIONS, type RegionCode } from '../../src/config/regions.ts';
import { PHOTO_FILE_NAME } from '../../src/config/photos.ts';
import { fieldText } from '../../src/schemas/field-labels.ts';
import { messageIn, type EditorLanguage, type FieldText } from '../../src/schemas/field-texts.ts';
import { colour, link } from '../../src/schemas/fields.ts';
import type { DataFileKind } from '../../src/schemas/file-kinds.ts';
import { INSTANT_PATTERN } from '../../src/schemas/instant.ts';
import { jsonSchemaOf } from '../../src/schemas/json-schemas.ts';
import { editorLanguage } from './decap-locale.ts';
import { editedPage } from './edited-page.ts';
import { SEARCH_TEXT } from './form-data.ts';
import { fileForm, formShape, RECORD_KEY, RECORD_VALUE, withoutNull, type JsonSchema } from './form-shape.ts';
import { FORM_HINTS, moreThan, RECORD_ENTRY_TEXTS } from './form-texts.ts';

/**
 * The form editor's configuration (Decap CMS's config.yml), made from the table of data file
 * kinds, their schemas and the files on disk at each request of config.yml: one collection per
 * kind, one entry per file of that kind, and the fields of each from the kind's JSON Schema
 * (form-shape.ts). A field added to a schema is in the form with no other edit. Labels and hints
 * are in the editor's language: the kinds' texts (src/schemas/field-texts.ts) and the form's own
 * (form-texts.ts).
 */

/** A field of a Decap form: its widget and that widget's options. */
export type DecapField = { name: string; label: string; widget: string; [option: string]: unknown };

export interface DecapCollection {
  name: string;
  label: string;
  description: string;
  format: 'json';
  extension: 'json';
  editor: { preview: false };
  /** A files collection has no "new" entry: a file the marketer may create is listed as one (`isNew`). */
  create: false;
  files: { name: string; label: string; file: string; fields: DecapField[] }[];
}

export interface EditorFile {
  kind: DataFileKind;
  /** The file's path from the data root, e.g. regions/de/catalogue.json. */
  path: string;
  /** Its data, where it could be read: which optional objects it fills in (fieldsOf). */
  data?: unknown;
  /** Not there yet: a file the marketer may create (new-data-files.ts), labelled as new. */
  isNew?: boolean;
}

export interface EditorConfigOptions {
  kinds: readonly DataFileKind[];
  /** Every data file there is, with its kind. */
  files: readonly EditorFile[];
  /** Decap's interface language (decap-locale.ts); the labels and hints follow it. */
  locale: string;
  /** The local backend's address (local-backend.ts), absolute. */
  backendUrl: string;
  /** The previewed region's home: the editor's link to the site. */
  siteUrl: string;
  /** The previewed region: its files come first in each collection. */
  region: RegionCode;
}

/** The configuration object; `configText` writes it as config.yml. */
export function editorConfig(options: EditorConfigOptions): Record<string, unknown> {
  const { kinds, files, locale, backendUrl, siteUrl, region } = options;
  const language = editorLanguage(locale);
  const { pathname, hostname } = new URL(backendUrl);
  return {
    // The backend runs inside the preview: the proxy backend straight away, and local_backend
    // for what Decap's documentation tells a developer to look for.
    backend: { name: 'proxy', proxy_url: pathname },
    local_backend: { url: backendUrl, allowed_hosts: [hostname] },
    publish_mode: 'simple',
    locale,
    site_url: siteUrl,
    display_url: siteUrl,
    // Decap requires a media folder; the photo fields have their own (PHOTO_MEDIA), the backend lists
    // nothing in this one and refuses uploads to it.
    media_folder: 'public',
    collections: kinds
      .map((kind) =>
        collectionOf(
          kind,
          files.filter((file) => file.kind === kind),
          region,
          language,
        ),
      )
      .filter((collection) => collection.files.length > 0),
  };
}

function collectionOf(
  kind: DataFileKind,
  files: readonly EditorFile[],
  region: RegionCode,
  language: EditorLanguage,
): DecapCollection {
  const schema = jsonSchemaOf(kind) as JsonSchema;
  const fileShape = fileForm(schema);
  const form: Form = { kind, language };
  const [label, description] = kind.title[language];
  // Files whose forms are the same share one array: the config's text writes it once (configText).
  const forms = new Map<string, DecapField[]>();
  const fieldsFor = (file: EditorFile) => {
    const fields = [...fieldsOf(form, fileShape.schema, undefined, fileShape.data(file.data)), SEARCH_FIELD];
    const key = JSON.stringify(fields);
    if (!forms.has(key)) forms.set(key, fields);
    return forms.get(key)!;
  };
  return {
    name: kind.name,
    label,
    description,
    format: 'json',
    extension: 'json',
    editor: { preview: false },
    create: false,
    files: [...files]
      .sort((a, b) => placeOf(a.path, region) - placeOf(b.path, region) || a.path.localeCompare(b.path))
      .map((file) => ({
        name: entryName(kind, file.path),
        label: `${entryTitle(kind, file, language, files.length > 1)}${file.isNew ? ` ${NEW_LABEL[language]}` : ''}`,
        file: file.path,
        fields: fieldsFor(file),
        ...previewPathOf(kind, file.path, region),
      })),
  };
}

/**
 * Every text of the file in one hidden field: Decap's search looks in an entry's top-level fields
 * only, as text, so that words inside lists and groups ("Servomotoren" in a product's sections)
 * are found too. The backend fills it in (local-backend.ts) and leaves it out of the file.
 */
const SEARCH_FIELD: DecapField = { name: SEARCH_TEXT, label: 'Text', widget: 'hidden', required: false };

/** Decap's "view live" link: the page that shows the file, for a file of the previewed region or a shared one. */
function previewPathOf(kind: DataFileKind, path: string, region: RegionCode): { preview_path?: string } {
  const page = placeOf(path, region) < 2 ? editedPage(kind, path, region) : undefined;
  return page === undefined ? {} : { preview_path: page };
}

/** Every region's code and language: the names that make a file one region's. */
const REGION_NAMES = new Set<string>(REGION_CODES.flatMap((code) => [code, REGIONS[code].language]));

/**
 * Where a file stands for the previewed region's marketer: 0 for its own (a folder or file named
 * after the region or its language: regions/de/…, content/faq/de.json, product copy in German),
 * 1 for what every region shares (content/contact.json, a product's facts), 2 for another
 * region's.
 */
function placeOf(path: string, region: RegionCode): number {
  const parts = path.replace(/\.json$/, '').split('/');
  if (parts.includes(region) || parts.includes(REGIONS[region].language)) return 0;
  return parts.some((part) => REGION_NAMES.has(part)) ? 2 : 1;
}

/** The parts of a file's path its kind's patterns leave open: `['flagship-bumblebee', 'de']`. */
function varyingParts(kind: DataFileKind, path: string): string[] {
  const fixed = new Set(kind.files.flatMap((pattern) => pattern.split('/')));
  return path
    .replace(/\.json$/, '')
    .split('/')
    .filter((part) => !fixed.has(part) && !fixed.has(`${part}.json`));
}

/** An entry's name in the editor's addresses (#/collections/<kind>/entries/<name>): its path's varying parts. */
const entryName = (kind: DataFileKind, path: string): string => varyingParts(kind, path).join('-') || kind.name;

/**
 * How the editor lists a file: its kind's name in the editor's language, what the file is about
 * (the data's `nameKey` text, else the path's other varying part in words: "Black Friday"), and,
 * where the kind has several files, the region or language it is for: "Produktseite: Flagship
 * Bumblebee (de)", "Katalog (us)".
 */
export function entryTitle(kind: DataFileKind, file: EditorFile, language: EditorLanguage, several: boolean): string {
  const parts = varyingParts(kind, file.path);
  const places = parts.filter((part) => REGION_NAMES.has(part));
  const named = kind.nameKey !== undefined && isObject(file.data) ? file.data[kind.nameKey] : undefined;
  const subject =
    typeof named === 'string' && named.trim() !== ''
      ? named.trim()
      : parts
          .filter((part) => !REGION_NAMES.has(part))
          .flatMap((part) => part.split('-'))
          .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
          .join(' ');
  const [label] = kind.title[language];
  return `${label}${subject ? `: ${subject}` : ''}${several && places.length > 0 ? ` (${places.join(', ')})` : ''}`;
}

/** What a form's fields are made for: the kind, whose texts label them, and the editor's language. */
interface Form {
  kind: Pick<DataFileKind, 'texts' | 'typeTexts'>;
  language: EditorLanguage;
}

/**
 * The fields of an object schema (a file's top level, a nested object, a list's entry), for the
 * file's data where it is known.
 *
 * Decap checks an object's fields whether or not the object is filled in, so a required field of
 * an optional object the file leaves out (a catalogue's product the region does not sell) would
 * stop every save. Such an object's fields are not required in the form; the backend's schema
 * check still refuses one filled in without them, naming the field (local-backend.ts). An object
 * the file has gets its fields' rules as the schema says.
 */
function fieldsOf(form: Form, schema: JsonSchema, parent?: string, data?: unknown, optional = false): DecapField[] {
  const shape = formShape(schema);
  if (shape.kind !== 'object') return [];
  const values = isObject(data) ? data : {};
  return shape.properties
    .filter(([, property]) => property.not === undefined)
    .map(([key, property, required]) =>
      fieldOf(form, key, parent, property, required && !optional, values[key], optional),
    );
}

/** The fields of a record's entry (recordEntry): its key and value named as the kind names them (`record.key`), or as any record's. */
function entryFieldsOf(form: Form, entry: JsonSchema, record: string): DecapField[] {
  const shape = formShape(entry);
  if (shape.kind !== 'object') return [];
  return shape.properties.map(([key, property, required]) => {
    const text =
      key === RECORD_KEY || key === RECORD_VALUE
        ? (fieldText(form.kind, `${record}.${key}`, form.language) ?? RECORD_ENTRY_TEXTS[key][form.language])
        : undefined;
    return fieldOf(form, key, record, property, required, undefined, false, text);
  });
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const patternOf = (schema: { toJSONSchema(): unknown }) => (schema.toJSONSchema() as JsonSchema).pattern;
/** What a file the marketer may create has after its title in the collection's list. */
export const NEW_LABEL: Readonly<Record<EditorLanguage, string>> = {
  en: '— new',
  de: '— neu anlegen',
  fr: '— à créer',
  ja: '— 新規作成',
  ko: '— 새로 만들기',
  zh: '— 新建',
};
/**
 * A product photo field: Decap's image widget, its media folder the product's photos/ beside the
 * copy, its value the bare file name the copy gives (src/lib/product-photos.ts), no URL.
 */
const PHOTO_MEDIA = { widget: 'image', media_folder: 'photos', public_folder: '', choose_url: false };
const COLOUR_PATTERN = patternOf(colour);
const LINK_PATTERN = patternOf(link);

/**
 * One field: its widget from the part's shape, its label and hint from the kind's texts (`parent`
 * is the key of the object or list it is in), then the hints its shape adds.
 */
function fieldOf(
  form: Form,
  key: string,
  parent: string | undefined,
  input: JsonSchema,
  required: boolean,
  data?: unknown,
  withinOptional = false,
  text: FieldText | undefined = fieldText(form.kind, parent === undefined ? [key] : [parent, key], form.language),
): DecapField {
  const { language } = form;
  const schema = withoutNull(input);
  const shape = formShape(schema);
  // A kind without a text for the key (a made-up kind of a test) shows the key in words and the schema's description.
  const [label, description] = text ?? [labelOf(key), schema.description];
  const hints = [description];
  const field: DecapField = { name: key, label, widget: 'string', required };
  const sameField = (item: JsonSchema, itemRequired: boolean) =>
    fieldOf(form, key, parent, item, itemRequired, undefined, false, text);
  switch (shape.kind) {
    case 'object':
      Object.assign(field, {
        widget: 'object',
        fields: fieldsOf(form, schema, key, data, data === undefined && (withinOptional || !required)),
        // A group inside another opens on a click (a catalogue's products, a footer's parts): the
        // form shows the file's outline, each field a click or two away, not 20,000 px of fields.
        ...(parent !== undefined && { collapsed: true }),
      });
      break;
    case 'enum-record': {
      // Each key (a catalogue's product) labelled with its entry's name where the file gives one.
      const entryText = fieldText(form.kind, `${key}.*`, language);
      Object.assign(field, {
        widget: 'object',
        fields: shape.keys.map((name) => {
          const entry = isObject(data) ? data[name] : undefined;
          const named = isObject(entry) && typeof entry.name === 'string' ? entry.name : labelOf(name);
          return fieldOf(form, name, key, shape.value, false, entry, withinOptional || !required, [
            named,
            entryText?.[1] ?? '',
          ]);
        }),
      });
      break;
    }
    case 'free-record':
      Object.assign(field, {
        widget: 'list',
        fields: entryFieldsOf(form, shape.entry, key),
        // An entry by its name where it has one (a catalogue's product), else by its key.
        summary: summaryOf(shape.entry).summary ?? '{{fields.key}}',
      });
      break;
    case 'object-list':
      Object.assign(field, {
        widget: 'list',
        fields: fieldsOf(form, shape.item, key),
        ...summaryOf(shape.item),
        ...listBounds(schema),
      });
      break;
    case 'typed-list':
      Object.assign(field, {
        widget: 'list',
        typeKey: shape.typeKey,
        types: shape.variants.map(([type, variant]) => {
          const typeText = form.kind.typeTexts?.[type]?.[language];
          return {
            name: type,
            label: typeText?.[0] ?? labelOf(type),
            widget: 'object',
            fields: fieldsOf(form, variant, key).filter((part) => part.name !== shape.typeKey),
            ...summaryOf(variant),
            ...(typeText && { hint: typeText[1] }),
          };
        }),
        ...listBounds(schema),
      });
      break;
    case 'value-list':
      Object.assign(field, {
        widget: 'list',
        field: sameField(shape.item, true),
        ...valueSummary(key),
        ...listBounds(schema),
      });
      break;
    case 'text-or-list':
      Object.assign(field, { widget: 'list', field: sameField(shape.item, true), ...valueSummary(key) });
      break;
    case 'nullable-value-list':
      Object.assign(field, {
        widget: 'list',
        field: sameField(shape.item, false),
        ...valueSummary(key),
        ...listBounds(schema),
      });
      hints.push(FORM_HINTS.nullable[language]);
      break;
    case 'choice-list':
      Object.assign(field, { widget: 'select', multiple: true, options: shape.options, ...listBounds(schema) });
      break;
    case 'choice':
      Object.assign(field, { widget: 'select', options: shape.options });
      break;
    case 'constant':
      Object.assign(field, { widget: 'hidden', default: shape.value });
      break;
    case 'number':
      Object.assign(field, { widget: 'number', value_type: shape.integer ? 'int' : 'float', ...numberBounds(schema) });
      if (schema.exclusiveMinimum !== undefined && !shape.integer)
        hints.push(moreThan(schema.exclusiveMinimum, language));
      break;
    case 'boolean':
      Object.assign(field, { widget: 'boolean' });
      break;
    case 'text':
      if (schema.pattern === COLOUR_PATTERN) Object.assign(field, { widget: 'color', allowInput: true });
      if (schema.pattern === PHOTO_FILE_NAME.source) Object.assign(field, PHOTO_MEDIA);
      if (schema.pattern === INSTANT_PATTERN.source) hints.push(FORM_HINTS.instant[language]);
      if (schema.pattern === LINK_PATTERN) hints.push(FORM_HINTS.link[language]);
      if (schema.pattern)
        field.pattern = [
          schema.pattern,
          schema.patternErrorMessage === undefined
            ? `must match ${schema.pattern}`
            : messageIn(schema.patternErrorMessage, language),
        ];
      break;
    case 'json':
      Object.assign(field, { widget: 'text' });
      hints.push(FORM_HINTS.json[language]);
      break;
  }
  const hint = hints.filter(Boolean).join(' ');
  return hint ? { ...field, hint } : field;
}

/** The fields whose text names a list's entry while it is collapsed, the first an entry's schema has. */
const SUMMARY_FIELDS = ['label', 'title', 'name', 'heading', 'question', 'id'];

/** What a collapsed entry of a list shows: its label, title or name where its schema has one. */
function summaryOf(item: JsonSchema): { summary?: string } {
  const key = SUMMARY_FIELDS.find((name) => item.properties?.[name]?.type === 'string');
  return key ? { summary: `{{fields.${key}}}` } : {};
}

/** What a collapsed entry of a list of values shows: the value (Decap's default, the list's label, names no entry). */
const valueSummary = (key: string) => ({ summary: `{{fields.${key}}}` });

/** A list's bounds: Decap's list widget refuses fewer than `min` or more than `max` entries. */
function listBounds(schema: JsonSchema): Record<string, number> {
  return {
    ...(schema.minItems !== undefined && { min: schema.minItems }),
    ...(schema.maxItems !== undefined && { max: schema.maxItems }),
  };
}

/**
 * A number's bounds, as the number widget takes them (inclusive): an exclusive minimum becomes the
 * next integer for an integer and stays the bound for a decimal (the backend refuses the bound
 * itself). Zod writes no maximum as the largest safe integer, which says nothing to a marketer.
 */
function numberBounds(schema: JsonSchema): Record<string, number> {
  const integer = schema.type === 'integer';
  const min =
    schema.minimum ?? (schema.exclusiveMinimum === undefined ? undefined : schema.exclusiveMinimum + (integer ? 1 : 0));
  const max = schema.maximum ?? schema.exclusiveMaximum;
  return {
    ...(min !== undefined && { min }),
    ...(max !== undefined && max < Number.MAX_SAFE_INTEGER && { max }),
  };
}

/** `activityPrice` → "Activity price", `section1` → "Section 1", `head` → "Head". */
function labelOf(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([a-zA-Z])(\d)/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The configuration as config.yml's text. JSON is YAML; a fields list that several entries share
 * (every region's catalogue has the same form) is written once with an anchor and named by an
 * alias after, which keeps the text about a tenth of its size.
 */
export function configText(config: unknown): string {
  const counts = new Map<object, number>();
  const count = (value: unknown) => {
    if (typeof value !== 'object' || value === null) return;
    const seen = counts.get(value) ?? 0;
    counts.set(value, seen + 1);
    if (seen === 0) for (const part of Object.values(value)) count(part);
  };
  count(config);
  const anchors = new Map<object, string>();
  const write = (value: unknown): string => {
    if (typeof value !== 'object' || value === null) return JSON.stringify(value);
    const anchor = anchors.get(value);
    if (anchor) return `*${anchor}`;
    let prefix = '';
    if ((counts.get(value) ?? 0) > 1) {
      const name = `shared${anchors.size + 1}`;
      anchors.set(value, name);
      prefix = `&${name} `;
    }
    const body = Array.isArray(value)
      ? `[${value.map(write).join(', ')}]`
      : `{${Object.entries(value)
          .map(([key, part]) => `${JSON.stringify(key)}: ${write(part)}`)
          .join(', ')}}`;
    return prefix + body;
  };
  return `${write(config)}\n`;
}
