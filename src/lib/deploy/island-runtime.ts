/**
 * Astro writes its island runtime (the `astro-island` element, `astro/runtime/server/
 * astro-island.prebuilt.js`) inline before the first island of every page: 4.4 KB of text,
 * 1.6 KB gzipped, the same on every page. Served as a file of the hashed assets instead, it
 * leaves every page's first answer (docs/performance.md), is cached once for the whole site
 * and needs no hash in the Content-Security-Policy. Nothing needs it before the document has
 * been parsed: islands hydrate once the page has loaded, or when the visitor reaches for them,
 * which a module script (deferred, run in document order before the layout's own) allows.
 */

/** The name of the runtime's file in the hashed assets, from the first hex digits of its SHA-256. */
export function islandRuntimeFileName(sha256Hex: string): string {
  return `astro-island.${sha256Hex.slice(0, 10)}.js`;
}

/** The page with Astro's inline island runtime (exactly `runtime`) loaded from `src` instead. */
export function withIslandRuntimeFile(html: string, runtime: string, src: string): string {
  return html.split(`<script>${runtime}</script>`).join(`<script type="module" src="${src}"></script>`);
}
