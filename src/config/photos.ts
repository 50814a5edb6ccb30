/**
 * Product photographs (docs/products.md, "Photographs"): the files a marketer may name, and for
 * each kind of image slot the widths the build makes and the `sizes` the browser picks from.
 *
 * The widths follow the layout (src/styles/global.css): a hero or text image fills the container
 * below 1024 px (at most 991 CSS px wide) and 0.9 of its 1.1fr/0.9fr grid above (526 px); a gallery
 * card is a column of at least 14rem, its image at most 320 px high. The largest width covers the
 * widest box at a device pixel ratio of about 1.6 (a phone's screen at 412 CSS px × 3.5 is
 * covered by 1600 too). A photo narrower than its slot's largest width is refused: the build would
 * have to enlarge it.
 */
export type PhotoSlot = 'hero' | 'text' | 'gallery';

export interface PhotoSlotLayout {
  /** The widths made in every format, smallest first; the last is the least a photo must have. */
  widths: readonly number[];
  /** The `sizes` attribute: how wide the slot's box is at each viewport width. */
  sizes: string;
}

export const PHOTO_SLOTS = {
  hero: { widths: [480, 800, 1200, 1600], sizes: '(min-width: 1024px) 526px, calc(100vw - 2rem)' },
  text: { widths: [480, 800, 1200, 1600], sizes: '(min-width: 1024px) 526px, calc(100vw - 2rem)' },
  gallery: { widths: [480, 960], sizes: '(min-width: 500px) 50vw, calc(100vw - 2rem)' },
} as const satisfies Record<PhotoSlot, PhotoSlotLayout>;

/** The least width (px) a photo must have in a slot: the largest the build makes for it. */
export const minimumPhotoWidth = (slot: PhotoSlot): number => Math.max(...PHOTO_SLOTS[slot].widths);

/** The formats a marketer may supply (sharp's names), each kept as the fallback `<img>` of its photo. */
export const PHOTO_INPUT_FORMATS = ['jpeg', 'png', 'webp'] as const;

/** The file name a product's data may give: a file of content/products/<slug>/photos/. */
export const PHOTO_FILE_NAME = /^[a-z0-9][a-z0-9-]*\.(jpe?g|png|webp)$/;

/** Where a product's photos live, relative to the data root. */
export const photoPath = (slug: string, name: string): string => `content/products/${slug}/photos/${name}`;
