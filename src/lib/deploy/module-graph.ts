// A static import of a built module: `import"./x.js"`, `import{a}from"./x.js"`, `export*from"./x.js"`.
// Dynamic `import("./x.js")` is left out on purpose: it loads on demand.
const STATIC_IMPORT = /(?:\bimport|\bfrom)\s*["'](\.{1,2}\/[^"']+\.js)["']/g;
const MODULE_SCRIPT = /<script type="module" src="([^"]+)"/g;

/** The relative specifiers a built module imports statically. */
export function staticImportsOf(source: string): string[] {
  return [...source.matchAll(STATIC_IMPORT)].map((match) => match[1]!);
}

/** A relative specifier resolved against the site URL of the module that imports it. */
function resolvedUrl(specifier: string, from: string): string {
  // Any origin will do: only the path is kept.
  return new URL(specifier, `http://site${from}`).pathname;
}

/**
 * A module and everything it imports statically, each once, as site URLs (`/us/_astro/x.js`),
 * the entry first. `read` gives a module's source from its URL.
 */
export function moduleGraph(entry: string, read: (url: string) => string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  for (const specifier of staticImportsOf(read(entry))) {
    moduleGraph(resolvedUrl(specifier, entry), read, seen);
  }
  return seen;
}

/** The URLs of a page's module scripts (`<script type="module" src>`), in document order. */
export function moduleScriptsOf(html: string): string[] {
  return [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1]!);
}
