import { closeSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Metadata } from 'sharp';
import type { DataFiles, FileFacts, PhotoFacts } from '../lib/data-files.ts';
import { loadedPhotoFiles } from '../lib/product-photos.ts';
import { loadedPdfFiles } from '../lib/region-manuals.ts';
import { dataHistory } from './data-history.ts';

/**
 * The facts of the files beside the data that a load's data names, gathered from the disk before
 * the cross-file rules run over them (src/lib/region-rules.ts): each manual's PDF (its size, and
 * whether it starts like one), each product photo (decoded to its last pixel and measured), and
 * what git knows of the data (the product guides' edition day).
 */
export async function gatherFileFacts(files: Pick<DataFiles, 'root' | 'loaded'>): Promise<FileFacts> {
  const { root } = files;
  const photos = await Promise.all(
    loadedPhotoFiles(files).map(async (file) => [file, await photoFacts(join(root, file))] as const),
  );
  return {
    pdfs: new Map(loadedPdfFiles(files).flatMap((file) => pdfFacts(join(root, file), file))),
    photos: new Map(photos),
    history: history(root),
    today: new Date().toISOString().slice(0, 10),
  };
}

/** The versions of the files that facts describe, by absolute path (see fileVersion): `astro dev` gathers them again when one changes. */
export const factVersions = (root: string, facts: FileFacts): Record<string, string> =>
  Object.fromEntries(
    [...facts.pdfs.keys(), ...facts.photos.keys()].map((file) => [join(root, file), fileVersion(join(root, file))]),
  );

/** Which version of a file is there: its time and size, or `missing`. */
export function fileVersion(absolute: string): string {
  const stats = statSync(absolute, { throwIfNoEntry: false });
  return stats ? `${stats.mtimeMs}:${stats.size}` : 'missing';
}

/**
 * A PDF's size and whether it starts like one, or nothing for a missing file. Only its first
 * bytes are read: every region's build checks every region's manuals (the manuals page's data
 * gate), and a manual can be large.
 */
function pdfFacts(absolute: string, file: string): [string, { bytes: number; isPdf: boolean }][] {
  const stats = statSync(absolute, { throwIfNoEntry: false });
  if (!stats?.isFile()) return [];
  const head = Buffer.alloc(5);
  const descriptor = openSync(absolute, 'r');
  try {
    readSync(descriptor, head, 0, head.length, 0);
  } finally {
    closeSync(descriptor);
  }
  return [[file, { bytes: stats.size, isPdf: head.toString('latin1') === '%PDF-' }]];
}

const histories = new Map<string, FileFacts['history']>();

/** The data's history under a root, read once per process. */
function history(root: string): FileFacts['history'] {
  if (!histories.has(root)) histories.set(root, dataHistory(root));
  return histories.get(root);
}

const photos = new Map<string, Promise<PhotoFacts>>();

/**
 * What a photo file is, or why it cannot be one: missing, no image, or not decodable to its last
 * pixel (a truncated or damaged file). Each version of a file is read once per process (the
 * preview's lasts all day: a photo replaced is read again).
 */
export function photoFacts(absolute: string): Promise<PhotoFacts> {
  const key = `${absolute}\0${fileVersion(absolute)}`;
  if (!photos.has(key)) photos.set(key, readPhotoFacts(absolute));
  return photos.get(key)!;
}

async function readPhotoFacts(absolute: string): Promise<PhotoFacts> {
  let bytes: Buffer;
  try {
    // Read here, not by sharp: libvips caches what it read by the file's name, and a photo replaced keeps its name.
    bytes = readFileSync(absolute);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'is missing';
    return `is no image sharp can read (${(error as Error).message})`;
  }
  return photoBytesFacts(bytes);
}

/**
 * What a photo's bytes are, or why they cannot be one: no image, or not decodable to the last
 * pixel. A file on disk (photoFacts) and a photo uploaded in the form editor, before it is
 * written, are judged alike.
 */
export async function photoBytesFacts(bytes: Buffer): Promise<PhotoFacts> {
  // sharp is loaded by the first photo checked: most regions show none.
  const { default: sharp } = await import('sharp');
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch (error) {
    return `is no image sharp can read (${(error as Error).message})`;
  }
  try {
    // Decodes every pixel: a truncated or damaged file fails here, not in a shopper's browser.
    await sharp(bytes, { failOn: 'warning' }).stats();
  } catch (error) {
    return `is damaged: ${(error as Error).message.trim()}`;
  }
  return { width: metadata.autoOrient.width, format: metadata.format };
}
