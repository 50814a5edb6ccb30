/**
 * A page's twin without its module scripts: the same HTML, styles, images and fonts with every
 * module script removed (the site module and the islands, and the module preloads that fetch
 * them). The small classic scripts inline in the page stay: the one in the head marks the page as
 * scripted (`.js` on <html>), which styles read (closed submenus, text waiting to float in), so
 * without it the twin would lay out and paint another page. JSON data blocks stay too. Lighthouse
 * measures a page and its twin one after the other, so what the page costs beyond its twin is
 * what its modules cost (docs/performance.md, "Lighthouse").
 */
const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*>[\s\S]*?<\/script>/g;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;

export function scriptlessTwin(html) {
  return html.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '');
}

/** Where a page's twin is served: a folder below the page's own, so its paths resolve alike. */
export function twinPath(pagePath) {
  return `${pagePath.replace(/\/$/, '')}/__scriptless`;
}
