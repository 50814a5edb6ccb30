import { REGION_CODES, REGIONS, type RegionCode } from '../../src/config/regions.ts';
import { colour, link } from '../../src/schemas/fields.ts';
import type { DataFileKind } from '../../src/schemas/file-kinds.ts';
import { INSTANT_PATTERN } from '../../src/schemas/instant.ts';
import { jsonSchemaOf } from '../../src/schemas/json-schemas.ts';
import { formShape, withoutNull, type JsonSchema } from './form-shape.ts';

/**
 * The form editor's configuration (Decap CMS's config.yml), made from the table of data file
 * kinds, their schemas and the files on disk at each request of config.yml: one collection per
 * kind, one entry per file of that kind, and the fields of each from the kind's JSON Schema
 * (form-shape.ts). A field added to a schema is in the form with no other edit.
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
  files: { name: string; label: string; file: string; fields: DecapField[] }[];
}

export interface EditorFile {
  kind: DataFileKind;
  /** The file's path from the data root, e.g. regions/de/catalogue.json. */
  path: string;
  /** Its data, where it could be read: which optional objects it fills in (fieldsOf). */
  data?: unknown;
}

export interface EditorConfigOptions {
  kinds: readonly DataFileKind[];
  /** Every data file there is, with its kind. */
  files: readonly EditorFile[];
  /** Decap's interface language (decap-locale.ts). */
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
    // Decap requires a media folder; the data files name no media the form could upload.
    media_folder: 'public',
    collections: kinds
      .map((kind) =>
        collectionOf(
          kind,
          files.filter((file) => file.kind === kind),
          region,
        ),
      )
      .filter((collection) => collection.files.length > 0),
  };
}

function collectionOf(kind: DataFileKind, files: readonly EditorFile[], region: RegionCode): DecapCollection {
  const schema = jsonSchemaOf(kind) as JsonSchema;
  // Files whose forms are the same share one array: the config's text writes it once (configText).
  const forms = new Map<string, DecapField[]>();
  const fieldsFor = (file: EditorFile) => {
    const fields = fieldsOf(schema, file.data);
    const key = JSON.stringify(fields);
    if (!forms.has(key)) forms.set(key, fields);
    return forms.get(key)!;
  };
  return {
    name: kind.name,
    label: labelOf(kind.name),
    description: kind.title,
    format: 'json',
    extension: 'json',
    editor: { preview: false },
    files: [...files]
      .sort((a, b) => placeOf(a.path, region) - placeOf(b.path, region) || a.path.localeCompare(b.path))
      .map((file) => ({
        name: entryName(kind, file.path),
        label: file.path,
        file: file.path,
        fields: fieldsFor(file),
      })),
  };
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

/** An entry's name in the editor's addresses (#/collections/<kind>/entries/<name>): its path's varying parts. */
function entryName(kind: DataFileKind, path: string): string {
  const fixed = new Set(kind.files.flatMap((pattern) => pattern.split('/')));
  return (
    path
      .replace(/\.json$/, '')
      .split('/')
      .filter((part) => !fixed.has(part) && !fixed.has(`${part}.json`))
      .join('-') || kind.name
  );
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
function fieldsOf(schema: JsonSchema, data?: unknown, optional = false): DecapField[] {
  const shape = formShape(schema);
  if (shape.kind !== 'object') return [];
  const values = isObject(data) ? data : {};
  return shape.properties
    .filter(([, property]) => property.not === undefined)
    .map(([key, property, required]) => fieldOf(key, property, required && !optional, values[key], optional));
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What the form says of an instant, and of a link, beside their pattern's message. */
const INSTANT_HINT = 'An ISO 8601 instant with its offset, e.g. 2026-11-27T00:00:00+01:00.';
const LINK_HINT = 'A route path of the site (/black-friday, /choose-your-region) or a full https:// address.';
const JSON_HINT = 'Written as JSON (this part has a shape the form has no field for).';
const NULLABLE_HINT = 'An entry left empty is written as null (for a campaign price: not revealed yet).';

const patternOf = (schema: { toJSONSchema(): unknown }) => (schema.toJSONSchema() as JsonSchema).pattern;
const COLOUR_PATTERN = patternOf(colour);
const LINK_PATTERN = patternOf(link);

/** One field: its widget from the part's shape, its label from its key, its hint from the schema's description. */
function fieldOf(
  key: string,
  input: JsonSchema,
  required: boolean,
  data?: unknown,
  withinOptional = false,
): DecapField {
  const schema = withoutNull(input);
  const shape = formShape(schema);
  const hints = [schema.description];
  const field: DecapField = { name: key, label: labelOf(key), widget: 'string', required };
  switch (shape.kind) {
    case 'object':
      Object.assign(field, {
        widget: 'object',
        fields: fieldsOf(schema, data, data === undefined && (withinOptional || !required)),
      });
      break;
    case 'enum-record':
      Object.assign(field, {
        widget: 'object',
        fields: shape.keys.map((name) =>
          fieldOf(name, shape.value, false, isObject(data) ? data[name] : undefined, withinOptional || !required),
        ),
      });
      break;
    case 'free-record':
      Object.assign(field, { widget: 'list', fields: fieldsOf(shape.entry), summary: '{{fields.key}}' });
      break;
    case 'object-list':
      Object.assign(field, {
        widget: 'list',
        fields: fieldsOf(shape.item),
        ...summaryOf(shape.item),
        ...listBounds(schema),
      });
      break;
    case 'typed-list':
      Object.assign(field, {
        widget: 'list',
        typeKey: shape.typeKey,
        types: shape.variants.map(([type, variant]) => ({
          name: type,
          label: labelOf(type),
          widget: 'object',
          fields: fieldsOf(variant).filter((part) => part.name !== shape.typeKey),
          ...summaryOf(variant),
        })),
        ...listBounds(schema),
      });
      break;
    case 'value-list':
      Object.assign(field, {
        widget: 'list',
        field: fieldOf(key, shape.item, true),
        ...valueSummary(key),
        ...listBounds(schema),
      });
      break;
    case 'text-or-list':
      Object.assign(field, { widget: 'list', field: fieldOf(key, shape.item, true), ...valueSummary(key) });
      break;
    case 'nullable-value-list':
      Object.assign(field, {
        widget: 'list',
        field: fieldOf(key, shape.item, false),
        ...valueSummary(key),
        ...listBounds(schema),
      });
      hints.push(NULLABLE_HINT);
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
      if (schema.exclusiveMinimum !== undefined && !shape.integer) hints.push(`More than ${schema.exclusiveMinimum}.`);
      break;
    case 'boolean':
      Object.assign(field, { widget: 'boolean' });
      break;
    case 'text':
      if (schema.pattern === COLOUR_PATTERN) Object.assign(field, { widget: 'color', allowInput: true });
      if (schema.pattern === INSTANT_PATTERN.source) hints.push(INSTANT_HINT);
      if (schema.pattern === LINK_PATTERN) hints.push(LINK_HINT);
      if (schema.pattern)
        field.pattern = [schema.pattern, schema.patternErrorMessage ?? `must match ${schema.pattern}`];
      break;
    case 'json':
      Object.assign(field, { widget: 'text' });
      hints.push(JSON_HINT);
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
export function labelOf(key: string): string {
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
