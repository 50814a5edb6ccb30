import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

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

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '_astro' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/** After the build, removes Astro's inline island style from every page (see above). */
export function islandStyle(): AstroIntegration {
  return {
    name: 'island-style',
    hooks: {
      'astro:build:done': ({ dir }) => {
        for (const file of htmlFiles(fileURLToPath(dir))) {
          const html = readFileSync(file, 'utf8');
          const cleaned = withoutIslandStyle(html);
          if (cleaned !== html) writeFileSync(file, cleaned);
        }
      },
    },
  };
}
