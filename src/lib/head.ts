import { REGIONS, X_DEFAULT_PREFERENCE, type RegionCode } from '../config/regions.ts';
import { regionsWithPage, type RouteManifest } from './route-manifest.ts';
import { absoluteUrl, routePath } from './urls.ts';

export interface HeadInput {
  region: RegionCode;
  /** Route path of the page, or null for pages outside the route table (404). */
  path: string | null;
  manifest: RouteManifest;
  origin: string;
  title: string;
  description: string;
  keywords: readonly string[];
  noindex?: boolean;
  brand: string;
  logoPath: string;
  sameAs?: readonly string[];
}

export interface HeadTags {
  title: string;
  description: string;
  keywords: string;
  canonical: string | null;
  alternates: { hreflang: string; href: string }[];
  robots: string | null;
  jsonLd: Record<string, unknown>[];
}

/**
 * The head of a page: canonical, hreflang alternates for every region that builds the same
 * route plus x-default (cn, else us, else eu), and Organization + WebPage JSON-LD.
 */
export function buildHead(input: HeadInput): HeadTags {
  const { region, path, manifest, origin } = input;
  const canonical = path === null ? null : absoluteUrl(origin, routePath(region, path));
  const regions = path === null ? [] : regionsWithPage(manifest, path);
  const alternates: HeadTags['alternates'] = regions.map((code) => ({
    hreflang: REGIONS[code].hreflang,
    href: absoluteUrl(origin, routePath(code, path ?? '')),
  }));
  const xDefault = X_DEFAULT_PREFERENCE.find((code) => regions.includes(code));
  if (xDefault) alternates.push({ hreflang: 'x-default', href: absoluteUrl(origin, routePath(xDefault, path ?? '')) });

  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: input.brand,
    url: absoluteUrl(origin, '/'),
    logo: absoluteUrl(origin, input.logoPath),
    ...(input.sameAs?.length && { sameAs: [...input.sameAs] }),
  };
  const webPage = {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: input.title,
    description: input.description,
    inLanguage: REGIONS[region].locale,
    ...(canonical && { url: canonical }),
    isPartOf: { '@type': 'WebSite', name: input.brand, url: absoluteUrl(origin, '/') },
  };
  return {
    title: input.title,
    description: input.description,
    keywords: input.keywords.join(', '),
    canonical,
    alternates: input.noindex ? [] : alternates,
    robots: input.noindex || path === null ? 'noindex' : null,
    jsonLd: [organization, webPage],
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
