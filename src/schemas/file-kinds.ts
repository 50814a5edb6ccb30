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
import { productCopySchema, productFactsSchema } from './product-page.ts';
import { regionChooserSchema } from './region-chooser.ts';
import { regionSettingsSchema } from './region-settings.ts';
import { shippingReturnsSchema } from './shipping-returns.ts';
import { hongKongMacaoPageSchema, whereToBuyPageSchema } from './where-to-buy.ts';

/**
 * Every kind of data file under regions/ and content/, the files of that kind and the Zod schema
 * the readers of src/data/ validate them with. The editor's JSON Schemas are generated from this
 * table (src/schemas/json-schemas.ts, docs/data-files.md), so they say what the build says.
 *
 * `files` are patterns in the form VS Code's `json.schemas[].fileMatch` takes them: relative to
 * the project, matched at any depth (so the fixture folders laid out like the project match
 * too), `*` within one folder name, a leading `!` leaving files out. Each data file matches the
 * patterns of exactly one kind (tests/unit/json-schemas.test.ts).
 */
export interface DataFileKind {
  /** The JSON Schema's file name, without .json. */
  name: string;
  /** What a file of this kind holds, as the editor shows it. */
  title: string;
  files: readonly string[];
  schema: z.ZodType;
}

export const DATA_FILE_KINDS: readonly DataFileKind[] = [
  {
    name: 'region-settings',
    title: "A region's settings: header, footer, banners, popup, subscribe texts",
    files: ['regions/*/settings.json'],
    schema: regionSettingsSchema,
  },
  {
    name: 'catalogue',
    title: "A region's catalogue: prices, stock, pre-sale and activity prices",
    files: ['regions/*/catalogue.json'],
    schema: catalogueSchema,
  },
  {
    name: 'campaigns',
    title: "A region's campaign schedules: stages by campaign route",
    files: ['regions/*/campaigns.json'],
    schema: regionCampaignsSchema,
  },
  {
    name: 'shipping-returns',
    title: "A region's shipping and return figures",
    files: ['regions/*/shipping-returns.json'],
    schema: shippingReturnsSchema,
  },
  {
    name: 'region-chooser',
    title: 'The region chooser page',
    files: ['content/region-chooser.json'],
    schema: regionChooserSchema,
  },
  { name: 'home-page', title: "A region's home page", files: ['content/home/*.json'], schema: homePageSchema },
  { name: 'faq', title: "A region's FAQ", files: ['content/faq/*.json'], schema: faqSchema },
  {
    name: 'campaign-page',
    title: "A campaign page's copy and products in one region",
    files: ['content/campaigns/*/*.json'],
    schema: campaignPageSchema,
  },
  {
    name: 'info-page',
    title: 'A support or policy page in one region',
    files: ['content/support/*/*.json'],
    schema: infoPageSchema,
  },
  {
    name: 'product-facts',
    title: "A product page's facts, shared by every language",
    files: ['content/products/*/product.json'],
    schema: productFactsSchema,
  },
  {
    name: 'product-copy',
    title: "A product page's copy in one language",
    files: ['content/products/*/*.json', '!content/products/*/product.json'],
    schema: productCopySchema,
  },
  {
    name: 'contact',
    title: "The brand's contact facts: e-mail and offices",
    files: ['content/contact.json'],
    schema: contactFactsSchema,
  },
  {
    name: 'contact-page',
    title: "A region's contact page",
    files: ['content/contact-us/*.json'],
    schema: contactPageSchema,
  },
  {
    name: 'where-to-buy',
    title: "A region's where-to-buy page",
    files: ['content/where-to-buy/*.json'],
    schema: whereToBuyPageSchema,
  },
  {
    name: 'hongkong-macao',
    title: "A region's Hong Kong and Macau page",
    files: ['content/where-to-buy/hongkong-macao/*.json'],
    schema: hongKongMacaoPageSchema,
  },
  {
    name: 'dealers',
    title: 'Every authorised dealer of the where-to-buy lists',
    files: ['content/dealers.json'],
    schema: dealersSchema,
  },
  {
    name: 'manual-series',
    title: 'The manuals series (tabs) and the products in each',
    files: ['content/manuals/series.json'],
    schema: manualSeriesSchema,
  },
  {
    name: 'region-manuals',
    title: 'The manuals a marketer added to one region',
    files: ['content/manuals/*.json', '!content/manuals/series.json'],
    schema: regionManualsSchema,
  },
];
