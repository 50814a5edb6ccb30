/**
 * The words the form editor shows for data files, in the editor's languages: those of Decap's
 * interface languages the storefront uses, English for any other (the editor's decap-locale.ts).
 *
 * Each schema module writes its fields' texts next to its schema, keyed by property key, or by
 * `parent.key` where a key means something else under one parent (`nav.label`, `head.title`);
 * the kinds table points each kind at its texts (file-kinds.ts). The English ones are also the
 * JSON Schemas' titles and descriptions (json-schemas.ts), so VS Code shows the same words.
 * field-labels.ts looks a field's text up.
 */

export const EDITOR_LANGUAGES = ['en', 'de', 'fr', 'ja', 'ko', 'zh'] as const;

export type EditorLanguage = (typeof EDITOR_LANGUAGES)[number];

/** One text in every editor language. */
export type Words = Readonly<Record<EditorLanguage, string>>;

/** A field's label and its hint: one sentence on what the field is or what to write in it. */
export type FieldText = readonly [label: string, hint: string];

/** A field's text in every editor language. */
export type FieldTextIn = Readonly<Record<EditorLanguage, FieldText>>;

/** Fields' texts by property key (or `parent.key`), each in every editor language. */
export type FieldTexts = Readonly<Record<string, FieldTextIn>>;

const MESSAGES = new Map<string, Words>();

/**
 * A schema's message in every editor language, registered so that the form can show it in the
 * marketer's language (`messageIn`); returns the English text, which Zod and the backend use.
 * Written where the schema is: `z.string().regex(pattern, message({ en: 'must be…', de: … }))`.
 */
export function message(words: Words): string {
  MESSAGES.set(words.en, words);
  return words.en;
}

/** A schema's message (the English text `message` returned) in `language`; as given where none was registered. */
export const messageIn = (english: string, language: EditorLanguage): string =>
  MESSAGES.get(english)?.[language] ?? english;

/** Whether a message was written in every editor language. */
export const isTranslated = (english: string): boolean => MESSAGES.has(english);
