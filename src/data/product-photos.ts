import { dirname, relative, resolve } from 'node:path';
import type { Metadata } from 'sharp';
import { minimumPhotoWidth, PHOTO_INPUT_FORMATS, type PhotoSlot } from '../config/photos.ts';
import { DataError, type DataProblem } from '../lib/data-error.ts';
import type { ProductCopy } from '../schemas/product-page.ts';
import { dataFileBytes, dataFileVersion, type DataFiles } from './data-files.ts';

/**
 * The rules of product photos that Astro's image() does not apply (docs/products.md,
 * "Photographs"): a photo named in a product's copy must decode to its last pixel, be a JPEG, PNG
 * or WebP file, and be as wide as its slot's largest width. A missing one fails the load already
 * (src/data/region-load.ts).
 */

/** A photo a product page's copy names: its file, the field naming it and its slot. */
interface NamedPhoto {
  absolute: string;
  field: string;
  slot: PhotoSlot;
}

/**
 * Every photo the copy file (its path from the data root) names, with the field that names it
 * (`sections[0].photo`) and its slot. A page's copy holds Astro's ImageMetadata, which keeps the
 * file in `fsPath` (outside its public type); a copy read in memory (check:data, the tests, the
 * loader before image()) the file's name in the product's photos/ folder.
 */
export function namedPhotos(files: Pick<DataFiles, 'root'>, copyFile: string, copy: ProductCopy): NamedPhoto[] {
  const fileOf = (photo: object | string) =>
    typeof photo === 'string'
      ? resolve(files.root, dirname(copyFile), 'photos', photo)
      : (photo as { fsPath: string }).fsPath;
  return copy.sections.flatMap((section, index): NamedPhoto[] => {
    const field = `sections[${index}]`;
    if ((section.kind === 'hero' || section.kind === 'text') && section.photo) {
      return [{ absolute: fileOf(section.photo), field: `${field}.photo`, slot: section.kind }];
    }
    if (section.kind !== 'gallery') return [];
    return section.items.flatMap((item, itemIndex): NamedPhoto[] =>
      'photo' in item
        ? [{ absolute: fileOf(item.photo), field: `${field}.items[${itemIndex}].photo`, slot: 'gallery' }]
        : [],
    );
  });
}

/** The absolute paths of the photos a copy file (its path from the data root) names. */
export const photoFiles = (files: Pick<DataFiles, 'root'>, copyFile: string, copy: ProductCopy): string[] =>
  namedPhotos(files, copyFile, copy).map((photo) => photo.absolute);

/** Width as shown (EXIF orientation applied) and format of a decodable photo, or why it is none. */
type PhotoFacts = { width: number; format: string } | string;

const checked = new Map<string, Promise<PhotoFacts>>();

/**
 * What a photo file is, or why it cannot be one: missing, no image, or not decodable to its last
 * pixel (a truncated or damaged file). Each version of a file is read once per process (the
 * preview's lasts all day: a photo replaced is read again).
 */
export function photoFacts(absolute: string): Promise<PhotoFacts> {
  const key = `${absolute}\0${dataFileVersion({ absolute })}`;
  if (!checked.has(key)) checked.set(key, readPhotoFacts(absolute));
  return checked.get(key)!;
}

async function readPhotoFacts(absolute: string): Promise<PhotoFacts> {
  // sharp is loaded by the first photo checked: most regions show none.
  const { default: sharp } = await import('sharp');
  let bytes: Buffer;
  let metadata: Metadata;
  try {
    bytes = dataFileBytes({ absolute });
    metadata = await sharp(bytes).metadata();
  } catch (error) {
    const message = (error as Error).message;
    return /no such file/i.test(message) ? 'is missing' : `is no image sharp can read (${message})`;
  }
  try {
    // Decodes every pixel: a truncated or damaged file fails here, not in a shopper's browser.
    await sharp(bytes, { failOn: 'warning' }).stats();
  } catch (error) {
    return `is damaged: ${(error as Error).message.trim()}`;
  }
  return { width: metadata.autoOrient.width, format: metadata.format };
}

/**
 * The problems of the photos one product page's copy (`copyFile`, from the data root) names, each
 * under the copy's field: a file that is no JPEG, PNG or WebP, is damaged, or is narrower than the
 * largest width its slot is shown at (src/config/photos.ts).
 */
export async function photoProblems(
  files: Pick<DataFiles, 'root'>,
  copyFile: string,
  copy: ProductCopy,
): Promise<DataProblem[]> {
  const problems = await Promise.all(
    namedPhotos(files, copyFile, copy).map(async ({ absolute, field, slot }) => {
      const file = relative(files.root, absolute);
      const facts = await photoFacts(absolute);
      const least = minimumPhotoWidth(slot);
      if (typeof facts === 'string') return { field, message: `${file} ${facts}` };
      if (!(PHOTO_INPUT_FORMATS as readonly string[]).includes(facts.format)) {
        return { field, message: `${file} is ${facts.format}: a photo must be a JPEG, PNG or WebP file` };
      }
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

/** Throws a DataError naming the copy's file and each field whose photo is damaged, of another format or too small. */
export async function assertPhotos(files: Pick<DataFiles, 'root'>, copyFile: string, copy: ProductCopy): Promise<void> {
  const problems = await photoProblems(files, copyFile, copy);
  if (problems.length) throw new DataError(copyFile, problems);
}
