import { globSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { matchesPatterns, type DataFiles } from '../../src/lib/data-files.ts';
import { editorPatterns, type DataFileKind } from '../../src/schemas/file-kinds.ts';
import type { EditorFile } from './decap-config.ts';

/**
 * Where the form editor finds and writes data files: the preview's data root (the project, or
 * SITE_DATA_ROOT), so that the preview shows what the form saved and a test, over a data root of
 * its own, never touches the shipped files.
 */
export type DataFolders = Pick<DataFiles, 'root'>;

/** The absolute path of a data file of the root and its path from the root. */
export function dataFile(folders: DataFolders, ...segments: string[]) {
  const absolute = join(folders.root, ...segments);
  return { absolute, file: relative(folders.root, absolute) };
}

/** The kind of a path from the data root, or undefined for a path that is no data file. */
export function kindOf(kinds: readonly DataFileKind[], path: string): DataFileKind | undefined {
  if (path.split('/').includes('..') || !path.endsWith('.json')) return undefined;
  return kinds.find((kind) => matchesPatterns(path, editorPatterns(kind)));
}

/** Every data file of the root, with its kind and its data (undefined where it is not JSON). */
export function dataFiles(kinds: readonly DataFileKind[], folders: DataFolders): EditorFile[] {
  const paths = globSync(['regions/**/*.json', 'content/**/*.json'], { cwd: folders.root });
  return paths.flatMap((path) => {
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

/** Where a data file is written. */
export const writePath = (folders: DataFolders, path: string): string => join(folders.root, path);
