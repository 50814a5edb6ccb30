import type { z } from 'astro/zod';
import { DataError, fieldPath } from './data-error.ts';

/**
 * Parses the text of a JSON data file against its schema. Throws a DataError that names
 * `file` and every failing field, with the schema's message saying what was expected.
 */
export function parseDataFile<Schema extends z.ZodType>(file: string, source: string, schema: Schema): z.infer<Schema> {
  let raw: unknown;
  try {
    raw = JSON.parse(source);
  } catch (error) {
    throw new DataError(file, [{ field: '', message: `is not valid JSON (${(error as Error).message})` }]);
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    throw new DataError(
      file,
      result.error.issues.map((issue) => ({ field: fieldPath(issue.path), message: issue.message })),
    );
  }
  return result.data;
}
