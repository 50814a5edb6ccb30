import { describe, expect, it } from 'vitest';
import { scriptlessTwin, twinPath } from '../../tools/lighthouse/scriptless-twin.mjs';

describe('scriptlessTwin', () => {
  const page = [
    '<html><head>',
    '<link rel="modulepreload" href="/us/_astro/site.js">',
    '<link rel="stylesheet" href="/us/_astro/site.css">',
    '<script>document.documentElement.classList.add("js")</script>',
    '<script type="application/ld+json">{"@type":"Product"}</script>',
    '</head><body><p>Text</p>',
    '<script type="application/json" id="api-strings">{"a":"b"}</script>',
    '<script type="module" src="/us/_astro/site.js"></script>',
    '<script type="module">import "/us/_astro/x.js";\nrun();</script>',
    '</body></html>',
  ].join('');

  it('removes the module scripts and the module preloads', () => {
    const twin = scriptlessTwin(page);
    expect(twin).not.toMatch(/site\.js|x\.js|modulepreload/);
  });

  it('keeps the markup, the styles, the classic inline scripts the styles depend on and the JSON data blocks', () => {
    const twin = scriptlessTwin(page);
    expect(twin).toContain('<script>document.documentElement.classList.add("js")</script>');
    expect(twin).toContain('<link rel="stylesheet" href="/us/_astro/site.css">');
    expect(twin).toContain('<script type="application/ld+json">{"@type":"Product"}</script>');
    expect(twin).toContain('<script type="application/json" id="api-strings">{"a":"b"}</script>');
    expect(twin).toContain('<p>Text</p>');
  });

  it('serves the twin below the page', () => {
    expect(twinPath('/us')).toBe('/us/__scriptless');
    expect(twinPath('/jp/faq/')).toBe('/jp/faq/__scriptless');
  });
});
