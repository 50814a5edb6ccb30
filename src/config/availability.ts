import { REGION_CODES, REGIONS, type RegionCode, type RegionDefinition } from './regions.ts';

/**
 * Which regions each path of the platform spec (point 2) exists in, written once for every
 * path the specs name, including pages that later work builds. A route record in
 * `routes.ts` takes its regions from here, so a page joins a region only by this table;
 * a campaign's regions are the data's, within its entry here if it has one.
 *
 * The lists name the spec's eight regions (`SPEC_REGIONS`). A registry region the spec does not
 * name has each page that a spec region of its `storeKind` has (docs/regions.md#availability).
 */

/** The regions the specs are written for, as platform spec point 1 names them. */
export const SPEC_REGIONS: readonly string[] = ['cn', 'us', 'uk', 'eu', 'fr', 'de', 'kr', 'jp'];

/** Whether the specs name `region`: their tables hold for it as written. */
export const isSpecRegion = (region: string): boolean => SPEC_REGIONS.includes(region);

/**
 * The registry regions that have a page the spec gives to the spec regions `named`: those, and
 * each region outside the spec whose store kind one of them has.
 */
export function withRegionsOfKind(
  named: readonly string[],
  registry: Readonly<Record<string, Pick<RegionDefinition, 'storeKind'>>> = REGIONS,
): string[] {
  const codes = Object.keys(registry);
  const kinds = new Set(codes.filter((code) => named.includes(code)).map((code) => registry[code]!.storeKind));
  return codes.filter((code) => (isSpecRegion(code) ? named.includes(code) : kinds.has(registry[code]!.storeKind)));
}

const everywhere = (): readonly RegionCode[] => REGION_CODES;
const only = (...codes: RegionCode[]): readonly RegionCode[] => withRegionsOfKind(codes) as RegionCode[];
const allExcept = (...codes: RegionCode[]): readonly RegionCode[] =>
  withRegionsOfKind(SPEC_REGIONS.filter((code) => !(codes as readonly string[]).includes(code))) as RegionCode[];

/** The English and European storefronts that carry product landing pages and campaigns. */
const WESTERN_STORES = only('us', 'uk', 'eu', 'fr', 'de');

/**
 * The product landing pages the specs name and where platform spec point 2 gives them. A product
 * page is data (content/products/<slug>/product.json names its regions, src/lib/product-regions.ts):
 * these eleven's product.json must name exactly these regions, and others have no entry here.
 */
export const PRODUCT_PAGE_AVAILABILITY = {
  'flagship-bumblebee': allExcept('kr'),
  'k1-pro-interstellar-scout': only('us', 'cn'),
  'optimus-prime-rise-of-the-beasts-signature-limited-edition': only('us', 'cn'),
  'toy-story-buzz-lightyear': allExcept('kr', 'jp'),
  // Pages the specs give localised texts for (learn-more links: us, uk, eu, fr, de).
  'elite-optimus-prime': WESTERN_STORES,
  'grimlock-g1-flagship': WESTERN_STORES,
  'bumblebee-g1-performance': WESTERN_STORES,
  'flagship-megatron': WESTERN_STORES,
  'ai-base': WESTERN_STORES,
  'buzz-lightyear-space-ranger-alpha': WESTERN_STORES,
  'flagship-optimus-prime': WESTERN_STORES,
} as const satisfies Record<string, readonly RegionCode[]>;

/**
 * The campaigns the content spec names and the regions it gives them. A campaign is data
 * (regions/<region>/campaigns.json and its copy: src/lib/campaign-regions.ts), so these are
 * ceilings: each is built where the data runs it, among these regions only.
 */
export const CAMPAIGN_AVAILABILITY = {
  'black-friday': WESTERN_STORES,
  'christmas-sale': WESTERN_STORES,
} as const satisfies Record<string, readonly RegionCode[]>;

export const ROUTE_AVAILABILITY = {
  '': everywhere(),
  'choose-your-region': everywhere(),
  ...PRODUCT_PAGE_AVAILABILITY,
  'new-release': allExcept('kr'),
  manuals: everywhere(),
  // Both where-to-buy pages are also data-gated: built only while content/dealers.json has
  // entries for them (routes.ts `dataGate`, docs/support.md).
  'where-to-buy': allExcept('kr', 'jp', 'cn'),
  // The spec says "see regions". Hong Kong and Macau shoppers are served from the Chinese
  // root store and, in English, from every store that has a dealer list (docs/regions.md).
  'where-to-buy/hongkong-macao': allExcept('kr', 'jp'),
  // Content spec point 2 ("Contact Us") names no regions: the brand's About menu has it everywhere.
  'contact-us': everywhere(),
  'product-registration': allExcept('kr', 'jp', 'cn'),
  'return-manufacturer': allExcept('kr', 'jp', 'cn'),
  login: everywhere(),
  ...CAMPAIGN_AVAILABILITY,
  support: everywhere(),
  faq: everywhere(),
  'download-center': everywhere(),
  'technical-support': everywhere(),
  'cookies-policy': everywhere(),
  'privacy-policy': everywhere(),
  'terms-use': everywhere(),
} as const satisfies Record<string, readonly RegionCode[]>;

export type KnownPath = keyof typeof ROUTE_AVAILABILITY;

export function isKnownPath(path: string): path is KnownPath {
  return Object.hasOwn(ROUTE_AVAILABILITY, path);
}

/** Whether `path` is a campaign the specs name (their regions are a ceiling, not a rule). */
export function isSpecCampaign(path: string): path is keyof typeof CAMPAIGN_AVAILABILITY {
  return Object.hasOwn(CAMPAIGN_AVAILABILITY, path);
}

/** Whether the specs make `path` exist in `region` (not whether this build has a page for it). */
export function isAvailable(path: string, region: RegionCode): boolean {
  return isKnownPath(path) && (ROUTE_AVAILABILITY[path] as readonly RegionCode[]).includes(region);
}
