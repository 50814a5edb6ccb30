import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataFile, type DataFiles } from '../../src/data/data-files.ts';
import { matchesPatterns } from '../../src/data/loaded-data.ts';
import { editorPatterns, type DataFileKind } from '../../src/schemas/file-kinds.ts';
import type { EditorFile } from './decap-config.ts';

/**
 * Where the form editor finds and writes data files. The preview's data is the data root's
 * regions/ and content/ with the overlay's files over them (SITE_DATA_OVERLAY, tests only:
 * src/data/region-load.ts); the editor reads the same: a file from the overlay where the overlay
 * has it, else from the root, and writes into the overlay where there is one, so that the preview
 * shows what the form saved and a test never touches the shipped files.
 */
export type DataFolders = Pick<DataFiles, 'root' | 'overlay'>;

/** The kind of a path from the data root, or undefined for a path that is no data file. */
export function kindOf(kinds: readonly DataFileKind[], path: string): DataFileKind | undefined {
  if (path.split('/').includes('..') || !path.endsWith('.json')) return undefined;
  return kinds.find((kind) => matchesPatterns(path, editorPatterns(kind)));
}

/** Every data file of the root and the overlay, once each, with its kind and its data (undefined where it is not JSON). */
export function dataFiles(kinds: readonly DataFileKind[], folders: DataFolders): EditorFile[] {
  const bases = [folders.root, ...(folders.overlay ? [join(folders.root, folders.overlay)] : [])];
  const paths = new Set(bases.flatMap((base) => globSync(['regions/**/*.json', 'content/**/*.json'], { cwd: base })));
  return [...paths].flatMap((path) => {
    const kind = kindOf(kinds, path);
    return kind ? [{ kind, path, data: readData(folders, path) }] : [];
  });
}

function readData(folders: DataFolders, path: string): unknown {
  try {
    return JSON.parse(readFileSync(dataFile(folders, path).absolute, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Where a data file is written: into the overlay if there is one, else the root. */
export const writePath = (folders: DataFolders, path: string): string =>
  join(folders.root, ...(folders.overlay ? [folders.overlay] : []), path);
