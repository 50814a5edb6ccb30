import { z } from 'astro/zod';
import { PRODUCT_SLUGS } from '../config/products.ts';
import { STORE_LANGUAGES, type StoreLanguage } from '../config/regions.ts';
import { text } from './fields.ts';
import { calendarDay } from './info-page.ts';

const seriesId = z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be a lowercase id like "transformers"');

/** A PDF's name inside its folder: lowercase words and digits joined by hyphens, ending in .pdf. */
export const pdfFileName = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]*\.pdf$/, 'must be a file name like "k1-quick-start.pdf" (lowercase, digits, hyphens)');

/**
 * The series the manuals page groups its files into, in tab order, with each series' label in
 * every storefront language and the product pages whose guides belong to it:
 * content/manuals/series.json.
 */
export const manualSeriesSchema = z.strictObject({
  series: z
    .array(
      z.strictObject({
        id: seriesId,
        label: z.strictObject(
          Object.fromEntries(STORE_LANGUAGES.map((language) => [language, text])) as {
            [language in StoreLanguage]: typeof text;
          },
        ),
        products: z.array(z.enum(PRODUCT_SLUGS)),
      }),
    )
    .min(1),
});

/**
 * Manuals a marketer adds to one region: each PDF sits in content/manuals/files/<region>/ and is
 * named here with its series, its title in the region's language and the day it was last
 * revised: content/manuals/<region>.json.
 */
export const regionManualsSchema = z.strictObject({
  files: z.array(
    z.strictObject({
      /** The PDF's name in content/manuals/files/<region>/; also its name in the bundle. */
      file: pdfFileName,
      /** Id of a series of content/manuals/series.json. */
      series: seriesId,
      title: text,
      /** The day the manual was last revised, e.g. "2026-03-01". */
      updated: calendarDay,
    }),
  ),
});

export type ManualSeries = z.infer<typeof manualSeriesSchema>;
export type RegionManuals = z.infer<typeof regionManualsSchema>;

/**
 * One row of a region's manuals table, as the manuals collection holds it: a generated guide
 * or a marketer's PDF, with its size measured from the file (src/lib/region-manuals.ts).
 */
export const manualEntrySchema = z.strictObject({
  series: seriesId,
  title: text,
  /** The file's name under the bundle's /manuals/. */
  file: pdfFileName,
  /** Where the file is, from the project root (a guide: where its build rendered it). */
  source: z.string(),
  /** Its size in bytes, measured from the file (a guide: from what its build rendered). */
  bytes: z.number().int().positive(),
  /** The day it last changed (YYYY-MM-DD). */
  updated: calendarDay,
  /** The product page the file is the guide of (generated guides only). */
  product: z.enum(PRODUCT_SLUGS).optional(),
});

export type ManualEntry = z.infer<typeof manualEntrySchema>;
