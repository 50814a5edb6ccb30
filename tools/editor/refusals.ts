import { z } from 'astro/zod';
import type { EditorLanguage } from '../../src/schemas/field-texts.ts';
import type { FieldStep } from './form-shape.ts';

/**
 * A refused save as the marketer reads it (local-backend.ts answers it, the editor's page shows
 * it, editor-page.ts): each problem at its field in the form and in one notice, the fields named by
 * their labels in the editor's language and list entries counted from 1.
 */

/** Zod's own messages in the editor's language (Zod ships them; a schema's own come from its message() texts, local-backend.ts). */
const ZOD_LOCALES = {
  en: z.locales.en,
  de: z.locales.de,
  fr: z.locales.fr,
  ja: z.locales.ja,
  ko: z.locales.ko,
  zh: z.locales.zhCN,
} satisfies Record<EditorLanguage, unknown>;

/** The error map that writes Zod's messages in `language`, for `schema.safeParse(data, { error })`. */
export const zodMessages = (language: EditorLanguage) => ZOD_LOCALES[language]().localeError;

/** How a list entry is named in a field's path ("Sections › 3 › Photo" reads as a position, not a key). */
const POSITION: Record<EditorLanguage, (position: number) => string> = {
  en: (position) => `no. ${position}`,
  de: (position) => `Nr. ${position}`,
  fr: (position) => `n° ${position}`,
  ja: (position) => `${position}番目`,
  ko: (position) => `${position}번째`,
  zh: (position) => `第 ${position} 项`,
};

/** One problem of a refused save, in the file's terms. */
export interface SaveProblem {
  /** The data file's path from the data root; '' where the problem is not one file's. */
  file: string;
  /** The part's path in the file's data ([] for the whole file). */
  path: readonly (string | number)[];
  message: string;
}

/** A problem shown at a field of the form: Decap's path of the field (`sections.2.photo`), and the text. */
export interface FieldRefusal {
  path: string;
  message: string;
}

/** What the backend answers with HTTP 422: the notice Decap shows, and the problems of the open entry by field. */
export interface Refusal {
  error: string;
  fields: FieldRefusal[];
}

export interface RefusalWords {
  language: EditorLanguage;
  /** A field's label in `language`, by its file and its path in the file's data. */
  label: (file: string, path: readonly (string | number)[]) => string;
  /** A data file's title (the editor's name for an entry), by its path. */
  title: (file: string) => string;
  /** Where a part of a file is in its form (undefined where the file's data or kind is not known). */
  fieldOf: (problem: SaveProblem) => { path: (string | number)[]; steps: FieldStep[] } | undefined;
}

// A record's entry by what names it (a catalogue's product by its name), else by its key.
const stepText = (file: string, step: FieldStep, words: RefusalWords) =>
  'position' in step ? POSITION[words.language](step.position) : words.label(file, step.path);

/**
 * A refused save: each problem named by its file's title and its field's labels, and those of the
 * saved file (the entry open in the form) also at their field.
 */
export function refusalOf(problems: readonly SaveProblem[], savedFile: string, words: RefusalWords): Refusal {
  const fields: FieldRefusal[] = [];
  const lines = problems.map((problem) => {
    const field = words.fieldOf(problem);
    if (field?.path.length && problem.file === savedFile)
      fields.push({ path: field.path.join('.'), message: problem.message });
    const where = field?.steps.map((step) => stepText(problem.file, step, words)).join(' › ');
    const file = problem.file ? words.title(problem.file) : '';
    return [file, where, problem.message].filter(Boolean).join(': ');
  });
  return { error: [...new Set(lines)].join('\n'), fields };
}
