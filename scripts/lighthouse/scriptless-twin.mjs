/**
 * A page's scriptless twin: the same HTML, styles, images and fonts with every script that runs
 * removed (module and inline scripts, and the module preloads that fetch them). JSON data blocks
 * (`application/json`, `application/ld+json`) stay: they run nothing. Lighthouse measures a page
 * and its twin one after the other, so what the page costs beyond its twin is what its scripts
 * cost (docs/performance.md, "Lighthouse").
 */
const RUNNING_SCRIPT = /<script\b(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/g;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;

export function scriptlessTwin(html) {
  return html.replace(RUNNING_SCRIPT, '').replace(MODULE_PRELOAD, '');
}

/** Where a page's twin is served: a folder below the page's own, so its paths resolve alike. */
export function twinPath(pagePath) {
  return `${pagePath.replace(/\/$/, '')}/__scriptless`;
}
