import { describe, expect, it } from 'vitest';
import { REGIONS, REGION_CODES, type RegionCode } from '../../src/config/regions.ts';
import { ROUTE_TABLE } from '../../src/config/routes.ts';
import { buildHead, serializeJsonLd } from '../../src/lib/head.ts';
import { buildRouteManifest } from '../../src/lib/route-manifest.ts';

const origin = 'https://www.example.com';
const manifest = buildRouteManifest(ROUTE_TABLE);
const head = (region: RegionCode, path: string | null, extra: { noindex?: boolean } = {}) =>
  buildHead({
    region,
    path,
    manifest,
    origin,
    title: 'Title',
    description: 'Description',
    keywords: ['a', 'b'],
    brand: 'Brand',
    logoPath: '/logo.svg',
    ...extra,
  });

describe.each(REGION_CODES)('head tags in %s', (region) => {
  const prefix = region === 'cn' ? '' : `/${region}`;

  it('has an absolute canonical', () => {
    expect(head(region, 'choose-your-region').canonical).toBe(`${origin}${prefix}/choose-your-region`);
    expect(head(region, '').canonical).toBe(`${origin}${prefix || '/'}`);
  });

  it('lists every region of the route as an alternate, plus x-default on cn', () => {
    const { alternates } = head(region, 'choose-your-region');
    expect(alternates.map((a) => a.hreflang)).toEqual([
      ...REGION_CODES.map((code) => REGIONS[code].hreflang),
      'x-default',
    ]);
    expect(alternates.at(-1)).toEqual({ hreflang: 'x-default', href: `${origin}/choose-your-region` });
  });

  it('uses hreflang values search engines accept', () => {
    for (const { hreflang } of head(region, '').alternates) {
      expect(hreflang).toMatch(/^(x-default|[a-z]{2}(-[A-Z]{2})?)$/);
    }
    expect(head(region, '').alternates.map((a) => a.hreflang)).not.toContain('en-EU');
  });

  it('carries Organization and WebPage JSON-LD in the region locale', () => {
    const [organization, webPage] = head(region, '').jsonLd;
    expect(organization).toMatchObject({ '@type': 'Organization', name: 'Brand', logo: `${origin}/logo.svg` });
    expect(webPage).toMatchObject({
      '@type': 'WebPage',
      inLanguage: REGIONS[region].locale,
      url: `${origin}${prefix || '/'}`,
    });
  });

  it('marks noindex pages and the 404 page, without alternates', () => {
    expect(head(region, 'choose-your-region', { noindex: true })).toMatchObject({ robots: 'noindex', alternates: [] });
    expect(head(region, null)).toMatchObject({ robots: 'noindex', canonical: null, alternates: [] });
  });
});

describe('x-default', () => {
  const manifestFor = (regions: string[]) => buildRouteManifest([{ path: 'only-here', page: 'home', regions }]);
  const xDefault = (regions: string[]) =>
    buildHead({
      region: regions[0] as RegionCode,
      path: 'only-here',
      manifest: manifestFor(regions),
      origin,
      title: 't',
      description: 'd',
      keywords: [],
      brand: 'b',
      logoPath: '/l',
    }).alternates.find((a) => a.hreflang === 'x-default')?.href;

  it.each([
    [['cn', 'us', 'eu'], `${origin}/only-here`],
    [['us', 'uk', 'eu'], `${origin}/us/only-here`],
    [['uk', 'eu', 'de'], `${origin}/eu/only-here`],
    [['kr', 'jp'], undefined],
  ])('for a route in %j is %s', (regions, expected) => {
    expect(xDefault(regions)).toBe(expected);
  });
});

describe('serializeJsonLd', () => {
  it('cannot close its script element', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
