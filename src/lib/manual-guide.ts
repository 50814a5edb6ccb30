import {
  ENTRY_OF_ILLUSTRATION,
  type CatalogueKey,
  type IllustrationKey,
  type ProductSlug,
} from '../config/products.ts';
import type { InfoPage } from '../schemas/info-page.ts';
import type { ProductCopy, ProductSection } from '../schemas/product-page.ts';
import type { Translate } from '../i18n/translator.ts';

/** One section of an information page (download center, technical support, returns). */
export type InfoSection = InfoPage['sections'][number];

/** What a product guide is made of, in reading order; the PDF renderer draws exactly this. */
export type GuideBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'subheading'; text: string }
  | { kind: 'paragraph'; text: string }
  /** A table; `header` (column titles) is absent for label/value tables. */
  | { kind: 'table'; header?: readonly string[]; rows: readonly (readonly string[])[] }
  | { kind: 'list'; items: readonly string[]; ordered: boolean; columns: number }
  | { kind: 'definitions'; items: readonly { term: string; description: string }[] }
  /** An address after its label, the label already with the language's colon ("Product page:"). */
  | { kind: 'link'; label: string; url: string };

/** A product guide's content: everything printed in it except its edition day and page numbers. */
export interface GuideModel {
  product: ProductSlug;
  /** BCP 47 language of the text (the region's locale). */
  language: string;
  title: string;
  /** The kind of document, in the region's words ("Product guide"). */
  subtitle: string;
  blocks: readonly GuideBlock[];
}

/** The data one guide is drawn from: the product page's copy and the region's support pages. */
export interface GuideSources {
  product: ProductSlug;
  language: string;
  /** The product page's copy in the region's language. */
  copy: ProductCopy;
  /** The download center's `app` section: app requirements and the download link. */
  app: InfoSection;
  /** The technical support page's `warranty` section. */
  warranty: InfoSection;
  /** The returns page's `return-periods` section, where the region has a returns page. */
  returns?: InfoSection;
  /** The technical support page's `where-to-send` section: how to reach support. */
  contact: InfoSection;
  /** Absolute address of the product page, where the region builds it. */
  productUrl?: string;
  /** The region's strings (labels only: every figure comes from the data above). */
  t: Translate;
}

/** Sections of a product page that hold reference facts rather than presentation. */
type ReferenceSection = Extract<
  ProductSection,
  { kind: 'specs' | 'comparison' | 'voiceCommands' | 'chestButtons' | 'programming' }
>;

const isReference = (section: ProductSection): section is ReferenceSection =>
  ['specs', 'comparison', 'voiceCommands', 'chestButtons', 'programming'].includes(section.kind);

// Specifications first: they are what a guide is opened for; the rest keeps the page's order.
const referenceOrder = (section: ReferenceSection) => (section.kind === 'specs' ? 0 : 1);

function referenceBlocks(section: ReferenceSection, t: Translate): GuideBlock[] {
  const heading: GuideBlock = { kind: 'heading', text: section.title };
  switch (section.kind) {
    case 'specs':
      return [heading, { kind: 'table', rows: section.rows.map((row) => [row.label, row.value]) }];
    case 'comparison': {
      const cell = (value: string | boolean) =>
        typeof value === 'boolean' ? t(value ? 'product.included' : 'product.notIncluded') : value;
      return [
        heading,
        {
          kind: 'table',
          header: ['', ...section.columns],
          rows: section.rows.map((row) => [row.item, cell(row.a), cell(row.b)]),
        },
      ];
    }
    case 'voiceCommands': {
      // The intro gives the count; the phrases follow only where the copy lists them.
      const blocks: GuideBlock[] = [heading, { kind: 'paragraph', text: section.intro }];
      if (section.list) {
        blocks.push(
          { kind: 'paragraph', text: t('product.allCommands', { count: section.list.commands.length }) },
          // Half the page's columns: an A4 column is narrower than a dialog's.
          { kind: 'list', items: section.list.commands, ordered: false, columns: section.list.columns / 2 },
        );
      }
      return blocks;
    }
    case 'chestButtons':
      return [
        heading,
        { kind: 'paragraph', text: section.intro },
        {
          kind: 'definitions',
          items: section.buttons.map((button) => ({ term: button.name, description: button.description })),
        },
      ];
    case 'programming':
      return [
        heading,
        ...section.paragraphs.map((text): GuideBlock => ({ kind: 'paragraph', text })),
        ...(section.modes?.cards ?? []).flatMap((card): GuideBlock[] => [
          { kind: 'subheading', text: card.title },
          { kind: 'paragraph', text: card.desc },
          { kind: 'list', items: card.orderList, ordered: true, columns: 1 },
        ]),
      ];
  }
}

function infoBlocks(section: InfoSection, withLinks: boolean, t: Translate): GuideBlock[] {
  return [
    { kind: 'heading', text: section.title },
    ...section.paragraphs.map((text): GuideBlock => ({ kind: 'paragraph', text })),
    ...(withLinks ? (section.links ?? []) : [])
      .filter((item) => /^https:\/\//.test(item.link))
      .map((item): GuideBlock => ({ kind: 'link', label: t('site.labelled', { label: item.label }), url: item.link })),
  ];
}

/**
 * The content of one product guide: the product page's reference sections (specifications
 * with their battery and charging figures, comparison, voice commands, chest buttons,
 * programming steps), then the app requirements, warranty, return terms and support contact of
 * the region, all as the site's data words them. Nothing here is typed by the generator but the
 * labels of the region's string catalogue.
 */
export function buildGuide(sources: GuideSources): GuideModel {
  const { copy, t } = sources;
  const reference = copy.sections
    .filter(isReference)
    .map((section, index) => ({ section, index }))
    .sort((a, b) => referenceOrder(a.section) - referenceOrder(b.section) || a.index - b.index)
    .flatMap(({ section }) => referenceBlocks(section, t));
  const about: GuideBlock[] = [{ kind: 'paragraph', text: t('manuals.guide.about', { name: copy.name }) }];
  if (sources.productUrl) {
    const label = t('site.labelled', { label: t('manuals.guide.productPage') });
    about.push({ kind: 'link', label, url: sources.productUrl });
  }
  return {
    product: sources.product,
    language: sources.language,
    title: copy.name,
    subtitle: t('manuals.guide.kind'),
    blocks: [
      ...about,
      ...reference,
      ...infoBlocks(sources.app, true, t),
      ...infoBlocks(sources.warranty, false, t),
      ...(sources.returns ? infoBlocks(sources.returns, false, t) : []),
      ...infoBlocks(sources.contact, false, t),
    ],
  };
}

/** Every piece of text a guide prints, in order (for tests and for search). */
export function guideText(model: GuideModel): string[] {
  return [
    model.title,
    model.subtitle,
    ...model.blocks.flatMap((block) => {
      switch (block.kind) {
        case 'table':
          return [...(block.header ?? []), ...block.rows.flat()].filter(Boolean);
        case 'list':
          return [...block.items];
        case 'definitions':
          return block.items.flatMap((item) => [item.term, item.description]);
        case 'link':
          return [block.label, block.url];
        default:
          return [block.text];
      }
    }),
  ];
}

/**
 * The product pages whose products a region's pages show: the entries its catalogue sells, then
 * the products its home tiles present (a region may show a product it does not sell here, as
 * kr shows Flagship Megatron), each once, in that order. A region gets a guide for each of
 * them that has copy in its language.
 */
export function productsShown(
  catalogueKeys: readonly CatalogueKey[],
  homeTileKeys: readonly IllustrationKey[],
  pageOfEntry: Readonly<Record<CatalogueKey, ProductSlug>>,
): ProductSlug[] {
  const entries = [...catalogueKeys, ...homeTileKeys.map((key) => ENTRY_OF_ILLUSTRATION[key])];
  return [...new Set(entries.map((key) => pageOfEntry[key]).filter((slug): slug is ProductSlug => slug !== undefined))];
}

/** The guide's file name in the bundle's /manuals/. */
export function guideFileName(product: ProductSlug): string {
  return `${product}-guide.pdf`;
}
