import { existsSync, readFileSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';

/** How one request path maps onto the merged site: cn at `/`, the others at `/<region>/`. */
export interface SiteTarget {
  region: string;
  /** Path inside the region's bundle, without leading slash. */
  rest: string;
}

export const ROOT_REGION = 'cn';

export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
};

/** The bundles present in `distDir` (folders holding an index.html). */
export function listBundles(distDir: string): string[] {
  if (!existsSync(distDir)) return [];
  return readdirSync(distDir).filter((name) => existsSync(join(distDir, name, 'index.html')));
}

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
