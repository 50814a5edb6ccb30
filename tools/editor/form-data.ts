import { fieldPath, type DataProblem } from '../../src/lib/data-error.ts';
import { message } from '../../src/schemas/field-texts.ts';
import { entryToRecordPart, formShape, partSchema, recordToEntries, type JsonSchema } from './form-shape.ts';

// The form's own messages, in every editor language (the backend says them in the editor's).
const NEEDS_KEY = message({
  en: 'needs a key',
  de: 'braucht einen Schlüssel',
  fr: 'nécessite une clé',
  ja: 'キーが必要です',
  ko: '키가 필요합니다',
  zh: '需要一个键',
});
const NEEDS_VALUE = message({
  en: 'needs a value',
  de: 'braucht einen Wert',
  fr: 'nécessite une valeur',
  ja: '値が必要です',
  ko: '값이 필요합니다',
  zh: '需要一个值',
});
const listedTwice = (key: string) =>
  message({
    en: `"${key}" is listed twice`,
    de: `„${key}“ steht zweimal in der Liste`,
    fr: `« ${key} » figure deux fois dans la liste`,
    ja: `「${key}」が 2 回記載されています`,
    ko: `"${key}"이(가) 두 번 나열되어 있습니다`,
    zh: `“${key}”被列出了两次`,
  });
const notJson = (reason: string) =>
  message({
    en: `is not JSON (${reason})`,
    de: `ist kein JSON (${reason})`,
    fr: `n’est pas du JSON (${reason})`,
    ja: `JSON ではありません（${reason}）`,
    ko: `JSON이 아닙니다 (${reason})`,
    zh: `不是 JSON（${reason}）`,
  });

/**
 * A data file's content on its way into the form and back (the local backend, local-backend.ts):
 * the parts the form edits as JSON text (form-shape.ts) become text and are parsed back, what the
 * form leaves empty is left out, and the saved file keeps the key order and the one-line objects
 * of the file it replaces, so that a one-field edit is a one-line diff.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const isObject = (value: unknown): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The form's hidden field that holds every text of the file, for Decap's search (decap-config.ts); never written. */
export const SEARCH_TEXT = '_searchText';

/** Every text of a file's data, one after another. */
export function searchText(data: unknown): string {
  if (typeof data === 'string') return data;
  if (typeof data !== 'object' || data === null) return '';
  return Object.values(data).map(searchText).filter(Boolean).join(' ');
}

/** The data as the form holds it: each part the form edits as JSON written as JSON text. */
export function toForm(data: Json, schema: JsonSchema | undefined): Json {
  if (!schema) return data;
  const shape = formShape(schema);
  if (shape.kind === 'json') return JSON.stringify(data, null, 2);
  if (shape.kind === 'text-or-list' && typeof data === 'string') return [data];
  if (shape.kind === 'free-record' && isObject(data)) {
    return recordToEntries(data, shape.value).map((entry) => toForm(entry as Json, shape.entry));
  }
  if (Array.isArray(data)) return data.map((entry, index) => toForm(entry, partSchema(schema, index, entry)));
  if (isObject(data)) {
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => [key, toForm(value, partSchema(schema, key, value))]),
    );
  }
  return data;
}

/** A value the form wrote that cannot be read back (JSON text that is not JSON). */
export class FormDataError extends Error {
  readonly problems: DataProblem[];
  constructor(problems: DataProblem[]) {
    super(problems.map(({ field, message }) => `${field}: ${message}`).join('\n'));
    this.problems = problems;
  }
}

/**
 * The data as the form saved it, back in the file's shape: the JSON text parts parsed, and the
 * values the form leaves behind for a field never filled in (an empty text, a null, an empty list
 * or object where the file had none) left out, as the file would have them.
 */
export function fromForm(data: unknown, schema: JsonSchema | undefined, original: unknown): Json | undefined {
  const problems: DataProblem[] = [];
  const read = (
    value: unknown,
    part: JsonSchema | undefined,
    before: unknown,
    path: (string | number)[],
  ): Json | undefined => {
    if (value === null || value === undefined || value === '') return undefined;
    const shape = part && formShape(part);
    if (shape?.kind === 'free-record' && Array.isArray(value)) {
      const record: Record<string, Json> = {};
      value.forEach((entry, index) => {
        const entryData = read(entry, shape.entry, undefined, [...path, index]);
        if (!isObject(entryData)) return;
        const [key, entryValue] = entryToRecordPart(entryData, shape.value);
        if (key === undefined) problems.push({ field: fieldPath([...path, index, 'key']), message: NEEDS_KEY });
        else if (Object.hasOwn(record, key)) {
          problems.push({ field: fieldPath([...path, index, 'key']), message: listedTwice(key) });
        } else if (entryValue === undefined) {
          problems.push({ field: fieldPath([...path, index, 'value']), message: NEEDS_VALUE });
        } else record[key] = entryValue as Json;
      });
      return Object.keys(record).length || isObject(before) ? record : undefined;
    }
    if (shape?.kind === 'text-or-list' && Array.isArray(value)) {
      const entries = value.flatMap((entry) => (typeof entry === 'string' && entry !== '' ? [entry] : []));
      // One entry of what the file wrote as a text stays a text.
      if (entries.length === 1 && typeof before === 'string') return entries[0]!;
      return entries.length ? entries : undefined;
    }
    if (shape?.kind === 'nullable-value-list' && Array.isArray(value)) {
      // Every entry keeps its place: an empty one is null (a stage whose price is not revealed yet).
      return value.map((entry, index) => read(entry, shape.item, undefined, [...path, index]) ?? null);
    }
    if (shape?.kind === 'json' && typeof value === 'string') {
      try {
        return JSON.parse(value) as Json;
      } catch (error) {
        problems.push({ field: fieldPath(path), message: notJson((error as Error).message) });
        return undefined;
      }
    }
    if (Array.isArray(value)) {
      const entries = value
        .map((entry, index) =>
          read(entry, part && partSchema(part, index, entry), Array.isArray(before) ? before[index] : undefined, [
            ...path,
            index,
          ]),
        )
        .filter((entry) => entry !== undefined);
      return entries.length || Array.isArray(before) ? entries : undefined;
    }
    if (isObject(value)) {
      const keys = Object.entries(value).flatMap(([key, entry]) => {
        const kept = read(entry, part && partSchema(part, key, entry), isObject(before) ? before[key] : undefined, [
          ...path,
          key,
        ]);
        return kept === undefined ? [] : [[key, kept] as const];
      });
      return keys.length || isObject(before) ? Object.fromEntries(keys) : undefined;
    }
    return value as Json;
  };
  const result = read(data, schema, original, []);
  if (problems.length) throw new FormDataError(problems);
  return result;
}

/**
 * Where a file wrote an object on one line (`{ "days": […], "opens": "09:00" }`): Prettier keeps
 * an object on one line only when its text had no line break after the brace, so the saved text
 * must say so again. Read from the file's text; keyed by the objects JSON.parse made of it, in
 * the order the text has them.
 */
function oneLineObjects(text: string, parsed: Json): Set<object> {
  const oneLine: boolean[] = [];
  // Every "{" outside strings, in order: whether a line break follows before the next token.
  for (let index = 0, inString = false; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') oneLine.push(!/^[ \t]*\r?\n/.test(text.slice(index + 1, index + 200)));
  }
  const objects: object[] = [];
  const collect = (value: Json) => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (isObject(value)) {
      objects.push(value);
      Object.values(value).forEach(collect);
    }
  };
  collect(parsed);
  return new Set(objects.filter((_, index) => oneLine[index]));
}

/**
 * The saved data as the text of its file, before Prettier: each object's keys in the order the
 * file had them, a key the file did not have where the schema puts it, and each object on one line
 * where the file wrote it so. A list's entry is written like the file's entry it equals (an entry
 * moved, whole), else like the file's entry at its place, else like the list's first.
 */
export function fileText(saved: Json, originalText: string | undefined, schema: JsonSchema): string {
  const original = originalText === undefined ? undefined : (JSON.parse(originalText) as Json);
  const oneLine = original === undefined ? new Set<object>() : oneLineObjects(originalText!, original);
  const write = (value: Json, before: Json | undefined, part: JsonSchema | undefined, indent: string): string => {
    const inner = `${indent}  `;
    if (Array.isArray(value)) {
      if (value.length === 0) return '[]';
      const others = Array.isArray(before) ? before : [];
      const entries = value.map((entry, index) => {
        const like = others.find((other) => sameJson(other, entry)) ?? others[index] ?? others[0];
        return write(entry, like, part && partSchema(part, index, entry), inner);
      });
      return `[\n${entries.map((entry) => inner + entry).join(',\n')}\n${indent}]`;
    }
    if (isObject(value)) {
      const keys = keyOrder(value, isObject(before) ? before : undefined, part);
      if (keys.length === 0) return '{}';
      const members = keys.map(
        (key) =>
          `${JSON.stringify(key)}: ${write(value[key]!, isObject(before) ? before[key] : undefined, part && partSchema(part, key, value[key]), inner)}`,
      );
      if (isObject(before) && oneLine.has(before)) return `{ ${members.join(', ')} }`;
      return `{\n${members.map((member) => inner + member).join(',\n')}\n${indent}}`;
    }
    return JSON.stringify(value);
  };
  return `${write(saved, original, schema, '')}\n`;
}

/** An object's keys: those the file had, in its order; then the others in the schema's order, then any left. */
function keyOrder(
  value: Record<string, Json>,
  before: Record<string, Json> | undefined,
  schema: JsonSchema | undefined,
): string[] {
  const keys = Object.keys(value);
  const schemaOrder = schema?.properties
    ? Object.keys(schema.properties)
    : ((schema?.propertyNames?.enum as string[] | undefined) ?? []);
  const order = [...Object.keys(before ?? {}), ...schemaOrder, ...keys];
  return [...new Set(order)].filter((key) => Object.hasOwn(value, key));
}

/** Whether two values are the same JSON, whatever their keys' order. */
function sameJson(a: Json | undefined, b: Json): boolean {
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((entry, index) => sameJson(entry, b[index]!));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && sameJson(a[key], b[key]!))
    );
  }
  return a === b;
}
