import { closeSync, existsSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DataError } from '../lib/data-error.ts';

/**
 * The data files as Astro's loaders loaded them (src/content.config.ts), for the cross-file
 * rules of src/data/: every file was read and validated against its kind's schema by Astro, once.
 * The rules look files up here by their path from the data root; only the binary files that data
 * names (a manual's PDF, a product photo) are opened on disk.
 */

export interface DataFiles {
  /** The data root: the project, or a copy laid out like it (SITE_DATA_ROOT). */
  root: string;
  /** Every data file's validated data the region's load holds, by its path from the data root (`regions/us/settings.json`). */
  loaded: ReadonlyMap<string, unknown>;
}

/** The absolute path of a file that data names and its name from the root. */
export function dataFile(files: Pick<DataFiles, 'root'>, ...segments: string[]) {
  const absolute = join(files.root, ...segments);
  return { absolute, file: relative(files.root, absolute) };
}

/** A loaded data file's data; a file the load does not hold fails, naming it. */
export function readDataFile<Data>(files: DataFiles, path: string): Data {
  if (!files.loaded.has(path)) throw new DataError(path, [{ field: '', message: 'is missing' }]);
  return files.loaded.get(path) as Data;
}

/** A loaded data file's data, or undefined where the project has none. */
export const readOptionalDataFile = <Data>(files: DataFiles, path: string): Data | undefined =>
  files.loaded.get(path) as Data | undefined;

/** Whether a file that data names (a manual's PDF) exists. */
export const hasDataFile = (files: DataFiles, path: string): boolean => existsSync(dataFile(files, path).absolute);

/** A named file's size in bytes. */
export const dataFileSize = (files: DataFiles, path: string): number => statSync(dataFile(files, path).absolute).size;

/** The bytes of a file found by dataFile (a product photo's `absolute`). */
export const dataFileBytes = ({ absolute }: { absolute: string }): Buffer => readFileSync(absolute);

/** Which version of a named file is there: its time and size, or `missing`. */
export function dataFileVersion({ absolute }: { absolute: string }): string {
  const stats = statSync(absolute, { throwIfNoEntry: false });
  return stats ? `${stats.mtimeMs}:${stats.size}` : 'missing';
}

/** The bytes of a file a manuals row names by its path from the project root (a manual's `source`). */
export const namedFileBytes = ({ root, source }: { root: string; source: string }) => readFileSync(join(root, source));

/**
 * Whether a named file starts like a PDF. Only its first bytes are read: every region's build
 * checks every region's manuals (the manuals page's data gate), and a manual can be large.
 */
export function isPdfFile(files: DataFiles, path: string): boolean {
  const head = Buffer.alloc(5);
  const descriptor = openSync(dataFile(files, path).absolute, 'r');
  try {
    readSync(descriptor, head, 0, head.length, 0);
  } finally {
    closeSync(descriptor);
  }
  return head.toString('latin1') === '%PDF-';
}
