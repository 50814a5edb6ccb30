// @ts-check
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { buildContext, bundleDir } from './src/data/build-context.ts';
import { HASHED_ASSETS_DIR } from './src/config/http-policy.ts';
import { clientDirectives } from './src/directives/index.ts';
import { builtPages } from './src/integrations/built-pages.ts';
import { devServer } from './src/integrations/dev-server.ts';
import { jsonSchemas } from './src/integrations/json-schemas.ts';
import { storefrontBuild } from './src/integrations/storefront-build.ts';
import { regionBase } from './src/lib/urls.ts';

// One Astro build per region: scripts/build.mjs sets REGION (and --outDir dist/<region>). The
// context computed here is the one the content loader and the pages take (src/data/build-context.ts).
const context = buildContext();

/** The project's folder: a region's build runs in an Astro root of its own (scripts/build-worker.mjs). */
const project = new URL('./', import.meta.url);

export default defineConfig({
  srcDir: fileURLToPath(new URL('src/', project)),
  publicDir: fileURLToPath(new URL('public/', project)),
  site: context.origin,
  base: regionBase(context.region),
  outDir: resolve(fileURLToPath(project), bundleDir(context.region)),
  trailingSlash: 'ignore',
  build: {
    format: 'directory',
    assets: HASHED_ASSETS_DIR,
    // Stylesheets as files, never inline <style>: the CSP allows styles from 'self' and hashes only.
    inlineStylesheets: 'never',
  },
  // builtPages rewrites the pages before storefrontBuild hashes what they keep inline.
  // devServer acts in `astro dev` only (npm run dev).
  integrations: [
    react(),
    clientDirectives(),
    jsonSchemas(),
    builtPages(context.now),
    storefrontBuild(context),
    devServer(),
  ],
  // The only SVGs the pipeline sees are the project's own drawings (src/assets/products),
  // rasterized to WebP at build time; no outside SVG is ever processed.
  image: { dangerouslyProcessSVG: true },
  devToolbar: { enabled: false },
  prefetch: false,
  // The region is part of the build, not of the request: no adapter, everything prerendered.
  output: 'static',
  vite: {
    // Astro evaluates src/content.config.ts through Vite at every build, sync and preview (its
    // `astro` environment), where Astro's own package is never external: the three entry points
    // the config imports would have Vite transform about fifty of Astro's modules each time, for
    // code that runs as it is in Node (no virtual module among them). Loaded by Node, a region's
    // content sync takes about a fifth less time (docs/build.md, "What a build spends").
    environments: { astro: { resolve: { external: ['astro/loaders', 'astro/content/config', 'astro/zod'] } } },
    build: {
      rolldownOptions: {
        output: {
          // The layout's script and everything it imports, which every page runs at start, as one
          // file: one request and one compressed stream instead of a dozen small shared chunks.
          // Islands import what they share with it from that file, already loaded.
          codeSplitting: { groups: [{ name: 'site', test: /[\\/]BaseLayout\.astro\?astro&type=script/ }] },
        },
      },
    },
  },
});
