import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadedFiles, NO_FILES, type StoredEntry } from '../../src/data/data-file-loader.ts';
import { readDataRoot } from '../../src/data/data-file-loader.ts';
import { DATA_FILE_KINDS, editorPatterns, regionPatterns } from '../../src/schemas/file-kinds.ts';
import { readAllData } from '../../tools/data-check/check-data.ts';
import { dataCopy } from '../support/written-data.ts';

/**
 * The data files as the collections' loader reads them (src/data/data-file-loader.ts), in memory
 * as check:data and the tests read them, over a scratch copy of the shipped data: each file by its
 * path from the data root, a failing one as its failure.
 */
let root: string;
let entries: StoredEntry[];

beforeAll(() => {
  // A schema failure, a file that is not JSON, and a region without its optional files.
  root = dataCopy({
    'regions/uk/settings.json': (settings) => (settings.paymentMethods = 5),
    'content/faq/de.json': '{ "groups": ',
  });
  rmSync(`${root}/regions/kr/campaigns.json`, { force: true });
  entries = readAllData(root);
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

const entry = (id: string) => entries.find((candidate) => candidate.id === id);

describe('the data files as the loader reads them', () => {
  it('hold each file by its path from the data root, validated, photos as their file names', () => {
    expect(entry('regions/us/settings.json')?.data).toMatchObject({ paymentMethods: expect.any(Array) });
    expect(entries.some(({ id }) => id === 'regions/kr/campaigns.json')).toBe(false);
  });

  it('store a failing file as its failure, file and field, and name them all at once', () => {
    const failing = () => loadedFiles(entries, { root });
    expect(failing).toThrow('regions/uk/settings.json: paymentMethods: Invalid input: expected array, received number');
    expect(failing).toThrow(/content\/faq\/de\.json: \(file\): is not valid JSON \(/);
  });

  it('count, for one region, only the failures of the files its build loads', () => {
    const us = loadedFiles(entries, { root, region: 'us' });
    expect(us.loaded.has('regions/us/settings.json')).toBe(true);
    expect(() => loadedFiles(entries, { root, region: 'uk' })).toThrow('regions/uk/settings.json');
  });

  it('give a region the files of its own patterns: its settings, not another region’s', () => {
    const kr = readDataRoot(root, DATA_FILE_KINDS, (kind) => regionPatterns(kind, 'kr', 'ko')).map(({ id }) => id);
    expect(kr).toContain('regions/kr/settings.json');
    expect(kr).not.toContain('regions/us/settings.json');
    // Every region's catalogue: the hreflang links and data gates of every region need them.
    expect(kr).toContain('regions/us/catalogue.json');
  });

  it('leave a pattern’s exclusions out, and leave the mark of a kind without files out of the files', () => {
    const all = readDataRoot(root, DATA_FILE_KINDS, (kind) => editorPatterns(kind)).map(({ id }) => id);
    expect(all.filter((id) => id === 'content/manuals/series.json')).toHaveLength(1);
    expect(loadedFiles([...entries, { id: NO_FILES, data: {} }], { root, region: 'kr' }).loaded.has(NO_FILES)).toBe(
      false,
    );
  });
});
