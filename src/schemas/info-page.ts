import { z } from 'astro/zod';
import { link, text } from './fields.ts';

/** A calendar day as authors write it: 2026-11-22. */
export const calendarDay = z.iso.date({ message: 'must be a day written as YYYY-MM-DD, e.g. "2026-11-22"' });

/**
 * A plain information page (support hub, technical support, download center, product
 * registration, returns, and the terms, privacy and cookies policies):
 * content/support/<path>/<region>.json. Internal links are route paths, checked against the
 * region's pages at build time like every other link in data.
 */
export const infoPageSchema = z.strictObject({
  head: z.strictObject({ title: text, description: text, keywords: z.array(text).min(1) }),
  heading: text,
  /** When the text last changed in substance; policies show it under the heading. */
  updated: calendarDay.optional(),
  intro: text,
  sections: z
    .array(
      z.strictObject({
        id: z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be an anchor like "contact"'),
        title: text,
        paragraphs: z.array(text),
        /** Named items (what to send, what is stored), shown as a definition list after the paragraphs. */
        definitions: z
          .array(z.strictObject({ term: text, description: text }))
          .min(1)
          .optional(),
        links: z.array(z.strictObject({ label: text, link })).optional(),
      }),
    )
    .min(1),
});

export type InfoPage = z.infer<typeof infoPageSchema>;
