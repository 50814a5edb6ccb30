import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REGION_CODES } from '../../src/config/regions.ts';
import { SITE_HOSTS, SOURCED_BRAND_ADDRESSES } from '../../src/config/sourced-addresses.ts';
import { loadProductPage } from '../../src/data/products.ts';
import { regionGuides } from '../../src/data/manuals/guides.ts';
import { translatorFor } from '../../src/i18n/translator.ts';
import { unsourcedBrandAddresses } from '../../src/lib/brand-addresses.ts';
import { formatWrittenDay } from '../../src/lib/dates.ts';
import { guideText } from '../../src/lib/manual-guide.ts';
import { formatPrice } from '../../src/lib/price.ts';
import type { ProductCopy } from '../../src/schemas/product-page.ts';
import { shipped } from '../support/shipped-data.ts';
import { testContexts } from '../support/test-data.ts';

// Each region's shipped data as its build holds it (schemas, link checks, cross-file rules).
const contexts = await testContexts();
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
  const { settings } = shipped(region);

  it('attribute no line of the praise block to a publication', () => {
    const home = JSON.stringify(shipped(region).home);
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

/**
 * Every data file under regions/ and content/ as Astro loaded it (every region's: the load holds
 * them all), as text laid out as in the files.
 */
const dataFiles = [...contexts.us.loaded.values()].map(({ file, data }) => ({
  file,
  text: JSON.stringify(data, null, 2),
}));

/** Words and addresses that no source backs, each with why: none may come back into the data. */
const UNBACKED: [string, string][] = [
  ['best prices of the year', 'a price claim no source makes'],
  ['lowest prices', 'a price claim no source makes'],
  ['/pages/download', 'no source gives the app download page'],
  ['apply-wholesale-account', 'no source gives the wholesale application'],
  ['/blogs/', 'no source gives the gift guide article'],
  ['wings-out flight pose', 'no source names Buzz Lightyear’s poses'],
  ['wings', 'no source says Buzz Lightyear opens wings or strikes a flight pose'],
  ['flügel', 'no source says Buzz Lightyear opens wings or strikes a flight pose'],
  ['ailes', 'no source says Buzz Lightyear opens wings or strikes a flight pose'],
  ['双翼', 'no source says Buzz Lightyear opens wings or strikes a flight pose'],
  ['% apr', 'the spec names 0% APR for Grimlock’s US monthly price only, which its product facts carry'],
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

describe('financing', () => {
  // Content spec point 9: "grimlock 1699 (or $141.6/month for 12 months at 0% APR)"; the limited
  // edition's "$58.25/month for 12 months" names no rate.
  const SPEC_APR = { 'grimlock-g1-flagship': { us: 0 } };

  it('a monthly price names a rate only where the spec gives one', () => {
    const aprs = Object.fromEntries(
      dataFiles
        .filter(({ file }) => /^content\/products\/[^/]+\/product\.json$/.test(file))
        .map(({ file, text }) => [file.split('/')[2], (JSON.parse(text) as { monthlyApr?: object }).monthlyApr])
        .filter(([, apr]) => apr !== undefined),
    );
    expect(aprs).toEqual(SPEC_APR);
  });
});

describe('holiday returns', () => {
  // Content spec point 9: "Extended holiday returns until 20 Jan 2025 (EU, US) and 27 Jan 2025 (UK)".
  const SPEC_DEADLINES = ['2025-01-20', '2025-01-27'];
  const MONTHS = /(january|januar|janvier|janv\.?|jan\.?)/;
  const RETURNS = /(return|rückgabe|zurückgeb|retour|retourner)/;

  it('a campaign names no return deadline in January but the spec’s', () => {
    const deadlines = dataFiles
      .filter(({ file }) => file.startsWith('content/campaigns/'))
      .flatMap(({ file, text }) =>
        text
          .toLowerCase()
          .split(/[.!?"]\s/)
          .filter((sentence) => RETURNS.test(sentence) && MONTHS.test(sentence))
          .map((sentence) => {
            const day = /\b(\d{1,2})\b/.exec(sentence.replace(/\b20\d\d\b/g, ''))?.[1]?.padStart(2, '0');
            const year = /\b(20\d\d)\b/.exec(sentence)?.[1];
            return { file, sentence, date: `${year}-01-${day}` };
          })
          .filter(({ date }) => !SPEC_DEADLINES.includes(date)),
      );
    expect(deadlines).toEqual([]);
  });
});

describe('outside addresses', () => {
  const linksDoc = readFileSync('docs/links.md', 'utf8');
  const sourced = SOURCED_BRAND_ADDRESSES.map(({ address }) => address);

  it('every store or policy address of the brand in the data is one a source gives', () => {
    const unsourced = dataFiles.flatMap(({ file, text }) =>
      unsourcedBrandAddresses(text, sourced, SITE_HOSTS).map((address) => `${file}: ${address}`),
    );
    expect(unsourced).toEqual([]);
  });

  it('every product guide names only addresses of the brand a source gives', () => {
    // What each guide prints (tests/unit/manuals.test.ts proves a rendered guide prints these lines).
    const guides = REGION_CODES.flatMap((region) =>
      regionGuides(contexts[region], region).map((guide) => ({ region, guide })),
    );
    expect(guides.length).toBeGreaterThan(0);
    const unsourced = guides.flatMap(({ region, guide }) =>
      unsourcedBrandAddresses(guideText(guide.model).join('\n'), sourced, SITE_HOSTS).map(
        (address) => `${region} ${guide.file}: ${address}`,
      ),
    );
    expect(unsourced).toEqual([]);
  });

  it('docs/links.md lists every sourced address as verified', () => {
    for (const address of sourced) expect(verifiedLinks).toContain(`\`${address}\``);
  });

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
    const { facts, copy } = loadProductPage(contexts.us, slug, 'us');
    // No early-bird day in the facts: the copy has none to name.
    const days = [facts.preOrder?.earlyBirdUntil].flatMap((day) => (day ? [formatWrittenDay(day, 'us')] : []));
    const copyText = JSON.stringify(copy);
    expect(days.filter((day) => !copyText.includes(day))).toEqual([]);
    expect(days.filter((day) => copyText.includes('before ' + day))).toEqual([]);
  });
});
