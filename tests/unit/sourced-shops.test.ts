import { describe, expect, it } from 'vitest';
import { REGION_CODES } from '../../src/config/regions.ts';
import type { Catalogue } from '../../src/schemas/catalogue.ts';
import type { RegionSettings } from '../../src/schemas/region-settings.ts';
import { shipped } from '../support/shipped-data.ts';

// Content spec point 1: "payment methods (paypal, klarna)".
const SPEC_PAYMENT_METHODS: readonly string[] = ['paypal', 'klarna'];

// spec/sourced-facts.md of the shared specification: "Official regional stores exist at us.robosen.com,
// uk.robosen.com, eu.robosen.com and de.robosen.com; a separate North American store for Buzz
// Lightyear at buzz.robosen.com". No source gives a store for any other host.
const SOURCED_STORE_HOSTS: readonly string[] = [
  'us.robosen.com',
  'uk.robosen.com',
  'eu.robosen.com',
  'de.robosen.com',
  'buzz.robosen.com',
];

interface OutsideLink {
  /** Where the data gives it, e.g. "nav[2].children[4]" or "catalogue aiBase.buy". */
  where: string;
  url: string;
}

const isOutside = (link: string | undefined): link is string =>
  link !== undefined && /^[a-z][a-z0-9+.-]*:\/\//i.test(link);

/** Every address off this site that a region's settings and catalogue link to (mailto: aside). */
function outsideLinks(settings: RegionSettings, catalogue: Catalogue): OutsideLink[] {
  const given: { where: string; url: string | undefined }[] = [
    { where: 'links.shop', url: settings.links.shop },
    { where: 'links.account', url: settings.links.account },
    ...settings.nav.flatMap((item, index) => [
      { where: `nav[${index}]`, url: item.link },
      ...(item.children ?? []).map((child, childIndex) => ({
        where: `nav[${index}].children[${childIndex}]`,
        url: child.link,
      })),
    ]),
    ...settings.footer.links.map((entry, index) => ({ where: `footer.links[${index}]`, url: entry.link })),
    ...settings.textBanners.map((banner, index) => ({ where: `textBanners[${index}]`, url: banner.link })),
    ...Object.entries(catalogue.products).map(([key, entry]) => ({ where: `catalogue ${key}.buy`, url: entry?.buy })),
  ];
  return given.filter((link): link is OutsideLink => isOutside(link.url));
}

describe.each(REGION_CODES)('what %s offers shoppers comes from a source', (region) => {
  // The region's data as its build holds it (schemas, link checks, cross-file rules).
  const { settings, catalogue } = shipped(region);

  it('lists only payment methods of the content spec (paypal, klarna)', () => {
    const unsourced = settings.paymentMethods.filter((method) => !SPEC_PAYMENT_METHODS.includes(method));
    expect(unsourced).toEqual([]);
  });

  it('links to outside pages only on the sourced stores (us, uk, eu, de, buzz .robosen.com)', () => {
    const links = outsideLinks(settings, catalogue);
    const elsewhere = links
      .filter(({ url }) => {
        const address = new URL(url);
        return address.protocol !== 'https:' || !SOURCED_STORE_HOSTS.includes(address.hostname);
      })
      .map(({ where, url }) => `${where}: ${url}`);
    expect(elsewhere).toEqual([]);
  });
});

// A region whose settings give no store has no known buy path (cn, jp and kr today): it names no
// payment method and offers no buy link.
it('a region without a store names no payment method and offers no buy link', () => {
  const offers = REGION_CODES.flatMap((region) => {
    const { settings, catalogue } = shipped(region);
    if (settings.links.shop !== undefined) return [];
    const buyLinks = Object.entries(catalogue.products)
      .filter(([, entry]) => entry?.buy !== undefined)
      .map(([key, entry]) => `${region} catalogue ${key}.buy: ${entry?.buy}`);
    return [...settings.paymentMethods.map((method) => `${region} paymentMethods: ${method}`), ...buyLinks];
  });
  expect(offers).toEqual([]);
});
