import { describe, expect, it } from 'vitest';
import { unsourcedBrandAddresses } from '../../src/lib/brand-addresses.ts';

// A fixture list, not the shipped one: the rule is what is tested here.
const SOURCED = ['https://us.example-store.robosen.com', 'https://us.example-store.robosen.com/pages/terms'];
const SITE = ['www.robosen.com'];

describe('unsourcedBrandAddresses', () => {
  it.each([
    ['a sourced store root', 'https://us.example-store.robosen.com'],
    ['a sourced root with a trailing slash', 'https://us.example-store.robosen.com/'],
    ['a sourced page', '"link": "https://us.example-store.robosen.com/pages/terms"'],
    ['a sourced page with a fragment', 'https://us.example-store.robosen.com/pages/terms#returns'],
    ['the site itself', 'https://www.robosen.com/us/faq'],
    ['the support mailbox', 'mailto:support@robosen.com, or write to support@robosen.com.'],
    ['another brand’s host', 'https://robosen.example.org/products/x and https://notrobosen.com'],
  ])('accepts %s', (_, text) => {
    expect(unsourcedBrandAddresses(text, SOURCED, SITE)).toEqual([]);
  });

  it.each([
    ['a store host no source gives', 'https://kr.robosen.com', ['https://kr.robosen.com']],
    ['a store in China no source gives', 'https://shop.robosen.cn/', ['https://shop.robosen.cn']],
    [
      'a product path under a sourced store',
      'https://us.example-store.robosen.com/products/grimlock',
      ['https://us.example-store.robosen.com/products/grimlock'],
    ],
    [
      'the account path under a sourced store',
      'https://us.example-store.robosen.com/account',
      ['https://us.example-store.robosen.com/account'],
    ],
    ['a bare host in running text', 'Buy from the store (jp.robosen.com).', ['jp.robosen.com']],
    [
      'an http address',
      'http://kr.robosen.com/policies/refund-policy',
      ['https://kr.robosen.com/policies/refund-policy'],
    ],
  ])('names %s', (_, text, expected) => {
    expect(unsourcedBrandAddresses(text, SOURCED, SITE)).toEqual(expected);
  });
});
