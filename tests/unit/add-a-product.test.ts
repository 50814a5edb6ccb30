import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { REGION_CODES } from '../../src/config/regions.ts';
import { readDataText } from '../../src/data/data-file-loader.ts';
import { findEntry, regionsWithPage } from '../../src/lib/route-manifest.ts';
import { DATA_FILE_KINDS } from '../../src/schemas/file-kinds.ts';
import { kindOf } from '../../tools/editor/data-file-paths.ts';
import { checkEntries, loadRegions, readAllData } from '../../tools/data-check/check-data.ts';
import { assembleDataRoot, buildFrom, refusals, withData } from '../support/test-data.ts';
import { writeEdited } from '../support/written-data.ts';

/**
 * docs/products.md, "Add a product page", done on a copy of the shipped data (in the project's
 * node_modules, so that its build shares nothing with another): a product.json naming its regions
 * and catalogue entry, the English copy of tests/fixtures/product with two generated photos (the
 * product has no drawing), its entry in regions/us/catalogue.json. No file outside regions/ and
 * content/ changes, and the site has the page.
 */
const SCRATCH = join('node_modules', '.test-builds', `add-a-product-${process.pid}`);
afterAll(() => rmSync(SCRATCH, { recursive: true, force: true }));

const FACTS_FILE = 'content/products/fixture-bot/product.json';
// 1. The facts: where the page shows and what it sells (no drawing: its copy names photos).
const FACTS = { regions: ['us'], catalogueKeys: ['fixtureBot'], requiredAnchors: ['overview', 'specs'] };
// 3. The catalogue entry the page sells.
const ENTRY = {
  name: 'Fixture Test Bot',
  buy: 'https://shop.example/fixture-bot',
  price: 123,
  alt: 'Fixture Test Bot',
  stock: 5,
  isPreSale: false,
};

const root = assembleDataRoot(join(SCRATCH, 'data'), 'tests/fixtures/product');
writeEdited(root, FACTS_FILE, `${JSON.stringify(FACTS, null, 2)}\n`);
// 2. The copy is tests/fixtures/product/content/products/fixture-bot/en.json; its photos, at their slots' least widths.
mkdirSync(join(root, 'content/products/fixture-bot/photos'), { recursive: true });
for (const [name, width] of [
  ['hero.jpg', 1600],
  ['front.jpg', 960],
] as const) {
  await sharp({ create: { width, height: (width * 3) / 4, channels: 3, background: '#8a8f98' } })
    .jpeg()
    .toFile(join(root, 'content/products/fixture-bot/photos', name));
}
writeEdited(root, 'regions/us/catalogue.json', (catalogue) => (catalogue.products.fixtureBot = ENTRY));
// 4. Its series on the manuals page, where its guide is listed.
writeEdited(root, 'content/manuals/series.json', (series) => series.series[0].products.push('fixture-bot'));

// 5. `npm run check:data`: every region's load, as check:data makes it.
const loads = await loadRegions(root, REGION_CODES);
const us = loads.get('us')!.data!;

/** The us files with the product's facts changed by `edit`. */
const withFacts = (edit: (facts: Record<string, unknown>) => void) => {
  const facts = structuredClone(us.files.loaded.get(FACTS_FILE)) as Record<string, unknown>;
  edit(facts);
  return withData(us.files, { [FACTS_FILE]: facts });
};

describe('a product page added as data only (docs/products.md, "Add a product page")', () => {
  it('passes check:data in every region', () => {
    for (const region of REGION_CODES) expect(loads.get(region)!.failures).toEqual([]);
  });

  it('gets a page in us only, in every region’s route manifest', () => {
    for (const region of REGION_CODES) {
      const { manifest } = loads.get(region)!.data!.record;
      expect(regionsWithPage(manifest, 'fixture-bot')).toEqual(['us']);
      expect(findEntry(manifest, 'fixture-bot')).toMatchObject({ name: 'fixture-bot', page: 'product', meta: {} });
    }
  });

  it('shows its copy and sells its catalogue entry', () => {
    const page = us.record.entries.productPages.find((entry) => entry.id === 'fixture-bot')!.data;
    expect(page.copy.head.title).toBe('Fixture Test Bot | Robosen');
    expect(page.sells).toEqual(['fixtureBot']);
    expect(us.record.entries.pageOfEntry).toContainEqual({ id: 'fixtureBot', data: 'fixture-bot' });
  });

  it('without its regions, check:data says what to write', async () => {
    const entries = readAllData(root).map((entry) =>
      entry.id === FACTS_FILE
        ? {
            ...entry,
            data: readDataText(
              kindOf(DATA_FILE_KINDS, FACTS_FILE)!,
              FACTS_FILE,
              JSON.stringify({ ...FACTS, regions: undefined }),
            ),
          }
        : entry,
    );
    expect(await checkEntries(entries, root, ['us'])).toContain(
      'content/products/fixture-bot/product.json: regions: is missing: name the regions whose store shows this page, e.g. ["us"]',
    );
  });

  it('names every region whose copy is missing', () => {
    expect(
      refusals(
        withFacts((facts) => (facts.regions = ['us', 'jp'])),
        'us',
      ),
    ).toEqual([
      'content/products/fixture-bot/product.json: regions: names jp, whose copy is missing: add content/products/fixture-bot/ja.json',
    ]);
  });

  it('refuses a catalogue entry that no product page sells', () => {
    const catalogue = structuredClone(us.files.loaded.get('regions/us/catalogue.json')) as {
      products: Record<string, unknown>;
    };
    catalogue.products.fixtureBott = ENTRY;
    expect(refusals(withData(us.files, { 'regions/us/catalogue.json': catalogue }), 'us')).toEqual([
      'regions/us/catalogue.json: products.fixtureBott: no product page sells "fixtureBott": add it to "catalogueKeys" in its content/products/<slug>/product.json',
    ]);
  });

  it('refuses a page that sells nothing in a region that shows it', () => {
    expect(
      refusals(
        withFacts((facts) => (facts.catalogueKeys = ['fixtureBot', 'aiBase'])),
        'us',
      ),
    ).toEqual([
      'content/products/fixture-bot/product.json: catalogueKeys[1]: "aiBase" is sold by content/products/ai-base/product.json already: a catalogue entry has one page',
    ]);
  });

  it('without a drawing, needs a photo in every image slot', () => {
    const copy = structuredClone(us.files.loaded.get('content/products/fixture-bot/en.json')) as {
      sections: Record<string, unknown>[];
    };
    delete copy.sections[0]!.photo;
    expect(refusals(withData(us.files, { 'content/products/fixture-bot/en.json': copy }), 'us')).toEqual([
      'content/products/fixture-bot/en.json: sections[0].photo: is missing: content/products/fixture-bot/product.json names no drawing ("illustration"), so the hero needs a photo',
    ]);
  });

  it('without its series, says where its guide goes', () => {
    const series = structuredClone(us.files.loaded.get('content/manuals/series.json')) as {
      series: { products: string[] }[];
    };
    series.series[0]!.products.pop();
    expect(refusals(withData(us.files, { 'content/manuals/series.json': series }), 'us')).toEqual([
      'content/manuals/series.json: series: no series lists "fixture-bot": add it to the "products" of the series its guide belongs to',
    ]);
  });

  it('copy without its product.json says what to add', () => {
    expect(refusals(withData(us.files, { [FACTS_FILE]: undefined }), 'us')).toContain(
      'content/products/fixture-bot/en.json: (file): makes no page without a valid content/products/fixture-bot/product.json: add it with its "regions" and "catalogueKeys"',
    );
  });

  it('keeps the spec’s product pages in the spec’s regions', () => {
    const facts = structuredClone(us.files.loaded.get('content/products/k1-pro-interstellar-scout/product.json')) as {
      regions: string[];
    };
    facts.regions = ['cn', 'us', 'uk'];
    expect(
      refusals(withData(us.files, { 'content/products/k1-pro-interstellar-scout/product.json': facts }), 'us'),
    ).toEqual([
      'content/products/k1-pro-interstellar-scout/product.json: regions: must be ["cn","us"]: platform spec point 2 gives /k1-pro-interstellar-scout in those regions (src/config/availability.ts)',
    ]);
  });

  it('may not take the path of another page or of a region’s store', () => {
    const copy = us.files.loaded.get('content/products/fixture-bot/en.json');
    const facts = us.files.loaded.get(FACTS_FILE);
    expect(
      refusals(
        withData(us.files, { 'content/products/faq/product.json': facts, 'content/products/faq/en.json': copy }),
        'us',
      ),
    ).toContain(
      'content/products/faq/product.json: (file): product "faq" would replace the page /faq: rename its folder',
    );
    expect(
      refusals(
        withData(us.files, { 'content/products/uk/product.json': facts, 'content/products/uk/en.json': copy }),
        'us',
      ),
    ).toContain(
      'content/products/uk/product.json: (file): product "uk" would take /uk, where the uk store\'s pages are: rename its folder',
    );
  });

  it('builds /us/fixture-bot with its copy, its photo and its sitemap entry (npm run build -- us)', () => {
    const dist = join(SCRATCH, 'dist');
    const build = buildFrom(root, 'us', dist, '2027-03-25T12:00:00-04:00');
    expect(build.status, `${build.stdout}${build.stderr}`).toBe(0);
    const page = readFileSync(join(dist, 'us/fixture-bot/index.html'), 'utf8');
    expect(page).toContain('<title>Fixture Test Bot | Robosen</title>');
    expect(page).toContain('Fixture specifications');
    expect(page).toMatch(/<img [^>]*alt="Fixture photo: a grey test card"/);
    expect(readFileSync(join(dist, 'us/sitemap.xml'), 'utf8')).toContain(
      '<loc>https://www.robosen.com/us/fixture-bot</loc>',
    );
  }, 300_000);
});
