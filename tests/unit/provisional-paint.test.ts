import { describe, expect, it } from 'vitest';
import { scheduleBoundariesOf, withProvisionalPaint } from '../../src/lib/deploy/provisional-paint.ts';

const page = (htmlAttributes: string, body = '') =>
  `<!doctype html><html lang="en-US"${htmlAttributes}><head></head><body>${body}</body></html>`;
const BANNERS =
  '<div data-show-from="100" data-show-until="300">a</div><p data-show-stages="2" data-stage-starts="[150,400]">b</p>';

describe('provisional paint of gated pages', () => {
  it('reads every boundary: item windows, stage starts, the gate end', () => {
    expect(
      scheduleBoundariesOf(page(' data-gate-route="x" data-gate-end="900" data-stage-starts="[50,60]"', BANNERS)).sort(
        (a, b) => a - b,
      ),
    ).toEqual([50, 60, 100, 150, 300, 400, 900]);
  });

  it('marks a page open at build time from the build to the next boundary after it', () => {
    const html = withProvisionalPaint(
      page(' data-gate-route="x" data-gate-start="10" data-gate-end="900"', BANNERS),
      120,
    );
    expect(html).toContain(
      '<html lang="en-US" data-gate-route="x" data-gate-start="10" data-gate-end="900" data-paint-from="120" data-paint-until="150">',
    );
  });

  it('leaves the end open when nothing on the page changes after the build', () => {
    const html = withProvisionalPaint(page(' data-gate-route="x" data-gate-start="10"'), 120);
    expect(html).toContain('data-paint-from="120"');
    expect(html).not.toContain('data-paint-until');
  });

  it('leaves pages not yet open, already closed or not gated as they are', () => {
    for (const attributes of [
      ' data-gate-route="x" data-gate-start="200" data-gate-end="900"',
      ' data-gate-route="x" data-gate-start="10" data-gate-end="120"',
      ' data-stage-starts="[150]"',
    ]) {
      expect(withProvisionalPaint(page(attributes, BANNERS), 120)).toBe(page(attributes, BANNERS));
    }
  });

  it('marks a page once', () => {
    const once = withProvisionalPaint(page(' data-gate-route="x"', BANNERS), 120);
    expect(withProvisionalPaint(once, 130)).toBe(once);
  });
});
