import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { readDataText } from '../../src/data/data-file-loader.ts';
import { fieldSegments } from '../../src/lib/data-error.ts';
import { ruleTextIn } from '../../src/lib/rule-messages.ts';
import { messageIn, type EditorLanguage } from '../../src/schemas/field-texts.ts';
import { fieldText } from '../../src/schemas/field-labels.ts';
import type { DataFileKind } from '../../src/schemas/file-kinds.ts';
import { jsonSchemaOf } from '../../src/schemas/json-schemas.ts';
import { checkEntryProblems, problemKey, readAllData } from '../data-check/check-data.ts';
import { dataFile, kindOf, writePath, type DataFolders } from './data-file-paths.ts';
import { fileText, FormDataError, fromForm, SEARCH_TEXT, searchText, toForm } from './form-data.ts';
import { fileForm, formFieldPath, type JsonSchema } from './form-shape.ts';
import { campaignCopiesOfSchedule } from './new-campaign-copy.ts';
import { newDataFiles } from './new-data-files.ts';
import { PhotoUploadError } from './photo-upload-error.ts';
import {
  checkedPhoto,
  mediaFile,
  mediaFileOf,
  mediaFolderFiles,
  type CheckedPhoto,
  type UploadedAsset,
} from './product-photo-media.ts';
import { refusalOf, zodMessages, type SaveProblem } from './refusals.ts';
import { entryTitle } from './decap-config.ts';

/**
 * The form editor's backend: Decap CMS's local backend protocol (what decap-server answers,
 * `POST {action, params}`), over the data files only, inside the preview's server. A save is
 * checked before anything is written, as the build checks: with the kind's Zod schema, then with
 * the cross-file rules of `npm run check:data` over the data root with the save laid over it (a
 * photo that is not there, a link to a page the region does not build, …). A save the schema
 * refuses, or that brings a failure of the rules the data root did not have, is answered with
 * 422 and the files and fields named, and nothing is written. A saved file is written as the project writes it: the file's own key order and one-line
 * objects (form-data.ts), then Prettier with the project's configuration.
 */

export interface BackendAnswer {
  status: number;
  body: unknown;
}

interface DataFileParams {
  path: string;
  raw: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A save refused before anything is written: its problems, each with its file and field, and the data refused. */
class RefusedSave extends Error {
  readonly problems: readonly SaveProblem[];
  readonly saved: readonly { path: string; data: unknown }[];
  constructor(problems: readonly SaveProblem[], saved?: { path: string; data: unknown }) {
    super(problems.map(({ file, message }) => `${file}: ${message}`).join('\n'));
    this.problems = problems;
    this.saved = saved ? [saved] : [];
  }
}

const NOT_CREATED =
  'is no file the editor creates: it creates only a file a region may need and lacks, listed as new in its collection';
const NOT_DELETED =
  'The editor deletes no file: a photo uploaded under the name of one replaces it when the entry is published; remove a photo from its folder.';

export function localBackend(kinds: readonly DataFileKind[], folders: DataFolders, language: EditorLanguage = 'en') {
  const schemas = new Map(kinds.map((kind) => [kind, jsonSchemaOf(kind) as JsonSchema]));
  const forms = new Map(kinds.map((kind) => [kind, fileForm(schemas.get(kind)!)]));
  const parseOptions = { error: zodMessages(language) };
  /** A data file's data as on disk, or undefined. */
  const fileData = (path: string): unknown => {
    try {
      return JSON.parse(readFileSync(dataFile(folders, path).absolute, 'utf8'));
    } catch {
      return undefined;
    }
  };
  // Files and fields named as the form names them (decap-config.ts, field-labels.ts).
  const words = {
    language,
    label: (file: string, path: readonly (string | number)[]) => {
      const kind = kindOf(kinds, file);
      const text = kind && fieldText(kind, path, language);
      if (text) return text[0];
      // A record's own key (a catalogue's product): by the name its entry gives, as the form shows it.
      const entry = path.reduce<unknown>(
        (value, key) =>
          typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined,
        fileData(file),
      );
      const name = typeof entry === 'object' && entry !== null ? (entry as { name?: unknown }).name : undefined;
      return typeof name === 'string' ? name : String(path.at(-1));
    },
    // A file the editor lists by its title; any other by its path.
    title: (file: string) => {
      const kind = kindOf(kinds, file);
      const data = fileData(file);
      const listed = kind && (data !== undefined || newFile(file));
      return listed ? entryTitle(kind, { kind, path: file, data }, language, true) : file;
    },
  };

  /** A file the marketer may create (new-data-files.ts), by its path, or undefined. */
  const newFile = (path: string) => newDataFiles(kinds, folders).find((file) => file.path === path);

  /**
   * A data file as the form reads it: a file the marketer may create as its starting text, with no
   * id; null where there is none (Decap's answer for a missing file).
   */
  const entryOf = (path: string) => {
    const kind = kindOf(kinds, path);
    let text: string;
    let id: string | null;
    try {
      if (!kind) throw new Error('not a data file');
      text = readFileSync(dataFile(folders, path).absolute, 'utf8');
      id = sha256(text);
    } catch {
      const created = kind && newFile(path);
      if (!created) return { data: null, file: { path, id: null } };
      text = created.text;
      id = null;
    }
    const content = JSON.parse(text) as unknown;
    const { schema, data: formData } = forms.get(kind!)!;
    const form = toForm(formData(content) as Parameters<typeof toForm>[0], schema);
    const withText =
      typeof form === 'object' && form !== null && !Array.isArray(form)
        ? { ...form, [SEARCH_TEXT]: searchText(content) }
        : form;
    const data = `${JSON.stringify(withText, null, 2)}\n`;
    return { data, file: { path, id } };
  };

  /** One saved file's path, data and text; throws a RefusedSave naming the file and the fields it refuses. */
  const prepare = async ({ path, raw }: DataFileParams) => {
    const kind = kindOf(kinds, path);
    if (!kind) throw new RefusedSave([{ file: path, path: [], message: 'is not a data file the editor writes' }]);
    const schema = schemas.get(kind)!;
    let originalText: string;
    try {
      originalText = readFileSync(dataFile(folders, path).absolute, 'utf8');
    } catch {
      // A new file: only one a region may need and lacks, written like the text its form started from.
      const created = newFile(path);
      if (!created) throw new RefusedSave([{ file: path, path: [], message: NOT_CREATED }]);
      originalText = created.text;
    }
    let data;
    try {
      const { [SEARCH_TEXT]: _searchText, ...form } = JSON.parse(raw) as Record<string, unknown>;
      const { schema: formSchema, data: formData, fromForm: dataOfForm } = forms.get(kind)!;
      data = dataOfForm(fromForm(form, formSchema, formData(JSON.parse(originalText)))) as
        Parameters<typeof fileText>[0] | undefined;
    } catch (error) {
      if (error instanceof FormDataError) {
        throw new RefusedSave(
          error.problems.map(({ field, message }) => ({
            file: path,
            path: fieldSegments(field),
            message: messageIn(message, language),
          })),
        );
      }
      throw error;
    }
    const checked = kind.schema.safeParse(data, parseOptions);
    if (!checked.success) {
      throw new RefusedSave(
        checked.error.issues.map((issue) => ({
          file: path,
          path: issue.path.filter((part) => typeof part !== 'symbol'),
          // A schema's own message as written with message() in every language (Zod's own come in it already).
          message: messageIn(issue.message, language),
        })),
        { path, data },
      );
    }
    return { path, kind, data, ...(await written(path, data!, originalText, schema)) };
  };

  /** Where a file's data is written, and its text: keys and one-line objects as in the text it replaces, then Prettier's. */
  const written = async (
    path: string,
    data: Parameters<typeof fileText>[0],
    originalText: string,
    schema: JsonSchema,
  ) => {
    const target = writePath(folders, path);
    // Prettier is loaded by the first save, not by the preview's start.
    const prettier = await import('prettier');
    const options = await prettier.resolveConfig(target);
    const text = await prettier.format(fileText(data, originalText, schema), { ...options, filepath: target });
    return { target, text };
  };

  /**
   * The failures of the cross-file rules, in every region, that saving these files would bring:
   * those of the data root with the files laid over it, less those it has now, so that a save is
   * never refused for what it did not break (a marketer fixes one file at a time).
   */
  const introducedFailures = async (
    saved: readonly { path: string; kind: DataFileKind; text: string }[],
    photos: readonly CheckedPhoto[] = [],
  ) => {
    const current = readAllData(folders.root);
    const paths = new Set(saved.map((file) => file.path));
    const withSave = [
      ...current.filter((entry) => !paths.has(entry.id)),
      ...saved.map(({ path, kind, text }) => ({ id: path, data: readDataText(kind, path, text) })),
    ];
    const uploaded = new Map(photos.map((photo) => [photo.path, photo.facts]));
    const failures = await checkEntryProblems(withSave, folders.root, undefined, uploaded);
    if (!failures.length) return [];
    const before = new Set((await checkEntryProblems(current, folders.root)).map(problemKey));
    // A rule's message in the editor's language; any other as written.
    return failures
      .filter((failure) => !before.has(problemKey(failure)))
      .map(({ file, field, message, text }): SaveProblem => ({
        file,
        path: fieldSegments(field),
        message: text ? ruleTextIn(text, language) : message,
      }));
  };

  /** Where a problem's part is in its file's form: the saved data for a saved file, the file on disk for another. */
  const fieldOf = (saved: readonly { path: string; data: unknown }[]) => (problem: SaveProblem) => {
    const kind = kindOf(kinds, problem.file);
    if (!kind) return undefined;
    const data = saved.find((file) => file.path === problem.file)?.data ?? fileData(problem.file);
    if (data === undefined) return undefined;
    const form = forms.get(kind)!;
    return formFieldPath(form.schema, form.data(data), form.path(problem.path));
  };

  /** A refused upload in the editor's language, where the rule's message has its key. */
  const uploadRefusal = (error: PhotoUploadError) => (error.text ? ruleTextIn(error.text, language) : error.message);

  /** The answer to a refused save: HTTP 422, what the editor's page shows (refusals.ts). */
  const refused = (
    problems: readonly SaveProblem[],
    savedFile: string,
    saved: readonly { path: string; data: unknown }[] = [],
  ) => ({
    status: 422,
    body: refusalOf(problems, savedFile, { ...words, fieldOf: fieldOf(saved) }),
  });

  const write = ({ target, text }: { target: string; text: string | Buffer }) => {
    mkdirSync(dirname(target), { recursive: true });
    // Written whole or not at all: the preview's watcher never reads half a file.
    const temporary = `${dirname(target)}/.${basename(target)}.editor-save`;
    writeFileSync(temporary, text);
    renameSync(temporary, target);
  };

  // Done once when the editor opens, not on the marketer's first save: Prettier loaded, the rules
  // run once over the data root (their first run compiles their code).
  void Promise.all([import('prettier'), introducedFailures([])]).catch(() => undefined);

  /** Answers one request of the protocol. */
  return async function answer(body: { action?: unknown; params?: Record<string, unknown> }): Promise<BackendAnswer> {
    const params = body.params ?? {};
    switch (body.action) {
      case 'info':
        return { status: 200, body: { repo: basename(folders.root), publish_modes: ['simple'], type: 'local_fs' } };
      case 'entriesByFiles':
        return {
          status: 200,
          body: ((params.files ?? []) as { path: string }[]).map((file) => entryOf(file.path)),
        };
      case 'getEntry':
        return { status: 200, body: entryOf(String(params.path)) };
      case 'entriesByFolder':
        return { status: 200, body: [] };
      case 'getMedia':
        return { status: 200, body: mediaFolderFiles(folders, String(params.mediaFolder ?? '')) };
      case 'getMediaFile': {
        const file = mediaFile(folders, String(params.path));
        return file
          ? { status: 200, body: file }
          : { status: 404, body: { error: `${String(params.path)} is no photo` } };
      }
      case 'persistMedia':
        // An upload outside an entry's form (Decap's media library on its own): written once checked.
        try {
          const photo = await checkedPhoto(folders, params.asset as UploadedAsset);
          write({ target: writePath(folders, photo.path), text: photo.bytes });
          return { status: 200, body: mediaFileOf(photo.path, photo.bytes) };
        } catch (error) {
          if (error instanceof PhotoUploadError) return { status: 422, body: { error: uploadRefusal(error) } };
          throw error;
        }
      case 'deleteFile':
      case 'deleteFiles':
        return { status: 422, body: { error: NOT_DELETED } };
      case 'getDeployPreview':
        return { status: 200, body: null };
      case 'persistEntry': {
        const dataFiles = (params.dataFiles ?? [params.entry]) as DataFileParams[];
        // The entry open in the form: its problems are also shown at their fields.
        const savedFile = dataFiles[0]?.path ?? '';
        try {
          // Every file checked before any is written, the photos uploaded in the form with them
          // (Decap sends them with the entry): a refused save leaves them all as they were.
          const photos = await Promise.all(
            ((params.assets ?? []) as UploadedAsset[]).map((asset) => checkedPhoto(folders, asset)),
          );
          const prepared = await Promise.all(dataFiles.map(prepare));
          // A campaign a saved schedule adds gets its copy in the same save (new-data-files.ts).
          const copies = await Promise.all(
            prepared
              .flatMap((file) => campaignCopiesOfSchedule(kinds, folders, file))
              .filter((copy) => !prepared.some((file) => file.path === copy.path))
              .map(async ({ path, kind, data, text }) => ({
                path,
                kind,
                data,
                ...(await written(path, data as Parameters<typeof fileText>[0], text, schemas.get(kind)!)),
              })),
          );
          const saved = [...prepared, ...copies];
          const introduced = await introducedFailures(saved, photos);
          if (introduced.length) return refused(introduced, savedFile, saved);
          for (const photo of photos) write({ target: writePath(folders, photo.path), text: photo.bytes });
          saved.forEach(write);
        } catch (error) {
          if (error instanceof RefusedSave) return refused(error.problems, savedFile, error.saved);
          if (error instanceof PhotoUploadError)
            return { status: 422, body: { error: uploadRefusal(error), fields: [] } };
          throw error;
        }
        return { status: 200, body: { message: 'entry persisted' } };
      }
      default:
        return { status: 422, body: { error: `The editor does not ${String(body.action)}.` } };
    }
  };
}
