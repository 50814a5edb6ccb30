import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { minimumPhotoWidth, photoPath } from '../../src/config/photos.ts';

/**
 * A product photo missing or too small for its slot, as the build and `npm run check:data` must
 * refuse it: a copy of the shipped data whose English Flagship Megatron copy names the photo
 * (tests/unit/product-photos.test.ts runs check:data over it, tests/e2e/data-failures.spec.ts the
 * build). A missing photo fails the load (src/data/data-file-loader.ts), a too small one the
 * rules (src/lib/product-photos.ts), each naming the copy's file and field.
 */
const SLUG = 'flagship-megatron';
const COPY_FILE = `content/products/${SLUG}/en.json`;
const least = minimumPhotoWidth('hero');

export const PHOTO_FAILURES = [
  { photo: 'missing.jpg', problem: 'is missing' },
  { photo: 'hero.jpg', problem: `is ${least / 2} px wide: a hero photo must be at least ${least} px wide` },
] as const;

/** The failure of the copy naming `photo`, by the files' paths from the data root. */
export const photoFailure = (photo: string, problem: string) =>
  `${COPY_FILE}: sections[0].photo: ${photoPath(SLUG, photo)} ${problem}`;

/** A copy of the shipped data folders, in a new folder under `parent`, whose copy names `photo` beside a hero.jpg half as wide as its slot needs. */
export async function photoFailureRoot(parent: string, photo: string): Promise<string> {
  mkdirSync(parent, { recursive: true });
  const root = mkdtempSync(join(parent, 'photo-failure-'));
  for (const folder of ['regions', 'content']) cpSync(folder, join(root, folder), { recursive: true });
  const small = await sharp({
    create: { width: least / 2, height: Math.round((least * 3) / 8), channels: 3, background: '#4a6d8c' },
  })
    .jpeg()
    .toBuffer();
  mkdirSync(join(root, photoPath(SLUG, '')), { recursive: true });
  writeFileSync(join(root, photoPath(SLUG, 'hero.jpg')), small);
  const copy = JSON.parse(readFileSync(COPY_FILE, 'utf8')) as { sections: { photo?: string }[] };
  copy.sections[0]!.photo = photo;
  writeFileSync(join(root, COPY_FILE), `${JSON.stringify(copy, null, 2)}\n`);
  return root;
}
