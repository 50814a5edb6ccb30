import { EDITOR_LANGUAGES, type EditorLanguage } from '../../src/schemas/field-texts.ts';

/**
 * The editor's interface language for a storefront language: Decap's own translation where it
 * ships one (decap-cms-locales names Chinese in simplified script `zh_Hans`), English otherwise.
 */
const DECAP_LOCALES: Readonly<Record<string, string>> = { de: 'de', fr: 'fr', ja: 'ja', ko: 'ko', zh: 'zh_Hans' };

export const decapLocale = (language: string): string => DECAP_LOCALES[language] ?? 'en';

/** The Decap locales the storefront's languages use (tests check decap-cms-locales ships each). */
export const STOREFRONT_DECAP_LOCALES = Object.values(DECAP_LOCALES);

/** The language of the editor's own texts (field labels and hints) for a Decap locale: `zh_Hans` is Chinese. */
export function editorLanguage(locale: string): EditorLanguage {
  const language = locale.split('_')[0];
  return EDITOR_LANGUAGES.find((each) => each === language) ?? 'en';
}
