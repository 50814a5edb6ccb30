import type { RegionCode } from '../../src/config/regions.ts';
import { DATA_FILE_KINDS } from '../../src/schemas/file-kinds.ts';
import { kindOf } from '../editor/data-file-paths.ts';
import { editorConfig, type DecapCollection, type EditorFile } from '../editor/decap-config.ts';
import { EDITOR_PATH } from '../editor/editor-paths.ts';

/**
 * The form editor's address of each data file among `paths` (paths from the data root), by path:
 * Decap's `/admin/#/collections/<collection>/entries/<entry>`. The names are asked of the editor's
 * own configuration (tools/editor/decap-config.ts), made for these files only, so that they are
 * never derived twice. A path that is no data file (src/config/routes.ts) has none.
 */
export function editorAddresses(paths: Iterable<string>, region: RegionCode): Map<string, string> {
  const files: EditorFile[] = [...new Set(paths)].flatMap((path) => {
    const kind = kindOf(DATA_FILE_KINDS, path);
    return kind ? [{ kind, path }] : [];
  });
  if (!files.length) return new Map();
  const kinds = DATA_FILE_KINDS.filter((kind) => files.some((file) => file.kind === kind));
  const { collections } = editorConfig({
    kinds,
    files,
    locale: 'en',
    backendUrl: `http://localhost${EDITOR_PATH}`,
    siteUrl: '/',
    region,
  }) as { collections: DecapCollection[] };
  return new Map(
    collections.flatMap((collection) =>
      collection.files.map(({ file, name }) => [
        file,
        `${EDITOR_PATH}#/collections/${encodeURIComponent(collection.name)}/entries/${encodeURIComponent(name)}`,
      ]),
    ),
  );
}
