import { EventEmitter } from 'node:events';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoaderContext } from 'astro/loaders';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
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
  errors: string[];
}

function harness(collection: string, watcher: EventEmitter & { add: (path: string) => void }): Harness {
  const entries = new Map<string, unknown>();
  const errors: string[] = [];
  const context = {
    collection,
    store: {
      clear: () => entries.clear(),
      set: ({ id, data }: { id: string; data: unknown }) => Boolean(entries.set(id, data)),
    },
    logger: { info: () => {}, warn: () => {}, error: (message: string) => errors.push(message) },
    parseData: () => {
      throw new Error('the loader validates each file once, through its schema: parseData would be a second time');
    },
    generateDigest: (data: unknown) => JSON.stringify(data),
    watcher,
  };
  return { context: context as unknown as LoaderContext, entries, errors };
}

describe('the collections’ loader in astro dev', () => {
  let loads: number;
  let data: RegionData;
  let watcher: EventEmitter & { add: (path: string) => void; watched: Set<string> };

  beforeEach(() => {
    writeFileSync(homeFile, original);
    loads = 0;
    const manifest = siteManifest(root);
    data = new RegionData(() => {
      loads += 1;
      return { root, manifest, region: 'us' };
    });
    const watched = new Set<string>();
    watcher = Object.assign(new EventEmitter(), { add: (path: string) => void watched.add(path), watched });
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
});
