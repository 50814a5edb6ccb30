import { describe, expect, it } from 'vitest';
import { moduleGraph, staticImportsOf, withModulePreloads } from '../../src/lib/deploy/module-preload.ts';

// A small built bundle: an entry importing two chunks, one of which imports a third and loads
// a fourth only on demand.
const MODULES: Record<string, string> = {
  '/us/_astro/entry.js': 'import{a}from"./a.js";import"./b.js";a();',
  '/us/_astro/a.js': 'import{c}from"./c.js";export const a=()=>import(`./lazy.js`);',
  '/us/_astro/b.js': 'export*from"./c.js";',
  '/us/_astro/c.js': 'export const c=1;',
  '/us/_astro/lazy.js': 'export const lazy=1;',
};
const read = (url: string) => {
  const source = MODULES[url];
  if (source === undefined) throw new Error(`no module ${url}`);
  return source;
};

describe('module preloads', () => {
  it('finds static imports and leaves dynamic ones out', () => {
    expect(staticImportsOf(MODULES['/us/_astro/a.js']!)).toEqual(['./c.js']);
    expect(staticImportsOf(MODULES['/us/_astro/b.js']!)).toEqual(['./c.js']);
  });

  it('walks the static graph once per module, the entry first', () => {
    expect([...moduleGraph('/us/_astro/entry.js', read)]).toEqual([
      '/us/_astro/entry.js',
      '/us/_astro/a.js',
      '/us/_astro/c.js',
      '/us/_astro/b.js',
    ]);
  });

  it('preloads every start-up module of a gated page from the head, once', () => {
    const page =
      '<html lang="en" data-gate-route="black-friday"><head><title>t</title></head><body><script type="module" src="/us/_astro/entry.js"></script></body></html>';
    const rewritten = withModulePreloads(page, read);
    const head = rewritten.slice(0, rewritten.indexOf('</head>'));
    expect([...head.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((match) => match[1])).toEqual([
      '/us/_astro/entry.js',
      '/us/_astro/a.js',
      '/us/_astro/c.js',
      '/us/_astro/b.js',
    ]);
    expect(rewritten).not.toContain('lazy.js');
    expect(withModulePreloads(rewritten, read)).toBe(rewritten);
  });

  it('leaves pages whose first paint does not wait for scripts as they are', () => {
    const page =
      '<html lang="en"><head><title>t</title></head><body><script type="module" src="/us/_astro/entry.js"></script></body></html>';
    expect(withModulePreloads(page, read)).toBe(page);
  });
});
