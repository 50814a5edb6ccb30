import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REGION_CODES } from '../../src/config/regions.ts';
import { loadHomePage, loadRegionSettings } from '../../src/data/load-data.ts';
import { loadProductPage } from '../../src/data/products.ts';
import { siteManifest } from '../../src/data/site-manifest.ts';
import { translatorFor } from '../../src/i18n/translator.ts';
import { formatPrice } from '../../src/lib/price.ts';

const context = { root: process.cwd(), manifest: siteManifest(process.cwd()) };
const linksDoc = readFileSync('docs/links.md', 'utf8');

// The publications the old praise block put invented sentences in the mouth of.
const PUBLICATIONS = [
  'The Verge',
  'CNET',
  'Engadget',
  'Gizmodo',
  'IGN',
  'TechRadar',
  'Digital Trends',
  'Mashable',
  "Tom's Guide",
];

describe.each(REGION_CODES)('claims in %s', (region) => {
  const settings = loadRegionSettings(context, region);

  it('attribute no line of the praise block to a publication', () => {
    const home = readFileSync(`content/home/${region}.json`, 'utf8');
    for (const publication of PUBLICATIONS) expect(home).not.toContain(publication);
    expect(loadHomePage(context, region).praise.items).toHaveLength(9);
  });

  it('link no social account that cannot exist', () => {
    for (const { icon, link } of settings.social) {
      // Facebook usernames are letters, digits and dots; a bilibili space is a number;
      // a douyin user is a generated id.
      if (icon === 'facebook') expect(new URL(link).pathname).toMatch(/^\/[A-Za-z0-9.]+$/);
      if (icon === 'bilibili') expect(link).toMatch(/^https:\/\/space\.bilibili\.com\/\d+$/);
      expect(icon).not.toBe('douyin');
    }
  });

  it('list every social account not confirmed as the brand’s in docs/links.md', () => {
    for (const { link, verified } of settings.social) {
      if (!verified) expect(linksDoc).toContain(link);
    }
  });

  it('say "Community building, stay tuned!" in the region’s language', () => {
    expect(translatorFor(region)('home.communityComingSoon')).not.toBe('');
  });
});

describe('figures of the content spec', () => {
  it('UK installments: "3 interest-free monthly payments"', () => {
    expect(loadRegionSettings(context, 'uk').installment?.text).toContain('3 interest-free monthly payments');
  });

  it('US Megatron: "Free shipping over $99", on the US page only', () => {
    const { facts } = loadProductPage(context, 'flagship-megatron', 'us');
    expect(facts.freeShippingOver).toEqual({ us: 99 });
    expect(translatorFor('us')('product.freeShippingOver', { amount: formatPrice(99, 'us') })).toBe(
      'Free shipping over $99',
    );
    expect(translatorFor('us')('home.communityComingSoon')).toBe('Community building, stay tuned!');
  });

  it('limited edition: early bird until 24 July 2023', () => {
    const slug = 'optimus-prime-rise-of-the-beasts-signature-limited-edition';
    const { facts, copy } = loadProductPage(context, slug, 'us');
    expect(facts.preOrder?.earlyBirdUntil).toMatch(/^2023-07-24T/);
    expect(JSON.stringify(copy)).toContain('until July 24, 2023');
    expect(JSON.stringify(copy)).not.toContain('before July 24');
  });

  it.each(['flagship-optimus-prime', 'flagship-megatron', 'grimlock-g1-flagship'])(
    '%s: mini theater multiplay (3 or more robots), in each of its languages',
    (slug) => {
      const titles = (region: 'us' | 'fr' | 'de') =>
        loadProductPage(context, slug, region).copy.sections.flatMap((section) =>
          section.kind === 'features' ? section.items.map((item) => item.title) : [],
        );
      expect(titles('us')).toContain('Mini theater multiplay (3 or more robots)');
      expect(titles('de')).toContain('Mini-Theater-Multiplay (3 oder mehr Roboter)');
      expect(titles('fr')).toContain('Multijoueur mini-théâtre (3\u00a0robots ou plus)');
    },
  );
});
