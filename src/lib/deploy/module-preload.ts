import { posix } from 'node:path';

// A static import of a built module: `import"./x.js"`, `import{a}from"./x.js"`, `export*from"./x.js"`.
// Dynamic `import("./x.js")` is left out on purpose: it loads on demand.
const STATIC_IMPORT = /(?:\bimport|\bfrom)\s*["'](\.{1,2}\/[^"']+\.js)["']/g;
const MODULE_SCRIPT = /<script type="module" src="([^"]+)"/g;

/** The relative specifiers a built module imports statically. */
export function staticImportsOf(source: string): string[] {
  return [...source.matchAll(STATIC_IMPORT)].map((match) => match[1]!);
}

/**
 * A module and everything it imports statically, each once, as site URLs (`/us/_astro/x.js`),
 * the entry first. `read` gives a module's source from its URL.
 */
export function moduleGraph(entry: string, read: (url: string) => string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  for (const specifier of staticImportsOf(read(entry))) {
    moduleGraph(posix.join(posix.dirname(entry), specifier), read, seen);
  }
  return seen;
}

/** The URLs of a page's module scripts (`<script type="module" src>`), in document order. */
export function moduleScriptsOf(html: string): string[] {
  return [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1]!);
}

/**
 * Whether the page's first paint waits for its modules: a time-gated page stays hidden until
 * the guard's module has judged it (the layout writes `data-gate-route` on such pages).
 */
export function paintWaitsForModules(html: string): boolean {
  return /<html[^>]*\sdata-gate-route=/.test(html);
}

/**
 * A page whose first paint waits for its modules, with a `<link rel="modulepreload">` in its
 * head for every module its scripts load at start. Astro writes module scripts at the end of
 * the body and the browser finds their imports only once each module has arrived: one round
 * trip per level of imports before the guard can show the page. Preloaded, the whole graph is
 * fetched at once, as soon as the head is read. Other pages are left as they are: there the
 * preloads would only compete with the stylesheets for a slow connection (measured: first
 * paint of /us 1.55 s with them, 1.33 s without, Lighthouse mobile).
 */
export function withModulePreloads(html: string, read: (url: string) => string): string {
  if (!paintWaitsForModules(html)) return html;
  const modules = new Set<string>();
  for (const script of moduleScriptsOf(html)) moduleGraph(script, read, modules);
  const missing = [...modules].filter((url) => !html.includes(`<link rel="modulepreload" href="${url}"`));
  if (!missing.length) return html;
  const links = missing.map((url) => `<link rel="modulepreload" href="${url}">`).join('');
  return html.replace('</head>', `${links}</head>`);
}
