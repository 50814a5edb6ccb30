import { cpSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadedFiles, NO_FILES, type StoredEntry } from '../../src/data/loaded-data.ts';
import { syncedEntries } from '../../tools/data-check/synced-entries.ts';
import { syncData } from '../../tools/data-check/check-data.ts';
import { dataCopy } from '../support/written-data.ts';

/**
 * The data file collections as Astro's content sync loads them (src/content.config.ts,
 * src/data/region-load.ts), over a scratch copy of the shipped data with an overlay: one sync,
 * every case checked in what it stored.
 */
let root: string;
let entries: StoredEntry[];

beforeAll(async () => {
  // A schema failure, a file that is not JSON, and a region without its optional files.
  root = dataCopy({
    'regions/uk/settings.json': (settings) => (settings.paymentMethods = 5),
    'content/faq/de.json': '{ "groups": ',
  });
  rmSync(join(root, 'regions/kr/campaigns.json'), { force: true });
  // The overlay replaces one file and adds another.
  cpSync('content/home/us.json', join(root, 'overlay/content/home/us.json'));
  cpSync('regions/us/shipping-returns.json', join(root, 'overlay/regions/kr/shipping-returns.json'));
  const cacheDir = await syncData(root, {
    cacheName: 'region-load-test',
    env: { SITE_DATA_OVERLAY: 'overlay', DIST_DIR: 'dist-region-load-test' },
  });
  entries = syncedEntries(cacheDir);
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

const entry = (id: string) => entries.find((candidate) => candidate.id === id);

describe('the data file collections', () => {
  it('hold each file by its path from the data root, validated', () => {
    expect(entry('regions/us/settings.json')?.data).toMatchObject({ paymentMethods: expect.any(Array) });
    // Astro records where it read the file from its own root, the project.
    expect(entry('content/dealers.json')?.filePath).toBe(relative(process.cwd(), join(root, 'content/dealers.json')));
  });

  it('store a failing file as its failure, file and field, and name them all at once', () => {
    const failing = () => loadedFiles(entries, { root, overlay: 'overlay' });
    expect(failing).toThrow('regions/uk/settings.json: paymentMethods: Invalid input: expected array, received number');
    expect(failing).toThrow(/content\/faq\/de\.json: \(file\): is not valid JSON \(/);
  });

  it('count, for one region, only the failures of the files its build loads', () => {
    const us = loadedFiles(entries, { root, overlay: 'overlay', region: 'us' });
    expect(us.loaded.has('regions/us/settings.json')).toBe(true);
    expect(() => loadedFiles(entries, { root, overlay: 'overlay', region: 'uk' })).toThrow('regions/uk/settings.json');
  });

  it('take the overlay’s copy of a file, add its new files and keep the project’s others', () => {
    const files = loadedFiles(entries, { root, overlay: 'overlay', region: 'kr' });
    expect(files.loaded.get('content/home/us.json')?.file).toBe('overlay/content/home/us.json');
    expect(files.loaded.get('regions/kr/shipping-returns.json')?.file).toBe('overlay/regions/kr/shipping-returns.json');
    expect(files.loaded.get('content/home/de.json')?.file).toBe('content/home/de.json');
  });

  it('mark a kind no file matches instead of leaving its collection empty, and leave the mark out of the files', () => {
    // No region has a manuals list of its own in the shipped data (content/manuals/<region>.json).
    expect(entries.filter(({ id }) => id === NO_FILES)).toHaveLength(1);
    expect(loadedFiles(entries, { root, overlay: 'overlay', region: 'kr' }).loaded.has(NO_FILES)).toBe(false);
    expect(entries.some(({ id }) => id === 'regions/kr/campaigns.json')).toBe(false);
  });
});
