import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { CONTENT_TYPES } from '../src/config/http-policy.ts';

export { listBundles } from '../tools/bundle/bundle-files.ts';

/** How one request path maps onto the merged site: cn at `/`, the others at `/<region>/`. */
export interface SiteTarget {
  region: string;
  /** Path inside the region's bundle, without leading slash. */
  rest: string;
}

export const ROOT_REGION = 'cn';

export function resolveTarget(pathname: string, bundles: readonly string[]): SiteTarget {
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0]?.toLowerCase();
  if (first && first !== ROOT_REGION && bundles.includes(first)) {
    return { region: first, rest: segments.slice(1).join('/') };
  }
  return { region: ROOT_REGION, rest: segments.join('/') };
}

/**
 * The file that answers `rest` inside a bundle: the file itself, or the page's index.html.
 * Null when nothing matches or the path tries to leave the bundle, by `..` or through a
 * symbolic link that points outside it (the real path must stay inside the bundle's real path).
 */
export function findFile(bundleDir: string, rest: string): string | null {
  const relative = normalize(rest);
  if (relative.startsWith('..') || relative.includes(`${sep}..${sep}`)) return null;
  const candidates = [join(bundleDir, relative), join(bundleDir, relative, 'index.html')];
  for (const candidate of candidates) {
    if (!candidate.startsWith(bundleDir)) continue;
    try {
      if (statSync(candidate).isFile() && isInside(realpathSync(bundleDir), realpathSync(candidate))) return candidate;
    } catch {
      // Not this candidate.
    }
  }
  return null;
}

function isInside(root: string, path: string): boolean {
  return path.startsWith(root.endsWith(sep) ? root : root + sep);
}

/** The `_redirects` rules of a bundle (`from to status`), keyed by `from` without trailing slash. */
export function readRedirects(bundleDir: string): Map<string, { to: string; status: number }> {
  const rules = new Map<string, { to: string; status: number }>();
  const file = join(bundleDir, '_redirects');
  if (!existsSync(file)) return rules;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (from && to && !from.startsWith('#')) rules.set(stripSlash(from), { to, status: Number(status) || 301 });
  }
  return rules;
}

export function stripSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}
