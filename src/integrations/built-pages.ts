import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { htmlFilesOf } from '../lib/deploy/bundle-files.ts';
import { withModulePreloads } from '../lib/deploy/module-preload.ts';
import { withProvisionalPaint } from '../lib/deploy/provisional-paint.ts';
import { withoutIslandStyle } from '../lib/deploy/island-style.ts';

/**
 * After the build, rewrites every page once: Astro's inline island style out (src/lib/deploy/island-style.ts),
 * module preloads in (src/lib/deploy/module-preload.ts), and on time-gated pages open at the
 * build instant `builtAt` the span in which they may show before the server's clock has
 * answered (src/lib/deploy/provisional-paint.ts). Runs before storefront-build hashes what the
 * pages keep inline.
 */
export function builtPages(builtAt: number): AstroIntegration {
  let base = '/';
  return {
    name: 'built-pages',
    hooks: {
      'astro:config:done': ({ config }) => {
        base = config.base.endsWith('/') ? config.base : `${config.base}/`;
      },
      'astro:build:done': ({ dir }) => {
        const bundle = fileURLToPath(dir);
        // Module URLs are site paths under the region's base (`/us/_astro/x.js`).
        const read = (url: string) =>
          readFileSync(join(bundle, url.startsWith(base) ? url.slice(base.length) : url), 'utf8');
        for (const file of htmlFilesOf(bundle)) {
          const html = readFileSync(file, 'utf8');
          const rewritten = withProvisionalPaint(withModulePreloads(withoutIslandStyle(html), read), builtAt);
          if (rewritten !== html) writeFileSync(file, rewritten);
        }
      },
    },
  };
}
