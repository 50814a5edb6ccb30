/**
 * The style Astro writes before the first island of a page. It lands in the middle of `body`,
 * where HTML allows no `style` element (the Nu checker's "A style element in body"), and it
 * would need its own CSP hash. The same rule is in src/styles/global.css, loaded in `head`.
 */
export const ASTRO_ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

/** The page's HTML without Astro's inline island style. */
export function withoutIslandStyle(html: string): string {
  return html.split(ASTRO_ISLAND_STYLE).join('');
}
