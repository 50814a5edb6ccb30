import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REGIONS, type RegionCode } from '../../../src/config/regions.ts';
import { bundlePages } from '../../../tools/bundle/bundle-files.ts';
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

/**
 * Every HTML page of the regions' bundles in the test dist, with the URL that serves it: of the
 * regions named, else of the checked ones (all but under `npm run verify`: CHECKED_REGIONS).
 */
export function builtPages(regions: readonly RegionCode[] = CHECKED_REGIONS): BuiltPage[] {
  return regions.flatMap((region) => {
    const bundle = join(TEST_DIST_DIR, region);
    const prefix = REGIONS[region].prefix ? `/${REGIONS[region].prefix}` : '';
    return bundlePages(bundle).map(({ file, path }) => {
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
