import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseByteRange } from '../../scripts/server/byte-range.ts';
import { createSiteServer } from '../../scripts/server/create-server.ts';
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

describe('byte ranges', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-200', { start: 800, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    ['bytes=999-999', { start: 999, end: 999 }],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    [undefined, null],
    ['bytes=-', null],
    ['bytes=5-1', null],
    ['bytes=0-1,5-9', null],
    ['items=0-1', null],
    ['Bytes=0-1', { start: 0, end: 1 }],
  ] as const)('%s of 1000 bytes', (header, expected) => {
    expect(parseByteRange(header, 1000)).toEqual(expected);
  });

  it('are served over HTTP for media files, and never for compressed pages', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'storefront-dist-'));
    mkdirSync(join(dist, 'cn'), { recursive: true });
    const video = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 256));
    writeFileSync(join(dist, 'cn', 'clip.mp4'), video);
    writeFileSync(join(dist, 'cn', 'empty.mp4'), '');
    writeFileSync(join(dist, 'cn', 'index.html'), '<!doctype html><title>home</title>');
    const server = createSiteServer({ distDir: dist, clock: createSiteClock(undefined) });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const get = (path: string, headers: Record<string, string> = {}) =>
      fetch(`http://127.0.0.1:${port}${path}`, { headers });
    try {
      const part = await get('/clip.mp4', { range: 'bytes=10-19' });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe('bytes 10-19/1000');
      expect(Buffer.from(await part.arrayBuffer())).toEqual(video.subarray(10, 20));

      const whole = await get('/clip.mp4');
      expect(whole.status).toBe(200);
      expect(whole.headers.get('accept-ranges')).toBe('bytes');
      expect((await whole.arrayBuffer()).byteLength).toBe(1000);

      const beyond = await get('/clip.mp4', { range: 'bytes=1000-' });
      expect(beyond.status).toBe(416);
      expect(beyond.headers.get('content-range')).toBe('bytes */1000');

      const head = await fetch(`http://127.0.0.1:${port}/clip.mp4`, {
        method: 'HEAD',
        headers: { range: 'bytes=0-9' },
      });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-length')).toBe('1000');

      const changed = await get('/clip.mp4', { range: 'bytes=0-9', 'if-range': '"v1"' });
      expect(changed.status).toBe(200);
      expect((await changed.arrayBuffer()).byteLength).toBe(1000);

      const empty = await get('/empty.mp4', { range: 'bytes=-5' });
      expect(empty.status).toBe(200);
      expect(empty.headers.get('content-length')).toBe('0');

      const page = await get('/', { range: 'bytes=0-3', 'accept-encoding': 'identity' });
      expect(page.status).toBe(200);
      expect(page.headers.get('accept-ranges')).toBeNull();
      expect(page.headers.get('vary')).toBe('accept-encoding');
      expect(await page.text()).toContain('<title>home</title>');
    } finally {
      await new Promise((resolve) => server.close(resolve));
      rmSync(dist, { recursive: true });
    }
  });
});
