import type { SchemaContext } from 'astro/content/config';
import type { z } from 'astro/zod';
import { campaignPageSchema } from './campaign-page.ts';
import { regionCampaignsSchema } from './campaign.ts';
import { catalogueSchema } from './catalogue.ts';
import { contactFactsSchema, contactPageSchema } from './contact.ts';
import { dealersSchema } from './dealers.ts';
import { faqSchema } from './faq.ts';
import { homePageSchema } from './home-page.ts';
import { infoPageSchema } from './info-page.ts';
import { manualSeriesSchema, regionManualsSchema } from './manuals.ts';
import { productCopyCollectionSchema, productCopySchema, productFactsSchema } from './product-page.ts';
import { regionChooserSchema } from './region-chooser.ts';
import { regionSettingsSchema } from './region-settings.ts';
import { shippingReturnsSchema } from './shipping-returns.ts';
import { hongKongMacaoPageSchema, whereToBuyPageSchema } from './where-to-buy.ts';

/**
 * Every kind of data file under regions/ and content/: its content collection, its files and the
 * Zod schema Astro validates them with (src/content.config.ts). The editor's JSON Schemas are
 * generated from this table too (src/schemas/json-schemas.ts, docs/data-files.md), so they say
 * what the build says.
 *
 * `files` are glob patterns relative to the data root, `*` within one folder name, a leading `!`
 * leaving files out. `{region}` stands for the region being built and `{language}` for its
 * language (src/content.config.ts fills them in); a kind without them is loaded whole by every
 * region, because the route table's data gates or the hreflang links of every region need it.
 * For the editor (`json.schemas[].fileMatch`) both are `*`. Each data file matches the patterns
 * of exactly one kind (tests/unit/json-schemas.test.ts).
 */
export interface DataFileKind {
  /** The JSON Schema's file name, without .json. */
  name: string;
  /** The content collection of these files (src/content.config.ts). */
  collection: string;
  /** What a file of this kind holds, as the editor shows it. */
  title: string;
  files: readonly string[];
  /** The file as written: what the editor checks and what a failure names. */
  schema: z.ZodType;
  /**
   * The schema Astro loads the files with, where it differs from `schema` by Astro's helpers only:
   * product copy hands its photos to image().
   */
  collectionSchema?: (context: SchemaContext) => z.ZodType;
  /**
   * Of the files, those whose images (image() in collectionSchema) a region's pages show, as
   * patterns like `files`; the others' images stay paths, so a bundle holds no image it never shows.
   */
  imageFiles?: readonly string[];
}

export const DATA_FILE_KINDS: readonly DataFileKind[] = [
  {
    name: 'region-settings',
    collection: 'regionSettings',
    title: "A region's settings: header, footer, banners, popup, subscribe texts",
    files: ['regions/{region}/settings.json'],
    schema: regionSettingsSchema,
  },
  {
    name: 'catalogue',
    collection: 'catalogue',
    title: "A region's catalogue: prices, stock, pre-sale and activity prices",
    files: ['regions/*/catalogue.json'],
    schema: catalogueSchema,
  },
  {
    name: 'campaigns',
    collection: 'campaigns',
    title: "A region's campaign schedules: stages by campaign route",
    files: ['regions/{region}/campaigns.json'],
    schema: regionCampaignsSchema,
  },
  {
    name: 'shipping-returns',
    collection: 'shippingReturns',
    title: "A region's shipping and return figures",
    files: ['regions/{region}/shipping-returns.json'],
    schema: shippingReturnsSchema,
  },
  {
    name: 'region-chooser',
    collection: 'regionChooser',
    title: 'The region chooser page',
    files: ['content/region-chooser.json'],
    schema: regionChooserSchema,
  },
  {
    name: 'home-page',
    collection: 'homePage',
    title: "A region's home page",
    files: ['content/home/*.json'],
    schema: homePageSchema,
  },
  { name: 'faq', collection: 'faq', title: "A region's FAQ", files: ['content/faq/{region}.json'], schema: faqSchema },
  {
    name: 'campaign-page',
    collection: 'campaignPage',
    title: "A campaign page's copy and products in one region",
    files: ['content/campaigns/*/{region}.json'],
    schema: campaignPageSchema,
  },
  {
    name: 'info-page',
    collection: 'infoPage',
    title: 'A support or policy page in one region',
    files: ['content/support/*/{region}.json'],
    schema: infoPageSchema,
  },
  {
    name: 'product-facts',
    collection: 'productFacts',
    title: "A product page's facts, shared by every language",
    files: ['content/products/*/product.json'],
    schema: productFactsSchema,
  },
  {
    name: 'product-copy',
    collection: 'productCopy',
    title: "A product page's copy in one language",
    files: ['content/products/*/*.json', '!content/products/*/product.json'],
    schema: productCopySchema,
    collectionSchema: productCopyCollectionSchema,
    imageFiles: ['content/products/*/{language}.json'],
  },
  {
    name: 'contact',
    collection: 'contact',
    title: "The brand's contact facts: e-mail and offices",
    files: ['content/contact.json'],
    schema: contactFactsSchema,
  },
  {
    name: 'contact-page',
    collection: 'contactPage',
    title: "A region's contact page",
    files: ['content/contact-us/{region}.json'],
    schema: contactPageSchema,
  },
  {
    name: 'where-to-buy',
    collection: 'whereToBuy',
    title: "A region's where-to-buy page",
    files: ['content/where-to-buy/{region}.json'],
    schema: whereToBuyPageSchema,
  },
  {
    name: 'hongkong-macao',
    collection: 'hongKongMacao',
    title: "A region's Hong Kong and Macau page",
    files: ['content/where-to-buy/hongkong-macao/{region}.json'],
    schema: hongKongMacaoPageSchema,
  },
  {
    name: 'dealers',
    collection: 'dealers',
    title: 'Every authorised dealer of the where-to-buy lists',
    files: ['content/dealers.json'],
    schema: dealersSchema,
  },
  {
    name: 'manual-series',
    collection: 'manualSeries',
    title: 'The manuals series (tabs) and the products in each',
    files: ['content/manuals/series.json'],
    schema: manualSeriesSchema,
  },
  {
    name: 'region-manuals',
    collection: 'regionManuals',
    title: 'The manuals a marketer added to one region',
    files: ['content/manuals/*.json', '!content/manuals/series.json'],
    schema: regionManualsSchema,
  },
];

/** The patterns of a kind (its `files`, or `patterns` given) as a region's build loads them: `{region}` and `{language}` filled in. */
export const regionPatterns = (
  kind: DataFileKind,
  region: string,
  language: string,
  patterns: readonly string[] = kind.files,
): string[] => patterns.map((pattern) => pattern.replaceAll('{region}', region).replaceAll('{language}', language));

/** The patterns of a kind (its `files`, or `patterns` given) as an editor matches them: any region, any language. */
export const editorPatterns = (kind: DataFileKind, patterns: readonly string[] = kind.files): string[] =>
  regionPatterns(kind, '*', '*', patterns);
