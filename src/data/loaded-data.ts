import { matchesGlob } from 'node:path';
import { REGIONS, type RegionCode } from '../config/regions.ts';
import { DATA_FILE_KINDS, regionPatterns } from '../schemas/file-kinds.ts';
import type { DataFiles } from './data-files.ts';

/**
 * What the collections' loader (src/data/data-file-loader.ts) stores besides the files: the failure of
 * a file that failed its schema or its JSON, and the mark of a kind without files. They are
 * defined here, on the side of the code that reads the collections, so that the pages' bundle
 * never imports the loader (and Astro's glob() with it).
 */

/** The id of the mark a collection holds when no file of its kind is there. */
export const NO_FILES = '(no files)';

/** What a file that failed its schema or its JSON is stored as: its failure, file and field. */
const FAILED = 'dataFileFailure';

/** The entry data of a failure (`file: field: message`, one a line). */
export const failed = (message: string): Record<string, string> => ({ [FAILED]: message });

/** A stored entry's failure, or undefined for a file that loaded. */
export const failureOf = (data: unknown): string | undefined =>
  typeof data === 'object' && data !== null && FAILED in data
    ? String((data as Record<string, unknown>)[FAILED])
    : undefined;

/** An entry of a data file collection as Astro's store holds it. */
export interface StoredEntry {
  id: string;
  data: unknown;
  /** The file it was read from, relative to the project (Astro's config root). */
  filePath?: string | undefined;
}

/** The names of the data file collections (src/content.config.ts). */
export const DATA_COLLECTIONS = DATA_FILE_KINDS.map((kind) => kind.collection);

/** Whether a path from the data root matches patterns as a kind's `files` has them (a leading `!` leaves files out). */
export const matchesPatterns = (path: string, patterns: readonly string[]): boolean =>
  patterns.some((pattern) => !pattern.startsWith('!') && matchesGlob(path, pattern)) &&
  !patterns.some((pattern) => pattern.startsWith('!') && matchesGlob(path, pattern.slice(1)));

/** Whether a region's build loads the data file at `path` (from the data root). */
const regionLoads = (region: RegionCode, path: string): boolean =>
  DATA_FILE_KINDS.some((kind) => matchesPatterns(path, regionPatterns(kind, region, REGIONS[region].language)));

/**
 * The data files of a load, from the entries of its collections, for the cross-file rules
 * (src/data/region-data.ts). A file stored as a failure (its schema or its JSON,
 * src/data/data-file-loader.ts) throws: every such failure at once, one `file: field: message` a line.
 * `region`: of a load of every region's files (the tools'), only the failures of the files that
 * region's build loads count.
 */
export function loadedFiles(
  entries: Iterable<StoredEntry>,
  { root, region }: { root: string; region?: RegionCode },
): DataFiles {
  const loaded = new Map<string, unknown>();
  const failures: string[] = [];
  for (const { id, data } of entries) {
    if (id === NO_FILES) continue;
    const failure = failureOf(data);
    if (!failure) loaded.set(id, data);
    else if (!region || regionLoads(region, id)) failures.push(failure);
  }
  if (failures.length) throw new Error([...new Set(failures)].sort().join('\n'));
  return { root, loaded };
}
