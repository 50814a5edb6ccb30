import { describe, expect, it } from 'vitest';
import { tabIndexAfterKey } from '../../src/lib/tab-keys.ts';

describe('tab list keys (WAI-ARIA APG tabs)', () => {
  it.each([
    ['ArrowRight', 0, 1],
    ['ArrowRight', 2, 0],
    ['ArrowLeft', 1, 0],
    ['ArrowLeft', 0, 2],
    ['Home', 2, 0],
    ['End', 0, 2],
  ])('%s from tab %i of three goes to tab %i', (key, from, to) => {
    expect(tabIndexAfterKey(key, from, 3)).toBe(to);
  });

  it('wraps within two tabs, as the login form has', () => {
    expect(tabIndexAfterKey('ArrowRight', 1, 2)).toBe(0);
    expect(tabIndexAfterKey('ArrowLeft', 0, 2)).toBe(1);
  });

  it.each(['ArrowDown', 'ArrowUp', 'Tab', 'Enter', ' ', 'a'])('leaves %j to the browser', (key) => {
    expect(tabIndexAfterKey(key, 0, 3)).toBeUndefined();
  });
});
