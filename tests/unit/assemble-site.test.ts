import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// `npm run assemble -- <folder> --previous <old site>` over a built site of one region, made up
// here: what the previous deploy's hashed assets become in the new folder.
const scratch = mkdtempSync(join(tmpdir(), 'storefront-assemble-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function write(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

/** A dist/ holding the us bundle with the given hashed assets, and the CDN files assemble copies. */
function builtSite(name: string, assets: readonly string[]): string {
  const dist = join(scratch, name);
  write(join(dist, 'us', 'index.html'), '<!doctype html><title>us</title>');
  for (const asset of assets) write(join(dist, 'us', '_astro', asset), asset);
  for (const file of [
    '_headers',
    '_redirects',
    'netlify.toml',
    'cloudflare/functions/ssr/timestamp.js',
    'netlify/edge-functions/timestamp.js',
  ]) {
    write(join(dist, 'cdn', file), '');
  }
  return dist;
}

function assemble(dist: string, out: string, ...args: string[]) {
  return spawnSync(process.execPath, ['scripts/assemble-site.ts', out, ...args], {
    env: { ...process.env, DIST_DIR: dist },
    encoding: 'utf8',
  });
}

describe('assemble --previous', () => {
  it('keeps every hashed asset of the previous deploy the new one lacks, in sub-folders too', () => {
    const before = join(scratch, 'before');
    expect(assemble(builtSite('dist-before', ['page.aaa.js', 'photos/hero-aaa-480.avif']), before).status).toBe(0);
    const after = join(scratch, 'after');
    const result = assemble(
      builtSite('dist-after', ['page.bbb.js', 'photos/hero-bbb-480.avif']),
      after,
      '--previous',
      join(before, 'site'),
    );
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('keeping 2 hashed asset(s)');
    const assets = join(after, 'site', 'us', '_astro');
    for (const asset of ['page.aaa.js', 'page.bbb.js', 'photos/hero-aaa-480.avif', 'photos/hero-bbb-480.avif']) {
      expect(existsSync(join(assets, asset)), asset).toBe(true);
    }
  });
});
