import { z } from 'astro/zod';
import { externalUrl, text } from './fields.ts';

/** A region's FAQ: content/faq/<region>.json (content spec point 2: label and answer list). */
export const faqSchema = z.strictObject({
  head: z.strictObject({ title: text, description: text, keywords: z.array(text).min(1) }),
  heading: text,
  intro: text,
  entries: z.array(z.strictObject({ label: text, answers: z.array(text).min(1) })).min(3),
  download: z.strictObject({
    title: text,
    text,
    // Only addresses a source gives (docs/links.md); no source gives an app download page.
    links: z
      .array(z.strictObject({ label: text, url: externalUrl }))
      .min(1)
      .optional(),
  }),
});

export type Faq = z.infer<typeof faqSchema>;
