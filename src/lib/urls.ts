import { DEFAULT_REGION, REGIONS, isRegionCode, type RegionCode } from '../config/regions.ts';

/** Astro `base` for a region's bundle: `/` for the root region, `/us/` for the others. */
export function regionBase(region: RegionCode): string {
  const prefix = REGIONS[region].prefix;
  return prefix ? `/${prefix}/` : '/';
}

/**
 * The pathname of a route in a region, without trailing slash: `/us`, `/us/manuals`, `/`,
 * `/manuals`. `path` is relative to the region prefix ('' is the home page).
 */
export function routePath(region: RegionCode, path: string): string {
  const prefix = REGIONS[region].prefix;
  const parts = [prefix, ...path.split('/')].filter(Boolean);
  return `/${parts.join('/')}`;
}

export function regionHomePath(region: RegionCode): string {
  return routePath(region, '');
}

/** `origin` + pathname, with the origin's trailing slash (if any) tolerated. */
export function absoluteUrl(origin: string, pathname: string): string {
  return new URL(pathname, origin.endsWith('/') ? origin : `${origin}/`).href;
}

/**
 * Reads the region and the route path from a pathname: the first segment is a region code
 * when it is one (compared lowercase), otherwise the pathname belongs to the root region.
 */
export function parseRegionPath(pathname: string): { region: RegionCode; path: string } {
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0]?.toLowerCase();
  if (first && isRegionCode(first) && REGIONS[first].prefix !== '') {
    return { region: first, path: segments.slice(1).join('/') };
  }
  return { region: DEFAULT_REGION, path: segments.join('/') };
}

/** Whether a link in data points outside the site (another origin, mail, phone). */
export function isExternalLink(link: string): boolean {
  return /^(https?:)?\/\//i.test(link) || /^(mailto|tel):/i.test(link);
}
