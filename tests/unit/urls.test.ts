import { describe, expect, it } from 'vitest';
import { REGIONS, REGION_CODES } from '../../src/config/regions.ts';
import { resolveLink } from '../../src/lib/links.ts';
import { absoluteUrl, isExternalLink, parseRegionPath, regionBase, routePath } from '../../src/lib/urls.ts';

describe.each(REGION_CODES)('URLs of %s', (region) => {
  const prefix = region === 'cn' ? '' : `/${region}`;

  it('puts the bundle under its prefix', () => {
    expect(regionBase(region)).toBe(`${prefix}/`);
  });

  it.each([
    ['', prefix || '/'],
    ['choose-your-region', `${prefix}/choose-your-region`],
    ['where-to-buy/hongkong-macao', `${prefix}/where-to-buy/hongkong-macao`],
  ])('routePath("%s")', (path, expected) => {
    expect(routePath(region, path)).toBe(expected);
  });

  it('reads the region and path back from a pathname', () => {
    expect(parseRegionPath(routePath(region, 'manuals'))).toEqual({ region, path: 'manuals' });
    expect(parseRegionPath(`${prefix}/`)).toEqual({ region, path: '' });
  });

  it('resolves internal data links and leaves external ones alone', () => {
    expect(resolveLink(region, '/choose-your-region#top')).toBe(`${prefix}/choose-your-region#top`);
    expect(resolveLink(region, '/')).toBe(prefix || '/');
    expect(resolveLink(region, 'https://shop.example.com/x')).toBe('https://shop.example.com/x');
  });

  it('has a lowercase prefix that is its code (cn: none)', () => {
    expect(REGIONS[region].prefix).toBe(region === 'cn' ? '' : region);
  });
});

describe('parseRegionPath', () => {
  it('reads the first segment as a lowercase region code', () => {
    expect(parseRegionPath('/DE/manuals')).toEqual({ region: 'de', path: 'manuals' });
  });

  it('gives unknown first segments to the root region', () => {
    expect(parseRegionPath('/xx/manuals')).toEqual({ region: 'cn', path: 'xx/manuals' });
    expect(parseRegionPath('/cn/manuals')).toEqual({ region: 'cn', path: 'cn/manuals' });
  });
});

describe('absoluteUrl and isExternalLink', () => {
  it('joins origin and path whatever the trailing slash', () => {
    expect(absoluteUrl('https://a.example', '/us')).toBe('https://a.example/us');
    expect(absoluteUrl('https://a.example/', '/')).toBe('https://a.example/');
  });

  it.each([
    ['https://x.example', true],
    ['//x.example', true],
    ['mailto:a@b.example', true],
    ['tel:+100', true],
    ['/manuals', false],
  ])('%s → %s', (link, external) => {
    expect(isExternalLink(link)).toBe(external);
  });
});
