import { z } from 'astro/zod';
import { link, text } from './fields.ts';

/**
 * A plain information page (support hub, technical support, download center):
 * content/support/<path>/<region>.json. Internal links are route paths, checked against the
 * region's pages at build time like every other link in data.
 */
export const infoPageSchema = z.strictObject({
  head: z.strictObject({ title: text, description: text, keywords: z.array(text).min(1) }),
  heading: text,
  intro: text,
  sections: z
    .array(
      z.strictObject({
        id: z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be an anchor like "contact"'),
        title: text,
        paragraphs: z.array(text),
        links: z.array(z.strictObject({ label: text, link })).optional(),
      }),
    )
    .min(1),
});

export type InfoPage = z.infer<typeof infoPageSchema>;
