import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { z } from 'astro/zod';
import { DataError } from '../lib/data-error.ts';
import { parseDataFile } from '../lib/parse-data.ts';

/**
 * The one place where the data files under regions/ and content/ are read. The content
 * collections' loader (src/data/region-loader.ts) reads through it (in builds, `astro dev` and
 * `npm run check:data`'s sync), and so do the unit tests and the end-to-end tests' helper, by
 * running the same collection table (src/data/region-data.ts). Each file is parsed once, against its schema, and fails with
 * a DataError naming the file (relative to the project root) and the field.
 */
/** The project's folders of data files: everything under them is read through this module. */
export const DATA_FOLDERS = ['regions', 'content'] as const;

export interface DataFiles {
  root: string;
  /**
   * A folder laid out like the project (content/…, regions/…) whose files replace the
   * project's own of the same path: SITE_DATA_OVERLAY, test builds only (docs/build.md).
   */
  overlay?: string | undefined;
  /** One load of a region's collections: each file read and validated once, every path it looked at kept for the watcher. */
  session?: ReadSession | undefined;
}

export interface ReadSession {
  /** Validated data by absolute path. */
  parsed: Map<string, unknown>;
  /** Every absolute path looked at, read or found missing: what `astro dev` watches. */
  paths: Set<string>;
}

export const readSession = (): ReadSession => ({ parsed: new Map(), paths: new Set() });

/** The absolute path of a data file (the overlay's copy when it has one) and its project-relative name. */
export function dataFile(files: DataFiles, ...segments: string[]): { absolute: string; file: string } {
  const file = relative(files.root, join(files.root, ...segments));
  const replaced = files.overlay ? join(files.root, files.overlay, file) : undefined;
  if (replaced) files.session?.paths.add(replaced);
  const absolute = replaced && existsSync(replaced) ? replaced : join(files.root, file);
  files.session?.paths.add(absolute);
  // Errors name the overlay's file when it is the one being read.
  return { absolute, file: relative(files.root, absolute) };
}

/** A data file validated against its schema; a missing file fails, naming it. */
export function readDataFile<Schema extends z.ZodType>(
  files: DataFiles,
  path: string,
  schema: Schema,
): z.infer<Schema> {
  const { absolute, file } = dataFile(files, path);
  const parsed = files.session?.parsed;
  if (parsed?.has(absolute)) return parsed.get(absolute) as z.infer<Schema>;
  let source: string;
  try {
    source = readFileSync(absolute, 'utf8');
  } catch {
    throw new DataError(file, [{ field: '', message: 'is missing' }]);
  }
  const data = parseDataFile(file, source, schema);
  parsed?.set(absolute, data);
  return data;
}

/** A data file validated against its schema, or undefined where the project has none. */
export function readOptionalDataFile<Schema extends z.ZodType>(
  files: DataFiles,
  path: string,
  schema: Schema,
): z.infer<Schema> | undefined {
  return existsSync(dataFile(files, path).absolute) ? readDataFile(files, path, schema) : undefined;
}

/** Whether a file that data names (a manual's PDF) exists. */
export const hasDataFile = (files: DataFiles, path: string): boolean => existsSync(dataFile(files, path).absolute);

/** A named file's size in bytes. */
export const dataFileSize = (files: DataFiles, path: string): number => statSync(dataFile(files, path).absolute).size;

/** The bytes of a data file found by dataFile (a product photo's `absolute`). */
export const dataFileBytes = ({ absolute }: { absolute: string }): Buffer => readFileSync(absolute);

/** Which version of a data file is there: its time and size, or `missing`. */
export function dataFileVersion({ absolute }: { absolute: string }): string {
  const stats = statSync(absolute, { throwIfNoEntry: false });
  return stats ? `${stats.mtimeMs}:${stats.size}` : 'missing';
}

/** The bytes of a file a collection entry names by its project-relative path (a manual's `source`). */
export const namedFileBytes = ({ root, source }: { root: string; source: string }) => readFileSync(join(root, source));

/** Whether a named file starts like a PDF. */
export const isPdfFile = (files: DataFiles, path: string): boolean =>
  readFileSync(dataFile(files, path).absolute).subarray(0, 5).toString('latin1') === '%PDF-';
