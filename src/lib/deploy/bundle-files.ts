import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { InlineHashes } from '../../config/http-policy.ts';
import { HASHED_ASSETS_DIR } from '../../config/http-policy.ts';
import { inlineHashesOf, mergeHashes } from './inline-sources.ts';

/** Build and server side: what the header policy needs to know about built bundles on disk. */

/** Every HTML file of a bundle (hashed assets aside), as absolute or dist-relative paths. */
export function htmlFilesOf(bundleDir: string): string[] {
  return readdirSync(bundleDir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(bundleDir, entry.name);
    if (entry.isDirectory()) return entry.name === HASHED_ASSETS_DIR ? [] : htmlFilesOf(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
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
