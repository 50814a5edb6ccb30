import type { SchemaContext } from 'astro/content/config';
import { z } from 'astro/zod';
import { PHOTO_FILE_NAME } from '../config/photos.ts';
import { ILLUSTRATION_KEYS } from '../config/products.ts';
import { catalogueKey } from './catalogue.ts';
import { instant, text } from './fields.ts';

const view = z.enum(['robot', 'alt', 'detail']);
/** Section ids are the page's anchors (#specs, #gallery…): lowercase words or the spec's CamelCase targets. */
const anchor = z.string().regex(/^[A-Za-z][A-Za-z0-9-]*$/, 'must be an anchor name like "specs" or "HardwareTech"');
const paragraphs = z.array(text).min(1);
/**
 * A photograph in place of the project's drawing, as the copy names it: a file of
 * content/products/<slug>/photos/ (JPEG, PNG or WebP, at least as wide as its slot's largest
 * width: src/config/photos.ts). The slot's `alt` then describes the photo, in the page's language.
 */
const photoName = z
  .string()
  .regex(
    PHOTO_FILE_NAME,
    'must be a file name of the product\'s photos/ folder, like "hero.jpg" (.jpg, .jpeg, .png or .webp)',
  );

/**
 * The copy's schema with `photo` for each photo field: the file name as written
 * (productCopySchema), or that file through Astro's image() (productCopyCollectionSchema).
 */
function copySchemas<Photo extends z.ZodType>(photo: Photo) {
  /** A gallery image: one of the product's drawings by `view`, or a `photo`; either way with its alt text. */
  const galleryItem = z.union([
    z.strictObject({ view, alt: text, caption: text }),
    z.strictObject({ photo, alt: text, caption: text }),
  ]);
  const sections = [
    z.strictObject({
      kind: z.literal('hero'),
      id: anchor,
      eyebrow: text.optional(),
      title: text,
      subtitle: text,
      /** What the hero's image shows: the product's drawing, or `photo` when given. */
      alt: text,
      photo: photo.optional(),
    }),
    z
      .strictObject({
        kind: z.literal('text'),
        id: anchor,
        title: text,
        paragraphs,
        /** The image beside the text: a drawing (`view`) or a `photo`, shown when `alt` is given too. */
        view: view.optional(),
        photo: photo.optional(),
        alt: text.optional(),
        /** A phrase of the paragraphs that links to the product's guide on the region's manuals page. */
        manualLink: text.optional(),
      })
      .refine((section) => !(section.view && section.photo), {
        path: ['photo'],
        message: 'must not be given with "view": a text section shows one image',
      })
      .refine((section) => !section.photo || section.alt, {
        path: ['alt'],
        message: "must describe the photo, in the page's language",
      }),
    z.strictObject({
      kind: z.literal('features'),
      id: anchor,
      title: text,
      intro: text.optional(),
      items: z.array(z.strictObject({ title: text, description: text })).min(1),
    }),
    z.strictObject({
      kind: z.literal('specs'),
      id: anchor,
      title: text,
      rows: z.array(z.strictObject({ label: text, value: text })).min(3),
    }),
    z.strictObject({
      kind: z.literal('gallery'),
      id: anchor,
      title: text,
      items: z.array(galleryItem).min(2),
    }),
    z.strictObject({ kind: z.literal('buy'), id: anchor, title: text, text: text.optional() }),
    z.strictObject({
      kind: z.literal('voiceCommands'),
      id: anchor,
      title: text,
      /** Says how many commands the robot understands (a figure of the specs). */
      intro: text,
      /**
       * The phrases themselves, only where a source gives them (none does today): the section
       * previews some and a dialog lists them all.
       */
      list: z
        .strictObject({
          /** How many commands the section lists before "see the full list". */
          preview: z.number().int().min(1),
          commands: z.array(text).min(4),
          columns: z.union([z.literal(4), z.literal(8)]),
          button: text,
          dialogTitle: text,
        })
        .optional(),
    }),
    z.strictObject({
      kind: z.literal('comparison'),
      id: anchor,
      title: text,
      columns: z.tuple([text, text]),
      rows: z
        .array(z.strictObject({ item: text, a: z.union([text, z.boolean()]), b: z.union([text, z.boolean()]) }))
        .min(2),
    }),
    z.strictObject({
      kind: z.literal('timeline'),
      id: anchor,
      title: text,
      items: z.array(z.strictObject({ date: text, title: text, text: text.optional() })).min(2),
    }),
    z.strictObject({
      kind: z.literal('preOrder'),
      id: anchor,
      title: text,
      paragraphs,
      /**
       * Shown only in regions whose catalogue entry for the page is a pre-sale in stock (content
       * spec point 4): a pre-sale's delivery date is not true where the entry is sold out.
       */
      whilePreSale: z
        .boolean()
        .optional()
        .describe('Show this section only where the catalogue entry is a pre-sale in stock'),
    }),
    z.strictObject({
      kind: z.literal('chestButtons'),
      id: anchor,
      title: text,
      intro: text,
      buttons: z
        .array(z.strictObject({ color: z.enum(['blue', 'green', 'red']), name: text, description: text }))
        .length(3, 'must describe the three chest buttons'),
    }),
    z.strictObject({
      kind: z.literal('video'),
      id: anchor,
      title: text,
      text: text.optional(),
      /** Key into the product's `videos`. */
      video: z.string(),
      button: text,
    }),
    z.strictObject({
      kind: z.literal('programming'),
      id: anchor,
      title: text,
      paragraphs,
      /**
       * The programming modes' names and steps, in a dialog, only where a source gives them (none
       * does today: the specs give Grimlock's number of modes, not what they are).
       */
      modes: z
        .strictObject({
          button: text,
          dialogTitle: text,
          cards: z
            .array(z.strictObject({ title: text, desc: text, label: text, orderList: z.array(text).min(1) }))
            .min(1),
        })
        .optional(),
    }),
    z.strictObject({
      kind: z.literal('cards'),
      id: anchor,
      title: text,
      items: z.array(z.strictObject({ title: text, description: text, tips: text.optional() })).min(1),
    }),
    z.strictObject({ kind: z.literal('notify'), id: anchor, title: text, describe: text }),
  ] as const;

  const section = z.discriminatedUnion('kind', sections);
  return {
    section,
    copy: z.strictObject({
      head: z.strictObject({ title: text, description: text, keywords: z.array(text).min(1) }),
      name: text,
      /** The in-page menu: labels and the section each one jumps to. */
      menu: z.array(z.strictObject({ label: text, target: anchor })).min(2),
      sections: z.array(section).min(3),
    }),
  };
}

/** A product page's copy in one language (content/products/<slug>/<language>.json), as written. */
export const { section: productSection, copy: productCopySchema } = copySchemas(photoName);

/**
 * The copy as Astro loads it (src/content.config.ts): each photo through Astro's image(), as the
 * file `photos/<name>` beside the copy file. A page gets the photo's ImageMetadata; the
 * collections' loader fails a photo that is not there before image() runs, naming the file and
 * the field (src/data/data-file-loader.ts).
 */
export const productCopyCollectionSchema = ({ image }: SchemaContext) =>
  copySchemas(photoName.pipe(z.preprocess((name) => `photos/${String(name)}`, image()))).copy;

/** What a product page shares across languages: content/products/<slug>/product.json. */
export const productFactsSchema = z.strictObject({
  /** Catalogue entries the page sells, first the main one. */
  catalogueKeys: z.array(catalogueKey).min(1),
  illustration: z.enum(ILLUSTRATION_KEYS),
  /** Anchors (section ids) the specs require the page to have, in every language. */
  requiredAnchors: z.array(anchor).min(1),
  /** Pre-launch until this instant, launched from it (Flagship Bumblebee). */
  launchTime: instant.optional(),
  /** A pre-order window with its early-bird deadline and shipping estimate. */
  preOrder: z
    .strictObject({ start: instant, end: instant, earlyBirdUntil: instant.optional(), regularFrom: instant.optional() })
    .optional(),
  /** Video sources by key (content data: the brand's video host). */
  videos: z
    .record(
      z.string(),
      z.strictObject({
        // A file of the project (src/assets/videos/<name>, bundled only where a page uses it)
        // or an address on the brand's video host.
        src: z
          .string()
          .regex(
            /^(https:\/\/\S+|\/videos\/[a-z0-9-]+\.(webm|mp4))$/,
            'must be /videos/<name>.webm|.mp4 or an https:// address',
          ),
        type: z.enum(['video/webm', 'video/mp4']),
      }),
    )
    .optional(),
  /** Extra price facts by region (early-bird, monthly…), in the region's currency. */
  regionalPrices: z.record(z.string(), z.record(z.string(), z.number().positive())).optional(),
  /**
   * The annual percentage rate of the monthly price by region, only where the spec gives one
   * (content spec point 9 names "0% APR" for Grimlock in the US alone): without it the monthly
   * line names no rate.
   */
  monthlyApr: z.record(z.string(), z.number().min(0).max(100)).optional(),
});

/** The copy as pages read it: each photo is Astro's ImageMetadata. */
export type ProductCopy = z.infer<ReturnType<typeof productCopyCollectionSchema>>;
export type ProductFacts = z.infer<typeof productFactsSchema>;
export type ProductSection = ProductCopy['sections'][number];
