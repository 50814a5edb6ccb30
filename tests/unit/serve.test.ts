import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseByteRange } from '../../server/byte-range.ts';
import { createSiteServer } from '../../server/create-server.ts';
import { createSiteClock } from '../../server/site-clock.ts';
import { findFile, readRedirects, resolveTarget } from '../../server/static-site.ts';

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

describe('symbolic links in a bundle', () => {
  /** dist/ with a us bundle holding links that stay inside it and links that leave it. */
  function distWithLinks() {
    const root = mkdtempSync(join(tmpdir(), 'storefront-links-'));
    const dist = join(root, 'dist');
    const outside = join(root, 'outside');
    mkdirSync(join(dist, 'cn'), { recursive: true });
    writeFileSync(join(dist, 'cn', 'index.html'), '<!doctype html><title>cn</title>');
    mkdirSync(join(dist, 'us', 'page'), { recursive: true });
    writeFileSync(join(dist, 'us', 'index.html'), '<!doctype html><title>us</title>');
    writeFileSync(join(dist, 'us', '404.html'), '<!doctype html><title>us not found</title>');
    writeFileSync(join(dist, 'us', 'page', 'index.html'), 'page');
    mkdirSync(outside);
    writeFileSync(join(outside, 'secret.txt'), 'secret');
    writeFileSync(join(outside, 'index.html'), 'secret page');
    symlinkSync(join(outside, 'secret.txt'), join(dist, 'us', 'leak.txt'));
    symlinkSync('../../outside/secret.txt', join(dist, 'us', 'relative-leak.txt'));
    symlinkSync(outside, join(dist, 'us', 'elsewhere'));
    symlinkSync(join(dist, 'us', 'page', 'index.html'), join(dist, 'us', 'alias.html'));
    symlinkSync('page', join(dist, 'us', 'same-page'));
    // A whole bundle may itself be a link (e.g. to a build elsewhere).
    mkdirSync(join(root, 'builds', 'de'), { recursive: true });
    writeFileSync(join(root, 'builds', 'de', 'index.html'), '<!doctype html><title>de</title>');
    symlinkSync(join(root, 'builds', 'de'), join(dist, 'de'));
    return { root, dist };
  }

  it('are followed only while their real path stays inside the bundle', () => {
    const { root, dist } = distWithLinks();
    const bundle = join(dist, 'us');
    try {
      expect(findFile(bundle, 'leak.txt')).toBeNull();
      expect(findFile(bundle, 'relative-leak.txt')).toBeNull();
      expect(findFile(bundle, 'elsewhere')).toBeNull();
      expect(findFile(bundle, 'elsewhere/secret.txt')).toBeNull();
      expect(findFile(bundle, 'alias.html')).toBe(join(bundle, 'alias.html'));
      expect(findFile(bundle, 'same-page')).toBe(join(bundle, 'same-page', 'index.html'));
      expect(findFile(join(dist, 'de'), '')).toBe(join(dist, 'de', 'index.html'));
    } finally {
      rmSync(root, { recursive: true });
    }
  });

  it('that leave the bundle answer 404 over HTTP', async () => {
    const { root, dist } = distWithLinks();
    const server = createSiteServer({ distDir: dist, clock: createSiteClock(undefined) });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const get = async (path: string) => {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'accept-encoding': 'identity' } });
      return { status: response.status, body: await response.text() };
    };
    try {
      for (const path of ['/us/leak.txt', '/us/relative-leak.txt', '/us/elsewhere/', '/us/elsewhere/secret.txt']) {
        const answer = await get(path);
        expect(answer.status).toBe(404);
        expect(answer.body).not.toContain('secret');
        expect(answer.body).toContain('<title>us not found</title>');
      }
      expect(await get('/us/alias.html')).toEqual({ status: 200, body: 'page' });
      expect((await get('/de/')).status).toBe(200);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      rmSync(root, { recursive: true });
    }
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
