import type { RegionCode } from '../config/regions.ts';
import { campaignLinkProblem } from './campaign-regions.ts';
import { DataError, fieldPath, type DataProblem } from './data-error.ts';
import { hasPage, isWithheld, type RouteManifest } from './route-manifest.ts';
import { ruleMessage } from './rule-messages.ts';
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

/** An internal data link's route path, or undefined for external links and anything else. */
function internalTarget(key: string, value: unknown): string | undefined {
  if (typeof value !== 'string' || !LINK_KEY.test(key) || isExternalLink(value) || !value.startsWith('/')) return;
  return splitInternalLink(value).path;
}

/**
 * Every internal link in a data file must name a page its region builds, or a data-gated page
 * the specs give the region whose data has no entries yet (withheld: see `withoutWithheldLinks`).
 * Throws a DataError naming the file and each offending field, saying how to add the campaign
 * where the path could be one; external links are left to the link checker.
 */
export function assertLinksResolve(file: string, data: unknown, region: RegionCode, manifest: RouteManifest): void {
  const problems: DataProblem[] = [];
  const walk = (value: unknown, path: PropertyKey[]) => {
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index]));
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const target = internalTarget(key, child);
        if (target === undefined) walk(child, [...path, key]);
        else if (!hasPage(manifest, target, region) && !isWithheld(manifest, target, region)) {
          problems.push({
            field: fieldPath([...path, key]),
            ...(campaignLinkProblem(child as string, target, region) ??
              ruleMessage('linkNoPage', { link: child as string, region })),
          });
        }
      }
    }
  };
  walk(data, []);
  if (problems.length) throw new DataError(file, problems);
}

/**
 * The data with every list entry that links to a withheld page left out (a data-gated page
 * whose data has no entries in the region: nothing may link to it). An entry left with an empty
 * `children` list and no link of its own goes too. A withheld link outside a list has nothing to
 * fall back on, so it fails with the file and field named.
 */
export function withoutWithheldLinks<T>(file: string, data: T, region: RegionCode, manifest: RouteManifest): T {
  const withheld = (key: string, value: unknown) => {
    const target = internalTarget(key, value);
    return target !== undefined && isWithheld(manifest, target, region);
  };
  const linksWithheld = (item: unknown) =>
    Boolean(item && typeof item === 'object' && Object.entries(item).some(([key, value]) => withheld(key, value)));
  const emptied = (item: unknown) =>
    Boolean(
      item &&
      typeof item === 'object' &&
      Array.isArray((item as { children?: unknown }).children) &&
      (item as { children: unknown[] }).children.length === 0 &&
      !Object.keys(item).some((key) => LINK_KEY.test(key)),
    );
  const prune = (value: unknown, path: PropertyKey[]): unknown => {
    if (Array.isArray(value)) {
      return value
        .filter((item) => !linksWithheld(item))
        .map((item, index) => prune(item, [...path, index]))
        .filter((item) => !emptied(item));
    }
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, child]) => {
          if (withheld(key, child)) {
            throw new DataError(file, [
              {
                field: fieldPath([...path, key]),
                ...ruleMessage('linkWithheldOutsideList', { link: child as string, region }),
              },
            ]);
          }
          return [key, prune(child, [...path, key])];
        }),
      );
    }
    return value;
  };
  return prune(data, []) as T;
}
