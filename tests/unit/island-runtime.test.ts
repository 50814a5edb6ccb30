import { describe, expect, it } from 'vitest';
import { islandRuntimeFileName, withIslandRuntimeFile } from '../../src/lib/deploy/island-runtime.ts';

describe('the island runtime as a file', () => {
  const runtime = '(()=>{customElements.define("astro-island",f)})();';

  it('replaces exactly Astro’s inline runtime with a module script, and nothing else', () => {
    const html = `<p>a</p><script>${runtime}</script><astro-island></astro-island><script>other()</script>`;
    expect(withIslandRuntimeFile(html, runtime, '/us/_astro/astro-island.0123456789.js')).toBe(
      '<p>a</p><script type="module" src="/us/_astro/astro-island.0123456789.js"></script><astro-island></astro-island><script>other()</script>',
    );
    expect(withIslandRuntimeFile('<p>no island</p>', runtime, '/x.js')).toBe('<p>no island</p>');
  });

  it('names the file by its content', () => {
    expect(islandRuntimeFileName('61ad29518a0f')).toBe('astro-island.61ad29518a.js');
  });
});
