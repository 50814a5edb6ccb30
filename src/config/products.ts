import { PRODUCT_PAGE_AVAILABILITY } from './availability.ts';

/**
 * A catalogue entry's key (regions/<region>/catalogue.json `products`): camelCase, as the content
 * spec writes them. An entry belongs to the product page whose product.json lists its key in
 * `catalogueKeys` (pageOfEntry, src/lib/product-regions.ts), unless it is one of these.
 */
export const CATALOGUE_KEY_PATTERN = /^[a-z][a-zA-Z0-9]*$/;

/**
 * Catalogue entries of the content spec that no product page sells: home tiles present T9 and
 * Interstellar Agent T9, and the spec's separate K1 Pro key is not the K1 page's
 * (docs/products.md, Decisions).
 */
export const ENTRIES_WITHOUT_PAGE: readonly string[] = ['k1ProInterstellarScout', 'interstellarAgentT9', 't9'];

export type CatalogueKey = string;

/** The project's product drawings (tools/illustrations/illustration-svg.ts draws them; data names them). */
export const ILLUSTRATION_KEYS = [
  'flagship-optimus-prime',
  'elite-optimus-prime',
  'optimus-prime-signature',
  'flagship-bumblebee',
  'bumblebee-g1',
  'flagship-megatron',
  'grimlock',
  'buzz-lightyear',
  'buzz-lightyear-alpha',
  'k1',
  'k1-pro',
  't9',
  'ai-base',
] as const;

export type IllustrationKey = (typeof ILLUSTRATION_KEYS)[number];

/** The views each drawing comes in: the robot, what it turns into, a detail (`<key>-<view>.svg`). */
export const ILLUSTRATION_VIEWS = ['robot', 'alt', 'detail'] as const;

export type IllustrationView = (typeof ILLUSTRATION_VIEWS)[number];

/**
 * The product landing pages the specs name, in the order of availability.ts, which lists them.
 * Every product page is data (content/products/<slug>/product.json, src/lib/product-regions.ts);
 * these eleven keep the regions of platform spec point 2.
 */
export const PRODUCT_SLUGS = Object.keys(PRODUCT_PAGE_AVAILABILITY) as (keyof typeof PRODUCT_PAGE_AVAILABILITY)[];

/** A product page's slug: the name of its folder content/products/<slug>/. */
export type ProductSlug = string;

/** Whether `slug` is one of the product pages the specs name. */
export const isSpecProduct = (slug: string): slug is keyof typeof PRODUCT_PAGE_AVAILABILITY =>
  Object.hasOwn(PRODUCT_PAGE_AVAILABILITY, slug);

/** The catalogue entry a home tile's drawing stands for. */
export const ENTRY_OF_ILLUSTRATION: Record<IllustrationKey, CatalogueKey> = {
  'flagship-optimus-prime': 'flagshipOptimusPrime',
  'elite-optimus-prime': 'eliteOptimusPrime',
  'optimus-prime-signature': 'optimusPrimeRiseOfTheBeastsSignatureLimitedEdition',
  'flagship-bumblebee': 'flagshipBumblebee',
  'bumblebee-g1': 'bumblebeeG1Performance',
  'flagship-megatron': 'flagshipMegatron',
  grimlock: 'grimlockG1Flagship',
  'buzz-lightyear': 'toyStoryBuzzLightyear',
  'buzz-lightyear-alpha': 'buzzLightyearSpaceRangerAlpha',
  k1: 'interstellarScoutK1',
  'k1-pro': 'interstellarScoutK1pro',
  t9: 't9',
  'ai-base': 'aiBase',
};

/** Entry scroll targets of platform spec point 2 for the routed product pages. */
export const PRODUCT_SCROLL_TARGETS: Partial<Record<(typeof PRODUCT_SLUGS)[number], string>> = {
  // "The header" of the spec: the page's own header section, its hero.
  'flagship-bumblebee': '#hero',
  'k1-pro-interstellar-scout': '#app-menu',
  'optimus-prime-rise-of-the-beasts-signature-limited-edition': '#banner',
  'toy-story-buzz-lightyear': '#banner',
};
