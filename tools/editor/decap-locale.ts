import type { EditorLanguage } from './refusals.ts';

/**
 * The editor's interface language for a storefront language: Decap's own translation where it
 * ships one (decap-cms-locales names Chinese in simplified script `zh_Hans`), English otherwise.
 */
const DECAP_LOCALES: Readonly<Record<string, string>> = { de: 'de', fr: 'fr', ja: 'ja', ko: 'ko', zh: 'zh_Hans' };

export const decapLocale = (language: string): string => DECAP_LOCALES[language] ?? 'en';

/** The language of the editor's own texts (field labels, refusals) for a storefront language: its interface's. */
export const editorLanguage = (language: string): EditorLanguage =>
  Object.hasOwn(DECAP_LOCALES, language) ? (language as EditorLanguage) : 'en';

/** The Decap locales the storefront's languages use (tests check decap-cms-locales ships each). */
export const STOREFRONT_DECAP_LOCALES = Object.values(DECAP_LOCALES);
