import { expect, test } from './support/test.ts';
import { builtPages } from './support/built-pages.ts';
import { CHECKED_REGIONS } from './support/constants.ts';
import { parseRegionPath } from '../../src/lib/urls.ts';

/** Every href / src / srcset / content URL in a page's HTML. */
function referencesOf(html: string): string[] {
  const references = [...html.matchAll(/\s(?:href|src)="([^"]+)"/g)].map((match) => match[1] ?? '');
  const sources = [...html.matchAll(/\ssrcset="([^"]+)"/g)].flatMap((match) =>
    (match[1] ?? '').split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? ''),
  );
  const refresh = [...html.matchAll(/http-equiv="refresh" content="\d+;url=([^"]+)"/g)].map((match) => match[1] ?? '');
  return [...references, ...sources, ...refresh].map((reference) => reference.replaceAll('&amp;', '&'));
}

/**
 * Under `npm run verify -- <region…>`, only the links into the regions checked: the others'
 * bundles may be older or absent, and a region's data cannot change the links between regions
 * (the route manifest's alternates and the region chooser).
 */
const isChecked = (reference: string) => CHECKED_REGIONS.includes(parseRegionPath(reference.split(/[?#]/)[0]!).region);

test('every internal link and asset of every bundle resolves', async ({ request }) => {
  const pages = builtPages();
  const internal = new Map<string, string>();
  const external = new Set<string>();
  for (const page of pages) {
    for (const reference of referencesOf(page.html)) {
      if (reference.startsWith('/') && !reference.startsWith('//')) {
        if (!isChecked(reference)) continue;
        if (!internal.has(reference.split('#')[0]!)) internal.set(reference.split('#')[0]!, page.file);
      } else if (!reference.startsWith('#')) external.add(reference);
    }
  }
  expect(internal.size).toBeGreaterThan(20);
  const broken: string[] = [];
  for (const [reference, file] of internal) {
    const response = await request.get(reference, { maxRedirects: 0 });
    if (response.status() !== 200) broken.push(`${reference} (${response.status()}) in ${file}`);
  }
  expect(broken).toEqual([]);
  // Outside links cannot be fetched here; they must at least be absolute https, mail or phone.
  expect([...external].filter((link) => !/^(https:\/\/[^/]+\.[^/]+|mailto:|tel:)/.test(link))).toEqual([]);
});
