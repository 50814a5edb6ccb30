import { describe, expect, it } from 'vitest';
import { isAvailable } from '../../src/config/availability.ts';
import { PRODUCT_SLUGS } from '../../src/config/products.ts';
import { REGION_CODES } from '../../src/config/regions.ts';
import { readDataFile } from '../../src/lib/data-files.ts';
import { loadProductPage } from '../../src/lib/product-pages.ts';
import { DataError } from '../../src/lib/data-error.ts';
import { pageOfEntry, productSlugs } from '../../src/lib/product-regions.ts';
import { hasPage, regionsWithPage } from '../../src/lib/route-manifest.ts';
import type { ProductCopy } from '../../src/schemas/product-page.ts';
import { shipped } from '../support/shipped-data.ts';
import { testData, withData } from '../support/test-data.ts';
import { specRegionsOf } from '../support/spec-regions.ts';

const { files, manifest } = await testData('us');
const context = { ...files, manifest };

describe.each(REGION_CODES)('product pages of %s', (region) => {
  // Every product of the data that the region shows, the spec's eleven among them.
  const slugs = productSlugs(files).filter((slug) => hasPage(manifest, slug, region));

  it.each(slugs.map((slug) => [slug]))('%s has valid copy with every required anchor, and a priced entry', (slug) => {
    const { facts, copy } = loadProductPage(context, slug, region);
    const ids = copy.sections.map((section) => section.id);
    for (const anchor of facts.requiredAnchors) expect(ids).toContain(anchor);
    for (const kind of ['hero', 'specs', 'gallery', 'buy']) expect(copy.sections.map((s) => s.kind)).toContain(kind);
    const { catalogue } = shipped(region);
    expect(facts.catalogueKeys.some((key) => catalogue.products[key])).toBe(true);
  });

  it('builds the spec’s product pages exactly where platform spec point 2 gives them', () => {
    for (const slug of PRODUCT_SLUGS) expect(hasPage(manifest, slug, region)).toBe(isAvailable(slug, region));
  });

  it('has the same sections in its language as in English', () => {
    for (const slug of slugs) {
      const english = loadProductPage(context, slug, 'us').copy.sections.map(
        (section) => `${section.kind}#${section.id}`,
      );
      expect(loadProductPage(context, slug, region).copy.sections.map((s) => `${s.kind}#${s.id}`)).toEqual(english);
    }
  });
});

describe('the spec’s 404s', () => {
  it.each([
    ['flagship-bumblebee', 'kr'],
    ['toy-story-buzz-lightyear', 'jp'],
    ['k1-pro-interstellar-scout', 'uk'],
    ['optimus-prime-rise-of-the-beasts-signature-limited-edition', 'de'],
  ] as const)('%s is not built in %s', (slug, region) => {
    expect(hasPage(manifest, slug, region)).toBe(false);
  });
});

describe('product content validation', () => {
  it('names the file when a required anchor is missing', () => {
    const file = 'content/products/flagship-megatron/en.json';
    const copy = readDataFile<ProductCopy>(files, file);
    const edited = withData(files, {
      [file]: {
        ...copy,
        sections: copy.sections.filter((section) => section.id !== 'megatron-specs'),
        menu: copy.menu.filter((item) => item.target !== 'megatron-specs'),
      },
    });
    expect(() => loadProductPage(context, 'flagship-megatron', 'us')).not.toThrow();
    expect(() => loadProductPage(edited, 'flagship-megatron', 'us')).toThrow(DataError);
    expect(() => loadProductPage(edited, 'flagship-megatron', 'us')).toThrow(
      `${file}: sections: has no section with id "megatron-specs", which the page must have`,
    );
  });

  it('knows the page of every catalogue entry a product page sells', () => {
    const pages = pageOfEntry(files);
    for (const slug of productSlugs(files)) {
      const facts = readDataFile<{ catalogueKeys: string[] }>(files, `content/products/${slug}/product.json`);
      for (const key of facts.catalogueKeys) expect(pages[key]).toBe(slug);
    }
  });

  it('shows each product of the data where its product.json names, the spec’s eleven as the spec gives them', () => {
    for (const slug of productSlugs(files)) {
      const { regions } = readDataFile<{ regions: string[] }>(files, `content/products/${slug}/product.json`);
      expect(regionsWithPage(manifest, slug)).toEqual(REGION_CODES.filter((region) => regions.includes(region)));
    }
    // Written out from platform spec point 2's route table, which names the spec's regions.
    const spec = {
      'k1-pro-interstellar-scout': ['cn', 'us'],
      'flagship-bumblebee': ['cn', 'us', 'uk', 'eu', 'fr', 'de', 'jp'],
      'toy-story-buzz-lightyear': ['cn', 'us', 'uk', 'eu', 'fr', 'de'],
      'optimus-prime-rise-of-the-beasts-signature-limited-edition': ['cn', 'us'],
      'flagship-megatron': ['us', 'uk', 'eu', 'fr', 'de'],
    };
    for (const [slug, regions] of Object.entries(spec)) {
      expect(specRegionsOf(regionsWithPage(manifest, slug))).toEqual(regions);
    }
  });
});
