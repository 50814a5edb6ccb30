import { minimumPhotoWidth, PHOTO_INPUT_FORMATS, PHOTO_SLOTS, type PhotoSlot } from '../config/photos.ts';
import { DataError, type DataProblem } from './data-error.ts';
import { matchesPatterns, type DataFiles, type PhotoFacts } from './data-files.ts';
import { ruleMessage } from './rule-messages.ts';
import { DATA_FILE_KINDS } from '../schemas/file-kinds.ts';
import type { ProductCopy } from '../schemas/product-page.ts';

/**
 * The rules of product photos that Astro's image() does not apply (docs/products.md,
 * "Photographs"): a photo named in a product's copy must decode to its last pixel, be a JPEG, PNG
 * or WebP file, and be as wide as its slot's largest width. A missing one fails the load already
 * (src/data/data-file-loader.ts). What each file is comes from src/data/file-facts.ts.
 */

/** A photo a product page's copy names: its file (by its path from the data root), the field naming it and its slot. */
interface NamedPhoto {
  file: string;
  field: string;
  slot: PhotoSlot;
}

/** The patterns of the product copy files (their kind in src/schemas/file-kinds.ts). */
const COPY_FILES = DATA_FILE_KINDS.find((kind) => kind.collection === 'productCopy')!.files;

/**
 * Every photo the copy file (its path from the data root) names, with the field that names it
 * (`sections[0].photo`) and its slot: a file of the product's photos/ folder (src/schemas/product-page.ts).
 * A page's copy holds Astro's ImageMetadata, which keeps the file in `fsPath` (outside its public
 * type); a copy read in memory (check:data, the tests, the loader before image()) its name.
 */
export function namedPhotos(copyFile: string, copy: ProductCopy): NamedPhoto[] {
  const folder = `${copyFile.slice(0, copyFile.lastIndexOf('/'))}/photos`;
  const named = (photo: object | string, field: string, slot: PhotoSlot): NamedPhoto => {
    const path = typeof photo === 'string' ? photo : (photo as { fsPath: string }).fsPath;
    return { file: `${folder}/${path.slice(path.lastIndexOf('/') + 1)}`, field, slot };
  };
  return copy.sections.flatMap((section, index): NamedPhoto[] => {
    const field = `sections[${index}]`;
    if ((section.kind === 'hero' || section.kind === 'text') && section.photo) {
      return [named(section.photo, `${field}.photo`, section.kind)];
    }
    if (section.kind !== 'gallery') return [];
    return section.items.flatMap((item, itemIndex): NamedPhoto[] =>
      'photo' in item ? [named(item.photo, `${field}.items[${itemIndex}].photo`, 'gallery')] : [],
    );
  });
}

/** Every photo file that a load's product copy names, by its path from the data root: the facts the rules need. */
export function loadedPhotoFiles(files: Pick<DataFiles, 'loaded'>): string[] {
  const named = [...files.loaded]
    .filter(([path]) => matchesPatterns(path, COPY_FILES))
    .flatMap(([path, copy]) => namedPhotos(path, copy as ProductCopy).map((photo) => photo.file));
  return [...new Set(named)];
}

/**
 * The problems of the photos one product page's copy (`copyFile`, from the data root) names, each
 * under the copy's field: a file that is no JPEG, PNG or WebP, is damaged, or is narrower than the
 * largest width its slot is shown at (src/config/photos.ts).
 */
export function photoProblems(files: DataFiles, copyFile: string, copy: ProductCopy): DataProblem[] {
  return namedPhotos(copyFile, copy).flatMap(({ file, field, slot }): DataProblem[] => {
    const least = minimumPhotoWidth(slot);
    const problem = factsProblem(file, files.facts.photos.get(file), least, (width) =>
      ruleMessage('photoTooNarrow', { file, width, slot, least }),
    );
    return problem ? [{ field, ...problem }] : [];
  });
}

/**
 * Why a photo file (its path from the data root) cannot be a product photo in any slot, or
 * undefined where it can: no image, damaged, no JPEG, PNG or WebP, or narrower than the smallest
 * slot's least width. The form editor asks it of an upload before writing it; which slot the
 * copy gives the photo is photoProblems' question, once the copy names it.
 */
export function uploadedPhotoProblem(file: string, facts: PhotoFacts): Omit<DataProblem, 'field'> | undefined {
  const slots = Object.keys(PHOTO_SLOTS) as PhotoSlot[];
  const least = Math.min(...slots.map(minimumPhotoWidth));
  const wider = slots.filter((slot) => minimumPhotoWidth(slot) > least);
  const widths = [...new Set(wider.map(minimumPhotoWidth))].map(
    (width) => `${width} px for a ${wider.filter((slot) => minimumPhotoWidth(slot) === width).join(' or ')} photo`,
  );
  const narrow = (width: number) => ruleMessage('uploadTooNarrow', { file, width, least, widths: widths.join(', ') });
  return factsProblem(file, facts, least, narrow);
}

/** A photo's facts against a least width: why it cannot be shown, `narrow` saying so of a narrower one. */
function factsProblem(
  file: string,
  facts: PhotoFacts | undefined,
  least: number,
  narrow: (width: number) => Omit<DataProblem, 'field'>,
): Omit<DataProblem, 'field'> | undefined {
  if (facts === undefined || facts === 'is missing') return ruleMessage('photoMissing', { file });
  if (typeof facts === 'string') return ruleMessage('photoUnreadable', { file, reason: facts });
  if (!(PHOTO_INPUT_FORMATS as readonly string[]).includes(facts.format)) {
    return ruleMessage('photoFormat', { file, format: facts.format });
  }
  if (facts.width < least) return narrow(facts.width);
  return undefined;
}

/** Throws a DataError naming the copy's file and each field whose photo is damaged, of another format or too small. */
export function assertPhotos(files: DataFiles, copyFile: string, copy: ProductCopy): void {
  const problems = photoProblems(files, copyFile, copy);
  if (problems.length) throw new DataError(copyFile, problems);
}
