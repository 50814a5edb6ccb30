import { describe, expect, it } from 'vitest';
import { offerAction, offerAt, schemaAvailability, type WhereToTurn } from '../../src/lib/offer.ts';
import { productJsonLd } from '../../src/lib/product-json-ld.ts';
import type { CatalogueEntry } from '../../src/schemas/catalogue.ts';

// Content spec point 4: "stock 0 means sold out; isPreSale means pre-order wording. Buttons:
// Buy Now, Pre-Order Now, Sold Out". Made-up entries, each expected value written out from
// those words: a missing store link is no reason to say sold out.
const NOW = Date.parse('2030-01-01T00:00:00Z');
const entry = (fields: Partial<CatalogueEntry>): CatalogueEntry => ({
  name: 'Test robot',
  price: 500,
  alt: 'A test robot',
  stock: 10,
  isPreSale: false,
  ...fields,
});
const STORE = 'https://store.example/robot';
const everyPage = () => true;
const pagesOf =
  (...paths: WhereToTurn[]) =>
  (path: WhereToTurn) =>
    paths.includes(path);

describe('content spec point 4: what an entry offers', () => {
  it.each([
    ['stock 10, a store', { buy: STORE }, 'available', { kind: 'buy', href: STORE }],
    ['stock 10, pre-sale, a store', { isPreSale: true, buy: STORE }, 'preOrder', { kind: 'buy', href: STORE }],
    ['stock 0, a store', { stock: 0, buy: STORE }, 'soldOut', { kind: 'soldOut' }],
    ['stock 0, pre-sale, a store', { stock: 0, isPreSale: true, buy: STORE }, 'soldOut', { kind: 'soldOut' }],
    ['stock 0, no store', { stock: 0 }, 'soldOut', { kind: 'soldOut' }],
    ['stock 10, no store', {}, 'available', { kind: 'ask', path: 'where-to-buy' }],
    ['stock 1, pre-sale, no store', { stock: 1, isPreSale: true }, 'preOrder', { kind: 'ask', path: 'where-to-buy' }],
  ] as const)('%s: %s', (_label, fields, availability, action) => {
    const offer = offerAt(entry(fields), NOW);
    expect(offer.availability).toBe(availability);
    expect(offerAction(offer, everyPage)).toEqual(action);
  });

  it.each([
    ['where-to-buy', pagesOf('where-to-buy', 'contact-us', 'support'), 'where-to-buy'],
    ['contact-us without a dealer list', pagesOf('contact-us', 'support'), 'contact-us'],
    ['support without a contact page', pagesOf('support'), 'support'],
    ['nothing when the region has none of them', pagesOf(), undefined],
  ] as const)('an entry in stock without a store sends the shopper to %s', (_label, hasPage, path) => {
    expect(offerAction(offerAt(entry({}), NOW), hasPage)).toEqual({ kind: 'ask', path });
  });
});

describe('structured data says what the page says', () => {
  it.each([
    ['stock 10, a store', { buy: STORE }, 'https://schema.org/InStock'],
    ['stock 10, pre-sale, a store', { isPreSale: true, buy: STORE }, 'https://schema.org/PreOrder'],
    ['stock 0, a store', { stock: 0, buy: STORE }, 'https://schema.org/SoldOut'],
    ['stock 0, no store', { stock: 0 }, 'https://schema.org/SoldOut'],
    ['stock 10, no store', {}, undefined],
    ['stock 10, pre-sale, no store', { isPreSale: true }, undefined],
  ] as const)('%s: %s', (_label, fields, availability) => {
    expect(schemaAvailability(offerAt(entry(fields), NOW))).toBe(availability);
  });

  const product = (offers: Partial<CatalogueEntry>[]) =>
    productJsonLd({
      region: 'cn',
      name: 'Test robot',
      description: 'A robot.',
      image: 'https://example.com/robot.webp',
      url: 'https://example.com/robot',
      brand: 'Robosen',
      offers: offers.map((fields, index) => ({ name: `Entry ${index}`, offer: offerAt(entry(fields), NOW) })),
    });

  it('has no offers where nothing can be bought and nothing is sold out', () => {
    expect(product([{}, { isPreSale: true }])).not.toHaveProperty('offers');
  });

  it('keeps the sold-out entry and the one with a store, with the store as its url', () => {
    expect(product([{}, { stock: 0 }, { buy: STORE }]).offers).toEqual([
      expect.objectContaining({ name: 'Entry 1', availability: 'https://schema.org/SoldOut', price: '500' }),
      expect.objectContaining({ name: 'Entry 2', availability: 'https://schema.org/InStock', url: STORE }),
    ]);
  });
});
