import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REGION_CODES, type RegionCode } from '../../src/config/regions.ts';
import { readDataFile, type DataFiles } from '../../src/lib/data-files.ts';
import { GUIDE_CACHE, renderGuide, writeGuide } from '../../src/data/manuals/guide-render.ts';
import { guideProducts, regionGuideDrafts, regionGuides } from '../../src/lib/product-guides.ts';
import {
  loadManualSeries,
  loadRegionManuals,
  productGuideHref,
  regionManualEntries,
  regionsWithManuals,
} from '../../src/lib/region-manuals.ts';
import { failuresBeyondTheBuild, siteManifest } from '../../src/lib/region-rules.ts';
import { translatorFor } from '../../src/i18n/translator.ts';
import { DataError, fieldPath } from '../../src/lib/data-error.ts';
import { assertLinksResolve, withoutWithheldLinks } from '../../src/lib/links.ts';
import { buildGuide, guideText, productsShown, type GuideSources } from '../../src/lib/manual-guide.ts';
import { formatFileSize, manualTabs } from '../../src/lib/manual-list.ts';
import { buildRouteManifest, hasPage } from '../../src/lib/route-manifest.ts';
import { routePath } from '../../src/lib/urls.ts';
import { ROUTE_TABLE } from '../../src/config/routes.ts';
import { loadProductPage } from '../../src/lib/product-pages.ts';
import { pageOfEntry, productSlugs } from '../../src/lib/product-regions.ts';
import type { HomePage } from '../../src/schemas/home-page.ts';
import { regionManualsSchema, type ManualSeries } from '../../src/schemas/manuals.ts';
import type { ProductCopy } from '../../src/schemas/product-page.ts';
import { testData, withData, testFiles } from '../support/test-data.ts';
import { pdfText } from './support/pdf-text.ts';

// The data as the build loads it: every region's files, the same in each region's load.
const { files: shipped, manifest: shippedManifest } = await testData('us');
const { root } = shipped;
// Made-up manual series (tests/fixtures/unit/README.md). The unit set is no whole project, so
// testData() fails its rules: its files are taken as the loaders read them.
const unit = await testFiles('unit');
const SERIES = 'content/manuals/series.json';
/** Text without any white space: a wrapped line or a table cell break cannot hide a figure. */
const squeeze = (text: string) => text.replace(/\s+/g, '');

// A product page written for the test: figures no shipped product has.
const fixtureCopy: ProductCopy = {
  head: { title: 'Test robot', description: 'A robot for tests', keywords: ['test'] },
  name: 'Test Robot X9',
  menu: [
    { label: 'Overview', target: 'overview' },
    { label: 'Specs', target: 'specs' },
  ],
  sections: [
    { kind: 'hero', id: 'overview', title: 'Test Robot X9', subtitle: 'For tests only', alt: 'A robot' },
    {
      kind: 'voiceCommands',
      id: 'voice',
      title: 'Say it',
      intro: 'It understands five commands.',
      list: {
        preview: 2,
        commands: ['Spin twice', 'Hop', 'Blink', 'Sleep', 'Wake'],
        columns: 4,
        button: 'All',
        dialogTitle: 'Commands',
      },
    },
    { kind: 'text', id: 'story', title: 'Story', paragraphs: ['Marketing prose the guide leaves out.'] },
    {
      kind: 'specs',
      id: 'specs',
      title: 'Specifications',
      rows: [
        { label: 'Battery', value: '1234 mAh, 7.4 V' },
        { label: 'Charging time', value: '47 minutes' },
        { label: 'Servo motors', value: '13' },
      ],
    },
  ],
};

const section = (id: string, title: string, paragraphs: string[], links?: { label: string; link: string }[]) => ({
  id,
  title,
  paragraphs,
  ...(links && { links }),
});

const fixtureSources = (overrides: Partial<GuideSources> = {}): GuideSources => ({
  product: 'flagship-megatron',
  language: 'en-US',
  copy: fixtureCopy,
  app: section(
    'app',
    'The app',
    ['Needs iOS 99 or later.'],
    [
      { label: 'Get the app', link: 'https://example.com/app' },
      { label: 'Write to us', link: 'mailto:test@example.com' },
    ],
  ),
  warranty: section('warranty', 'Warranty', ['A 7-year test warranty.']),
  returns: section('return-periods', 'Returns', ['Return within 21 test days.']),
  contact: section('where-to-send', 'Support', ['Write to test@example.com.']),
  productUrl: 'https://www.robosen.com/us/test-robot',
  t: translatorFor('us'),
  ...overrides,
});

describe('buildGuide', () => {
  it('prints every figure of the specifications, every voice command and the region’s terms', () => {
    const text = guideText(buildGuide(fixtureSources()));
    for (const expected of [
      '1234 mAh, 7.4 V',
      '47 minutes',
      '13',
      'Spin twice',
      'Wake',
      '5 voice commands',
      'Needs iOS 99 or later.',
      'https://example.com/app',
      'A 7-year test warranty.',
      'Return within 21 test days.',
      'Write to test@example.com.',
      'https://www.robosen.com/us/test-robot',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Marketing prose the guide leaves out.');
    expect(text).not.toContain('mailto:test@example.com');
  });

  it('puts the specifications first, in the page’s row order', () => {
    const blocks = buildGuide(fixtureSources()).blocks;
    const headings = blocks.filter((block) => block.kind === 'heading').map((block) => block.text);
    expect(headings).toEqual(['Specifications', 'Say it', 'The app', 'Warranty', 'Returns', 'Support']);
    expect(blocks.find((block) => block.kind === 'table')).toEqual({
      kind: 'table',
      rows: [
        ['Battery', '1234 mAh, 7.4 V'],
        ['Charging time', '47 minutes'],
        ['Servo motors', '13'],
      ],
    });
  });

  it('leaves out the return terms and the product page where the region has none', () => {
    const { returns: _returns, productUrl: _url, ...rest } = fixtureSources();
    const text = guideText(buildGuide(rest));
    expect(text).not.toContain('Return within 21 test days.');
    expect(text.some((line) => line.startsWith('https://www.robosen.com'))).toBe(false);
  });

  it('writes its labels in the region’s language', () => {
    const model = buildGuide(fixtureSources({ t: translatorFor('de'), language: 'de-DE' }));
    expect(model.subtitle).toBe('Produktinformation');
    expect(guideText(model)).toContain('5 Sprachbefehle');
  });
});

// Rendering takes seconds per guide (CJK font subsets): each region's first guide is drawn here,
// and every guide of a region by its build (the manuals e2e test downloads each one).
describe.each(REGION_CODES)('the product guides the %s build renders', (region) => {
  const [guide] = regionGuides(shipped, region);

  it.runIf(guide)(
    'show every line of their content, figures included, in the region’s language',
    { timeout: 60_000 },
    async () => {
      const bytes = await renderGuide(region, guide!, root);
      const shown = squeeze(pdfText(bytes));
      const missing = guideText(guide!.model).filter((line) => !shown.includes(squeeze(line)));
      expect(missing).toEqual([]);
      expect(Buffer.from(bytes).toString('latin1')).toContain(`/Lang (${guide!.model.language})`);
      // The figures of the product page's specification table, checked by name.
      const specs = guide!.model.blocks.find((block) => block.kind === 'table');
      expect(specs?.kind === 'table' && specs.rows.length).toBeGreaterThanOrEqual(3);
    },
  );
});

/** A scratch project root whose node_modules has the project's guide font packages, linked. */
function projectWithFonts(): string {
  const own = mkdtempSync(join(tmpdir(), 'storefront-guides-'));
  writeFileSync(join(own, 'package.json'), '{}\n');
  for (const pkg of ['@embedpdf/fonts-sc', '@embedpdf/fonts-jp', '@embedpdf/fonts-kr']) {
    mkdirSync(dirname(join(own, 'node_modules', pkg)), { recursive: true });
    symlinkSync(join(root, 'node_modules', pkg), join(own, 'node_modules', pkg));
  }
  return own;
}

describe('a rendered guide', () => {
  const [guide] = regionGuides(shipped, 'us');

  it('has the same bytes for the same data, and other bytes for other data', { timeout: 60_000 }, async () => {
    const first = await writeGuide('us', guide!, root);
    expect(first.bytes).toBe(statSync(join(root, first.source)).size);
    expect(
      Buffer.from(readFileSync(join(root, first.source))).equals(Buffer.from(await renderGuide('us', guide!, root))),
    ).toBe(true);
    const edited = { ...guide!, model: { ...guide!.model, title: `${guide!.model.title} X9` } };
    expect((await writeGuide('us', edited, root)).source).not.toBe(first.source);
  });

  it(
    'is not drawn again for a listing drawn before: its record beside the PDF is taken',
    { timeout: 60_000 },
    async () => {
      // A cache of its own: a build that another test runs beside this one draws the same guide
      // and would write its true record over the one planted here.
      const own = projectWithFonts();
      try {
        const first = await writeGuide('us', guide!, own);
        const records = readdirSync(join(own, GUIDE_CACHE)).filter((file) => file.endsWith('.json'));
        const record = records.find((file) =>
          readFileSync(join(own, GUIDE_CACHE, file), 'utf8').includes(first.source),
        );
        expect(record).toBeDefined();
        // A record that says something else is believed, so the guide was not drawn again.
        const elsewhere = { source: `${first.source}.copy`, bytes: 1 };
        writeFileSync(join(own, elsewhere.source), 'x');
        writeFileSync(join(own, GUIDE_CACHE, record!), JSON.stringify(elsewhere));
        expect(await writeGuide('us', guide!, own)).toEqual(elsewhere);
        rmSync(join(own, GUIDE_CACHE, record!));
        // Without its record, the guide is drawn again, to the same bytes.
        expect(await writeGuide('us', guide!, own)).toEqual(first);
      } finally {
        rmSync(own, { recursive: true, force: true });
      }
    },
  );
});

describe('which products get a guide', () => {
  it('is every product a region’s catalogue sells or its home tiles show, once each, pages only', () => {
    expect(
      productsShown(
        ['aiBase', 'eliteOptimusPrimeAiBase', 'eliteOptimusPrime'],
        ['flagship-megatron', 'ai-base', 't9'],
        pageOfEntry(shipped),
      ),
    ).toEqual(['ai-base', 'elite-optimus-prime', 'flagship-megatron']);
    expect(productsShown([], [], pageOfEntry(shipped))).toEqual([]);
  });

  it('follows each region’s catalogue, its home tiles and the languages its product copy exists in', () => {
    // The shipped support pages the guides quote, one product with English and Korean copy, and
    // made-up catalogues: the US sells it, France sells it too but has no French copy, Korea
    // sells nothing but its home page shows it.
    const entry = {
      name: 'Fixture',
      buy: 'https://shop.example',
      price: 1,
      alt: 'Fixture',
      stock: 1,
      isPreSale: false,
    };
    const tile = { title: 'Fixture', subtitle: 'Fixture', showBuy: false, alt: 'Fixture' };
    const home = (keys: HomePage['section1'][number]['key'][]): HomePage => ({
      ...readDataFile<HomePage>(shipped, 'content/home/kr.json'),
      section1: keys.map((key) => ({ key, ...tile })),
      section2: [],
    });
    const support = [...shipped.loaded].filter(([path]) => path.startsWith('content/support/'));
    const scratch = fixtureFiles({
      ...Object.fromEntries(support),
      'content/products/flagship-megatron/product.json': readDataFile(
        shipped,
        'content/products/flagship-megatron/product.json',
      ),
      'content/products/flagship-megatron/en.json': readDataFile(shipped, 'content/products/flagship-megatron/en.json'),
      'content/products/flagship-megatron/ko.json': fixtureCopy,
      'regions/us/catalogue.json': { products: { flagshipMegatron: entry, aiBase: entry } },
      'regions/fr/catalogue.json': { products: { flagshipMegatron: entry } },
      'regions/kr/catalogue.json': { products: {} },
      'content/home/kr.json': home(['flagship-megatron', 'grimlock']),
      'regions/jp/catalogue.json': { products: {} },
      'content/home/jp.json': home(['grimlock']),
    });
    const products = (region: RegionCode) => regionGuideDrafts(scratch, region).map((draft) => draft.model.product);
    expect(products('us')).toEqual(['flagship-megatron']); // ai-base has no copy at all here
    expect(products('fr')).toEqual([]);
    // Grimlock has no Korean copy here; Japan shows only Grimlock.
    expect(products('kr')).toEqual(['flagship-megatron']);
    expect(regionGuideDrafts(scratch, 'kr')[0]?.model.language).toBe('ko-KR');
    expect(products('jp')).toEqual([]);
  });
});

describe('the manuals table', () => {
  it('lists each region’s files with the size measured from the file', () => {
    const files = REGION_CODES.flatMap((region) => regionManualEntries(shipped, region)).filter(
      // A product guide is measured by the build that renders it.
      (entry) => !entry.guide,
    );
    for (const entry of files) expect(entry.bytes).toBe(statSync(join(root, entry.source)).size);
    // A marketer's PDF of a fixture, as its facts measured it.
    const scratch = fixtureFiles(
      { 'content/manuals/us.json': { files: [{ ...manual, file: 'sized.pdf' }] } },
      { 'content/manuals/files/us/sized.pdf': pdfOfSize(4321) },
    );
    expect(regionManualEntries(scratch, 'us').map((entry) => !entry.guide && entry.bytes)).toEqual([4321]);
  });

  it('writes sizes in the region’s units', () => {
    expect(formatFileSize(163_779, 'us')).toBe('164 kB');
    expect(formatFileSize(163_779, 'fr')).toBe('164\u202fko');
    expect(formatFileSize(2_450_000, 'de')).toBe('2,5 MB');
    expect(formatFileSize(120, 'uk')).toBe('1 kB');
  });

  it('gives a tab only to series with files, in series order, guides in product order', () => {
    const series = loadManualSeries(unit);
    const row = (seriesId: string, title: string, product?: string) => ({
      series: seriesId,
      title,
      file: `${title}.pdf`,
      bytes: 1,
      updated: '2026-01-01',
      ...(product && { product }),
    });
    const tabs = manualTabs(
      series,
      [
        row('fixture-space', 'added'),
        row('fixture-space', 'alpha', 'buzz-lightyear-space-ranger-alpha'),
        row('fixture-space', 'buzz', 'toy-story-buzz-lightyear'),
        row('fixture-giants', 'grimlock', 'grimlock-g1-flagship'),
      ],
      'fr',
    );
    expect(tabs.map((tab) => [tab.label, tab.rows.map((item) => item.title)])).toEqual([
      ['Géants fictifs', ['grimlock']],
      ['Espace fictif', ['buzz', 'alpha', 'added']],
    ]);
  });
});

/**
 * A load of only the fixture series, the shipped dealers (the site manifest reads every data
 * gate's data: the dealers gate the where-to-buy pages) and the data files `data` gives, by their
 * path from the data root, with the facts of the PDFs that data names (`pdfs`, by their path):
 * the facts src/data/file-facts.ts gathers (tests/unit/file-facts.test.ts).
 */
function fixtureFiles(data: Record<string, unknown>, pdfs: Record<string, PdfFacts> = {}): DataFiles {
  return withData(
    {
      root: '/nowhere',
      loaded: new Map(),
      facts: { pdfs: new Map(Object.entries(pdfs)), photos: new Map(), history: undefined, today: '' },
    },
    {
      [SERIES]: readDataFile(unit, SERIES),
      'content/dealers.json': readDataFile(shipped, 'content/dealers.json'),
      ...data,
    },
  );
}

type PdfFacts = { bytes: number; isPdf: boolean };

const manual = { file: 'guide.pdf', series: 'fixture-space', title: 'Guide', updated: '2026-03-01' };
const pdfOfSize = (bytes: number): PdfFacts => ({ bytes, isPdf: true });
const failure = (run: () => unknown): DataError => {
  try {
    run();
  } catch (error) {
    if (error instanceof DataError) return error;
    throw error;
  }
  throw new Error('expected a DataError');
};

describe('availability that follows the data', () => {
  const korean = () =>
    fixtureFiles(
      {
        'content/manuals/kr.json': {
          files: [
            { file: 'k1-quick-start.pdf', series: 'fixture-scouts', title: 'K1 빠른 시작', updated: '2026-03-01' },
          ],
        },
      },
      { 'content/manuals/files/kr/k1-quick-start.pdf': pdfOfSize(2345) },
    );

  it('builds a data-gated route nowhere without data, and only where data and availability agree', () => {
    const regions = (dataRegions: RegionCode[] | undefined) =>
      buildRouteManifest(ROUTE_TABLE, dataRegions ? { dataRegions: { manuals: dataRegions } } : {}).find(
        (entry) => entry.path === 'manuals',
      )?.regions;
    expect(regions(undefined)).toEqual([]);
    expect(regions(['jp', 'us'])).toEqual(['us', 'jp']);
  });

  it('builds the page only in regions with manual entries', () => {
    const scratch = korean();
    expect(regionsWithManuals(scratch)).toEqual(['kr']);
    const manifest = siteManifest(scratch);
    for (const region of REGION_CODES) expect(hasPage(manifest, 'manuals', region)).toBe(region === 'kr');
  });

  it('leaves a listed link to the manuals page out where a region has no entries, and fails one that stands alone', () => {
    const manifest = siteManifest(korean());
    const data = { links: [{ label: 'Manuals', link: '/manuals' }] };
    expect(() => assertLinksResolve('content/support/support/kr.json', data, 'kr', manifest)).not.toThrow();
    expect(withoutWithheldLinks('content/support/support/kr.json', data, 'kr', manifest)).toEqual(data);
    // us is given the page by the specs, but has no entries in this project: withheld.
    expect(() => assertLinksResolve('content/support/support/us.json', data, 'us', manifest)).not.toThrow();
    expect(withoutWithheldLinks('content/support/support/us.json', data, 'us', manifest)).toEqual({ links: [] });
    expect(
      failure(() =>
        withoutWithheldLinks('content/support/support/us.json', { manualsLink: '/manuals' }, 'us', manifest),
      ).message,
    ).toBe(
      'content/support/support/us.json: manualsLink: links to "/manuals", a page region us builds only once its data has entries; such a link must stand in a list, so that it can be left out',
    );
  });

  it('lists a marketer’s PDF with its series, title, day and measured size', () => {
    expect(regionManualEntries(korean(), 'kr')).toEqual([
      {
        series: 'fixture-scouts',
        title: 'K1 빠른 시작',
        file: 'k1-quick-start.pdf',
        source: join('content', 'manuals', 'files', 'kr', 'k1-quick-start.pdf'),
        bytes: 2345,
        updated: '2026-03-01',
      },
    ]);
    expect(formatFileSize(2345, 'kr')).toBe('2kB');
  });

  it('has no page and no link in Korea with the shipped data, and both wherever guides exist', () => {
    expect(siteManifest(shipped)).toEqual(shippedManifest);
    for (const region of REGION_CODES) {
      const built = hasPage(shippedManifest, 'manuals', region);
      expect(built).toBe(guideProducts(shipped, region).length + loadRegionManuals(shipped, region).files.length > 0);
      for (const page of ['support', 'download-center']) {
        // The page's data as its file has it, before a withheld link is left out.
        const links = JSON.stringify(readDataFile(shipped, `content/support/${page}/${region}.json`));
        expect(links.includes('"/manuals"')).toBe(built);
      }
    }
  });
});

describe('check:data beyond what a build holds', () => {
  // A project of a series file and no product copy or dealers: no region builds a manuals or a
  // where-to-buy page, and check:data still checks their data where the specs give the pages.
  it('fails on a manuals list and on the where-to-buy copy of a region that builds neither page', () => {
    const files = fixtureFiles({ 'content/manuals/us.json': { files: [manual] } });
    expect(failuresBeyondTheBuild(files, 'us').map((error) => error.message)).toEqual([
      'content/manuals/us.json: files[0].file: names content/manuals/files/us/guide.pdf, which does not exist',
      'content/where-to-buy/us.json: (file): is missing',
      'content/where-to-buy/hongkong-macao/us.json: (file): is missing',
    ]);
  });

  it('checks no where-to-buy copy where the specs give no such page', () => {
    expect(failuresBeyondTheBuild(fixtureFiles({}), 'kr')).toEqual([]);
  });
});

describe('manual data errors name the file and the field', () => {
  const listing = (file: object) => ({ 'content/manuals/kr.json': { files: [file] } });
  const pdf = 'content/manuals/files/kr/guide.pdf';

  it('a listed PDF that is there passes', () => {
    expect(loadRegionManuals(fixtureFiles(listing(manual), { [pdf]: pdfOfSize(100) }), 'kr').files).toEqual([manual]);
  });

  it.each([
    [
      'a missing file',
      listing(manual),
      {},
      'content/manuals/kr.json: files[0].file: names content/manuals/files/kr/guide.pdf, which does not exist',
    ],
    [
      'a file that is no PDF',
      listing(manual),
      { [pdf]: { bytes: 5, isPdf: false } },
      'content/manuals/kr.json: files[0].file: content/manuals/files/kr/guide.pdf is not a PDF file',
    ],
    [
      'an unknown series',
      listing({ ...manual, series: 'pirates' }),
      { [pdf]: pdfOfSize(100) },
      'content/manuals/kr.json: files[0].series: "pirates" is no series of content/manuals/series.json (fixture-giants, fixture-space, fixture-scouts)',
    ],
    [
      'a file listed twice',
      { 'content/manuals/kr.json': { files: [manual, manual] } },
      { [pdf]: pdfOfSize(100) },
      'content/manuals/kr.json: files[1].file: "guide.pdf" is listed twice',
    ],
  ])('%s', (_case, data, named, message) => {
    expect(failure(() => loadRegionManuals(fixtureFiles(data, named), 'kr')).message).toBe(message);
  });

  // Astro validates the file with this schema when it loads it, and stores a failure as
  // `content/manuals/kr.json: <field>: <message>` (tests/unit/data-file-loader.test.ts).
  it('a day that is no day', () => {
    const issues = regionManualsSchema.safeParse({ files: [{ ...manual, updated: '2026-02-30' }] }).error?.issues;
    const message = 'files[0].updated: must be a day written as YYYY-MM-DD';
    expect(issues?.map((issue) => `${fieldPath(issue.path)}: ${issue.message}`.slice(0, message.length))).toEqual([
      message,
    ]);
  });

  it('a product in two series', () => {
    const series = structuredClone(readDataFile<ManualSeries>(unit, SERIES));
    series.series[1]!.products.push('grimlock-g1-flagship');
    expect(failure(() => loadManualSeries(withData(unit, { [SERIES]: series }))).message).toBe(
      'content/manuals/series.json: series[1].products[2]: "grimlock-g1-flagship" already belongs to series "fixture-giants"',
    );
  });
});

describe('a product page’s mention of its guide', () => {
  const context = { ...shipped, manifest: shippedManifest };
  const mentionCopy: ProductCopy = {
    ...fixtureCopy,
    sections: [
      ...fixtureCopy.sections,
      { kind: 'text', id: 'manual', title: 'Manual', paragraphs: ['Read the guide first.'], manualLink: 'the guide' },
    ],
  };

  it.each(REGION_CODES)('links to the product’s guide in %s wherever the shipped copy mentions one', (region) => {
    for (const slug of productSlugs(shipped).filter((candidate) => hasPage(context.manifest, candidate, region))) {
      const { copy } = loadProductPage(context, slug, region);
      const href = productGuideHref(context, region, slug, copy);
      const mentions = copy.sections.some((item) => item.kind === 'text' && item.manualLink);
      expect(href, slug).toSatisfy((value) =>
        mentions ? value === routePath(region, `manuals/${slug}-guide.pdf`) : value === undefined,
      );
    }
  });

  it('fails, naming the field, in a region without that guide', () => {
    const bare = { ...fixtureFiles({}), manifest: context.manifest };
    expect(failure(() => productGuideHref(bare, 'us', 'toy-story-buzz-lightyear', mentionCopy)).message).toBe(
      'content/products/toy-story-buzz-lightyear/en.json: sections[4].manualLink: links to the product\'s guide, but region us has none (see docs/support.md, "Manuals")',
    );
  });

  it('must be a phrase of its paragraphs', () => {
    const file = 'content/products/toy-story-buzz-lightyear/en.json';
    const copy = structuredClone(readDataFile<ProductCopy>(shipped, file));
    const index = copy.sections.findIndex((item) => item.kind === 'text');
    const text = copy.sections[index];
    if (text?.kind !== 'text') throw new Error(`${file} has no text section`);
    text.manualLink = 'a phrase nowhere in the text';
    const edited = { ...withData(shipped, { [file]: copy }), manifest: context.manifest };
    expect(failure(() => loadProductPage(edited, 'toy-story-buzz-lightyear', 'us')).message).toBe(
      `${file}: sections[${index}].manualLink: must be a phrase of the paragraphs`,
    );
  });
});
