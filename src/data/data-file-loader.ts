import { existsSync, globSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader } from 'astro/loaders';
import { REGIONS, type RegionCode } from '../config/regions.ts';
import { DataError, fieldPath, type DataProblem } from '../lib/data-error.ts';
import { matchesPatterns, type DataFiles } from '../lib/data-files.ts';
import { namedPhotos } from '../lib/product-photos.ts';
import { DATA_FILE_KINDS, regionPatterns, type DataFileKind } from '../schemas/file-kinds.ts';
import type { ProductCopy } from '../schemas/product-page.ts';

/**
 * How a data file becomes an entry (docs/build.md, "How a data file reaches a page"): each kind of
 * data file is a content collection on this loader, which uses Astro's Loader API only
 * (`store`, `parseData`, `generateDigest`), so Astro validates each file with its kind's schema
 * and the pages read it through getCollection. The tools and the tests read the same files in
 * memory through the same reading (readDataRoot).
 *
 * A file that is not JSON or fails its schema does not stop the load: it is stored as its
 * failure, worded as `npm run check:data` and the build have always worded them
 * (`regions/us/settings.json: paymentMethods: …`), so that one load names every bad file and
 * field, and the preview shows the failure until the file is fixed.
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

/** Whether a region's build fails on the data file at `path` (from the data root) when it fails: a file it loads as its own. */
const regionOwns = (region: RegionCode, path: string): boolean =>
  DATA_FILE_KINDS.some((kind) =>
    matchesPatterns(path, regionPatterns(kind, region, REGIONS[region].language, kind.ownFiles ?? kind.files)),
  );

/**
 * The data files of a load, from the entries of its collections, for the cross-file rules
 * (src/lib/region-rules.ts), before their files' facts are gathered (src/data/file-facts.ts).
 * A file stored as a failure (its schema or its JSON) throws: every such failure at once, one `file: field: message` a line.
 * `region`: of a load of every region's files (the tools'), or of every region's campaigns (a
 * build's), only the failures of the files that region's build owns count (the kinds' `ownFiles`).
 */
export function loadedFiles(
  entries: Iterable<StoredEntry>,
  { root, region }: { root: string; region?: RegionCode },
): Omit<DataFiles, 'facts'> {
  const loaded = new Map<string, unknown>();
  const failures: string[] = [];
  for (const { id, data } of entries) {
    if (id === NO_FILES) continue;
    const failure = failureOf(data);
    if (!failure) loaded.set(id, data);
    else if (!region || regionOwns(region, id)) failures.push(failure);
  }
  if (failures.length) throw new Error([...new Set(failures)].sort().join('\n'));
  return { root, loaded };
}

/** The loaders' name: `npm run dev` reruns them by it when a data file changes (src/integrations/dev-server.ts). */
export const DATA_FILES_LOADER = 'data-files';

/** The files under `root` that match `patterns` (a leading `!` leaves files out), by their path from it, sorted. */
export function listDataFiles(root: string, patterns: readonly string[]): string[] {
  const included = patterns.filter((pattern) => !pattern.startsWith('!'));
  return globSync(included, { cwd: root })
    .filter((path) => matchesPatterns(path, patterns))
    .sort();
}

/** A data file's text read as JSON: its value, or its failure. */
function parseJson(file: string, text: string): { json: unknown } | { failure: Record<string, string> } {
  try {
    return { json: JSON.parse(text) };
  } catch (error) {
    return { failure: failedWith(file, [{ field: '', message: `is not valid JSON (${(error as Error).message})` }]) };
  }
}

const failedWith = (file: string, problems: DataProblem[]) => failed(new DataError(file, problems).message);

/** A data file's text read as its kind's schema reads it (the file as written): its data, or its failure. */
export function readDataText(kind: DataFileKind, file: string, text: string): Record<string, unknown> {
  const read = parseJson(file, text);
  if ('failure' in read) return read.failure;
  const result = kind.schema.safeParse(read.json);
  if (result.success) return result.data as Record<string, unknown>;
  return failedWith(
    file,
    result.error.issues.map((issue) => ({ field: fieldPath(issue.path), message: issue.message })),
  );
}

/**
 * Every data file of every kind under `root`, read in memory as the loaders read them, with the
 * photos product copy names left as their file names: `npm run check:data`, the calendar and
 * the tests. `patternsOf` gives a kind's patterns (every region's: editorPatterns).
 */
export function readDataRoot(
  root: string,
  kinds: readonly DataFileKind[],
  patternsOf: (kind: DataFileKind) => string[],
) {
  return kinds.flatMap((kind): StoredEntry[] =>
    listDataFiles(root, patternsOf(kind)).map((file) => ({
      id: file,
      data: readDataText(kind, file, readFileSync(join(root, file), 'utf8')),
    })),
  );
}

export interface DataFilesLoaderOptions {
  /** The data root: the project, or a folder laid out like it (SITE_DATA_ROOT). */
  root: string;
  /** The kind's patterns as the region's build loads them. */
  patterns: readonly string[];
  /** Of those files, the ones whose photos the region's pages show (the kind's imageFiles, filled in). */
  imageFiles?: readonly string[];
}

/**
 * One kind's collection loader. Each file's entry id is its path from the data root (what the
 * rules look a file up by).
 *
 * The photos of the files whose images the region shows go through the collection schema's
 * image(), so the bundle holds them; a photo that is not there fails here, naming the file and
 * the field (the bundle's own import would name neither). Other files are stored as their kind's
 * schema read them: their photos stay file names, imported nowhere.
 *
 * A kind without files holds a mark instead (NO_FILES): Astro's getCollection() warns of an empty
 * collection, and a region without an optional file (campaigns, manuals, shipping figures) is no
 * problem.
 */
export function dataFilesLoader(kind: DataFileKind, options: DataFilesLoaderOptions): Loader {
  const { root, patterns, imageFiles = [] } = options;
  const showsImages = (file: string) => kind.collectionSchema !== undefined && matchesPatterns(file, imageFiles);
  return {
    name: DATA_FILES_LOADER,
    load: async ({ store, parseData, generateDigest, config }) => {
      const files = listDataFiles(root, patterns);
      for (const id of store.keys()) if (id !== NO_FILES && !files.includes(id)) store.delete(id);
      for (const file of files) {
        const absolute = join(root, file);
        let text: string;
        try {
          text = readFileSync(absolute, 'utf8');
        } catch {
          // Removed since it was listed: the watcher's next load leaves it out.
          continue;
        }
        const read = readDataText(kind, file, text);
        const photos = showsImages(file) && !failureOf(read) ? namedPhotos(file, read as ProductCopy) : [];
        const missing = photos.filter((photo) => !existsSync(join(root, photo.file)));
        // Whether its photos are there is part of the entry: a photo dropped in later loads it again.
        const digest = generateDigest([text, ...missing.map((photo) => photo.file)].join('\n'));
        if (store.get(file)?.digest === digest) continue;
        let data = read;
        if (missing.length) {
          data = failedWith(
            file,
            missing.map((photo) => ({ field: photo.field, message: `${photo.file} is missing` })),
          );
        } else if (!failureOf(read) && (!kind.collectionSchema || showsImages(file))) {
          // Astro's validation with the collection's schema (image() for the photos shown); the
          // kind's own reading above gives a failure its fields, which Astro's error has as text only.
          data = await parseData({ id: file, data: JSON.parse(text) as Record<string, unknown>, filePath: absolute });
        }
        store.set({ id: file, data, filePath: relative(fileURLToPath(config.root), absolute), digest });
      }
      if (files.length === 0 && !store.has(NO_FILES)) store.set({ id: NO_FILES, data: {} });
      if (files.length > 0 && store.has(NO_FILES)) store.delete(NO_FILES);
    },
  };
}
