/**
 * The brand's outside addresses that the sourced facts give (/work/shared/spec/sourced-facts.md),
 * each with the public page that gives it: the one list a link to a store or policy page of the
 * brand is checked against. Anything else on a brand host was written from a naming pattern
 * (kr.robosen.com, /products/<slug>, /account…) and a shopper would take it as the brand's, so
 * it stays out of the data until a source gives it. docs/links.md lists the same addresses under
 * "Verified" for marketers; tests/unit/claims.test.ts keeps the two in step.
 */
export const SOURCED_BRAND_ADDRESSES = [
  { address: 'https://us.robosen.com', source: 'the official regional stores (their policy pages)' },
  { address: 'https://uk.robosen.com', source: 'the official regional stores (their policy pages)' },
  { address: 'https://eu.robosen.com', source: 'the official regional stores (their policy pages)' },
  { address: 'https://de.robosen.com', source: 'the official regional stores (their policy pages)' },
  { address: 'https://buzz.robosen.com', source: 'the North American Buzz Lightyear store' },
  { address: 'https://us.robosen.com/pages/refund-policy', source: 'US return terms' },
  { address: 'https://eu.robosen.com/pages/refund-policy', source: 'EU return terms' },
  { address: 'https://uk.robosen.com/pages/warranty-policy', source: 'warranty start' },
  {
    address: 'https://buzz.robosen.com/pages/return-policy',
    source: 'the North American seller (Robosen Robotics Inc.)',
  },
  { address: 'https://robosen.com/rma-request', source: 'RMA conditions (not linked: the site has its own page)' },
] as const satisfies readonly { address: string; source: string }[];

/** Hosts of the brand whose pages are this site itself, not a claim about another page. */
export const SITE_HOSTS = ['www.robosen.com', 'www.robosen.cn'] as const;
