import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';
import { htmlFilesOf } from '../../tools/bundle/bundle-files.ts';
import { islandRuntimeFileName, withIslandRuntimeFile } from '../lib/deploy/island-runtime.ts';
import { withoutIslandStyle } from '../lib/deploy/island-style.ts';
import { withProvisionalPaint } from '../lib/deploy/provisional-paint.ts';

/**
 * After the build, rewrites every page once: Astro's inline island style out
 * (src/lib/deploy/island-style.ts), Astro's inline island runtime replaced by one file of the
 * hashed assets (src/lib/deploy/island-runtime.ts), and on time-gated pages open at the build
 * instant `builtAt` the span in which they may show before the server's clock has answered
 * (src/lib/deploy/provisional-paint.ts). Runs before storefront-build hashes what the pages
 * keep inline.
 *
 * No `<link rel="modulepreload">` is added: measured with Lighthouse (mobile), preloading the
 * start-up modules delayed the first paint (/us 1.33 → 1.55 s, /us/black-friday 1.62 → 2.19 s)
 * by competing with the stylesheets, and nothing paints later for want of them.
 */
export function builtPages(builtAt: number): AstroIntegration {
  let base = '/';
  let assetsDir = '_astro';
  return {
    name: 'built-pages',
    hooks: {
      'astro:config:done': ({ config }) => {
        base = config.base.endsWith('/') ? config.base : `${config.base}/`;
        assetsDir = config.build.assets;
      },
      'astro:build:done': ({ dir }) => {
        const root = fileURLToPath(dir);
        const runtimeFile = islandRuntimeFileName(createHash('sha256').update(islandRuntime).digest('hex'));
        const runtimeSrc = `${base}${assetsDir}/${runtimeFile}`;
        let runtimeUsed = false;
        for (const file of htmlFilesOf(root)) {
          const html = readFileSync(file, 'utf8');
          const withRuntimeFile = withIslandRuntimeFile(html, islandRuntime, runtimeSrc);
          runtimeUsed ||= withRuntimeFile !== html;
          const rewritten = withProvisionalPaint(withoutIslandStyle(withRuntimeFile), builtAt);
          if (rewritten !== html) writeFileSync(file, rewritten);
        }
        if (runtimeUsed) {
          mkdirSync(join(root, assetsDir), { recursive: true });
          writeFileSync(join(root, assetsDir, runtimeFile), islandRuntime);
        }
      },
    },
  };
}
