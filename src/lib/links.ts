import type { RegionCode } from '../config/regions.ts';
import { DataError, fieldPath } from './data-error.ts';
import { hasPage, type RouteManifest } from './route-manifest.ts';
import { isExternalLink, routePath } from './urls.ts';

/** Splits an internal link as authors write it (`/manuals#series`) into route path and suffix. */
export function splitInternalLink(link: string): { path: string; suffix: string } {
  const match = /^\/([^?#]*)(.*)$/.exec(link);
  if (!match) throw new RangeError(`"${link}" is not an internal link`);
  return { path: (match[1] ?? '').replace(/\/+$/, ''), suffix: match[2] ?? '' };
}

/** The href of a data link in a region: internal links gain the region prefix. */
export function resolveLink(region: RegionCode, link: string): string {
  if (isExternalLink(link)) return link;
  const { path, suffix } = splitInternalLink(link);
  return routePath(region, path) + suffix;
}

// Keys whose string values are links in every data file: `link`, `chooserLink`, `home`, ….
const LINK_KEY = /^(link|home|[a-z]+Link)$/;

/**
 * Every internal link in a data file must name a page its region builds. Throws a DataError
 * naming the file and each offending field; external links are left to the link checker.
 */
export function assertLinksResolve(file: string, data: unknown, region: RegionCode, manifest: RouteManifest): void {
  const problems: { field: string; message: string }[] = [];
  const walk = (value: unknown, path: PropertyKey[]) => {
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index]));
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (typeof child === 'string' && LINK_KEY.test(key) && !isExternalLink(child) && child.startsWith('/')) {
          const { path: target } = splitInternalLink(child);
          if (!hasPage(manifest, target, region)) {
            problems.push({
              field: fieldPath([...path, key]),
              message: `links to "${child}", but region ${region} builds no page at that path`,
            });
          }
        } else walk(child, [...path, key]);
      }
    }
  };
  walk(data, []);
  if (problems.length) throw new DataError(file, problems);
}
