import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isAvailable } from '../../src/config/availability.ts';
import { REGION_CODES, type RegionCode } from '../../src/config/regions.ts';
import { ROUTE_TABLE } from '../../src/config/routes.ts';
import { readDataFile } from '../../src/lib/data-files.ts';
import { siteManifest } from '../../src/lib/region-rules.ts';
import { fieldPath } from '../../src/lib/data-error.ts';
import { addressList, dealerDataRegions, groupDealers, hongKongMacaoDealers } from '../../src/lib/dealers.ts';
import { assertLinksResolve, withoutWithheldLinks } from '../../src/lib/links.ts';
import { buildRouteManifest, hasPage, isWithheld, regionsWithPage } from '../../src/lib/route-manifest.ts';
import { dealersSchema, type Dealer, type Dealers } from '../../src/schemas/dealers.ts';
import type { HongKongMacaoPage, WhereToBuyPage } from '../../src/schemas/where-to-buy.ts';
import { testData } from '../support/test-data.ts';
import { writtenData } from '../support/written-data.ts';
import { withTheirKind } from '../support/spec-regions.ts';

const dealer = (market: Dealer['market'], title: string): Dealer => ({
  market,
  title,
  logo: 'text',
  ...(market === 'hongkong-macao' ? { address: [`${title}, 1 Example Road`] } : { link: 'https://dealer.example' }),
});

const shipped = await testData('us');
const shippedDealers = () => readDataFile<Dealers>(shipped.files, 'content/dealers.json').dealers;

describe('groupDealers', () => {
  const dealers = [
    dealer('us', 'US one'),
    dealer('germany', 'DE one'),
    dealer('hongkong-macao', 'HK one'),
    dealer('us', 'US two'),
    dealer('uk', 'UK one'),
    dealer('europe-middle-east', 'EU one'),
  ];
  const shape = (region: RegionCode) =>
    groupDealers(dealers, region).map((list) => [list.market, list.dealers.map((entry) => entry.title), list.home]);

  it('opens with the region’s own market, then the others with entries in the spec’s order', () => {
    expect(shape('us')).toEqual([
      ['us', ['US one', 'US two'], true],
      ['germany', ['DE one'], false],
      ['europe-middle-east', ['EU one'], false],
      ['uk', ['UK one'], false],
    ]);
    expect(shape('de').map(([market]) => market)).toEqual(['germany', 'europe-middle-east', 'uk', 'us']);
    expect(shape('eu').map(([market]) => market)).toEqual(['europe-middle-east', 'germany', 'uk', 'us']);
  });

  it('keeps the region’s own list when it is empty, so the page can say what to do', () => {
    expect(shape('fr')[0]).toEqual(['france', [], true]);
    expect(
      shape('fr')
        .slice(1)
        .every(([, entries]) => (entries as string[]).length > 0),
    ).toBe(true);
  });

  it('leaves Hong Kong and Macau to their own page', () => {
    for (const region of REGION_CODES) expect(shape(region).map(([market]) => market)).not.toContain('hongkong-macao');
    expect(hongKongMacaoDealers(dealers).map((entry) => entry.title)).toEqual(['HK one']);
  });

  it('has no home list in a region without a dealer market of its own', () => {
    expect(shape('cn').every(([, , home]) => home === false)).toBe(true);
  });

  it('reads one address or several as lines', () => {
    expect(addressList(undefined)).toEqual([]);
    expect(addressList('1 Example Road')).toEqual(['1 Example Road']);
    expect(addressList(['A', 'B'])).toEqual(['A', 'B']);
  });
});

describe('availability follows the dealer data', () => {
  const manifestWith = (dealers: Dealer[]) =>
    buildRouteManifest(ROUTE_TABLE, { dataRegions: dealerDataRegions(dealers) });

  it('builds no where-to-buy page anywhere without entries, and withholds it where the specs give it', () => {
    const manifest = manifestWith([]);
    for (const path of ['where-to-buy', 'where-to-buy/hongkong-macao']) {
      expect(regionsWithPage(manifest, path)).toEqual([]);
      for (const region of REGION_CODES) expect(isWithheld(manifest, path, region)).toBe(isAvailable(path, region));
    }
  });

  it('builds where-to-buy in its regions once any list but Hong Kong has an entry', () => {
    const manifest = manifestWith([dealer('france', 'FR one')]);
    expect(regionsWithPage(manifest, 'where-to-buy')).toEqual(withTheirKind('us', 'uk', 'eu', 'fr', 'de'));
    expect(regionsWithPage(manifest, 'where-to-buy/hongkong-macao')).toEqual([]);
  });

  it('builds the Hong Kong and Macau page in its regions (cn too) once that list has an entry', () => {
    const manifest = manifestWith([dealer('hongkong-macao', 'HK one')]);
    expect(regionsWithPage(manifest, 'where-to-buy/hongkong-macao')).toEqual(
      withTheirKind('cn', 'us', 'uk', 'eu', 'fr', 'de'),
    );
    expect(regionsWithPage(manifest, 'where-to-buy')).toEqual([]);
    expect(hasPage(manifest, 'where-to-buy/hongkong-macao', 'kr')).toBe(false);
    expect(isWithheld(manifest, 'where-to-buy/hongkong-macao', 'kr')).toBe(false);
  });

  it('builds the site from the shipped dealer lists, and contact-us everywhere', () => {
    const manifest = siteManifest(shipped.files);
    const fromDealers = buildRouteManifest(ROUTE_TABLE, { dataRegions: dealerDataRegions(shippedDealers()) });
    for (const path of ['where-to-buy', 'where-to-buy/hongkong-macao']) {
      expect(regionsWithPage(manifest, path)).toEqual(regionsWithPage(fromDealers, path));
    }
    expect(regionsWithPage(manifest, 'contact-us')).toEqual(REGION_CODES);
  });

  it('builds from the fixture data set instead of the shipped data, which stays as it is', async () => {
    const { files, manifest } = await testData('us', 'fixture');
    expect(files.root).toBe(resolve('node_modules/.test-data/fixture'));
    expect(files.loaded.get('content/dealers.json')).toEqual(
      dealersSchema.parse(writtenData('tests/fixtures/data/content/dealers.json')),
    );
    expect(regionsWithPage(manifest, 'where-to-buy/hongkong-macao')).toEqual(
      withTheirKind('cn', 'us', 'uk', 'eu', 'fr', 'de'),
    );
    expect(hasPage(shipped.manifest, 'where-to-buy/hongkong-macao', 'us')).toBe(
      shippedDealers().some((entry) => entry.market === 'hongkong-macao'),
    );
  });
});

describe('links to a withheld page', () => {
  const empty = buildRouteManifest(ROUTE_TABLE, { dataRegions: dealerDataRegions([]) });
  const full = buildRouteManifest(ROUTE_TABLE, {
    dataRegions: dealerDataRegions([dealer('us', 'US one'), dealer('hongkong-macao', 'HK one')]),
  });
  const nav = {
    nav: [
      {
        label: 'About',
        children: [
          { label: 'Contact', link: '/contact-us' },
          { label: 'Hong Kong', link: '/where-to-buy/hongkong-macao' },
        ],
      },
      { label: 'Shops', children: [{ label: 'Where to buy', link: '/where-to-buy' }] },
    ],
  };

  it('are accepted by the link check where the specs give the page', () => {
    expect(() => assertLinksResolve('settings.json', nav, 'us', empty)).not.toThrow();
  });

  it('still fail where the specs do not give the page, naming the field', () => {
    expect(() => assertLinksResolve('settings.json', nav, 'kr', empty)).toThrow(
      'settings.json: nav[0].children[1].link: links to "/where-to-buy/hongkong-macao", but region kr builds no page at that path',
    );
  });

  it('are left out of their lists (and a menu left empty goes too) while the page is not built', () => {
    expect(withoutWithheldLinks('settings.json', nav, 'us', empty)).toEqual({
      nav: [{ label: 'About', children: [{ label: 'Contact', link: '/contact-us' }] }],
    });
  });

  it('stay once the data has entries and the page is built', () => {
    expect(withoutWithheldLinks('settings.json', nav, 'us', full)).toEqual(nav);
  });

  it('cannot stand outside a list, where nothing could be left out', () => {
    expect(() => withoutWithheldLinks('home.json', { banner: { link: '/where-to-buy' } }, 'us', empty)).toThrow(
      /home\.json: banner\.link: links to "\/where-to-buy", a page region us builds only once its data has entries/,
    );
  });

  it.each(REGION_CODES)('are left out of the shipped settings of %s wherever the page is withheld', async (region) => {
    const { record, manifest } = await testData(region);
    const [settings] = record.entries.settings;
    const links = [...JSON.stringify(settings?.data).matchAll(/"link":"\/([^"#]*)/g)];
    expect(links.length).toBeGreaterThan(0);
    for (const [, path] of links) expect(isWithheld(manifest, path ?? '', region), `/${path}`).toBe(false);
  });
});

describe('dealer data', () => {
  // Astro validates content/dealers.json with this schema when it loads it, and stores a failure
  // as `content/dealers.json: <field>: <message>` (tests/unit/data-file-loader.test.ts).
  const failures = (dealers: unknown) =>
    dealersSchema.safeParse({ dealers }).error?.issues.map((issue) => `${fieldPath(issue.path)}: ${issue.message}`);

  it('accepts a shop of each kind', () => {
    expect(failures([dealer('us', 'US one'), dealer('hongkong-macao', 'HK one')])).toBeUndefined();
  });

  it.each([
    [
      [{ market: 'atlantis', title: 'X', link: 'https://x.example', logo: 'text' }],
      'dealers[0].market: must be one of the six lists',
    ],
    [[{ market: 'us', title: 'X', logo: 'text' }], 'dealers[0].link: is required: where does the visitor buy?'],
    [
      [{ market: 'hongkong-macao', title: 'X', logo: 'text' }],
      'dealers[0].address: is required for a Hong Kong or Macau shop',
    ],
    [
      [{ market: 'us', title: 'X', link: 'https://x.example', logo: 'https://x.example/logo.png' }],
      'dealers[0].logo: must be a logo key',
    ],
    [
      [{ market: 'uk', title: 'X', link: 'http://x.example', logo: 'text' }],
      'dealers[0].link: must be an absolute https:// address',
    ],
    [
      [{ market: 'uk', title: 'X', link: 'https://x.example', logo: 'text', address: [] }],
      'dealers[0].address: must list at least one address',
    ],
  ])('rejects %j naming the field', (dealers, message) => {
    expect(failures(dealers)?.map((failure) => failure.slice(0, message.length))).toEqual([message]);
  });

  it.each(REGION_CODES.filter((region) => isAvailable('where-to-buy', region)))(
    'has where-to-buy copy in %s',
    async (region) => {
      const { files } = await testData(region);
      expect(readDataFile<WhereToBuyPage>(files, `content/where-to-buy/${region}.json`).heading).not.toBe('');
    },
  );

  it.each(REGION_CODES.filter((region) => isAvailable('where-to-buy/hongkong-macao', region)))(
    'has Hong Kong and Macau copy in %s, ready for the first shop',
    async (region) => {
      const { files } = await testData(region);
      const page = readDataFile<HongKongMacaoPage>(files, `content/where-to-buy/hongkong-macao/${region}.json`);
      expect(page.heading).not.toBe('');
    },
  );
});
