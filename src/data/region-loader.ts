import { join, sep } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Loader, LoaderContext } from 'astro/loaders';
import type { RegionCode } from '../config/regions.ts';
import { buildContext } from './build-context.ts';
import { DATA_FOLDERS, dataFile, readSession } from './data-files.ts';
import { devDataState } from './dev-data-state.ts';
import { publishSyncedData } from './synced-data.ts';
import type { DataContext } from './load-data.ts';
import { writeGuide } from './manuals/guide-render.ts';
import type { ManualListing } from './manuals/manual-files.ts';
import { assertPhotos } from './product-photos.ts';
import { productCopyPath } from './products.ts';
import type { ProductCopy } from '../schemas/product-page.ts';
import { checksBeyondTheBuild, loadRegionData, throwAll, type CollectionName, type DataEntry } from './region-data.ts';

/**
 * The content collections' loader (src/data/content-collections.ts): one loader on Astro's loader API for
 * every collection of the region being built (REGION). The region's data is loaded once per
 * build by the collection table of src/data/region-data.ts (every file read and validated once,
 * then the cross-file rules), and each collection stores its own entries, already validated: the
 * loader does not call parseData, which would validate them a second time. In `astro dev` every
 * file the load looked at (and the overlay's copy it would prefer) is registered with Astro's
 * watcher; saving one loads the region's data again and every collection stores its entries
 * anew, so the pages follow.
 */

type Loaded = ReturnType<typeof loadRegionData>;

/** Where a build's data comes from: the files, the route manifest and the region. */
export type RegionSource = () => Omit<DataContext, 'session'> & {
  region: RegionCode;
  /** The files the route manifest read or looked for: watched too, since they open and close pages. */
  manifestFiles?: Iterable<string>;
  /** `npm run check:data`'s sync (BuildContext.checkData). */
  checkData?: boolean;
};

/** The region's data, loaded once and shared by every collection until a watched file changes. */
export class RegionData {
  #current: { loaded: Loaded } | { error: Error } | undefined;
  #invalidated = false;
  /** Every data path any load looked at: a change to one of them loads the region again. */
  readonly watched = new Set<string>();
  /** The folders of data files of the last load (src/data/data-files.ts DATA_FOLDERS, the overlay's too). */
  folders: string[] = [];
  /** The region of the last load. */
  region: RegionCode | undefined;

  readonly source: RegionSource;

  constructor(source: RegionSource) {
    this.source = source;
  }

  loaded(): Loaded {
    if (!this.#current) {
      const { region, manifestFiles = [], ...files } = this.source();
      this.region = region;
      for (const path of manifestFiles) this.watched.add(path);
      this.folders = dataFolders(files);
      const session = readSession();
      try {
        this.#current = { loaded: loadRegionData({ ...files, session }, region) };
        // check:data's sync hands what it loaded to a script in the same process (npm run calendar).
        if (files.checkData) publishSyncedData({ region, ...this.#current.loaded });
      } catch (error) {
        this.#current = { error: error as Error };
      }
      for (const path of session.paths) this.watched.add(path);
    }
    if ('error' in this.#current) throw this.#current.error;
    return this.#current.loaded;
  }

  /** Forgets the loaded data once per change event, however many collections listen to it; true for the first. */
  invalidate(): boolean {
    if (this.#invalidated) return false;
    this.#invalidated = true;
    this.#current = undefined;
    // The listeners of one event run one after the other, synchronously: the flag holds until all have.
    queueMicrotask(() => (this.#invalidated = false));
    return true;
  }
}

/**
 * Makes a collection's stored entries those given: an entry it no longer has is removed, and
 * only a new or changed one is written (Astro skips an entry whose digest it already has). A
 * reload after one saved file thus marks only the entries that file changed, and the collections
 * it did not touch give Astro nothing to write.
 */
function storeEntries({ store, generateDigest }: LoaderContext, entries: readonly { id: string; data: unknown }[]) {
  const ids = new Set(entries.map(({ id }) => id));
  for (const id of store.keys()) if (!ids.has(id)) store.delete(id);
  for (const { id, data } of entries) {
    const record = data as Record<string, unknown>;
    store.set({ id, data: record, digest: generateDigest(record) });
  }
}

type Watcher = NonNullable<LoaderContext['watcher']>;

/**
 * The paths already given to each watcher. Chokidar's add() stats and matches again every path
 * it is given, watched or not: given every data path on each save (hundreds of paths, once per
 * collection), that was most of a save's CPU time in a profile of the preview.
 */
const watchedPaths = new WeakMap<Watcher, Set<string>>();

/** Has the watcher watch the paths it does not watch yet. */
function watchPaths(watcher: Watcher, paths: Iterable<string>): void {
  let given = watchedPaths.get(watcher);
  if (!given) watchedPaths.set(watcher, (given = new Set()));
  const fresh = [...paths].filter((path) => !given.has(path));
  for (const path of fresh) given.add(path);
  if (fresh.length > 0) watcher.add(fresh);
}

/**
 * The region data of the running build, sync or preview: a fresh load, shared by the loaders
 * of one set of collections (src/data/content-collections.ts).
 */
export function buildRegionData(): RegionData {
  return new RegionData(() => buildContext());
}

/** The loader of one collection over `data`: the running build's region, or a test's. */
export function regionDataLoader(collection: CollectionName, data: RegionData): Loader {
  return {
    name: `region-data:${collection}`,
    load: async (context) => {
      const started = performance.now();
      storeEntries(context, entriesOf(data, collection));
      if (collection === 'manuals') checkBeyondTheBuild(data);
      if (collection === 'productPages') await checkPhotos(data);
      const { watcher, logger } = context;
      // What rendering the product guides costs the region's build (docs/build.md, "What it costs").
      if (collection === 'manuals') {
        logger.info(
          `guides: ${context.store.keys().length} manual(s) in ${Math.round(performance.now() - started)} ms`,
        );
      }
      if (!watcher) return;
      watchPaths(watcher, data.watched);
      // A file the load or the route manifest read or looked for, or any file that appears in
      // or leaves a data folder: a file dropped there may be one no load has looked for yet.
      const reload = (event: 'change' | 'add' | 'unlink', path: string) => {
        const dropped = event !== 'change' && data.folders.some((folder) => path.startsWith(folder));
        if (!dropped && !data.watched.has(path)) return;
        const started = performance.now();
        const first = data.invalidate();
        // A removed file is no longer watched: given again, its path is watched for its return.
        if (first && event === 'unlink') watchedPaths.get(watcher)?.delete(path);
        const state = devDataState();
        if (first) state.generation += 1;
        const failedBefore = state.error !== undefined;
        try {
          storeEntries(context, entriesOf(data, collection));
          if (first) {
            const took = Math.round(performance.now() - started);
            logger.info(`${path} changed: the region's data is loaded again (${took} ms)`);
            state.error = undefined;
            // A fix that restores the last good data changes nothing Astro stores, so nothing
            // else would take the open tabs off the error.
            if (failedBefore) state.reloadTabs?.();
            // After this event's other listeners have stored their collections' entries.
            state.stored = (state.saveStore?.() ?? Promise.resolve()).catch((error: unknown) =>
              logger.error((error as Error).message),
            );
            showPhotoFailure(data, logger);
          }
        } catch (error) {
          // The store keeps the last good data; the pages show the failure until it is fixed.
          if (first) {
            const message = (error as Error).message;
            logger.error(message);
            state.error = message;
            state.reloadTabs?.();
          }
        }
        if (first) watchPaths(watcher, data.watched);
      };
      for (const event of ['change', 'add', 'unlink'] as const)
        watcher.on(event, (path: string) => reload(event, path));
    },
  };
}

/**
 * A collection's entries as the build stores them: the manuals table's product guides are
 * rendered here, in the region's own build (builds of several regions render theirs at once),
 * and listed with the size of what was rendered. `npm run check:data`'s sync validates the
 * listings and renders nothing: only a build ships guides.
 */
function entriesOf(data: RegionData, collection: CollectionName): readonly DataEntry[] {
  const { entries, context } = data.loaded();
  if (collection !== 'manuals') return entries[collection];
  const { region, checkData } = data.source();
  if (checkData) return entries.manuals;
  return entries.manuals.map(({ id, data: listing }: DataEntry<ManualListing>) => {
    if (!listing.guide) return { id, data: listing };
    const { guide, ...row } = listing;
    return { id, data: { ...row, ...writeGuide(region, guide, context.root) } };
  });
}

/**
 * `npm run check:data`'s sync also fails on what the region's build does not hold
 * (checksBeyondTheBuild: the manuals lists and where-to-buy copy of pages it does not build
 * yet), each failure named in the same words as the build's.
 */
function checkBeyondTheBuild(data: RegionData): void {
  const { context } = data.loaded();
  const { region, checkData } = data.source();
  if (!checkData) return;
  const failures: Error[] = [];
  for (const check of checksBeyondTheBuild(context, region)) {
    try {
      check();
    } catch (error) {
      failures.push(error as Error);
    }
  }
  throwAll(failures);
}

/**
 * Every photo the region's product pages name must be a readable JPEG, PNG or WebP file at least
 * as wide as its slot's largest width (src/config/photos.ts), in the build and in
 * `npm run check:data` alike; a failure names the copy's file and the field, as a schema's does.
 * Decoding takes time, so it is done here, once per load, rather than in the synchronous readers.
 */
async function checkPhotos(data: RegionData): Promise<void> {
  const { entries, context } = data.loaded();
  const region = data.region!;
  const failures: Error[] = [];
  for (const { id, data: page } of entries.productPages) {
    const copyFile = dataFile(context, productCopyPath(id, region)).file;
    try {
      await assertPhotos(context, id, copyFile, (page as { copy: ProductCopy }).copy);
    } catch (error) {
      failures.push(error as Error);
    }
  }
  throwAll(failures);
}

/**
 * In `astro dev`, the photos of a saved load are checked after it is stored, as decoding takes
 * time and the watcher's listeners run synchronously: a bad photo then shows in the open tabs as
 * any failure does (file and field), unless another save has come in the meantime.
 */
function showPhotoFailure(data: RegionData, logger: LoaderContext['logger']): void {
  const state = devDataState();
  const { generation } = state;
  checkPhotos(data).catch((error: unknown) => {
    if (state.generation !== generation) return;
    const message = (error as Error).message;
    logger.error(message);
    state.error = message;
    state.reloadTabs?.();
  });
}

/** The folders whose files are data (regions/, content/ and the overlay's), each with its trailing separator. */
function dataFolders({ root, overlay }: { root: string; overlay?: string | undefined }): string[] {
  const roots = overlay ? [root, join(root, overlay)] : [root];
  return roots.flatMap((base) => DATA_FOLDERS.map((folder) => join(base, folder) + sep));
}
