import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSiteClock } from '../../scripts/server/site-clock.ts';
import { findFile, readRedirects, resolveTarget } from '../../scripts/server/static-site.ts';

describe('site clock', () => {
  it('starts at SITE_NOW and runs on in real time', () => {
    let real = 1_000;
    const clock = createSiteClock('2031-01-15T00:00:00Z', () => real);
    expect(clock.now()).toBe(Date.UTC(2031, 0, 15));
    real += 2_500;
    expect(clock.now()).toBe(Date.UTC(2031, 0, 15) + 2_500);
  });

  it('refuses a SITE_NOW that is not an instant', () => {
    expect(() => createSiteClock('next tuesday')).toThrow('SITE_NOW="next tuesday" is not an ISO 8601 instant');
    // Without an offset the instant would depend on the machine's time zone.
    expect(() => createSiteClock('2026-11-22T09:00:00')).toThrow('with an offset');
  });
});

describe('static site mapping', () => {
  const bundles = ['cn', 'us', 'de'];

  it.each([
    ['/', { region: 'cn', rest: '' }],
    ['/choose-your-region', { region: 'cn', rest: 'choose-your-region' }],
    ['/us', { region: 'us', rest: '' }],
    ['/DE/choose-your-region/', { region: 'de', rest: 'choose-your-region' }],
    ['/fr/x', { region: 'cn', rest: 'fr/x' }],
  ])('%s', (pathname, target) => {
    expect(resolveTarget(pathname, bundles)).toEqual(target);
  });

  it('finds pages and files but never leaves the bundle', () => {
    const dist = mkdtempSync(join(tmpdir(), 'storefront-dist-'));
    mkdirSync(join(dist, 'us', 'page'), { recursive: true });
    writeFileSync(join(dist, 'us', 'page', 'index.html'), 'page');
    writeFileSync(join(dist, 'secret.txt'), 'secret');
    writeFileSync(join(dist, 'us', '_redirects'), '/us/old /us/page 301\n\n');
    const bundle = join(dist, 'us');
    expect(findFile(bundle, 'page')).toBe(join(bundle, 'page', 'index.html'));
    expect(findFile(bundle, '../secret.txt')).toBeNull();
    expect(findFile(bundle, 'page/../../secret.txt')).toBeNull();
    expect(findFile(bundle, 'missing')).toBeNull();
    expect(readRedirects(bundle)).toEqual(new Map([['/us/old', { to: '/us/page', status: 301 }]]));
  });
});
