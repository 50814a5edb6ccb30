import { createHash, randomUUID } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, renameSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import type { Sharp } from 'sharp';
import { HASHED_ASSETS_DIR } from '../config/http-policy.ts';
import { PHOTO_SLOTS, type PhotoSlot } from '../config/photos.ts';
import type { RegionCode } from '../config/regions.ts';
import { bundleDir } from './build-context.ts';
import { dataFileBytes } from './data-files.ts';
import { loadSharp, photoFacts, type PhotoFile } from './product-photos.ts';
import { regionBase } from '../lib/urls.ts';

/**
 * The files a photo is served as (docs/products.md, "Photographs"): AVIF and WebP at every width
 * of its slot, and its own format at the same widths for the `<img>` of browsers that take
 * neither. Names carry a hash of the photo and of the encoding settings, so they are cached
 * forever under the bundle's hashed assets folder; each file is encoded once per machine (a cache
 * folder shared by every region's build) and copied into each bundle that shows it.
 */
const ENCODINGS = {
  avif: { type: 'image/avif', options: { quality: 50, effort: 4 } },
  webp: { type: 'image/webp', options: { quality: 75 } },
  jpeg: { type: 'image/jpeg', options: { quality: 78, mozjpeg: true } },
  png: { type: 'image/png', options: { compressionLevel: 9 } },
} as const;
type Encoding = keyof typeof ENCODINGS;
const EXTENSION: Record<Encoding, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' };

const CACHE_DIR = 'node_modules/.astro-cache/photos';
/** Where `astro dev` writes the photos it shows (served by src/integrations/dev-server.ts), never a bundle. */
export const DEV_PHOTOS_DIR = 'node_modules/.astro-cache/dev-photos';

/** The encodes this process has under way, by the cache file they write. */
const encoding = new Map<string, Promise<void>>();

/**
 * Writes `cached` unless it is there, once however many components of a page ask for it at once
 * (Astro renders sibling components concurrently: two slots of one photo share widths). It is
 * written under a name of its own first, so a build stopped halfway leaves no half file in the
 * cache, and builds of several regions at once never write into one file.
 */
function encodeOnce(cached: string, image: () => Sharp): Promise<void> {
  if (existsSync(cached)) return Promise.resolve();
  const under = encoding.get(cached);
  if (under) return under;
  const part = `${cached}.${process.pid}.${randomUUID()}.part`;
  const written = image()
    .toFile(part)
    .then(() => renameSync(part, cached))
    .finally(() => encoding.delete(cached));
  encoding.set(cached, written);
  return written;
}

export interface PictureSource {
  type: string;
  srcset: string;
}

export interface PhotoPicture {
  /** `<source>`s, best format first. */
  sources: PictureSource[];
  /** The fallback `<img>` in the photo's own format; width and height are the largest variant's. */
  img: { src: string; srcset: string; width: number; height: number };
  sizes: string;
}

/**
 * Writes the variants of a photo into `outDir/<assetsDir>/photos/` (a bundle) and says how to
 * show them from `base` (the bundle's URL path, ending in a slash). `width` and `height` are the
 * photo's as shown (its EXIF orientation applied), `format` its own (src/data/product-photos.ts).
 */
export async function photoPicture(input: {
  absolute: string;
  width: number;
  height: number;
  format: 'jpeg' | 'png' | 'webp';
  slot: PhotoSlot;
  outDir: string;
  assetsDir: string;
  base: string;
}): Promise<PhotoPicture> {
  const { widths, sizes } = PHOTO_SLOTS[input.slot];
  const encodings: Encoding[] = input.format === 'webp' ? ['avif', 'webp'] : ['avif', 'webp', input.format];
  const source = dataFileBytes(input);
  const hash = createHash('sha256')
    .update(source)
    .update(JSON.stringify(ENCODINGS))
    .digest('base64url')
    .slice(0, 10)
    .replace(/[-_]/g, 'x');
  const stem = basename(input.absolute, extname(input.absolute));
  const bundleFolder = join(input.outDir, input.assetsDir, 'photos');
  mkdirSync(bundleFolder, { recursive: true });
  mkdirSync(CACHE_DIR, { recursive: true });
  const heightAt = (width: number) => Math.round((width * input.height) / input.width);
  const sharp = await loadSharp();
  const srcsetOf = async (encoding: Encoding) => {
    const entries = [];
    for (const width of widths) {
      const name = `${stem}-${hash}-${width}.${EXTENSION[encoding]}`;
      const cached = join(CACHE_DIR, name);
      await encodeOnce(cached, () =>
        sharp(source).rotate().resize({ width, withoutEnlargement: true })[encoding](ENCODINGS[encoding].options),
      );
      copyFileSync(cached, join(bundleFolder, name));
      entries.push({ url: `${input.base}${input.assetsDir}/photos/${name}`, width });
    }
    return entries;
  };
  const variants = [];
  for (const encoding of encodings) variants.push({ encoding, entries: await srcsetOf(encoding) });
  const srcset = (entries: { url: string; width: number }[]) =>
    entries.map(({ url, width }) => `${url} ${width}w`).join(', ');
  const fallback = variants.at(-1)!;
  const largest = widths.at(-1)!;
  return {
    sources: variants
      .slice(0, -1)
      .map(({ encoding, entries }) => ({ type: ENCODINGS[encoding].type, srcset: srcset(entries) })),
    img: {
      src: fallback.entries.at(-1)!.url,
      srcset: srcset(fallback.entries),
      width: largest,
      height: heightAt(largest),
    },
    sizes,
  };
}

/**
 * A product photo as the region's bundle shows it in `slot`: written into the bundle being built,
 * or in `astro dev` (`dev`) into DEV_PHOTOS_DIR, which the dev server serves under the same paths.
 */
export async function bundlePicture(photo: PhotoFile, slot: PhotoSlot, region: RegionCode, dev: boolean) {
  const facts = await photoFacts(photo.absolute);
  // The rules (src/data/region-data.ts) refuse such a file before any page is rendered.
  if (typeof facts === 'string') throw new Error(`${photo.file} ${facts}`);
  return photoPicture({
    ...facts,
    absolute: photo.absolute,
    slot,
    outDir: dev ? DEV_PHOTOS_DIR : bundleDir(region),
    assetsDir: HASHED_ASSETS_DIR,
    base: regionBase(region),
  });
}

/**
 * The file of DEV_PHOTOS_DIR that `astro dev` answers a photo's bundle path with, if there is one.
 * The path may come with or without the region's base (the dev server's middlewares see both);
 * the names are hashes of the photos, so every region's preview shares the folder.
 */
export function devPhotoFile(pathname: string): { path: string; type: string } | undefined {
  const match = new RegExp(`/${HASHED_ASSETS_DIR}/photos/([A-Za-z0-9-]+\\.(avif|webp|jpg|png))$`).exec(pathname);
  if (!match) return undefined;
  const file = join(DEV_PHOTOS_DIR, HASHED_ASSETS_DIR, 'photos', match[1]!);
  const encoding = Object.entries(EXTENSION).find(([, extension]) => extension === match[2])![0] as Encoding;
  return existsSync(file) ? { path: file, type: ENCODINGS[encoding].type } : undefined;
}
