import { createRequire } from 'node:module';
import type { contentCollections } from './data/content-collections.ts';

/**
 * The content collections, defined in src/data/content-collections.ts (docs/build.md, "Content
 * layer").
 *
 * Astro runs this file in a Vite server of its own at the start of every build, `astro check`,
 * `npm run check:data` and `astro dev`; every module imported here would be transformed and run
 * by that server first (about 140 modules with `astro:content`'s runtime, some 1.5 s a region).
 * The collections' modules are plain TypeScript that Node runs as they are, as it runs
 * astro.config.mjs and what that imports, so they are required natively: the content sync then
 * costs a few hundred milliseconds. Node keeps them loaded: in `astro dev`, a change to a schema
 * or the loader takes a restart (a data file's change does not: the loader watches those). Each
 * sync evaluates this file anew, and so gets collections over a load of their own.
 */
const required = createRequire(import.meta.url)('./data/content-collections.ts') as {
  contentCollections: typeof contentCollections;
};
export const collections = required.contentCollections();
