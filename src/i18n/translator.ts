import { createInstance, type TFunction } from 'i18next';
import { REGIONS, type RegionCode } from '../config/regions.ts';
import deDE from './locales/de-DE.json' with { type: 'json' };
import enEU from './locales/en-EU.json' with { type: 'json' };
import enGB from './locales/en-GB.json' with { type: 'json' };
import enUS from './locales/en-US.json' with { type: 'json' };
import frFR from './locales/fr-FR.json' with { type: 'json' };
import jaJP from './locales/ja-JP.json' with { type: 'json' };
import koKR from './locales/ko-KR.json' with { type: 'json' };
import zhCN from './locales/zh-CN.json' with { type: 'json' };

/**
 * Build-time string catalogues, one i18next instance per locale (no global language switch,
 * so parallel renders of different locales cannot leak into each other). en-GB and en-EU
 * hold only what differs from en-US and fall back to it.
 */
const CATALOGUES: Record<string, object> = {
  'zh-CN': zhCN,
  'en-US': enUS,
  'en-GB': enGB,
  'en-EU': enEU,
  'fr-FR': frFR,
  'de-DE': deDE,
  'ko-KR': koKR,
  'ja-JP': jaJP,
};

export const FALLBACKS: Record<string, string[]> = { 'en-GB': ['en-US'], 'en-EU': ['en-GB', 'en-US'] };

export type Translate = (key: string, values?: Record<string, string | number>) => string;

const translators = new Map<string, Translate>();

export function translatorFor(region: RegionCode): Translate {
  const locale = REGIONS[region].locale;
  let translate = translators.get(locale);
  if (!translate) {
    translate = createTranslator(locale, CATALOGUES);
    translators.set(locale, translate);
  }
  return translate;
}

/**
 * A translator for one locale. A key that neither the locale's catalogue nor its fallbacks hold
 * throws, naming the key and the catalogue to add it to: every key is required (no page looks
 * one up optionally), so a string missing fails the build instead of rendering empty.
 */
export function createTranslator(locale: string, catalogues: Record<string, object>): Translate {
  const instance = createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: FALLBACKS[locale] ?? false,
    supportedLngs: Object.keys(catalogues),
    load: 'currentOnly',
    resources: Object.fromEntries(Object.entries(catalogues).map(([lng, strings]) => [lng, { translation: strings }])),
    initAsync: false,
    // Astro escapes every expression it renders; escaping here as well would double it.
    interpolation: { escapeValue: false },
    parseMissingKeyHandler: (key) => {
      // en-GB and en-EU hold only what differs from en-US: a string they all lack belongs there.
      const catalogue = FALLBACKS[locale]?.at(-1) ?? locale;
      throw new Error(`No string "${key}" for ${locale}: add it to src/i18n/locales/${catalogue}.json.`);
    },
  });
  const t: TFunction = instance.t.bind(instance);
  return (key, values) => String(t(key, values ?? {}));
}

/**
 * A string with its {{placeholders}} kept, for code that fills them later (in the browser,
 * where no catalogue ships): the translation of `key` with each named value set to itself.
 */
export function templateOf(t: Translate, key: string, names: readonly string[]): string {
  return t(key, Object.fromEntries(names.map((name) => [name, `{{${name}}}`])));
}
