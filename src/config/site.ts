/**
 * Site-wide facts that are configuration rather than regional data. The public origin can be
 * overridden per deployment with SITE_ORIGIN (e.g. a staging host); canonical and alternate
 * links, sitemaps and JSON-LD are all absolute against it.
 */
export const SITE = {
  brand: 'Robosen',
  legalName: 'Robosen Technologies Ltd.',
  defaultOrigin: 'https://www.robosen.com',
  logoPath: '/brand-logo.svg',
} as const;
