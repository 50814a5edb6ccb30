import { describe, expect, it } from 'vitest';
import { PRODUCT_PAGE_AVAILABILITY } from '../../src/config/availability.ts';
import { REGION_CODES } from '../../src/config/regions.ts';
import { CAMPAIGN_ROUTES, ROUTE_TABLE, type RouteRecord } from '../../src/config/routes.ts';
import {
  RouteTableError,
  buildRouteManifest,
  hasPage,
  planPages,
  planRedirects,
  regionsWithPage,
  routeName,
} from '../../src/lib/route-manifest.ts';
import { parseInstant } from '../../src/lib/time-window.ts';

describe('buildRouteManifest', () => {
  it('rejects a record with neither a page, a redirect nor children, naming it', () => {
    expect(() => buildRouteManifest([{ path: 'manuals' }])).toThrow(
      new RouteTableError('route "manuals" has neither a page, a redirect nor children'),
    );
  });

  it('rejects two records that generate the same name, naming both', () => {
    const table: RouteRecord[] = [
      { path: 'where-to-buy-hongkong-macao', page: 'home', regions: ['us'] },
      { path: 'where-to-buy', children: [{ path: 'hongkong-macao', page: 'home' }] },
    ];
    expect(() => buildRouteManifest(table)).toThrow(
      'route "where-to-buy-hongkong-macao" and route "where-to-buy/hongkong-macao" both generate the name "where-to-buy-hongkong-macao"',
    );
  });

  it('rejects a path without an availability rule', () => {
    expect(() => buildRouteManifest([{ path: 'mystery', page: 'home' }])).toThrow(
      /route "mystery" has no availability rule/,
    );
  });

  it('rejects a redirect to a path no region has', () => {
    expect(() => buildRouteManifest([{ path: 'new-release', redirect: 'nowhere' as 'manuals' }])).toThrow(
      /redirects to "nowhere"/,
    );
  });

  it('names routes after their full path and merges meta from parent to child', () => {
    const manifest = buildRouteManifest(
      [
        {
          path: 'parent',
          regions: ['us'],
          meta: { startTime: '2030-01-01T00:00:00Z' },
          children: [{ path: 'child', page: 'home', meta: { scrollPosition: '#x' } }],
        },
      ],
      {},
    );
    expect(manifest).toHaveLength(1);
    expect(manifest[0]).toMatchObject({
      name: 'parent-child',
      path: 'parent/child',
      regions: ['us'],
      meta: { startTime: '2030-01-01T00:00:00Z', scrollPosition: '#x' },
      window: { start: parseInstant('2030-01-01T00:00:00Z') },
    });
    expect(routeName('')).toBe('home');
  });
});

describe.each(REGION_CODES)('the shipped route table in %s', (region) => {
  const manifest = buildRouteManifest(ROUTE_TABLE);

  it('builds the home page and the region chooser', () => {
    expect(hasPage(manifest, '', region)).toBe(true);
    expect(hasPage(manifest, 'choose-your-region', region)).toBe(true);
  });

  it('redirects new-release to flagship-bumblebee except in kr, with a static page for CDNs', () => {
    const redirects = planRedirects(manifest, region);
    if (region === 'kr') expect(redirects).toEqual([]);
    else expect(redirects).toEqual([{ from: 'new-release', to: 'flagship-bumblebee', staticPage: true }]);
  });

  it('writes no static redirect page while the target page does not exist', () => {
    const { 'flagship-bumblebee': _target, ...others } = PRODUCT_PAGE_AVAILABILITY;
    const withoutTarget = buildRouteManifest(ROUTE_TABLE, { products: others });
    const redirects = planRedirects(withoutTarget, region);
    expect(redirects.every((redirect) => !redirect.staticPage)).toBe(true);
  });
});

describe('the campaigns of the data', () => {
  const table: RouteRecord[] = [
    { path: 'faq', page: 'faq' },
    { path: CAMPAIGN_ROUTES, page: 'campaign' },
    { path: 'login', page: 'login' },
  ];

  it('become campaign pages in place of the campaigns’ record, each where the data runs it', () => {
    const manifest = buildRouteManifest(table, { campaigns: { 'black-friday': ['us'], 'spring-sale': ['kr', 'jp'] } });
    expect(manifest.map((entry) => [entry.path, entry.page])).toEqual([
      ['faq', 'faq'],
      ['black-friday', 'campaign'],
      ['spring-sale', 'campaign'],
      ['login', 'login'],
    ]);
    expect(regionsWithPage(manifest, 'spring-sale')).toEqual(['kr', 'jp']);
  });

  it('keep a campaign the content spec names within its regions (us, uk, eu, fr, de)', () => {
    const manifest = buildRouteManifest(table, { campaigns: { 'black-friday': ['cn', 'us', 'de', 'kr'] } });
    expect(regionsWithPage(manifest, 'black-friday')).toEqual(['us', 'de']);
  });

  it('make no page without data', () => {
    expect(buildRouteManifest(table).map((entry) => entry.path)).toEqual(['faq', 'login']);
  });

  it('never replace a route of the table', () => {
    expect(() => buildRouteManifest(ROUTE_TABLE, { campaigns: { faq: ['us'] } })).toThrow(
      'campaign "faq" would replace the route "faq"',
    );
  });
});

describe('planPages', () => {
  const manifest = buildRouteManifest([
    {
      path: 'gated',
      page: 'home',
      regions: ['us'],
      meta: { startTime: '2030-01-01T00:00:00Z', endTime: '2030-02-01T00:00:00Z' },
    },
  ]);
  const start = parseInstant('2030-01-01T00:00:00Z');
  const end = parseInstant('2030-02-01T00:00:00Z');

  it.each([
    ['one second before the start', start - 1000, 'page', true],
    ['at the start', start, 'page', false],
    ['one second before the end', end - 1000, 'page', false],
    ['at the end', end, 'expired', false],
    ['after the end', end + 1000, 'expired', false],
  ])('%s', (_label, now, mode, noindex) => {
    expect(planPages(manifest, 'us', now)).toEqual([expect.objectContaining({ mode, noindex })]);
  });

  it('plans nothing in a region without the route', () => {
    expect(planPages(manifest, 'de', start)).toEqual([]);
  });
});

describe('noindex routes', () => {
  it('keeps login pages out of search engines in every region', () => {
    const manifest = buildRouteManifest(ROUTE_TABLE);
    for (const region of REGION_CODES) {
      const login = planPages(manifest, region, Date.now()).find((plan) => plan.entry.path === 'login');
      expect(login).toMatchObject({ mode: 'page', noindex: true });
    }
  });
});
