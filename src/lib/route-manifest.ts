import {
  CAMPAIGN_AVAILABILITY,
  PRODUCT_PAGE_AVAILABILITY,
  ROUTE_AVAILABILITY,
  isKnownPath,
  isSpecCampaign,
} from '../config/availability.ts';
import { REGION_CODES, isRegionCode, type RegionCode } from '../config/regions.ts';
import { PRODUCT_SCROLL_TARGETS, isSpecProduct } from '../config/products.ts';
import {
  CAMPAIGN_ROUTES,
  PRODUCT_ROUTES,
  type DataGate,
  type PageKey,
  type RouteMeta,
  type RouteRecord,
} from '../config/routes.ts';
import { evaluate } from './schedule.ts';
import { isGated, windowOf, type TimeWindow } from './time-window.ts';

/** One route of the site, flattened from the route table, with the regions it exists in. */
export interface ManifestEntry {
  /** Generated from the full path: `home`, `where-to-buy-hongkong-macao`. */
  name: string;
  /** Full path after the region prefix ('' for home). */
  path: string;
  page?: PageKey;
  redirectTo?: string;
  /** Meta merged from parent to child. */
  meta: RouteMeta;
  window: TimeWindow;
  /** Regions that build the route. */
  regions: readonly RegionCode[];
  /**
   * Regions the specs give a data-gated route in whose data has no entries for it: the page
   * is not built there, and links to it in data lists are left out (src/lib/links.ts).
   */
  withheld?: readonly RegionCode[];
}

export type RouteManifest = readonly ManifestEntry[];

export class RouteTableError extends Error {
  override name = 'RouteTableError';
}

export interface ManifestOptions {
  /**
   * For each data gate, the regions whose data has entries. A gated record is built only in
   * those; a gate given no regions builds nowhere, so an unread data file never yields a page.
   */
  dataRegions?: Partial<Record<DataGate, readonly RegionCode[]>>;
  /**
   * The campaigns of the data, each with the regions that run it (campaignRegions,
   * src/lib/campaign-regions.ts), in the order their pages are listed: the table's CAMPAIGN_ROUTES
   * record becomes one route for each, in those regions within the spec's for a campaign it names.
   * None given: no campaign has a page.
   */
  campaigns?: Readonly<Record<string, readonly RegionCode[]>>;
  /**
   * The product pages of the data, each with the regions that show it (productRegions,
   * src/lib/product-regions.ts), in the order their pages are listed: the table's PRODUCT_ROUTES
   * record becomes one route for each, a spec product within the spec's regions and with its
   * entry scroll target. None given: the spec's product pages in the spec's regions (what the
   * route table alone gives, as the deploy rules read it).
   */
  products?: Readonly<Record<string, readonly RegionCode[]>>;
}

export function routeName(path: string): string {
  return path === '' ? 'home' : path.replaceAll('/', '-');
}

/**
 * Flattens and validates the route table: every record needs a page, a redirect or children;
 * generated names must be unique; every path needs an availability rule; redirects must point
 * at a known path; a campaign takes no path of another route. Throws a RouteTableError naming the
 * offending records.
 */
export function buildRouteManifest(table: readonly RouteRecord[], options: ManifestOptions = {}): RouteManifest {
  const entries: ManifestEntry[] = [];
  const seen = new Map<string, string>();
  /** The route's generated name, unique in the table. */
  const nameOf = (path: string): string => {
    const name = routeName(path);
    const clash = seen.get(name);
    if (clash !== undefined) {
      throw new RouteTableError(`route "${clash || '/'}" and route "${path || '/'}" both generate the name "${name}"`);
    }
    seen.set(name, path);
    return name;
  };

  const visit = (record: RouteRecord, parent: { path: string; meta: RouteMeta; regions?: readonly string[] }) => {
    if (record.path === CAMPAIGN_ROUTES) {
      if (parent.path !== '' || record.page !== 'campaign' || record.children?.length) {
        throw new RouteTableError(`route "${CAMPAIGN_ROUTES}" must be a top-level record of the campaign page`);
      }
      for (const [path, regions] of Object.entries(options.campaigns ?? {})) {
        if (isKnownPath(path) && !isSpecCampaign(path)) {
          throw new RouteTableError(`campaign "${path}" would replace the route "${path}"`);
        }
        const ceiling: readonly RegionCode[] = isSpecCampaign(path) ? CAMPAIGN_AVAILABILITY[path] : REGION_CODES;
        const meta = { ...record.meta };
        entries.push({
          name: nameOf(path),
          path,
          page: 'campaign',
          meta,
          window: windowOf(meta),
          regions: ceiling.filter((code) => regions.includes(code)),
        });
      }
      return;
    }
    if (record.path === PRODUCT_ROUTES) {
      if (parent.path !== '' || record.page !== 'product' || record.children?.length) {
        throw new RouteTableError(`route "${PRODUCT_ROUTES}" must be a top-level record of the product page`);
      }
      for (const [path, regions] of Object.entries(options.products ?? PRODUCT_PAGE_AVAILABILITY)) {
        if (isKnownPath(path) && !isSpecProduct(path)) {
          throw new RouteTableError(`product "${path}" would replace the route "${path}"`);
        }
        const ceiling: readonly RegionCode[] = isSpecProduct(path) ? ROUTE_AVAILABILITY[path] : REGION_CODES;
        const scrollPosition = isSpecProduct(path) ? PRODUCT_SCROLL_TARGETS[path] : undefined;
        const meta = { ...record.meta, ...(scrollPosition && { scrollPosition }) };
        entries.push({
          name: nameOf(path),
          path,
          page: 'product',
          meta,
          window: windowOf(meta),
          regions: ceiling.filter((code) => regions.includes(code)),
        });
      }
      return;
    }
    const path = [parent.path, record.path].filter(Boolean).join('/');
    const label = `route "${path || '/'}"`;
    if (!record.page && !record.redirect && !record.children?.length) {
      throw new RouteTableError(`${label} has neither a page, a redirect nor children`);
    }
    const meta = { ...parent.meta, ...record.meta };
    const declaredRegions = record.regions ?? parent.regions;
    if (record.page || record.redirect) {
      const name = nameOf(path);
      if (record.redirect && !isKnownPath(record.redirect)) {
        throw new RouteTableError(`${label} redirects to "${record.redirect}", which no region has`);
      }
      const available = regionsOf(path, declaredRegions, label);
      const gate = record.dataGate;
      const regions = gate
        ? available.filter((code) => options.dataRegions?.[gate]?.includes(code) ?? false)
        : available;
      entries.push({
        name,
        path,
        ...(record.page && { page: record.page }),
        ...(record.redirect && { redirectTo: record.redirect }),
        meta,
        window: windowOf(meta),
        regions,
        ...(gate && { withheld: available.filter((code) => !regions.includes(code)) }),
      });
    }
    for (const child of record.children ?? []) {
      visit(child, { path, meta, ...(declaredRegions && { regions: declaredRegions }) });
    }
  };

  for (const record of table) {
    visit(record, { path: '', meta: {} });
  }
  return entries;
}

function regionsOf(path: string, declared: readonly string[] | undefined, label: string): readonly RegionCode[] {
  if (isKnownPath(path)) return ROUTE_AVAILABILITY[path];
  if (!declared) {
    throw new RouteTableError(`${label} has no availability rule in src/config/availability.ts`);
  }
  const unknown = declared.filter((code) => !isRegionCode(code));
  if (unknown.length) throw new RouteTableError(`${label} names unknown regions: ${unknown.join(', ')}`);
  return REGION_CODES.filter((code) => declared.includes(code));
}

export function findEntry(manifest: RouteManifest, path: string): ManifestEntry | undefined {
  return manifest.find((entry) => entry.path === path);
}

/** Whether the specs give `path` in `region` but its data has no entries there yet (no page, no link). */
export function isWithheld(manifest: RouteManifest, path: string, region: RegionCode): boolean {
  return findEntry(manifest, path)?.withheld?.includes(region) ?? false;
}

/** Whether `region` builds a page (not a redirect) at `path`. */
export function hasPage(manifest: RouteManifest, path: string, region: RegionCode): boolean {
  const entry = findEntry(manifest, path);
  return Boolean(entry?.page && entry.regions.includes(region));
}

/** Regions that build a page at `path`, in registry order. */
export function regionsWithPage(manifest: RouteManifest, path: string): readonly RegionCode[] {
  const entry = findEntry(manifest, path);
  return entry?.page ? entry.regions : [];
}

/** How one region's build treats a page entry at a given build instant. */
export interface PagePlan {
  entry: ManifestEntry;
  /** `expired`: the window closed before the build, so the page is a redirect to home. */
  mode: 'page' | 'expired';
  /** Not yet open at build time, or noindex by its meta: `noindex` and left out of the sitemap. */
  noindex: boolean;
}

/**
 * How a region's build treats each of its pages at `buildNow`. `regionWindows` gives the
 * windows that differ by region (campaigns, from regions/<region>/campaigns.json), by path.
 */
export function planPages(
  manifest: RouteManifest,
  region: RegionCode,
  buildNow: number,
  regionWindows: Readonly<Record<string, TimeWindow>> = {},
): PagePlan[] {
  return manifest
    .filter((entry) => entry.page && entry.regions.includes(region))
    .map((entry) => {
      const window = regionWindows[entry.path] ?? entry.window;
      const state = isGated(window) ? evaluate({ window }, buildNow).state : 'open';
      return {
        entry: window === entry.window ? entry : { ...entry, window },
        mode: state === 'after' ? 'expired' : 'page',
        noindex: state === 'before' || entry.meta.noindex === true,
      };
    });
}

/** What src/pages/[...route].astro hands every page component. */
export interface PageProps {
  entry: ManifestEntry;
  noindex: boolean;
}

export interface RedirectPlan {
  from: string;
  to: string;
  /** A static redirect page is written only when the target page exists in the bundle. */
  staticPage: boolean;
}

export function planRedirects(manifest: RouteManifest, region: RegionCode): RedirectPlan[] {
  return manifest
    .filter((entry) => entry.redirectTo !== undefined && entry.regions.includes(region))
    .map((entry) => ({
      from: entry.path,
      to: entry.redirectTo as string,
      staticPage: hasPage(manifest, entry.redirectTo as string, region),
    }));
}
