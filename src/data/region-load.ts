import { dirname, join, matchesGlob, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import { DataError, fieldPath, type DataProblem } from '../lib/data-error.ts';
import type { DataFileKind } from '../schemas/file-kinds.ts';
import { failed, failureOf, NO_FILES, projectPath } from './loaded-data.ts';

/**
 * What the collections' loaders add to Astro's `glob()` (src/content.config.ts, docs/build.md,
 * "How a data file reaches a page"): each kind of data file is a collection on `glob()`, which
 * reads each file once and validates it with the kind's schema. The cross-file rules run over
 * what these collections hold, where the data is read (src/data/loaded-data.ts).
 *
 * A file that fails its schema or is not JSON does not stop the load: it is stored as its failure,
 * worded as `npm run check:data` and the build have always worded them
 * (`regions/us/settings.json: paymentMethods: …`), so that one load names every bad file and
 * field, and the preview shows the failure until the file is fixed.
 */

/** The loaders' name: `npm run dev` reruns them by it when a data file changes (src/integrations/dev-server.ts). */
export const DATA_FILES_LOADER = 'data-files';

export interface FailureKeepingOptions {
  /** The data root: the project, or a copy laid out like it (SITE_DATA_ROOT). */
  root: string;
  /** Fixture files over the project's (SITE_DATA_OVERLAY, test builds only). */
  overlay?: string | undefined;
  /** The files whose images the region's pages show (the kind's imageFiles, filled in): see parseOrFail. */
  imageFiles?: readonly string[];
}

/**
 * A kind's file patterns and the same patterns under an overlay's folder: an overlay's files
 * (`<overlay>/regions/…`) load beside the project's, by their own path, and the rules take the
 * overlay's copy of a file in place of the project's (src/data/loaded-data.ts).
 */
export function withOverlay(patterns: readonly string[], overlay: string | undefined): string[] {
  const inOverlay = (pattern: string) =>
    pattern.startsWith('!') ? `!${overlay}/${pattern.slice(1)}` : `${overlay}/${pattern}`;
  return [...patterns, ...(overlay ? patterns.map(inOverlay) : [])];
}

/**
 * One kind's collection loader: Astro's `glob()` loader over the kind's files, as
 * src/content.config.ts declares it, run with the failures of its files kept (above), the
 * warning for a kind without files left out, and a mark in a collection without files.
 */
export function keepingFailures(kind: DataFileKind, globLoader: Loader, options: FailureKeepingOptions): Loader {
  const { root, overlay, imageFiles = [] } = options;
  const showsImages = (id: string) => imageFiles.some((files) => matchesGlob(projectPath(id, overlay), files));
  return {
    name: DATA_FILES_LOADER,
    load: async (context) => {
      await globLoader.load({
        ...context,
        store: withoutMark(context.store),
        parseData: (entry: ParsedEntry) => parseOrFail(kind, entry, context.parseData, showsImages(entry.id)),
        entryTypes: failureKeepingTypes((context as GlobContext).entryTypes, root),
        // npm run dev reloads the collections itself on a data file's change (dev-server.ts):
        // glob()'s own watching would register its listeners again on every reload.
        watcher: undefined,
        logger: quietLogger(context.logger),
      } as unknown as GlobContext);
      markIfEmpty(context.store);
    },
  };
}

type Store = LoaderContext['store'];

/**
 * The store without the mark of a kind without files, which glob() would drop on every load
 * (each drop has Astro rewrite its asset imports, which reloads the open tabs).
 */
function withoutMark(store: Store): Store {
  return { ...store, keys: () => store.keys().filter((id) => id !== NO_FILES) };
}

/**
 * Astro's getCollection() warns of a collection that has no entries, and a region without a
 * kind's optional file (campaigns, manuals, shipping figures) is no problem: such a collection
 * holds a mark instead, while it has no file.
 */
function markIfEmpty(store: Store): void {
  const files = store.keys().filter((id) => id !== NO_FILES);
  if (files.length === 0 && !store.has(NO_FILES)) store.set({ id: NO_FILES, data: {} });
  if (files.length > 0 && store.has(NO_FILES)) store.delete(NO_FILES);
}

/** The logger without glob()'s warning for a pattern without files: a region without an optional file is no problem. */
function quietLogger(logger: LoaderContext['logger']): LoaderContext['logger'] {
  return new Proxy(logger, {
    get(target, property) {
      if (property === 'warn') {
        return (message: string) => {
          if (!message.startsWith('No files found matching')) target.warn(message);
        };
      }
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * Astro's validation of an entry; a failure is stored as a failure that names the file and each
 * field. The schema runs once more only then, for the failure's fields: Astro's error has them as
 * text only.
 *
 * The files an entry names through image() (product photos) are imported into the bundle by the
 * path image() gives them: `./<path>` beside the entry's file, or the bare path of one that is
 * not there, whose import would fail the bundle naming neither the data file nor the field: it
 * fails here, as `<file> is missing` under its field. Of a file whose images the region's pages
 * do not show (`showsImages`), the paths are kept as text, imported nowhere.
 */
type ParsedEntry = { id: string; data: Record<string, unknown>; filePath?: string };

async function parseOrFail(
  kind: DataFileKind,
  entry: ParsedEntry,
  parseData: LoaderContext['parseData'],
  showsImages: boolean,
): Promise<Record<string, unknown>> {
  if (failureOf(entry.data)) return entry.data;
  // Its path from the data root.
  const file = entry.id;
  let data: Record<string, unknown>;
  try {
    data = await parseData(entry);
  } catch {
    const result = kind.schema.safeParse(entry.data);
    const problems = result.success
      ? [{ field: '', message: 'does not match its schema' }]
      : result.error.issues.map((issue) => ({ field: fieldPath(issue.path), message: issue.message }));
    return failed(new DataError(file, problems).message);
  }
  const missing: DataProblem[] = [];
  const checked = withImages(data, (src, path) => {
    if (!showsImages) return src;
    if (!src.startsWith('./')) {
      missing.push({ field: fieldPath(path), message: `${join(dirname(file), src)} is missing` });
    }
    return `${IMAGE_MARK}${src}`;
  });
  return missing.length ? failed(new DataError(file, missing).message) : (checked as Record<string, unknown>);
}

/** How Astro's image() marks a path in an entry's data (`__ASTRO_IMAGE_./photos/hero.jpg`). */
const IMAGE_MARK = '__ASTRO_IMAGE_';

/** `data` with each path image() marked replaced by what `image` makes of it (the path, its field). */
function withImages(
  data: unknown,
  image: (src: string, path: PropertyKey[]) => string,
  path: PropertyKey[] = [],
): unknown {
  if (typeof data === 'string') return data.startsWith(IMAGE_MARK) ? image(data.slice(IMAGE_MARK.length), path) : data;
  if (Array.isArray(data)) return data.map((value, index) => withImages(value, image, [...path, index]));
  if (typeof data !== 'object' || data === null) return data;
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, withImages(value, image, [...path, key])]),
  );
}

/**
 * The entry types Astro hands its loaders beside the public LoaderContext: glob() parses each
 * file with the type of its extension (Astro's JSON type for data files).
 */
interface EntryType {
  getEntryInfo(info: { contents: string; fileUrl: URL }): unknown;
}
type GlobContext = LoaderContext & { entryTypes: Map<string, EntryType> };

/** The JSON entry type, with a file that is not JSON stored as a failure instead of stopping the load. */
function failureKeepingTypes(types: Map<string, EntryType>, root: string): Map<string, EntryType> {
  const json = types.get('.json');
  if (!json) return types;
  const getEntryInfo = async (info: { contents: string; fileUrl: URL }) => {
    try {
      return await json.getEntryInfo(info);
    } catch {
      let reason = 'contains invalid JSON';
      try {
        JSON.parse(info.contents);
      } catch (error) {
        reason = (error as Error).message;
      }
      const file = relative(root, fileURLToPath(info.fileUrl));
      const message = new DataError(file, [{ field: '', message: `is not valid JSON (${reason})` }]).message;
      return { data: failed(message), body: '', slug: '', rawData: '' };
    }
  };
  return new Map([...types, ['.json', { ...json, getEntryInfo }]]);
}
