import { isAvailable, isSpecCampaign } from '../../src/config/availability.ts';
import { isSpecProduct } from '../../src/config/products.ts';
import type { RegionCode } from '../../src/config/regions.ts';
import type { DataFileKind } from '../../src/schemas/file-kinds.ts';

/**
 * The page of the previewed region that shows a data file: where the editor's "view live" link
 * goes (Decap's `preview_path`, relative to the region's home). `*` stands for the folder the
 * kind's pattern leaves free (content/products/<slug>/…: the product's page).
 */
export const PAGE_OF_KIND: Readonly<Record<string, string>> = {
  'region-settings': '',
  catalogue: '',
  campaigns: '',
  'shipping-returns': '',
  'home-page': '',
  'region-chooser': 'choose-your-region',
  faq: 'faq',
  'campaign-page': '*',
  'info-page': '*',
  'product-facts': '*',
  'product-copy': '*',
  contact: 'contact-us',
  'contact-page': 'contact-us',
  'where-to-buy': 'where-to-buy',
  'hongkong-macao': 'where-to-buy/hongkong-macao',
  dealers: 'where-to-buy',
  'manual-series': 'manuals',
  'region-manuals': 'manuals',
};

/**
 * The route path (from the region's home) of the page that shows a file of the previewed region
 * or one every region shares, or undefined where the region has no such page.
 */
export function editedPage(kind: DataFileKind, path: string, region: RegionCode): string | undefined {
  const page = PAGE_OF_KIND[kind.name];
  const route = page === '*' ? freeFolder(kind, path) : page;
  if (route === undefined) return undefined;
  // A campaign's page is its data's (its copy and its schedule, which check:data holds together),
  // within the spec's regions for the spec's two.
  if (kind.name === 'campaign-page') return !isSpecCampaign(route) || isAvailable(route, region) ? route : undefined;
  // So is a product's (its product.json names its regions), the spec's eleven within the spec's.
  if (kind.name === 'product-facts' || kind.name === 'product-copy') {
    return !isSpecProduct(route) || isAvailable(route, region) ? route : undefined;
  }
  return isAvailable(route, region) ? route : undefined;
}

/** The folder of `path` a `*` of the kind's pattern stands for (content/products/<slug>/de.json: the slug). */
function freeFolder(kind: DataFileKind, path: string): string | undefined {
  const parts = path.split('/');
  for (const pattern of kind.files) {
    const index = pattern.split('/').indexOf('*');
    if (index >= 0 && index < parts.length - 1) return parts[index];
  }
  return undefined;
}
