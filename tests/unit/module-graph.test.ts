import { describe, expect, it } from 'vitest';
import { moduleGraph, moduleScriptsOf, staticImportsOf } from '../../src/lib/deploy/module-graph.ts';

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

describe('module graph', () => {
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

  it('resolves a parent-folder specifier against the importing module', () => {
    const nested: Record<string, string> = { '/_astro/pages/x.js': 'import"../y.js";', '/_astro/y.js': '' };
    expect([...moduleGraph('/_astro/pages/x.js', (url) => nested[url] ?? '')]).toEqual([
      '/_astro/pages/x.js',
      '/_astro/y.js',
    ]);
  });

  it('lists a page’s module scripts in document order', () => {
    const page =
      '<html><head><script type="module" src="/us/_astro/a.js"></script></head><body><script type="module" src="/us/_astro/entry.js"></script></body></html>';
    expect(moduleScriptsOf(page)).toEqual(['/us/_astro/a.js', '/us/_astro/entry.js']);
  });
});
