import { z } from 'astro/zod';
import { REGION_CODES, type RegionCode } from '../config/regions.ts';
import { text } from './fields.ts';

/** One entry of the region chooser; the link is derived from `region` and the current page. */
export const regionChooserSchema = z.strictObject({
  groups: z
    .array(
      z.strictObject({
        /** Group heading key in the string catalogue (e.g. "chooser.group.americas"). */
        heading: z.enum(['americas', 'europe', 'asia']),
        entries: z
          .array(
            z.strictObject({
              label: text,
              region: z.enum(REGION_CODES as [RegionCode, ...RegionCode[]]),
              /** ISO 3166-1 country stored for the visitor, or "other" for the catch-all entry. */
              country: z.string().regex(/^([A-Z]{2}|other)$/, 'must be an ISO 3166-1 code like "CA", or "other"'),
              /** BCP 47 language of the label, so screen readers pronounce it right. */
              lang: text,
            }),
          )
          .min(1),
      }),
    )
    .min(1),
});

export type RegionChooser = z.infer<typeof regionChooserSchema>;
