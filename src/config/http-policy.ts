import { API_BASES, type ApiEnvironment } from './api.ts';

/**
 * The HTTP header policy of the site, declared once. Everything that serves the bundles emits
 * it from here: `npm run serve` (server/), the nginx configuration and the `_headers`
 * files the build writes (src/lib/deploy/), so that a page behaves the same behind every server.
 * docs/deploy.md explains each choice.
 */

/** SHA-256 sources (`sha256-…`, unquoted) of the inline scripts and styles the built pages carry. */
export interface InlineHashes {
  scripts: readonly string[];
  styles: readonly string[];
}

/** Headers every answer carries, whatever its type or status. */
export const SECURITY_HEADERS = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // Older browsers ignore frame-ancestors; this says the same to them.
  'X-Frame-Options': 'DENY',
} as const;

export type SecurityHeaderName = keyof typeof SECURITY_HEADERS;

/** The folder of each bundle whose files carry a content hash in their names (Astro's `build.assets`). */
export const HASHED_ASSETS_DIR = '_astro';

export const CACHE_CONTROL = {
  /** Hashed assets never change under their name. */
  immutable: 'public, max-age=31536000, immutable',
  /** Pages, sitemaps, robots, 404 pages, redirects: always revalidated, so a deploy shows at once. */
  revalidate: 'no-cache',
  /** The server time. */
  never: 'no-store',
} as const;

export type CacheRule = keyof typeof CACHE_CONTROL;

/**
 * The cache rule of a file, from its path inside its bundle (`_astro/x.js`, `faq/index.html`).
 * `/ssr/timestamp` is `never` wherever it is answered.
 */
export function cacheRuleOf(pathInBundle: string): CacheRule {
  return pathInBundle.startsWith(`${HASHED_ASSETS_DIR}/`) ? 'immutable' : 'revalidate';
}

/**
 * Content types by file extension, for the Node server and for the nginx `types` block, so
 * both answer every file with the same type. Text types carry their charset.
 */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
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

/** Types worth compressing (text, JSON, XML, SVG); media and fonts are compressed already. */
export function isCompressible(contentType: string): boolean {
  return /^(text\/|application\/(json|xml)|image\/svg)/.test(contentType);
}

/**
 * Files of at least this many bytes of a compressible type get a gzip twin (`x.html.gz`) at build
 * time, which nginx (`gzip_static`) and `npm run serve` send instead of compressing per request.
 */
export const PRECOMPRESS_MIN_BYTES = 256;

/**
 * `connect-src` of an environment: the page's own origin (the server clock, the FAQ data, and on
 * loopback the reference API) and exactly the origins of that environment's API bases.
 */
export function connectSources(environment: ApiEnvironment): string[] {
  const origins = Object.values(API_BASES[environment])
    .filter((base) => /^https:\/\//.test(base))
    .map((base) => new URL(base).origin);
  return ["'self'", ...new Set(origins)];
}

/**
 * The Content-Security-Policy of every page in an environment. No `'unsafe-inline'` and no
 * `'unsafe-eval'`: inline scripts and styles are allowed by the hash of their exact text,
 * computed from the built pages. `default-src 'none'` so that anything not listed is refused.
 */
export function contentSecurityPolicy(environment: ApiEnvironment, hashes: InlineHashes): string {
  const quoted = (sources: readonly string[]) => [...new Set(sources)].sort().map((source) => `'${source}'`);
  const directives: [string, string[]][] = [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", ...quoted(hashes.scripts)]],
    ['style-src', ["'self'", ...quoted(hashes.styles)]],
    ['img-src', ["'self'"]],
    ['media-src', ["'self'"]],
    ['font-src', ["'self'"]],
    ['connect-src', connectSources(environment)],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    // Only as a header: a <meta> policy cannot carry it.
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Every header of a page answer in an environment, the cache rule aside. */
export function pageHeaders(environment: ApiEnvironment, hashes: InlineHashes): Record<string, string> {
  return { 'Content-Security-Policy': contentSecurityPolicy(environment, hashes), ...SECURITY_HEADERS };
}
