import { PRODUCT_PAGE_AVAILABILITY } from './availability.ts';

/** The keys of catalogue entries (regions/<region>/catalogue.json `products`). */
export const CATALOGUE_KEYS = [
  'flagshipBumblebee',
  'toyStoryBuzzLightyear',
  'flagshipMegatron',
  'grimlockG1Flagship',
  'bumblebeeG1Performance',
  'optimusPrimeRiseOfTheBeastsSignatureLimitedEdition',
  'eliteOptimusPrime',
  'aiBase',
  'k1ProInterstellarScout',
  'interstellarScoutK1',
  'interstellarScoutK1pro',
  'interstellarAgentT9',
  't9',
  'buzzLightyearSpaceRangerAlpha',
  'flagshipOptimusPrime',
  'eliteOptimusPrimeAiBase',
] as const;

export type CatalogueKey = (typeof CATALOGUE_KEYS)[number];

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

/** Every product landing page the specs name, in the order of availability.ts, which lists them. */
export const PRODUCT_SLUGS = Object.keys(PRODUCT_PAGE_AVAILABILITY) as (keyof typeof PRODUCT_PAGE_AVAILABILITY)[];

export type ProductSlug = (typeof PRODUCT_SLUGS)[number];

/** The page that presents each catalogue entry (learn-more links derive from it). */
export const PAGE_OF_ENTRY: Partial<Record<CatalogueKey, ProductSlug>> = {
  flagshipBumblebee: 'flagship-bumblebee',
  interstellarScoutK1: 'k1-pro-interstellar-scout',
  interstellarScoutK1pro: 'k1-pro-interstellar-scout',
  k1ProInterstellarScout: 'k1-pro-interstellar-scout',
  optimusPrimeRiseOfTheBeastsSignatureLimitedEdition: 'optimus-prime-rise-of-the-beasts-signature-limited-edition',
  toyStoryBuzzLightyear: 'toy-story-buzz-lightyear',
  eliteOptimusPrime: 'elite-optimus-prime',
  eliteOptimusPrimeAiBase: 'elite-optimus-prime',
  grimlockG1Flagship: 'grimlock-g1-flagship',
  bumblebeeG1Performance: 'bumblebee-g1-performance',
  flagshipMegatron: 'flagship-megatron',
  aiBase: 'ai-base',
  buzzLightyearSpaceRangerAlpha: 'buzz-lightyear-space-ranger-alpha',
  flagshipOptimusPrime: 'flagship-optimus-prime',
};

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
export const PRODUCT_SCROLL_TARGETS: Partial<Record<ProductSlug, string>> = {
  // "The header" of the spec: the page's own header section, its hero.
  'flagship-bumblebee': '#hero',
  'k1-pro-interstellar-scout': '#app-menu',
  'optimus-prime-rise-of-the-beasts-signature-limited-edition': '#banner',
  'toy-story-buzz-lightyear': '#banner',
};
