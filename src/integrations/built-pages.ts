import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { htmlFilesOf } from '../../scripts/deploy/bundle-files.ts';
import { withoutIslandStyle } from '../lib/deploy/island-style.ts';
import { withProvisionalPaint } from '../lib/deploy/provisional-paint.ts';

/**
 * After the build, rewrites every page once: Astro's inline island style out
 * (src/lib/deploy/island-style.ts), and on time-gated pages open at the build instant `builtAt`
 * the span in which they may show before the server's clock has answered
 * (src/lib/deploy/provisional-paint.ts). Runs before storefront-build hashes what the pages
 * keep inline.
 *
 * No `<link rel="modulepreload">` is added: measured with Lighthouse (mobile), preloading the
 * start-up modules delayed the first paint (/us 1.33 → 1.55 s, /us/black-friday 1.62 → 2.19 s)
 * by competing with the stylesheets, and nothing paints later for want of them.
 */
export function builtPages(builtAt: number): AstroIntegration {
  return {
    name: 'built-pages',
    hooks: {
      'astro:build:done': ({ dir }) => {
        for (const file of htmlFilesOf(fileURLToPath(dir))) {
          const html = readFileSync(file, 'utf8');
          const rewritten = withProvisionalPaint(withoutIslandStyle(html), builtAt);
          if (rewritten !== html) writeFileSync(file, rewritten);
        }
      },
    },
  };
}
