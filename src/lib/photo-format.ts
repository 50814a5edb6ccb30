import type { ImageMetadata } from 'astro';

/**
 * A product photo's own format (docs/products.md, "Photographs"), read from the copy of its
 * metadata that Astro's own `<Picture>` reads (`clone`): reading a property of an imported image
 * itself in a page makes Astro take the original file for used outside its image pipeline and
 * copy it, camera-sized, into the bundle.
 */
export const photoFormat = (photo: ImageMetadata): ImageMetadata['format'] =>
  ((photo as { clone?: ImageMetadata }).clone ?? photo).format;
