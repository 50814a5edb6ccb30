import type { RegionCode } from '../config/regions.ts';
import { productCopyPath } from './product-regions.ts';
import { DataError } from './data-error.ts';
import { ruleMessage } from './rule-messages.ts';
import type { Catalogue, CatalogueEntry, CatalogueKey } from '../schemas/catalogue.ts';
import type { ProductCopy, ProductFacts } from '../schemas/product-page.ts';
import { readDataFile, type DataFiles } from './data-files.ts';

export interface ProductPageData {
  slug: string;
  facts: ProductFacts;
  copy: ProductCopy;
}

// Product copy is written once per language of the registry: content/products/<slug>/<language>.json.
export { productCopyPath };

/**
 * A product page's facts and its copy in the region's language, checked together: every
 * anchor the specs require is a section, every menu target exists, every video is known.
 */
export function loadProductPage(context: DataFiles, slug: string, region: RegionCode): ProductPageData {
  const facts = readDataFile<ProductFacts>(context, `content/products/${slug}/product.json`);
  const file = productCopyPath(slug, region);
  const copy = readDataFile<ProductCopy>(context, file);
  const ids = copy.sections.map((section) => section.id);
  const problems = [
    ...facts.requiredAnchors
      .filter((anchor) => !ids.includes(anchor))
      .map((anchor) => ({
        field: 'sections',
        ...ruleMessage('sectionMissing', { id: anchor }),
      })),
    ...copy.menu
      .map((item, index) => ({ item, index }))
      .filter(({ item }) => !ids.includes(item.target))
      .map(({ item, index }) => ({
        field: `menu[${index}].target`,
        ...ruleMessage('menuTargetNoSection', { target: item.target }),
      })),
    ...copy.sections
      .map((section, index) => ({ section, index }))
      .filter(({ section }) => section.kind === 'video' && !facts.videos?.[section.video])
      .map(({ index }) => ({ field: `sections[${index}].video`, ...ruleMessage('videoUnknown') })),
    ...copy.sections
      .map((section, index) => ({ section, index }))
      .filter(
        ({ section }) =>
          section.kind === 'text' &&
          section.manualLink !== undefined &&
          !section.paragraphs.some((paragraph) => paragraph.includes(section.manualLink as string)),
      )
      .map(({ index }) => ({ field: `sections[${index}].manualLink`, ...ruleMessage('manualLinkNotPhrase') })),
    ...(facts.illustration ? [] : drawingsWithoutIllustration(copy, slug)),
    ...ids
      .filter((id, index) => ids.indexOf(id) !== index)
      .map((id) => ({ field: 'sections', ...ruleMessage('sectionIdTwice', { id }) })),
  ];
  if (problems.length) throw new DataError(file, problems);
  return { slug, facts, copy };
}

/**
 * The image slots of a copy that would show the product's drawing, for a product.json that names
 * none: each needs a photo (docs/products.md#photographs).
 */
function drawingsWithoutIllustration(copy: ProductCopy, slug: string) {
  return copy.sections.flatMap((section, index) => {
    const field = `sections[${index}]`;
    if (section.kind === 'hero' && !section.photo) {
      return [{ field: `${field}.photo`, ...ruleMessage('heroNeedsPhoto', { slug }) }];
    }
    if (section.kind === 'text' && section.view) {
      return [{ field: `${field}.view`, ...ruleMessage('viewWithoutIllustration', { slug }) }];
    }
    if (section.kind === 'gallery') {
      return section.items.flatMap((item, position) =>
        'view' in item
          ? [
              {
                field: `${field}.items[${position}].view`,
                ...ruleMessage('viewWithoutIllustration', { slug }),
              },
            ]
          : [],
      );
    }
    return [];
  });
}

/**
 * The catalogue entries a product page sells in the region, in the order of its facts. A page the
 * region builds while its catalogue sells none of them fails, naming the catalogue.
 */
export function productEntries(
  facts: ProductFacts,
  catalogue: Catalogue,
  slug: string,
  region: RegionCode,
): { key: CatalogueKey; item: CatalogueEntry }[] {
  const entries = facts.catalogueKeys.flatMap((key) => {
    const item = catalogue.products[key];
    return item ? [{ key, item }] : [];
  });
  if (!entries.length) {
    throw new DataError(`regions/${region}/catalogue.json`, [
      {
        field: 'products',
        ...ruleMessage('catalogueSellsNone', { keys: facts.catalogueKeys.join(', '), region, slug }),
      },
    ]);
  }
  return entries;
}
