import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { RawJson } from '../unit/support/raw-json.ts';

/**
 * Data files as written, for the tests that edit them as a marketer does (a field broken, a price
 * changed, a file saved in the preview): an edit starts from the file's own text, not from what
 * the build loaded (defaults filled in, photos resolved), which every other test reads through
 * shipped-data.ts and test-data.ts.
 */

/** A data file's JSON as written: `file` from the project's folder or `root` (or an absolute path). */
export const writtenData = (file: string, root = process.cwd()): RawJson =>
  JSON.parse(readFileSync(resolve(root, file), 'utf8'));

/** An edit of a data file: the text that replaces it, or a change to its JSON in place. */
export type DataEdit = string | ((data: RawJson) => void);

/** The text of `file` edited: the JSON of `from` (by default the project's `file`) changed, as an editor writes it. */
export function editedText(edit: DataEdit, from: string): string {
  if (typeof edit === 'string') return edit;
  const data = writtenData(from);
  edit(data);
  return `${JSON.stringify(data, null, 2)}\n`;
}

/** Writes `file` under `root` as `edit` makes it from `from` (by default the project's `file`). */
export function writeEdited(root: string, file: string, edit: DataEdit, from = file): void {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), editedText(edit, from));
}

/** A scratch copy of the project's data folders (regions/, content/) with `edits` applied; the caller removes it. */
export function dataCopy(edits: Readonly<Record<string, DataEdit>> = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'storefront-data-'));
  for (const folder of ['regions', 'content']) cpSync(folder, join(root, folder), { recursive: true });
  for (const [file, edit] of Object.entries(edits)) writeEdited(root, file, edit);
  return root;
}
