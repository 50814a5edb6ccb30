import type { KnownPath } from './availability.ts';

/** Page components a route record can render; each key maps to a component in src/components/pages. */
export type PageKey =
  | 'home'
  | 'choose-your-region'
  | 'login'
  | 'product'
  | 'campaign'
  | 'faq'
  | 'info'
  | 'manuals'
  | 'contact-us'
  | 'where-to-buy'
  | 'where-to-buy-hongkong-macao';

export interface RouteMeta {
  /** ISO 8601 instant with offset: before it the route sends visitors to the region home. */
  startTime?: string;
  /** ISO 8601 instant with offset: at or after it the route sends visitors to the region home. */
  endTime?: string;
  /** CSS selector scrolled into view on entry, unless the URL has a hash. */
  scrollPosition?: string;
  /** Kept out of search engines and sitemaps (login, account and test pages). */
  noindex?: boolean;
}

/**
 * Data whose entries decide where a page is built (availability that follows the data):
 * `manuals` the region's manuals (src/data/manuals/); `dealers` and `hongkong-macao-dealers`
 * the dealer lists of content/dealers.json, outside and inside Hong Kong and Macau
 * (src/lib/dealers.ts).
 */
export type DataGate = 'manuals' | 'dealers' | 'hongkong-macao-dealers';

/**
 * The path of the record that stands for every campaign of the data, as a dynamic segment does in
 * Astro: one page per campaign id, in the regions whose regions/<region>/campaigns.json schedules
 * it and whose copy content/campaigns/<id>/<region>.json exists (campaignRegions,
 * src/lib/campaign-regions.ts, hands them to buildRouteManifest). A top-level record only.
 */
export const CAMPAIGN_ROUTES = '[campaign]';

/**
 * The path of the record that stands for every product page of the data: one page per folder of
 * content/products/ with a product.json, in the regions its `regions` name and that have its copy
 * in their language (productRegions, src/lib/product-regions.ts, hands them to
 * buildRouteManifest); the spec's pages with their entry scroll targets. A top-level record only.
 */
export const PRODUCT_ROUTES = '[product]';

export interface RouteRecord {
  /** Path segment(s) relative to the parent record (or to the region prefix at the top); CAMPAIGN_ROUTES or PRODUCT_ROUTES for the data's pages. */
  path: string;
  page?: PageKey;
  /** Path (from the region prefix) this record redirects to. */
  redirect?: KnownPath;
  children?: readonly RouteRecord[];
  meta?: RouteMeta;
  /**
   * Regions for this record when its path is not one of the spec's (the test pages of
   * tests/fixture-site/). Spec paths always take their regions from ROUTE_AVAILABILITY.
   */
  regions?: readonly string[];
  /**
   * Built only in the regions (of its availability) where this data has entries, so that no
   * region shows an empty list; the build reads them (siteManifest, src/lib/region-rules.ts). Elsewhere the
   * page is withheld: links to it in data lists are left out instead of failing the build.
   */
  dataGate?: DataGate;
}

/**
 * The route table. A record joins it together with the page it renders: paths the specs name
 * but no issue has built yet stay out (their availability is already in availability.ts).
 */
export const ROUTE_TABLE: readonly RouteRecord[] = [
  { path: '', page: 'home' },
  { path: 'choose-your-region', page: 'choose-your-region' },
  { path: 'login', page: 'login', meta: { noindex: true } },
  // One page per campaign of the data, where the data runs it; windows from its stages.
  { path: CAMPAIGN_ROUTES, page: 'campaign' },
  { path: 'faq', page: 'faq' },
  { path: 'support', page: 'info' },
  { path: 'technical-support', page: 'info' },
  { path: 'download-center', page: 'info' },
  { path: 'manuals', page: 'manuals', dataGate: 'manuals' },
  { path: 'product-registration', page: 'info' },
  { path: 'return-manufacturer', page: 'info' },
  { path: 'terms-use', page: 'info' },
  { path: 'privacy-policy', page: 'info' },
  { path: 'cookies-policy', page: 'info' },
  { path: 'contact-us', page: 'contact-us' },
  // The dealer lists of content/dealers.json (src/lib/dealers.ts says which data each needs).
  {
    path: 'where-to-buy',
    page: 'where-to-buy',
    dataGate: 'dealers',
    children: [{ path: 'hongkong-macao', page: 'where-to-buy-hongkong-macao', dataGate: 'hongkong-macao-dealers' }],
  },
  { path: 'new-release', redirect: 'flagship-bumblebee' },
  // One page per product of the data, where its product.json shows it.
  { path: PRODUCT_ROUTES, page: 'product' },
];
