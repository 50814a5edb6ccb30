import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { PHOTO_FILE_NAME } from '../../src/config/photos.ts';
import { photoBytesFacts } from '../../src/data/file-facts.ts';
import type { PhotoFacts } from '../../src/lib/data-files.ts';
import { productFactsPath, productSlugRefusal } from '../../src/lib/product-regions.ts';
import { uploadedPhotoProblem } from '../../src/lib/product-photos.ts';
import { dataFile, type DataFolders } from './data-file-paths.ts';
import { PhotoUploadError } from './photo-upload-error.ts';

/**
 * The form editor's media: product photos, the only files beside the data that a form names
 * (docs/products.md, "Photographs"). A photo field's media folder is its product's photos/
 * (decap-config.ts), so Decap asks for, and uploads, files of `content/products/<slug>/photos/`
 * only; anything else is refused. An upload is judged by the photo rules before anything is
 * written (src/lib/product-photos.ts, its bytes decoded as src/data/file-facts.ts decodes a file).
 */

/** A file as Decap's proxy backend sends and receives it (decap-cms-backend-proxy, `MediaFile`). */
export interface MediaFile {
  id: string;
  name: string;
  path: string;
  content: string;
  encoding: 'base64';
}

/** An upload as the proxy backend sends it (`serializeAsset`). */
export interface UploadedAsset {
  path: string;
  content: string;
  encoding: string;
}

/** A product photo's path from the data root: a product's photos/ folder and a name the copy may give. */
const PHOTO_PATH = /^content\/products\/([^/]+)\/photos\/([^/]+)$/;
const PHOTOS_FOLDER = /^content\/products\/([^/]+)\/photos$/;
/** Whether `slug` is a product of the data root: a folder of content/products/ with its product.json (docs/products.md). */
const isProduct = (folders: DataFolders, slug: string | undefined): slug is string =>
  slug !== undefined &&
  productSlugRefusal(slug) === undefined &&
  existsSync(dataFile(folders, productFactsPath(slug)).absolute);

/** Whether a path from the data root is one a product photo may have. */
export function isPhotoPath(folders: DataFolders, path: string): boolean {
  const [, slug, name] = PHOTO_PATH.exec(path) ?? [];
  return isProduct(folders, slug) && PHOTO_FILE_NAME.test(name ?? '');
}

/** An upload that may be written, with its facts: the photo rules' first question answered. */
export interface CheckedPhoto {
  path: string;
  bytes: Buffer;
  facts: PhotoFacts;
}

/**
 * An upload checked before it is written: a file of a product's photos/ folder by a name the copy
 * may give, whose bytes decode to a JPEG, PNG or WebP photo wide enough for some slot. Throws a
 * PhotoUploadError saying what is wrong and what is expected.
 */
export async function checkedPhoto(folders: DataFolders, asset: UploadedAsset): Promise<CheckedPhoto> {
  const path = String(asset.path).replace(/^\/+/, '');
  if (!isPhotoPath(folders, path)) {
    throw new PhotoUploadError(
      `${path}: a photo goes into its product's photos/ folder (content/products/<product>/photos/), named like "hero.jpg": lowercase letters, digits and hyphens, ending .jpg, .jpeg, .png or .webp`,
    );
  }
  if (asset.encoding !== 'base64') throw new PhotoUploadError(`${path}: the upload is not base64`);
  const bytes = Buffer.from(asset.content, 'base64');
  const facts = await photoBytesFacts(bytes);
  const problem = uploadedPhotoProblem(path, facts);
  if (problem) throw new PhotoUploadError(problem.message, problem.text);
  return { path, bytes, facts };
}

/** A photo of the data root as Decap reads it, or undefined where there is none. */
export function mediaFile(folders: DataFolders, path: string): MediaFile | undefined {
  if (!isPhotoPath(folders, path)) return undefined;
  let bytes: Buffer;
  try {
    bytes = readFileSync(dataFile(folders, path).absolute);
  } catch {
    return undefined;
  }
  return mediaFileOf(path, bytes);
}

/** A photo's bytes as Decap reads them. */
export const mediaFileOf = (path: string, bytes: Buffer): MediaFile => ({
  id: createHash('sha256').update(bytes).digest('hex'),
  name: path.slice(path.lastIndexOf('/') + 1),
  path,
  content: bytes.toString('base64'),
  encoding: 'base64',
});

/** The photos of a media folder: a product's photos/, or none for any other folder (Decap's own `media_folder`). */
export function mediaFolderFiles(folders: DataFolders, folder: string): MediaFile[] {
  const [, slug] = PHOTOS_FOLDER.exec(folder.replace(/^\/+|\/+$/g, '')) ?? [];
  if (!isProduct(folders, slug)) return [];
  let names: string[];
  try {
    names = readdirSync(dataFile(folders, `content/products/${slug}/photos`).absolute);
  } catch {
    return [];
  }
  return names.sort().flatMap((name) => mediaFile(folders, `content/products/${slug}/photos/${name}`) ?? []);
}
