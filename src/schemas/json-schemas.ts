import { z } from 'astro/zod';
import { DATA_FILE_KINDS, type DataFileKind } from './file-kinds.ts';

/**
 * The editor's JSON Schemas, made from the same Zod schemas the build validates with
 * (src/schemas/file-kinds.ts): no second schema is written by hand. They describe a file as
 * written (Zod's input side). Zod carries types, required and unknown keys, enums, lengths,
 * ranges and patterns into them; refinements (a rule over several fields, a time zone Intl must
 * know) and the cross-file rules stay with `npm run check:data` (docs/data-files.md).
 */

/** Where the generated schemas are written, relative to the project root (git-ignored). */
export const JSON_SCHEMA_FOLDER = '.data-schemas';

export const jsonSchemaPath = (kind: Pick<DataFileKind, 'name'>) => `${JSON_SCHEMA_FOLDER}/${kind.name}.json`;

/**
 * One kind's JSON Schema. Draft 7, which every editor and validator reads (VS Code, JetBrains,
 * ajv's default).
 */
export function jsonSchemaOf(kind: DataFileKind): Record<string, unknown> {
  const schema = z.toJSONSchema(kind.schema, { io: 'input', target: 'draft-7', unrepresentable: 'any' });
  return { ...schema, title: kind.title };
}

/** Every kind's JSON Schema as the text of its file, by path relative to the project root. */
export function jsonSchemaFiles(): Map<string, string> {
  return new Map(
    DATA_FILE_KINDS.map((kind) => [jsonSchemaPath(kind), `${JSON.stringify(jsonSchemaOf(kind), null, 2)}\n`]),
  );
}

/** What `.vscode/settings.json` gives as `json.schemas`: each kind's file patterns and its schema. */
export const editorSchemaAssociations = () =>
  DATA_FILE_KINDS.map((kind) => ({ fileMatch: [...kind.files], url: `./${jsonSchemaPath(kind)}` }));
