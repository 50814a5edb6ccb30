/**
 * How a part of a data file is edited in the form, read from its JSON Schema (the kind's, made
 * from its Zod schema by src/schemas/json-schemas.ts). The form's fields (decap-config.ts) and the
 * backend's translation of a file to and from the form (form-data.ts) both ask this module, so
 * the two never disagree about a part.
 *
 * Decap's widgets cover objects, lists of objects or of one kind of value, lists of objects told
 * apart by one key (`types`), texts, numbers, booleans and choices. A record with free keys (a
 * label per country code, a video per name) is edited as a list of entries, each its key and its
 * value (`recordEntry`); a list of numbers that may be null, a list whose empty entries are null.
 * What the widgets cannot hold (a value of one of several shapes, a fixed-length tuple) is
 * edited as JSON text in a text area:
 * the backend writes that part as text into the form and parses it back on save.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  items?: JsonSchema | JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  description?: string;
  patternErrorMessage?: string;
  [keyword: string]: unknown;
};

export type FormShape =
  /** An object of known keys: one field per property. */
  | { kind: 'object'; properties: [key: string, schema: JsonSchema, required: boolean][] }
  /** A record whose keys are an enum (a catalogue's products): one optional field per key. */
  | { kind: 'enum-record'; keys: string[]; value: JsonSchema }
  /** A record with free keys: a list of entries in the form, each its key and its value (`entry`). */
  | { kind: 'free-record'; key: JsonSchema; value: JsonSchema; entry: JsonSchema }
  /** A list of objects of one shape. */
  | { kind: 'object-list'; item: JsonSchema }
  /** A list of objects of several shapes, told apart by the constant value of one key. */
  | { kind: 'typed-list'; typeKey: string; variants: [type: string, schema: JsonSchema][] }
  /** A list of texts, numbers or booleans. */
  | { kind: 'value-list'; item: JsonSchema }
  /** A text, or a list of texts (a dealer's address): a list in the form, a single entry written as the text it was. */
  | { kind: 'text-or-list'; item: JsonSchema }
  /** A list of numbers or texts where an entry may be null (a campaign price not yet revealed): an empty entry is null. */
  | { kind: 'nullable-value-list'; item: JsonSchema }
  /** A list of values from an enum. */
  | { kind: 'choice-list'; options: string[] }
  | { kind: 'choice'; options: string[] }
  | { kind: 'constant'; value: unknown }
  | { kind: 'text' }
  | { kind: 'number'; integer: boolean }
  | { kind: 'boolean' }
  /** Anything the widgets cannot hold, edited as JSON text. */
  | { kind: 'json' };

const isNullSchema = (schema: JsonSchema) => schema.type === 'null';

/** The schema without its "or null" (Zod's `.nullable()`): the form cannot write null, the value is simply left out. */
export function withoutNull(schema: JsonSchema): JsonSchema {
  const variants = schema.anyOf ?? schema.oneOf;
  if (!variants?.some(isNullSchema)) return schema;
  const rest = variants.filter((variant) => !isNullSchema(variant));
  const [only] = rest;
  if (rest.length !== 1 || !only) return schema;
  const description = schema.description ?? only.description;
  return description === undefined ? only : { ...only, description };
}

/** The key whose constant value tells the variants apart, if every variant is an object that has one. */
function discriminatorOf(variants: readonly JsonSchema[]): string | undefined {
  const [first] = variants;
  if (!first?.properties) return undefined;
  return Object.keys(first.properties).find((key) =>
    variants.every((variant) => typeof variant.properties?.[key]?.const === 'string'),
  );
}

const isValueSchema = (schema: JsonSchema) =>
  ['string', 'number', 'integer', 'boolean'].includes(String(schema.type)) && !schema.anyOf && !schema.oneOf;

/**
 * The form's one field of a file whose top level is a record keyed by the author (a region's
 * campaign schedules, keyed by campaign id): Decap edits a file's fields, so the record is that
 * field's list of entries.
 */
export const FILE_RECORD_FIELD = 'entries';

/**
 * A file as its form holds it: the file's schema, data and field paths, with a top-level record
 * inside FILE_RECORD_FIELD, and the file's data back from the form's.
 */
export function fileForm(schema: JsonSchema) {
  const wrapped = formShape(schema).kind === 'free-record';
  return {
    schema: wrapped
      ? { type: 'object', properties: { [FILE_RECORD_FIELD]: schema }, required: [FILE_RECORD_FIELD] }
      : schema,
    data: (data: unknown): unknown => (wrapped ? { [FILE_RECORD_FIELD]: data } : data),
    path: (path: readonly (string | number)[]): (string | number)[] =>
      wrapped ? [FILE_RECORD_FIELD, ...path] : [...path],
    fromForm: (form: unknown): unknown =>
      wrapped && typeof form === 'object' && form !== null
        ? (form as Record<string, unknown>)[FILE_RECORD_FIELD]
        : form,
  };
}

/** How a part with this schema is edited. */
export function formShape(input: JsonSchema): FormShape {
  const schema = withoutNull(input);
  if (schema.const !== undefined) return { kind: 'constant', value: schema.const };
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    const merged = mergedObject(variants);
    if (merged) return formShape(merged);
    const [text, list] = variants;
    const listItems = list?.items;
    if (
      variants.length === 2 &&
      text?.type === 'string' &&
      list?.type === 'array' &&
      listItems &&
      !Array.isArray(listItems) &&
      listItems.type === 'string'
    ) {
      return { kind: 'text-or-list', item: listItems };
    }
    return { kind: 'json' };
  }
  switch (schema.type) {
    case 'object': {
      if (schema.properties) {
        const required = new Set(schema.required ?? []);
        return {
          kind: 'object',
          properties: Object.entries(schema.properties).map(([key, value]) => [key, value, required.has(key)]),
        };
      }
      const keys = schema.propertyNames?.enum;
      const value = schema.additionalProperties;
      if (keys?.every((key) => typeof key === 'string') && typeof value === 'object') {
        return { kind: 'enum-record', keys: keys as string[], value };
      }
      if (typeof value === 'object') {
        const key = { type: 'string', minLength: 1, ...schema.propertyNames };
        return { kind: 'free-record', key, value, entry: recordEntry(key, value) };
      }
      return { kind: 'json' };
    }
    case 'array': {
      const { items } = schema;
      // A tuple of values of one type (a comparison's two column titles): a list of exactly that many.
      if (
        Array.isArray(items) &&
        items.length > 0 &&
        items.every((item) => isValueSchema(item) && item.type === items[0]!.type)
      ) {
        return { kind: 'value-list', item: items[0]! };
      }
      if (!items || Array.isArray(items)) return { kind: 'json' };
      // Zod's `.nullable()` entries: `anyOf` the value and null.
      const nonNull = withoutNull(items);
      if (nonNull !== items && isValueSchema(nonNull)) return { kind: 'nullable-value-list', item: nonNull };
      const variants = items.oneOf ?? items.anyOf;
      if (variants) {
        const typeKey = discriminatorOf(variants);
        const merged = typeKey ? undefined : mergedObject(variants);
        if (merged) return { kind: 'object-list', item: merged };
        if (!typeKey) return { kind: 'json' };
        return {
          kind: 'typed-list',
          typeKey,
          variants: variants.map((variant) => [String(variant.properties![typeKey]!.const), variant]),
        };
      }
      if (items.type === 'object' && items.properties) return { kind: 'object-list', item: items };
      if (items.type === 'string' && items.enum) return { kind: 'choice-list', options: items.enum.map(String) };
      if (isValueSchema(items)) return { kind: 'value-list', item: items };
      return { kind: 'json' };
    }
    case 'string':
      return schema.enum ? { kind: 'choice', options: schema.enum.map(String) } : { kind: 'text' };
    case 'number':
    case 'integer':
      return { kind: 'number', integer: schema.type === 'integer' };
    case 'boolean':
      return { kind: 'boolean' };
    default:
      return { kind: 'json' };
  }
}

/** The form's entry of a record's key: its key, and its value's own fields where the value is an object of known keys. */
export const RECORD_KEY = 'key';
export const RECORD_VALUE = 'value';
const valueIsInline = (value: JsonSchema) =>
  value.type === 'object' && value.properties !== undefined && !(RECORD_KEY in value.properties);

function recordEntry(key: JsonSchema, value: JsonSchema): JsonSchema {
  return valueIsInline(value)
    ? {
        type: 'object',
        properties: { [RECORD_KEY]: key, ...value.properties },
        required: [RECORD_KEY, ...(value.required ?? [])],
      }
    : {
        type: 'object',
        properties: { [RECORD_KEY]: key, [RECORD_VALUE]: value },
        required: [RECORD_KEY, RECORD_VALUE],
      };
}

/** A record's entries as the form lists them, in the record's order. */
export function recordToEntries(record: Record<string, unknown>, value: JsonSchema): Record<string, unknown>[] {
  return Object.entries(record).map(([key, part]) =>
    valueIsInline(value) && typeof part === 'object' && part !== null
      ? { [RECORD_KEY]: key, ...part }
      : { [RECORD_KEY]: key, [RECORD_VALUE]: part },
  );
}

/** A form entry's key and value (undefined where the entry names no key). */
export function entryToRecordPart(
  entry: Record<string, unknown>,
  value: JsonSchema,
): [key: string | undefined, value: unknown] {
  const { [RECORD_KEY]: key, ...rest } = entry;
  return [typeof key === 'string' && key !== '' ? key : undefined, valueIsInline(value) ? rest : rest[RECORD_VALUE]];
}

/**
 * Objects of several shapes that no key tells apart (a gallery item: a drawing or a photo) as one
 * object of every key any of them has: a key every shape has is required as there, the others are
 * optional, and the backend's schema check refuses a mix no shape allows. Undefined unless every
 * shape is an object of known keys.
 */
function mergedObject(variants: readonly JsonSchema[]): JsonSchema | undefined {
  if (!variants.every((variant) => variant.type === 'object' && variant.properties)) return undefined;
  const properties: Record<string, JsonSchema> = {};
  for (const variant of variants) Object.assign(properties, variant.properties);
  const required = Object.keys(properties).filter((key) =>
    variants.every((variant) => variant.required?.includes(key)),
  );
  return { type: 'object', properties, required };
}

/** The variant of a typed list's entry: the one whose constant its type key holds. */
const variantOf = (shape: Extract<FormShape, { kind: 'typed-list' }>, entry: unknown): JsonSchema | undefined =>
  typeof entry === 'object' && entry !== null
    ? shape.variants.find(([type]) => type === (entry as Record<string, unknown>)[shape.typeKey])?.[1]
    : undefined;

/**
 * The schema of one part of a value, for walking data and schema together: an object's property,
 * a record's value, a list's entry (by its type key for a typed list). Undefined where the form
 * holds the part as JSON text, or the schema does not know it.
 */
export function partSchema(schema: JsonSchema, key: string | number, value: unknown): JsonSchema | undefined {
  const shape = formShape(schema);
  switch (shape.kind) {
    case 'object':
      return shape.properties.find(([name]) => name === key)?.[1];
    case 'enum-record':
      return shape.value;
    case 'free-record':
      // In the file a key's value; in the form (a list) an entry.
      return typeof key === 'number' ? shape.entry : shape.value;
    case 'object-list':
    case 'value-list':
    case 'nullable-value-list':
    case 'text-or-list':
      return shape.item;
    case 'typed-list':
      return variantOf(shape, value);
    default:
      return undefined;
  }
}

/** A step of a field's path, as a marketer reads it: a field by its key, a list entry by its position from 1, a record's entry by its key. */
export type FieldStep =
  { field: string; path: (string | number)[] } | { position: number } | { entry: string; path: (string | number)[] };

/**
 * Where a part of a file is in the form: the path Decap's controls answer to (`sections.2.photo`,
 * each list entry by its place), and its steps as a marketer reads them. A record with free keys
 * is a list there, a key its entry's place; a part the form holds as JSON text is that text's
 * field. `data` is the file's content as saved, whose key order is the form's entry order.
 */
export function formFieldPath(
  schema: JsonSchema,
  data: unknown,
  path: readonly (string | number)[],
): { path: (string | number)[]; steps: FieldStep[] } {
  const formPath: (string | number)[] = [];
  const steps: FieldStep[] = [];
  let part: JsonSchema | undefined = schema;
  let value = data;
  for (const [index, segment] of path.entries()) {
    if (!part) break;
    const shape = formShape(part);
    if (shape.kind === 'json') break;
    const container = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
    if (shape.kind === 'free-record') {
      const place = container ? Object.keys(container).indexOf(String(segment)) : -1;
      if (place < 0) break;
      formPath.push(place, ...(valueIsInline(shape.value) ? [] : [RECORD_VALUE]));
      steps.push({ entry: String(segment), path: path.slice(0, index + 1) });
      part = shape.value;
    } else {
      formPath.push(segment);
      steps.push(
        typeof segment === 'number' ? { position: segment + 1 } : { field: segment, path: path.slice(0, index + 1) },
      );
      part = partSchema(part, segment, container?.[segment]);
    }
    value = container?.[segment];
  }
  return { path: formPath, steps };
}
