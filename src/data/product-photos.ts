import type { Metadata } from 'sharp';
import { minimumPhotoWidth, PHOTO_INPUT_FORMATS, photoPath, type PhotoSlot } from '../config/photos.ts';
import { DataError, type DataProblem } from '../lib/data-error.ts';
import type { ProductCopy } from '../schemas/product-page.ts';
import { dataFile, dataFileBytes, dataFileVersion, type DataFiles } from './data-files.ts';

/**
 * sharp, loaded when a photo is first checked or encoded: loading it costs a region's build about
 * 0.1 s, and most regions show no photo.
 */
export async function loadSharp(): Promise<(typeof import('sharp'))['default']> {
  return (await import('sharp')).default;
}

/** A photo a product page's copy names: its file name, the field naming it and its slot. */
export interface NamedPhoto {
  name: string;
  field: string;
  slot: PhotoSlot;
}

/**
 * A photo file as the build reads it: its absolute path (the overlay's copy when it has one), its
 * project-relative name, and which version of the file it is (its time and size, `missing` when
 * absent): a photo replaced under the same name changes the entry, so the preview shows it.
 */
export interface PhotoFile {
  absolute: string;
  file: string;
  version: string;
}

/** Every photo the copy names, with the field that names it (`sections[0].photo`). */
export function namedPhotos(copy: ProductCopy): NamedPhoto[] {
  return copy.sections.flatMap((section, index): NamedPhoto[] => {
    const field = `sections[${index}]`;
    if ((section.kind === 'hero' || section.kind === 'text') && section.photo) {
      return [{ name: section.photo, field: `${field}.photo`, slot: section.kind }];
    }
    if (section.kind === 'gallery') {
      return section.items.flatMap((item, itemIndex) =>
        'photo' in item
          ? [{ name: item.photo, field: `${field}.items[${itemIndex}].photo`, slot: 'gallery' as const }]
          : [],
      );
    }
    return [];
  });
}

/** The files of the photos a product's copy names, by file name. */
export function photoFiles(files: DataFiles, slug: string, copy: ProductCopy): Record<string, PhotoFile> {
  return Object.fromEntries(
    namedPhotos(copy).map(({ name }) => {
      const { absolute, file } = dataFile(files, photoPath(slug, name));
      return [name, { absolute, file, version: dataFileVersion({ absolute }) }];
    }),
  );
}

/** Width and height as shown (EXIF orientation applied) and the format of a decodable photo. */
export interface PhotoFacts {
  width: number;
  height: number;
  format: (typeof PHOTO_INPUT_FORMATS)[number];
}

const checked = new Map<string, Promise<PhotoFacts | string>>();

/**
 * What a photo file is, or why it cannot be one: missing, not JPEG, PNG or WebP, or not
 * decodable to its last pixel (a truncated or damaged file). Each version of a file is read once
 * per process (the preview's lasts all day: a photo dropped in or replaced is read again).
 */
export function photoFacts(absolute: string): Promise<PhotoFacts | string> {
  const version = dataFileVersion({ absolute });
  if (version === 'missing') return Promise.resolve('is missing');
  const key = `${absolute}\0${version}`;
  let facts = checked.get(key);
  if (!facts) {
    facts = readPhotoFacts(absolute);
    checked.set(key, facts);
  }
  return facts;
}

async function readPhotoFacts(absolute: string): Promise<PhotoFacts | string> {
  let bytes: Buffer;
  let metadata: Metadata;
  try {
    bytes = dataFileBytes({ absolute });
    metadata = await (await loadSharp())(bytes).metadata();
  } catch (error) {
    const message = (error as Error).message;
    return /missing|no such file/i.test(message) ? 'is missing' : `is no image sharp can read (${message})`;
  }
  const format = PHOTO_INPUT_FORMATS.find((known) => known === metadata.format);
  if (!format) return `is ${metadata.format ?? 'an unknown format'}: a photo must be a JPEG, PNG or WebP file`;
  try {
    // Decodes every pixel: a truncated or damaged file fails here, not in a shopper's browser.
    await (await loadSharp())(bytes, { failOn: 'warning' }).stats();
  } catch (error) {
    return `is damaged: ${(error as Error).message.trim()}`;
  }
  const { width, height } = metadata.autoOrient;
  return { width, height, format };
}

/**
 * The problems of the photos one product page's copy names, each under the copy's field: a file
 * missing from content/products/<slug>/photos/ (or the overlay's), unreadable, damaged, or
 * narrower than the largest width its slot is shown at (src/config/photos.ts).
 */
export async function photoProblems(files: DataFiles, slug: string, copy: ProductCopy): Promise<DataProblem[]> {
  const problems = await Promise.all(
    namedPhotos(copy).map(async ({ name, field, slot }): Promise<DataProblem | undefined> => {
      const { absolute, file } = dataFile(files, photoPath(slug, name));
      const facts = await photoFacts(absolute);
      if (typeof facts === 'string') return { field, message: `${file} ${facts}` };
      const least = minimumPhotoWidth(slot);
      if (facts.width < least) {
        return {
          field,
          message: `${file} is ${facts.width} px wide: a ${slot} photo must be at least ${least} px wide`,
        };
      }
      return undefined;
    }),
  );
  return problems.filter((problem) => problem !== undefined);
}

/** Throws a DataError naming the copy's file and each field whose photo is missing, damaged or too small. */
export async function assertPhotos(files: DataFiles, slug: string, copyFile: string, copy: ProductCopy): Promise<void> {
  const problems = await photoProblems(files, slug, copy);
  if (problems.length) throw new DataError(copyFile, problems);
}
