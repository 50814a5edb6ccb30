import { z } from 'astro/zod';
import { fieldText } from './field-labels.ts';
import { DATA_FILE_KINDS, editorPatterns, type DataFileKind } from './file-kinds.ts';

/**
 * The editor's JSON Schemas, made from the same Zod schemas the build validates with
 * (src/schemas/file-kinds.ts): no second schema is written by hand. They describe a file as
 * written (Zod's input side). Zod carries types, required and unknown keys, enums, lengths,
 * ranges and patterns into them; refinements (a rule over several fields, a time zone Intl must
 * know) and the cross-file rules stay with `npm run check:data` (docs/data-files.md). Each field's
 * English label and hint (the kind's `texts`) are its title and description, which VS Code shows.
 */

/** Where the generated schemas are written, relative to the project root (git-ignored). */
export const JSON_SCHEMA_FOLDER = '.data-schemas';

export const jsonSchemaPath = (kind: Pick<DataFileKind, 'name'>) => `${JSON_SCHEMA_FOLDER}/${kind.name}.json`;

/**
 * One kind's JSON Schema. Draft 7, which every editor and validator reads (VS Code, JetBrains,
 * ajv's default).
 */
export function jsonSchemaOf(kind: DataFileKind): Record<string, unknown> {
  const schema = z.toJSONSchema(kind.schema, {
    io: 'input',
    target: 'draft-7',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const message =
        typeof jsonSchema.pattern === 'string' ? patternMessage(zodSchema, jsonSchema.pattern) : undefined;
      if (message) jsonSchema[PATTERN_MESSAGE] = message;
    },
  });
  const [title, description] = kind.title.en;
  return { ...withFieldTexts(schema, kind), title, description };
}

type SchemaNode = { [keyword: string]: unknown };

const isNode = (value: unknown): value is SchemaNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The schema with each property's English label and hint as its title and description, and a
 * record's entries' (`parent.*`, a catalogue's products) where the kind names them.
 */
function withFieldTexts(node: SchemaNode, kind: DataFileKind, parent?: string): SchemaNode {
  const described = (part: unknown, key: string | undefined, path: string | readonly string[]) => {
    if (!isNode(part)) return part;
    const text = fieldText(kind, path, 'en');
    const inner = withFieldTexts(part, kind, key);
    return text ? { ...inner, title: text[0], description: text[1] } : inner;
  };
  const within = (part: unknown): unknown =>
    Array.isArray(part) ? part.map(within) : isNode(part) ? withFieldTexts(part, kind, parent) : part;
  return Object.fromEntries(
    Object.entries(node).map(([keyword, value]) => {
      switch (keyword) {
        case 'properties':
          return [
            keyword,
            Object.fromEntries(
              Object.entries(value as SchemaNode).map(([key, part]) => [
                key,
                described(part, key, parent === undefined ? [key] : [parent, key]),
              ]),
            ),
          ];
        case 'additionalProperties':
          return [keyword, parent === undefined ? within(value) : described(value, parent, `${parent}.*`)];
        case 'items':
        case 'anyOf':
        case 'oneOf':
          return [keyword, within(value)];
        default:
          return [keyword, value];
      }
    }),
  );
}

/**
 * The keyword by which VS Code's JSON language service shows a pattern's own message instead of
 * "String does not match the pattern of …": the words `check:data` uses.
 */
export const PATTERN_MESSAGE = 'patternErrorMessage';

interface CheckDef {
  pattern?: RegExp;
  error?: (issue: object) => unknown;
}

/** The message a Zod string schema gives when `pattern` (its regex, or its format's) fails. */
function patternMessage(zodSchema: unknown, pattern: string): string | undefined {
  const def = (zodSchema as { _zod: { def: CheckDef & { checks?: { _zod: { def: CheckDef } }[] } } })._zod.def;
  const check = def.checks?.map((item) => item._zod.def).find((item) => item.pattern?.source === pattern);
  const message = (check ?? def).error?.({ code: 'invalid_format', input: '' });
  return typeof message === 'string' ? message : undefined;
}

/** Every kind's JSON Schema as the text of its file, by path relative to the project root. */
export function jsonSchemaFiles(): Map<string, string> {
  return new Map(
    DATA_FILE_KINDS.map((kind) => [jsonSchemaPath(kind), `${JSON.stringify(jsonSchemaOf(kind), null, 2)}\n`]),
  );
}

/** What `.vscode/settings.json` gives as `json.schemas`: each kind's file patterns and its schema. */
export const editorSchemaAssociations = () =>
  DATA_FILE_KINDS.map((kind) => ({ fileMatch: editorPatterns(kind), url: `./${jsonSchemaPath(kind)}` }));
