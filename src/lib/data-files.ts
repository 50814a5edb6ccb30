import { DataError } from './data-error.ts';
import { ruleMessage } from './rule-messages.ts';

/**
 * What the cross-file rules (src/lib/region-rules.ts) take: a load of data files, validated by
 * their kinds' schemas, and the facts of the files beside them that data names (a manual's PDF,
 * a product photo, git's history of the data), gathered before the rules by src/data/file-facts.ts.
 * The rules open no file: what they know of the disk is here.
 */
export interface DataFiles {
  /** The data root: the project, or a folder laid out like it (SITE_DATA_ROOT). */
  root: string;
  /** Every data file's validated data the load holds, by its path from the data root (`regions/us/settings.json`). */
  loaded: ReadonlyMap<string, unknown>;
  facts: FileFacts;
}

/** A photo file's width as shown (EXIF orientation applied) and format, or why it is no photo (`is missing`, `is damaged: …`). */
export type PhotoFacts = { width: number; format: string } | string;

/** What git knows of the data: each file's last commit day and the files with uncommitted changes, by their path from the root. */
export interface DataHistory {
  lastCommitDay: Record<string, string>;
  changed: string[];
}

export interface FileFacts {
  /** Each PDF that a region's manuals file names, by its path from the data root: its size and whether it starts like a PDF. A missing one is absent. */
  pdfs: ReadonlyMap<string, { bytes: number; isPdf: boolean }>;
  /** Each photo that product copy names, by its path from the data root. */
  photos: ReadonlyMap<string, PhotoFacts>;
  /** The product guides' edition days come from it; undefined outside a git repository (a copy of the data). */
  history: DataHistory | undefined;
  /** The day the facts were gathered (YYYY-MM-DD): a guide's edition day while its sources have uncommitted changes. */
  today: string;
}

/** A loaded data file's data; a file the load does not hold fails, naming it. */
export function readDataFile<Data>(files: Pick<DataFiles, 'loaded'>, path: string): Data {
  if (!files.loaded.has(path)) throw new DataError(path, [{ field: '', ...ruleMessage('fileMissing') }]);
  return files.loaded.get(path) as Data;
}

/** A loaded data file's data, or undefined where the load has none. */
export const readOptionalDataFile = <Data>(files: Pick<DataFiles, 'loaded'>, path: string): Data | undefined =>
  files.loaded.get(path) as Data | undefined;

/**
 * Whether a path from the data root matches patterns as a kind's `files` has them
 * (src/schemas/file-kinds.ts): `*` stands for any part of one folder or file name, and a leading
 * `!` leaves files out.
 */
export const matchesPatterns = (path: string, patterns: readonly string[]): boolean =>
  patterns.some((pattern) => !pattern.startsWith('!') && matchesPattern(path, pattern)) &&
  !patterns.some((pattern) => pattern.startsWith('!') && matchesPattern(path, pattern.slice(1)));

/** Whether a path matches one pattern: its parts between the `*`s in order, each `*` none or more characters but `/`. */
function matchesPattern(path: string, pattern: string): boolean {
  const literal = (part: string) => part.replace(/[.+?^$()|[\]{}\\]/g, '\\$&');
  return new RegExp(`^${pattern.split('*').map(literal).join('[^/]*')}$`).test(path);
}
