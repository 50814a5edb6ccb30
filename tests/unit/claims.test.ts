import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REGION_CODES } from '../../src/config/regions.ts';
import { loadHomePage, loadRegionSettings } from '../../src/data/load-data.ts';
import { loadProductPage } from '../../src/data/products.ts';
import { siteManifest } from '../../src/data/site-manifest.ts';
import { translatorFor } from '../../src/i18n/translator.ts';
import { formatWrittenDay } from '../../src/lib/dates.ts';
import { formatPrice } from '../../src/lib/price.ts';
import type { ProductCopy } from '../../src/schemas/product-page.ts';

const context = { root: process.cwd(), manifest: siteManifest(process.cwd()) };
// The "Verified" part of docs/links.md: the outside addresses the sourced facts name.
const verifiedLinks = readFileSync('docs/links.md', 'utf8').split('## Not verified')[0] ?? '';

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
    const home = JSON.stringify(loadHomePage(context, region));
    for (const publication of PUBLICATIONS) expect(home).not.toContain(publication);
  });

  it('list only social accounts whose address docs/links.md gives as verified, with its source', () => {
    for (const { link, source } of settings.social) {
      expect(source).not.toBe('');
      expect(verifiedLinks).toContain(link);
    }
  });

  it('say "Community building, stay tuned!" in the region’s language', () => {
    expect(translatorFor(region)('home.communityComingSoon')).not.toBe('');
  });
});

/** Every JSON data file under regions/ and content/, as text. */
const dataFiles = ['regions', 'content'].flatMap((folder) =>
  (readdirSync(folder, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({ file: join(folder, file), text: readFileSync(join(folder, file), 'utf8') })),
);

/** Words and addresses that no source backs, each with why: none may come back into the data. */
const UNBACKED: [string, string][] = [
  ['best prices of the year', 'a price claim no source makes'],
  ['lowest prices', 'a price claim no source makes'],
  ['/pages/download', 'no source gives the app download page'],
  ['apply-wholesale-account', 'no source gives the wholesale application'],
  ['/blogs/', 'no source gives the gift guide article'],
  ['wings-out flight pose', 'no source names Buzz Lightyear’s poses'],
  ['wireless charging', 'no source says the AI Base charges wirelessly'],
];

describe.each(UNBACKED)('no data file says "%s"', (phrase, why) => {
  it(`(${why})`, () => {
    const saying = dataFiles.filter(({ text }) => text.toLowerCase().includes(phrase)).map(({ file }) => file);
    expect(saying).toEqual([]);
  });
});

/** Each product page's copy in each language (content/products/<slug>/<language>.json). */
const productCopies = dataFiles
  .filter(({ file }) => /^content\/products\/[^/]+\/[a-z]{2}\.json$/.test(file))
  .map(({ file, text }) => ({ file, copy: JSON.parse(text) as ProductCopy }));

describe.each(productCopies)('$file', ({ copy }) => {
  it('lists no voice commands and names no programming modes (no source gives them)', () => {
    for (const section of copy.sections) {
      if (section.kind === 'voiceCommands') expect(section.list).toBeUndefined();
      if (section.kind === 'programming') expect(section.modes).toBeUndefined();
    }
  });
});

describe.each(productCopies.filter(({ file }) => file.includes('/flagship-optimus-prime/')))('$file', ({ copy }) => {
  it('gives the spec’s 39 voice commands', () => {
    const voice = copy.sections.find((section) => section.kind === 'voiceCommands');
    expect(voice?.intro).toMatch(/\b39\b/);
  });
});

describe('outside addresses', () => {
  const linksDoc = readFileSync('docs/links.md', 'utf8');

  it('every host the data links is one docs/links.md accounts for (verified or awaiting confirmation)', () => {
    const unaccounted = dataFiles.flatMap(({ file, text }) =>
      [...text.matchAll(/https:\/\/([a-z0-9.-]+)/g)]
        .map((match) => match[1]!)
        .filter((host) => !host.endsWith('.example') && !linksDoc.includes(host))
        .map((host) => `${file}: ${host}`),
    );
    expect([...new Set(unaccounted)]).toEqual([]);
  });
});

describe('figures of the content spec', () => {
  // The figures themselves (the threshold, the days, the wording) are data a marketer may
  // change; what holds whatever they are is that the page's words follow the data.
  it('free shipping reads "Free shipping over $99" in the US with the spec’s amount', () => {
    expect(translatorFor('us')('product.freeShippingOver', { amount: formatPrice(99, 'us') })).toBe(
      'Free shipping over $99',
    );
  });

  it('"Community building, stay tuned!" is the US text of the error catalogue (content spec point 8)', () => {
    expect(translatorFor('us')('home.communityComingSoon')).toBe('Community building, stay tuned!');
  });

  it('the limited edition’s copy names the early-bird day of its facts', () => {
    const slug = 'optimus-prime-rise-of-the-beasts-signature-limited-edition';
    const { facts, copy } = loadProductPage(context, slug, 'us');
    const day = facts.preOrder?.earlyBirdUntil;
    if (!day) return;
    const copyText = JSON.stringify(copy);
    expect(copyText).toContain(formatWrittenDay(day, 'us'));
    expect(copyText).not.toContain('before ' + formatWrittenDay(day, 'us'));
  });
});
