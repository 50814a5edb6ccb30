import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { InlineHashes } from '../../src/config/http-policy.ts';
import {
  CONTENT_TYPES,
  HASHED_ASSETS_DIR,
  PRECOMPRESS_MIN_BYTES,
  isCompressible,
} from '../../src/config/http-policy.ts';
import { inlineHashesOf, mergeHashes } from '../../src/lib/deploy/inline-sources.ts';

/**
 * The built bundles on disk, as the build hooks, the deploy files, the servers, the tools and the
 * tests read them: which bundles there are, their pages, the hashes of what the pages keep
 * inline; and their gzip twins, written here.
 */

/** Every HTML file of a bundle (hashed assets aside), as absolute or dist-relative paths. */
export function htmlFilesOf(bundleDir: string): string[] {
  return readdirSync(bundleDir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(bundleDir, entry.name);
    if (entry.isDirectory()) return entry.name === HASHED_ASSETS_DIR ? [] : htmlFilesOf(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** A page of a bundle on disk. */
export interface BundlePage {
  /** The HTML file, under the bundle folder as given. */
  file: string;
  /** Its path below the bundle's base, without slashes at either end: '' (home), 'faq', '404'. */
  path: string;
}

/** Every page of a bundle (its HTML files, hashed assets aside) with the path that serves it. */
export function bundlePages(bundleDir: string): BundlePage[] {
  return htmlFilesOf(bundleDir).map((file) => ({
    file,
    path: relative(bundleDir, file)
      .split(sep)
      .join('/')
      .replace(/\/?index\.html$/, '')
      .replace(/\.html$/, ''),
  }));
}

/** The inline-script and inline-style hashes of every page of a bundle. */
export function bundleHashes(bundleDir: string): InlineHashes {
  return mergeHashes(htmlFilesOf(bundleDir).map((file) => inlineHashesOf(readFileSync(file, 'utf8'))));
}

/** The bundles present in `distDir` (folders holding an index.html). */
export function listBundles(distDir: string): string[] {
  if (!existsSync(distDir)) return [];
  return readdirSync(distDir).filter((name) => existsSync(join(distDir, name, 'index.html')));
}

/** The hashes of every bundle in `distDir`, merged: what one site-wide policy allows. */
export function siteHashes(distDir: string): InlineHashes {
  return mergeHashes(listBundles(distDir).map((region) => bundleHashes(join(distDir, region))));
}

function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesOf(path) : [path];
  });
}

/**
 * Writes `x.gz` (gzip, level 9) beside every compressible file of a bundle big enough to gain
 * from it, so that servers send it instead of compressing per request; a twin newer than its
 * file is kept. Returns how many were written.
 */
export function precompressBundle(bundleDir: string): number {
  let written = 0;
  for (const file of filesOf(bundleDir)) {
    const type = CONTENT_TYPES[extname(file).toLowerCase()];
    if (!type || !isCompressible(type)) continue;
    const twin = `${file}.gz`;
    if (existsSync(twin) && statSync(twin).mtimeMs >= statSync(file).mtimeMs) continue;
    const body = readFileSync(file);
    if (body.length < PRECOMPRESS_MIN_BYTES) continue;
    writeFileSync(twin, gzipSync(body, { level: 9 }));
    written += 1;
  }
  return written;
}
