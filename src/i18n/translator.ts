import { createInstance, type TFunction } from 'i18next';
import { REGION_CODES, REGIONS, type RegionCode } from '../config/regions.ts';

export const FALLBACKS: Record<string, string[]> = { 'en-GB': ['en-US'], 'en-EU': ['en-GB', 'en-US'] };

/**
 * Build-time string catalogues, found by file name: `src/i18n/locales/<name>.json` for each
 * registry locale and its language. A locale may hold only what differs from another and fall
 * back to it (`FALLBACKS`); a locale with no catalogue of its own uses its language's
 * (`catalogueChain`). A template `import()` is one form both Vite (which bundles and watches the
 * folder) and plain Node (check:data, the editor's server) resolve.
 */
const CATALOGUES: Record<string, object> = Object.fromEntries(
  (
    await Promise.all(
      [...new Set(REGION_CODES.flatMap((code) => [REGIONS[code].locale, REGIONS[code].language]))].map(
        async (name: string) => [name, await catalogueNamed(name)],
      ),
    )
  ).filter((entry): entry is [string, object] => entry[1] !== undefined),
);

async function catalogueNamed(name: string): Promise<object | undefined> {
  try {
    return ((await import(`./locales/${name}.json`, { with: { type: 'json' } })) as { default: object }).default;
  } catch (error) {
    // Absent: Node's "module not found", Vite's "unknown variable dynamic import". A file that is
    // there but broken keeps its own error.
    if (/ERR_MODULE_NOT_FOUND|Unknown variable dynamic import/.test(`${(error as { code?: string }).code} ${error}`)) {
      return undefined;
    }
    throw error;
  }
}

/**
 * The catalogues a locale reads, first to last: its own (if any), then its `FALLBACKS`, or else
 * its language's catalogue: `<language>.json`, or that of the first registry locale of the
 * language with a complete catalogue (en-CA → en-US). Throws, naming the file to add, when there
 * is none.
 */
export function catalogueChain(locale: string, catalogues: Record<string, object>): string[] {
  const language = locale.split('-')[0]!;
  const own = Object.hasOwn(catalogues, locale) ? [locale] : [];
  const languageCatalogue = [language, ...REGION_CODES.map((code) => REGIONS[code].locale)].find(
    (other) =>
      other !== locale &&
      (other === language || other.startsWith(`${language}-`)) &&
      Object.hasOwn(catalogues, other) &&
      !FALLBACKS[other],
  );
  const chain = [...own, ...(FALLBACKS[locale] ?? (languageCatalogue ? [languageCatalogue] : []))];
  if (chain.length === 0) {
    throw new Error(
      `No string catalogue for ${locale}: add src/i18n/locales/${locale}.json (or ${language}.json, which every ${language} locale without its own reads).`,
    );
  }
  return chain;
}

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
  const [lng = locale, ...fallbacks] = catalogueChain(locale, catalogues);
  const instance = createInstance();
  void instance.init({
    lng,
    fallbackLng: fallbacks.length > 0 ? fallbacks : false,
    supportedLngs: Object.keys(catalogues),
    load: 'currentOnly',
    resources: Object.fromEntries(Object.entries(catalogues).map(([lng, strings]) => [lng, { translation: strings }])),
    initAsync: false,
    // Astro escapes every expression it renders; escaping here as well would double it.
    interpolation: { escapeValue: false },
    parseMissingKeyHandler: (key) => {
      // A catalogue with fallbacks holds only what differs from the last: a string all lack belongs there.
      const catalogue = fallbacks.at(-1) ?? lng;
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
