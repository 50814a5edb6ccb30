import { PRODUCT_PAGE_AVAILABILITY, isKnownPath, isSpecRegion } from '../config/availability.ts';
import { ENTRIES_WITHOUT_PAGE, isSpecProduct, type CatalogueKey, type ProductSlug } from '../config/products.ts';
import { REGIONS, REGION_CODES, isRegionCode, type RegionCode } from '../config/regions.ts';
import type { Catalogue } from '../schemas/catalogue.ts';
import type { ProductFacts } from '../schemas/product-page.ts';
import { CAMPAIGN_ID_PATTERN } from '../schemas/campaign.ts';
import { DataError, type DataProblem } from './data-error.ts';
import { ruleMessage } from './rule-messages.ts';
import { readOptionalDataFile, type DataFiles } from './data-files.ts';

/**
 * A product page is data: its facts in content/products/<slug>/product.json (the regions whose
 * store shows it, the catalogue entries it sells) and its copy in each region's language make its
 * page /<slug> there (docs/products.md, "Add a product page"). The pages platform spec point 2
 * names keep its regions: their product.json must give exactly those of the spec's regions, and
 * may add a region outside the spec whose store kind has the page.
 */

/** The file of a product page's facts. */
export const productFactsPath = (slug: string): string => `content/products/${slug}/product.json`;

/** The file of a product page's copy in a region's language. */
export const productCopyPath = (slug: string, region: RegionCode): string =>
  `content/products/${slug}/${REGIONS[region].language}.json`;

const PRODUCT_FILE = /^content\/products\/([^/]+)\/([^/]+)\.json$/;

/** First path segments the site's servers answer beside the pages. */
const SERVER_PATHS: ReadonlySet<string> = new Set(['api', 'ssr', 'admin']);

/** Every product of the load: the folders of content/products/ that hold a valid product.json, spec products first. */
export function productSlugs(files: Pick<DataFiles, 'loaded'>): ProductSlug[] {
  const slugs = new Set<string>();
  for (const file of files.loaded.keys()) {
    const match = PRODUCT_FILE.exec(file);
    if (match?.[2] === 'product') slugs.add(match[1]!);
  }
  return [
    ...Object.keys(PRODUCT_PAGE_AVAILABILITY).filter((slug) => slugs.has(slug)),
    ...[...slugs].filter((slug) => !isSpecProduct(slug)).sort(),
  ];
}

const factsOf = (files: Pick<DataFiles, 'loaded'>, slug: string) =>
  readOptionalDataFile<ProductFacts>(files, productFactsPath(slug));

/**
 * Why `slug` cannot be a product page, worded for the author, or undefined when it can: a page
 * takes no path of another page, of a region's store or of the servers.
 */
export function productSlugRefusal(slug: string): string | undefined {
  if (!CAMPAIGN_ID_PATTERN.test(slug))
    return `"${slug}" is no page path: name the folder in lowercase words joined by single hyphens, e.g. "test-bot"`;
  if (isKnownPath(slug) && !isSpecProduct(slug))
    return `product "${slug}" would replace the page /${slug}: rename its folder`;
  if (isRegionCode(slug))
    return `product "${slug}" would take /${slug}, where the ${slug} store's pages are: rename its folder`;
  if (SERVER_PATHS.has(slug))
    return `product "${slug}" would take /${slug}, which the site's server answers: rename its folder`;
  return undefined;
}

/**
 * Where each product page of the data is built (the route manifest's `products`), spec products
 * first in the spec's order, then by slug: the regions of its product.json, in registry order,
 * that have its copy in their language, unless productSlugRefusal refuses it; a spec product
 * within the spec's regions only.
 */
export function productRegions(files: Pick<DataFiles, 'loaded'>): Record<ProductSlug, RegionCode[]> {
  return Object.fromEntries(
    productSlugs(files)
      .filter((slug) => productSlugRefusal(slug) === undefined)
      .map((slug) => {
        const named: readonly RegionCode[] = factsOf(files, slug)?.regions ?? [];
        const ceiling: readonly RegionCode[] = isSpecProduct(slug) ? PRODUCT_PAGE_AVAILABILITY[slug] : REGION_CODES;
        const regions = REGION_CODES.filter(
          (region) =>
            named.includes(region) && ceiling.includes(region) && files.loaded.has(productCopyPath(slug, region)),
        );
        return [slug, regions];
      }),
  );
}

/** The product page that sells each catalogue entry, from the product.json files' `catalogueKeys`. */
export function pageOfEntry(files: Pick<DataFiles, 'loaded'>): Record<CatalogueKey, ProductSlug> {
  const pages: Record<CatalogueKey, ProductSlug> = {};
  for (const slug of productSlugs(files)) {
    for (const key of factsOf(files, slug)?.catalogueKeys ?? []) pages[key] ??= slug;
  }
  return pages;
}

/**
 * What keeps the products' files from making pages, one DataError a file: a refused folder name,
 * a spec product whose regions are not the spec's, a region without the copy in its language, a
 * catalogue key another page already sells.
 */
export function productFailures(files: Pick<DataFiles, 'loaded'>): DataError[] {
  const sellers = new Map<string, string>();
  const withoutFacts = [...files.loaded.keys()].flatMap((file) => {
    const match = PRODUCT_FILE.exec(file);
    if (!match || match[2] === 'product' || files.loaded.has(productFactsPath(match[1]!))) return [];
    return [
      new DataError(file, [
        {
          field: '',
          ...ruleMessage('productWithoutFacts', { facts: productFactsPath(match[1]!) }),
        },
      ]),
    ];
  });
  return [
    ...withoutFacts,
    ...productSlugs(files).flatMap((slug) => {
      const facts = factsOf(files, slug)!;
      const refusal = productSlugRefusal(slug);
      const problems: DataProblem[] = refusal ? [{ field: '', message: refusal }] : [];
      if (isSpecProduct(slug)) {
        // The spec's regions exactly as its table has them; a region outside the spec as the
        // data has it, within the pages of its store kind.
        const allowed: readonly RegionCode[] = PRODUCT_PAGE_AVAILABILITY[slug];
        const spec = allowed.filter((region) => isSpecRegion(region) || facts.regions.includes(region));
        const same = spec.length === facts.regions.length && spec.every((region) => facts.regions.includes(region));
        if (!same) {
          problems.push({
            field: 'regions',
            ...ruleMessage('productRegionsOfSpec', { spec: JSON.stringify(spec), slug }),
          });
        }
      }
      for (const region of facts.regions) {
        const copy = productCopyPath(slug, region);
        if (!files.loaded.has(copy)) {
          problems.push({ field: 'regions', ...ruleMessage('productRegionWithoutCopy', { region, copy }) });
        }
      }
      facts.catalogueKeys.forEach((key, index) => {
        const seller = sellers.get(key);
        if (seller !== undefined) {
          problems.push({
            field: `catalogueKeys[${index}]`,
            ...ruleMessage('catalogueKeySoldTwice', { key, seller: productFactsPath(seller) }),
          });
        } else sellers.set(key, slug);
      });
      return problems.length ? [new DataError(productFactsPath(slug), problems)] : [];
    }),
  ];
}

/**
 * A region's catalogue entries that no product page sells (pageOfEntry) and that are not among
 * the spec's entries without a page: the author named a product the data does not have.
 */
export function catalogueFailures(files: Pick<DataFiles, 'loaded'>, region: RegionCode): DataError[] {
  const file = `regions/${region}/catalogue.json`;
  const catalogue = readOptionalDataFile<Catalogue>(files, file);
  const pages = pageOfEntry(files);
  const unknown = Object.keys(catalogue?.products ?? {}).filter(
    (key) => pages[key] === undefined && !ENTRIES_WITHOUT_PAGE.includes(key),
  );
  return unknown.length
    ? [
        new DataError(
          file,
          unknown.map((key) => ({
            field: `products.${key}`,
            ...ruleMessage('catalogueEntryWithoutPage', { key }),
          })),
        ),
      ]
    : [];
}

/**
 * The product slugs a data file names (`field` by field) that are no product of the data, as
 * problems of that file: manuals series and free-shipping pages name products by slug.
 */
export function unknownProducts(
  files: Pick<DataFiles, 'loaded'>,
  named: readonly { field: string; slug: string }[],
): DataProblem[] {
  const known = new Set(productSlugs(files));
  return named
    .filter(({ slug }) => !known.has(slug))
    .map(({ field, slug }) => ({
      field,
      ...ruleMessage('unknownProduct', { slug }),
    }));
}
