/**
 * The region registry: the one place that says which storefronts exist and how they differ
 * structurally. Everything else (routes per region, hreflang, sitemaps, the region chooser,
 * session scopes, test tables) is derived from this object.
 *
 * Adding a region means one entry here plus its data (docs/regions.md, "Add a region"); nothing
 * else in src/ names the regions one by one. `checkRegistry` validates the entries.
 */
const DECLARED_REGIONS = {
  cn: {
    country: 'CN',
    locale: 'zh-CN',
    // hreflang values must be ISO 639-1 language (+ ISO 3166-1 country); see docs/regions.md.
    hreflang: 'zh-CN',
    currency: 'CNY',
    storeKind: 'asian',
    apiGroup: 'cn',
    prefix: '',
    timeZone: 'Asia/Shanghai',
  },
  us: {
    country: 'US',
    locale: 'en-US',
    hreflang: 'en-US',
    currency: 'USD',
    // Platform spec point 3: the us store's label reads "Canada - English" for Canada.
    otherCountries: ['CA'],
    storeKind: 'western',
    apiGroup: 'us',
    prefix: 'us',
    timeZone: 'America/New_York',
  },
  uk: {
    country: 'GB',
    locale: 'en-GB',
    hreflang: 'en-GB',
    currency: 'GBP',
    storeKind: 'western',
    apiGroup: 'eu',
    prefix: 'uk',
    timeZone: 'Europe/London',
  },
  eu: {
    locale: 'en-EU',
    // "EU" is not an ISO 3166-1 country code, so search engines ignore hreflang="en-EU".
    // The EU store is the English storefront for every European visitor outside the UK, so it
    // takes the language-only "en": it answers English speakers that en-US and en-GB do not.
    hreflang: 'en',
    currency: 'EUR',
    storeKind: 'western',
    apiGroup: 'eu',
    prefix: 'eu',
    timeZone: 'Europe/Brussels',
  },
  fr: {
    country: 'FR',
    locale: 'fr-FR',
    hreflang: 'fr-FR',
    currency: 'EUR',
    storeKind: 'western',
    apiGroup: 'eu',
    prefix: 'fr',
    timeZone: 'Europe/Paris',
  },
  de: {
    country: 'DE',
    locale: 'de-DE',
    hreflang: 'de-DE',
    currency: 'EUR',
    storeKind: 'western',
    apiGroup: 'eu',
    prefix: 'de',
    timeZone: 'Europe/Berlin',
  },
  kr: {
    country: 'KR',
    locale: 'ko-KR',
    hreflang: 'ko-KR',
    currency: 'KRW',
    storeKind: 'asian',
    apiGroup: 'us',
    prefix: 'kr',
    timeZone: 'Asia/Seoul',
  },
  jp: {
    country: 'JP',
    locale: 'ja-JP',
    hreflang: 'ja-JP',
    currency: 'JPY',
    storeKind: 'asian',
    apiGroup: 'us',
    prefix: 'jp',
    timeZone: 'Asia/Tokyo',
  },
} as const satisfies Record<string, RegionDeclaration>;

/** What a registry entry writes; `RegionDefinition` adds what follows from it. */
export type RegionDeclaration = Omit<RegionDefinition, 'language' | 'sessionScope'>;

type LanguageOf<Locale extends string> = Locale extends `${infer Language}-${string}` ? Language : Locale;
type Defined<Declared extends RegionDeclaration> = Declared & {
  language: LanguageOf<Declared['locale']>;
  sessionScope: `/${Declared['apiGroup']}`;
};

function defined<Declared extends RegionDeclaration>(declared: Declared): Defined<Declared> {
  return {
    ...declared,
    language: declared.locale.split('-')[0] as LanguageOf<Declared['locale']>,
    sessionScope: `/${declared.apiGroup}`,
  };
}

/** The registry with the derived fields, in declaration order. */
export const REGIONS = /* @__PURE__ */ Object.fromEntries(
  Object.entries(DECLARED_REGIONS).map(([code, declared]) => [code, defined(declared)]),
) as { [Code in keyof typeof DECLARED_REGIONS]: Defined<(typeof DECLARED_REGIONS)[Code]> };

export type StoreKind = 'western' | 'asian';

export interface RegionDefinition {
  /** The country the store is for (ISO 3166-1), absent for multi-country stores such as eu. */
  country?: string;
  /** Other countries whose shoppers the store serves (ISO 3166-1), for the region suggestion. */
  otherCountries?: readonly string[];
  /** BCP 47 tag used for `<html lang>`, Intl formatting and the string catalogue. */
  locale: string;
  /** ISO 639-1 language: the first part of the locale (derived). */
  language: string;
  /** The value search engines accept in `hreflang` (ISO 639-1, optionally + ISO 3166-1). */
  hreflang: string;
  /**
   * The currency the region sells in, written only here: catalogue prices are amounts in it, and
   * the price formatter and the Product JSON-LD read it (regions/<code>/settings.json has none).
   */
  currency: string;
  /**
   * The kind of store, which gives a region outside the spec's availability table its pages
   * (docs/regions.md#availability): `western`, the English and European storefronts with product
   * landing pages and campaigns; `asian`, the others.
   */
  storeKind: StoreKind;
  /** Which of the brand's three API deployments serves this region. */
  apiGroup: 'us' | 'eu' | 'cn';
  /**
   * localStorage scope: regions sharing a scope share one session. Derived from `apiGroup`: a
   * session's tokens are valid only at the API deployment that issued them.
   */
  sessionScope: '/cn' | '/us' | '/eu';
  /** First path segment; empty for the root region. */
  prefix: string;
  /** IANA zone in which the region's campaign times are written. */
  timeZone: string;
}

export type RegionCode = keyof typeof REGIONS;
export type Region = RegionDefinition & { code: RegionCode };

/** Region codes in registry order (cn first: it is the default and the root bundle). */
export const REGION_CODES = Object.keys(REGIONS) as RegionCode[];

export const DEFAULT_REGION: RegionCode = 'cn';

/** A storefront language: the `language` of some region (product copy and manual labels exist per language). */
export type StoreLanguage = (typeof REGIONS)[RegionCode]['language'];

/** The storefront languages, once each, in registry order. */
export const STORE_LANGUAGES: StoreLanguage[] = /* @__PURE__ */ languagesOf(REGION_CODES);

// A function call marked pure, so that a bundle not using the list drops it (REGIONS being
// computed, the bundler cannot tell a bare expression over it is free of side effects).
function languagesOf(codes: readonly RegionCode[]): StoreLanguage[] {
  return [...new Set(codes.map((code) => REGIONS[code].language))];
}

export function isRegionCode(value: unknown): value is RegionCode {
  return typeof value === 'string' && Object.hasOwn(REGIONS, value);
}

export function getRegion(code: RegionCode): Region {
  return { ...REGIONS[code], code };
}

/** x-default preference of the spec: cn, then us, then eu. */
export const X_DEFAULT_PREFERENCE: readonly RegionCode[] = ['cn', 'us', 'eu'];

/**
 * What is wrong with registry entries, one line each naming the entry, the field and the fix;
 * none when they are sound. Builds and `npm run check:data` refuse a registry with any.
 */
export function checkRegistry(entries: Readonly<Record<string, RegionDeclaration>>): string[] {
  const currencies = new Set(Intl.supportedValuesOf('currency'));
  const problems: string[] = [];
  const prefixes = new Map<string, string>();
  for (const [code, entry] of Object.entries(entries)) {
    const problem = (field: string, text: string) => problems.push(`src/config/regions.ts: ${code}.${field}: ${text}`);
    if (!/^[A-Z]{3}$/.test(entry.currency) || !currencies.has(entry.currency)) {
      problem(
        'currency',
        `"${entry.currency}" is not an ISO 4217 code that Intl formats: write one such as "EUR" or "CAD"`,
      );
    }
    try {
      Intl.getCanonicalLocales(entry.locale);
    } catch {
      problem('locale', `"${entry.locale}" is not a BCP 47 language tag: write language-COUNTRY, such as "en-CA"`);
    }
    try {
      new Intl.DateTimeFormat('en', { timeZone: entry.timeZone });
    } catch {
      problem('timeZone', `"${entry.timeZone}" is not an IANA time zone: write one such as "America/Toronto"`);
    }
    const other = prefixes.get(entry.prefix);
    if (other !== undefined) problem('prefix', `"${entry.prefix}" is ${other}'s too: give each region its own path`);
    prefixes.set(entry.prefix, code);
  }
  return problems;
}

/** Throws, listing every problem, when `checkRegistry` finds any in the shipped registry. */
export function assertRegistry(): void {
  const problems = checkRegistry(REGIONS);
  if (problems.length > 0) throw new Error(problems.join('\n'));
}
