/**
 * What `astro dev` shares between the content collections' loader (src/data/region-loader.ts),
 * the pages and the dev server's integration (src/integrations/dev-server.ts). Astro evaluates
 * the loader and the pages in module graphs of their own (separate Vite environments of one
 * process), so a module-level variable would exist once per graph: the state lives on
 * globalThis, under a registered symbol. A build never changes it (generation 0, no error).
 */
export interface DevDataState {
  /**
   * How many times the loader has seen a data file change: the route manifest is computed again
   * when it moves, so a saved file that opens or closes a data-gated page (the first dealer or
   * manual of a region) adds or removes that page.
   */
  generation: number;
  /** The failure of the last load, worded as `npm run check:data` words it (file and field); undefined when it loaded. */
  error: string | undefined;
  /** Tells the open tabs to load their page again (set by the dev server's integration). */
  reloadTabs: (() => void) | undefined;
  /**
   * Has Astro write its data store now rather than after its own 500 ms wait, which then tells
   * the open tabs to reload (set by the dev server's integration).
   */
  saveStore: (() => Promise<void>) | undefined;
  /**
   * Settles once Astro has written its data store with the last load: a save moves the route
   * manifest at once (generation) but reaches the pages' collections only through the store, so
   * requests wait for this. Under load a first answer can still carry the previous content for a
   * moment (docs/build.md, "Live preview"): the route table and the store are two loads today.
   */
  stored: Promise<void>;
}

const KEY = Symbol.for('robosen-storefront.dev-data');

type Holder = typeof globalThis & { [KEY]?: DevDataState };

export function devDataState(): DevDataState {
  const holder = globalThis as Holder;
  return (holder[KEY] ??= {
    generation: 0,
    error: undefined,
    reloadTabs: undefined,
    saveStore: undefined,
    stored: Promise.resolve(),
  });
}

/**
 * In `astro dev`, waits until the last saved load is in Astro's data store; a page whose
 * region's data failed to load then shows that failure instead of its last good data.
 */
export async function devDataLoaded(): Promise<void> {
  await devDataState().stored;
  const { error } = devDataState();
  if (error) throw new DevDataError(error);
}

/** The failure as Astro's dev error overlay shows it: the message (file and field) and what to do. */
export class DevDataError extends Error {
  override name = 'DataError';
  readonly hint =
    'Fix the file and save it: the page comes back by itself, without a restart. `npm run check:data` lists every problem of every region.';
}
