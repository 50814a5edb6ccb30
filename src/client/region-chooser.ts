import type { RegionCode } from '../config/regions.ts';
import { parseRegionPath, routePath } from '../lib/urls.ts';
import { chooseCountry } from '../stores/region.ts';

/**
 * Points each chooser entry at the page the visitor came from (`?from=/us/manuals`) in the
 * entry's region when that region builds it, else at its home; remembers the chosen country.
 */
export function initRegionChooser(): void {
  const pages = JSON.parse(document.getElementById('chooser-pages')?.textContent ?? '{}') as Record<
    string,
    RegionCode[]
  >;
  const from = new URLSearchParams(location.search).get('from');
  // Only a same-site path is accepted: `from` comes from the URL and is never trusted.
  const path = from && /^\/(?!\/)/.test(from) ? parseRegionPath(from).path.replace(/\/+$/, '') : null;

  for (const entry of document.querySelectorAll<HTMLAnchorElement>('[data-chooser-region]')) {
    const region = entry.dataset.chooserRegion as RegionCode;
    if (path !== null && Object.hasOwn(pages, path) && pages[path]?.includes(region))
      entry.href = routePath(region, path);
    entry.addEventListener('click', () => chooseCountry(entry.dataset.chooserCountry ?? ''));
  }
}
