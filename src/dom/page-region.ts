import { DEFAULT_REGION, isRegionCode, type RegionCode } from '../config/regions.ts';
import { returnPathOf } from '../lib/return-path.ts';
import { routePath } from '../lib/urls.ts';

/** The region of the page this script runs in (the layout writes it on <html data-region>). */
export function pageRegion(): RegionCode {
  const region = typeof document === 'undefined' ? undefined : document.documentElement.dataset.region;
  return isRegionCode(region) ? region : DEFAULT_REGION;
}

/** The region's login page, carrying the page to come back to. */
export function loginUrl(returnTo: string = returnPathOf(location.pathname, location.search)): string {
  return `${routePath(pageRegion(), 'login')}?redirect=${encodeURIComponent(returnTo)}`;
}
