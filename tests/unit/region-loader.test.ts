import { EventEmitter } from 'node:events';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoaderContext } from 'astro/loaders';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSession } from '../../src/data/data-files.ts';
import { devDataState } from '../../src/data/dev-data-state.ts';
import { RegionData, regionDataLoader } from '../../src/data/region-loader.ts';
import { siteManifest } from '../../src/data/site-manifest.ts';

// The collections' loader as `astro dev` drives it: two collections over one region, a watcher
// that reports changed files, a store that keeps what the loader wrote. The data is a scratch
// copy of the project's, edited the way a marketer saves a file.
const root = mkdtempSync(join(tmpdir(), 'storefront-loader-'));
for (const folder of ['regions', 'content']) cpSync(folder, join(root, folder), { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));

const homeFile = join(root, 'content', 'home', 'us.json');
const original = readFileSync(homeFile, 'utf8');
const writeHome = (edit: (home: Record<string, unknown>) => void) => {
  const home = JSON.parse(original) as Record<string, unknown>;
  edit(home);
  writeFileSync(homeFile, JSON.stringify(home));
};

interface Harness {
  context: LoaderContext;
  entries: Map<string, unknown>;
  /** The ids the loader wrote, in order: an entry whose digest the store has is not written again. */
  writes: string[];
  errors: string[];
}

/** A watcher's add(), which chokidar takes one path or several at a time. */
type Add = (paths: string | readonly string[]) => void;

function harness(collection: string, watcher: EventEmitter & { add: Add }): Harness {
  const entries = new Map<string, unknown>();
  const digests = new Map<string, string>();
  const writes: string[] = [];
  const errors: string[] = [];
  const context = {
    collection,
    // Astro's scoped store as far as the loader uses it: set() skips an entry whose digest it has.
    store: {
      keys: () => [...entries.keys()],
      delete: (id: string) => {
        entries.delete(id);
        digests.delete(id);
      },
      set: ({ id, data, digest }: { id: string; data: unknown; digest: string }) => {
        if (digests.get(id) === digest) return false;
        digests.set(id, digest);
        entries.set(id, data);
        writes.push(id);
        return true;
      },
    },
    logger: { info: () => {}, warn: () => {}, error: (message: string) => errors.push(message) },
    parseData: () => {
      throw new Error('the loader validates each file once, through its schema: parseData would be a second time');
    },
    generateDigest: (data: unknown) => JSON.stringify(data),
    watcher,
  };
  return { context: context as unknown as LoaderContext, entries, writes, errors };
}

describe('the collections’ loader in astro dev', () => {
  let loads: number;
  let data: RegionData;
  let watcher: EventEmitter & { add: Add; watched: Set<string>; given: string[] };

  beforeEach(() => {
    writeFileSync(homeFile, original);
    loads = 0;
    const session = readSession();
    const manifest = siteManifest(root, { session });
    data = new RegionData(() => {
      loads += 1;
      return { root, manifest, region: 'us', manifestFiles: session.paths };
    });
    const watched = new Set<string>();
    const given: string[] = [];
    const add: Add = (paths) => {
      for (const path of [paths].flat()) {
        watched.add(path);
        given.push(path);
      }
    };
    watcher = Object.assign(new EventEmitter(), { add, watched, given });
  });

  async function loaders() {
    const home = harness('home', watcher);
    const settings = harness('settings', watcher);
    await regionDataLoader('home', data).load(home.context);
    await regionDataLoader('settings', data).load(settings.context);
    return { home, settings };
  }

  it('loads the region once for all collections, and watches every file it read or looked for', async () => {
    const { home, settings } = await loaders();
    expect(loads).toBe(1);
    expect((home.entries.get('us') as { heading: string }).heading).toBe(JSON.parse(original).heading);
    expect(settings.entries.has('us')).toBe(true);
    expect(watcher.watched).toContain(homeFile);
    expect(watcher.watched).toContain(join(root, 'regions', 'us', 'catalogue.json'));
    // Looked for even where absent: creating it must reload too.
    expect(watcher.watched).toContain(join(root, 'regions', 'us', 'shipping-returns.json'));
    expect(watcher.watched).not.toContain(join(root, 'regions', 'de', 'settings.json'));
  });

  it('stores the saved text of a watched file in every collection, loading the region once per save', async () => {
    const { home, settings } = await loaders();
    writeHome((edit) => (edit.heading = 'A heading saved in astro dev'));
    watcher.emit('change', homeFile);
    expect(loads).toBe(2);
    expect((home.entries.get('us') as { heading: string }).heading).toBe('A heading saved in astro dev');
    expect(settings.entries.has('us')).toBe(true);
  });

  it('writes only the entries a save changed, and gives the watcher each path once', async () => {
    const { home, settings } = await loaders();
    const written = { home: home.writes.length, settings: settings.writes.length };
    writeHome((edit) => (edit.heading = 'Another heading saved in astro dev'));
    watcher.emit('change', homeFile);
    expect(home.writes).toHaveLength(written.home + 1);
    expect(settings.writes).toHaveLength(written.settings);
    expect(watcher.given).toHaveLength(new Set(watcher.given).size);
  });

  it('reports a bad save once, naming the file and the field, and keeps the last good data', async () => {
    const { home, settings } = await loaders();
    writeHome((edit) => (edit.heading = 1299));
    watcher.emit('change', homeFile);
    expect([...home.errors, ...settings.errors]).toEqual([
      expect.stringMatching(/^content\/home\/us\.json: heading: /),
    ]);
    expect((home.entries.get('us') as { heading: string }).heading).toBe(JSON.parse(original).heading);
  });

  it('ignores files the region does not read', async () => {
    await loaders();
    watcher.emit('change', join(root, 'regions', 'de', 'settings.json'));
    expect(loads).toBe(1);
  });

  it('watches the files the route manifest read, which open and close pages', async () => {
    await loaders();
    expect(watcher.watched).toContain(join(root, 'content', 'dealers.json'));
    // Another region's product copy, whose guides give it its manuals page.
    expect(watcher.watched).toContain(join(root, 'content', 'products', 'flagship-megatron', 'ko.json'));
  });

  it('loads the region again when a file appears in or leaves a data folder, read before or not', async () => {
    await loaders();
    const dropped = join(root, 'content', 'manuals', 'files', 'us', 'dropped.pdf');
    // Each event in a task of its own, as the watcher reports them.
    const emit = async (event: string, path: string) => {
      watcher.emit(event, path);
      await Promise.resolve();
    };
    await emit('change', dropped);
    expect(loads).toBe(1);
    await emit('add', dropped);
    expect(loads).toBe(2);
    await emit('unlink', dropped);
    expect(loads).toBe(3);
    await emit('add', join(root, 'notes.txt'));
    expect(loads).toBe(3);
  });
});

describe('what a save tells the dev server and the pages', () => {
  const state = devDataState();
  afterEach(() => {
    writeFileSync(homeFile, original);
    Object.assign(state, { error: undefined, reloadTabs: undefined, saveStore: undefined });
  });

  it('keeps a bad save’s failure for the pages, reloads the tabs, and clears it when fixed', async () => {
    const data = new RegionData(() => ({ root, manifest: siteManifest(root), region: 'us' }));
    const watcher = Object.assign(new EventEmitter(), { add: () => {} });
    await regionDataLoader('home', data).load(harness('home', watcher).context);
    await regionDataLoader('settings', data).load(harness('settings', watcher).context);
    const reloadTabs = vi.fn();
    state.reloadTabs = reloadTabs;
    const generation = state.generation;

    writeHome((edit) => (edit.heading = 1299));
    watcher.emit('change', homeFile);
    expect(state.error).toMatch(/^content\/home\/us\.json: heading: /);
    expect(reloadTabs).toHaveBeenCalledTimes(1);
    // One change, one new generation of the route manifest, however many collections listen.
    expect(state.generation).toBe(generation + 1);

    await Promise.resolve();
    writeFileSync(homeFile, original);
    watcher.emit('change', homeFile);
    expect(state.error).toBeUndefined();
    // The fix restores data Astro already stores: nothing else would reload the tabs.
    expect(reloadTabs).toHaveBeenCalledTimes(2);
  });

  it('has the data store written once a save is stored, however many collections listen', async () => {
    const data = new RegionData(() => ({ root, manifest: siteManifest(root), region: 'us' }));
    const watcher = Object.assign(new EventEmitter(), { add: () => {} });
    await regionDataLoader('home', data).load(harness('home', watcher).context);
    await regionDataLoader('settings', data).load(harness('settings', watcher).context);
    const saveStore = vi.fn(async () => {});
    state.saveStore = saveStore;

    writeHome((edit) => (edit.heading = 'A heading saved in astro dev'));
    watcher.emit('change', homeFile);
    expect(saveStore).toHaveBeenCalledTimes(1);

    // A bad save stores nothing, so there is nothing to write.
    await Promise.resolve();
    writeHome((edit) => (edit.heading = 1299));
    watcher.emit('change', homeFile);
    expect(saveStore).toHaveBeenCalledTimes(1);
  });

  it('shows a saved photo that is not there, naming the copy and the field, once its check is done', async () => {
    const data = new RegionData(() => ({ root, manifest: siteManifest(root), region: 'us' }));
    const watcher = Object.assign(new EventEmitter(), { add: () => {} });
    await regionDataLoader('productPages', data).load(harness('productPages', watcher).context);
    const reloadTabs = vi.fn();
    state.reloadTabs = reloadTabs;

    const copyFile = join(root, 'content', 'products', 'flagship-megatron', 'en.json');
    const copy = readFileSync(copyFile, 'utf8');
    const edited = JSON.parse(copy) as { sections: Record<string, unknown>[] };
    edited.sections[0]!.photo = 'not-there.jpg';
    writeFileSync(copyFile, JSON.stringify(edited));
    try {
      watcher.emit('change', copyFile);
      await vi.waitFor(
        () => expect(state.error).toMatch(/^content\/products\/flagship-megatron\/en\.json: sections\[0\]\.photo: /),
        // Decoding runs beside other test files on a busy machine.
        { timeout: 10_000 },
      );
      expect(reloadTabs).toHaveBeenCalledTimes(1);
    } finally {
      writeFileSync(copyFile, copy);
    }
  });
});
