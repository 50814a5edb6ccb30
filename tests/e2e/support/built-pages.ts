import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { REGIONS, type RegionCode } from '../../../src/config/regions.ts';
import { CHECKED_REGIONS, TEST_DIST_DIR } from './constants.ts';

export interface BuiltPage {
  region: RegionCode;
  /** URL path on the merged site. */
  url: string;
  file: string;
  html: string;
  /** The region's 404 page (served with status 404 for unknown paths). */
  isNotFound: boolean;
  /** A static redirect page (meta refresh). */
  isRedirect: boolean;
  /** A time-gated page (its guard may send the visitor home). */
  isGated: boolean;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '_astro' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/**
 * Every HTML page of the regions' bundles in the test dist, with the URL that serves it: of the
 * regions named, else of the checked ones (all but under `npm run verify`: CHECKED_REGIONS).
 */
export function builtPages(regions: readonly RegionCode[] = CHECKED_REGIONS): BuiltPage[] {
  return regions.flatMap((region) => {
    const bundle = join(TEST_DIST_DIR, region);
    const prefix = REGIONS[region].prefix ? `/${REGIONS[region].prefix}` : '';
    return htmlFiles(bundle).map((file) => {
      const rel = relative(bundle, file).split(sep).join('/');
      const path = rel === 'index.html' ? '' : rel.replace(/\/?index\.html$/, '').replace(/\.html$/, '');
      const html = readFileSync(file, 'utf8');
      return {
        region,
        url: path ? `${prefix}/${path}` : prefix || '/',
        isNotFound: path === '404',
        file,
        html,
        isRedirect: html.includes('http-equiv="refresh"'),
        isGated: html.includes('data-gate-route='),
      };
    });
  });
}
