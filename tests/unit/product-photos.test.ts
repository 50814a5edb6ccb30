import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { checkData } from '../../tools/data-check/check-data.ts';
import { minimumPhotoWidth, photoPath } from '../../src/config/photos.ts';
import { readDataFile } from '../../src/lib/data-files.ts';
import { gatherFileFacts, photoFacts } from '../../src/data/file-facts.ts';
import { photoProblems } from '../../src/lib/product-photos.ts';
import { productCopySchema, productSection } from '../../src/schemas/product-page.ts';
import { PHOTO_FAILURES, photoFailure, photoFailureRoot } from '../support/photo-failures.ts';
import { testData } from '../support/test-data.ts';
import type { RawJson } from './support/raw-json.ts';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});
const scratch = (prefix: string) => {
  const root = mkdtempSync(join(tmpdir(), prefix));
  roots.push(root);
  return root;
};

/** A photo of `width` × 3/4 of it, in `format`, with some noise so that it is a real picture. */
const photoBytes = (width: number, format: 'jpeg' | 'png' | 'webp' | 'gif') =>
  sharp({
    create: {
      width,
      height: Math.round((width * 3) / 4),
      channels: 3,
      background: '#4a6d8c',
      noise: { type: 'gaussian', mean: 128, sigma: 20 },
    },
  })
    .toFormat(format)
    .toBuffer();

const SLUG = 'flagship-megatron';
const COPY_FILE = `content/products/${SLUG}/en.json`;
const { files: shipped } = await testData('us');
const shippedCopy = (): RawJson => structuredClone(readDataFile(shipped, COPY_FILE));

/** The shipped English copy with a hero photo and a photo on the gallery's first item. */
function copyWithPhotos(hero: string, gallery: string): RawJson {
  const copy = shippedCopy();
  copy.sections[0].photo = hero;
  const galleryIndex = copy.sections.findIndex((section: RawJson) => section.kind === 'gallery');
  const [first] = copy.sections[galleryIndex].items;
  copy.sections[galleryIndex].items[0] = { photo: gallery, alt: first.alt, caption: first.caption };
  return copy;
}

// The rules over a copy as check:data and the tests read it: each photo a file name of the
// product's photos/ folder, beside the copy file, with the facts gathered of those files.
describe('product photos: the files the data names', { timeout: 60_000 }, () => {
  const heroLeast = minimumPhotoWidth('hero');
  const galleryLeast = minimumPhotoWidth('gallery');
  const root = scratch('storefront-photos-');
  mkdirSync(join(root, photoPath(SLUG, '')), { recursive: true });
  const photoProblemsOf = async (copy: RawJson) => {
    const loaded = new Map([[COPY_FILE, copy]]);
    return photoProblems({ root, loaded, facts: await gatherFileFacts({ root, loaded }) }, COPY_FILE, copy);
  };

  it('accepts JPEG, PNG and WebP photos at least as wide as their slot', async () => {
    writeFileSync(join(root, photoPath(SLUG, 'hero.png')), await photoBytes(heroLeast, 'png'));
    writeFileSync(join(root, photoPath(SLUG, 'side.webp')), await photoBytes(galleryLeast, 'webp'));
    writeFileSync(join(root, photoPath(SLUG, 'wide.jpg')), await photoBytes(heroLeast, 'jpeg'));
    const copy = copyWithPhotos('hero.png', 'side.webp');
    expect(await photoProblemsOf(copy)).toEqual([]);
    expect(await photoProblemsOf(copyWithPhotos('wide.jpg', 'wide.jpg'))).toEqual([]);
  });

  it('names the field and the file of a damaged, too small or GIF photo', async () => {
    const whole = await photoBytes(heroLeast, 'jpeg');
    // Cut after the first quarter: the header (size, format) reads, the pixels do not.
    writeFileSync(join(root, photoPath(SLUG, 'cut.jpg')), whole.subarray(0, whole.length / 4));
    writeFileSync(join(root, photoPath(SLUG, 'small.jpg')), await photoBytes(galleryLeast - 1, 'jpeg'));
    writeFileSync(join(root, photoPath(SLUG, 'moving.png')), await photoBytes(heroLeast, 'gif'));
    const cases: [hero: string, message: RegExp][] = [
      ['cut.jpg', /^content\/products\/flagship-megatron\/photos\/cut\.jpg is damaged: /],
      [
        'moving.png',
        /^content\/products\/flagship-megatron\/photos\/moving\.png is gif: a photo must be a JPEG, PNG or WebP file$/,
      ],
    ];
    for (const [hero, message] of cases) {
      const problems = await photoProblemsOf(copyWithPhotos(hero, 'small.jpg'));
      expect(problems.map((problem) => problem.field)).toEqual(['sections[0].photo', 'sections[4].items[0].photo']);
      expect(problems[0]!.message).toMatch(message);
      expect(problems[1]!.message).toBe(
        `content/products/flagship-megatron/photos/small.jpg is ${galleryLeast - 1} px wide: a gallery photo must be at least ${galleryLeast} px wide`,
      );
    }
  });

  it('refuses a photo file name that is no JPEG, PNG or WebP, a text section with a photo and a drawing, and a photo without alt text', () => {
    const copy = shippedCopy();
    copy.sections[0].photo = 'hero.gif';
    const paths = (
      value: unknown,
      schema: { safeParse: (value: unknown) => { error?: { issues: { path: PropertyKey[] }[] } } },
    ) => schema.safeParse(value).error?.issues.map((issue) => issue.path.join('.'));
    expect(paths(copy, productCopySchema)).toEqual(['sections.0.photo']);
    const text = { kind: 'text', id: 'look', title: 'Look', paragraphs: ['A paragraph.'] };
    expect(paths({ ...text, view: 'robot', photo: 'side.jpg', alt: 'Side' }, productSection)).toEqual(['photo']);
    expect(paths({ ...text, photo: 'side.jpg' }, productSection)).toEqual(['alt']);
    expect(paths({ ...text, photo: 'side.jpg', alt: 'Side' }, productSection)).toBeUndefined();
  });
});

// check:data over a copy of the data with a photo missing or too small (the build's refusal of
// the same: tests/e2e/data-failures.spec.ts).
describe('a product photo missing or too small for its slot', () => {
  it.each(PHOTO_FAILURES)('$photo fails npm run check:data', async ({ photo, problem }) => {
    const root = await photoFailureRoot(scratch('storefront-photos-data-'), photo);
    expect(await checkData(root, ['us'])).toEqual([photoFailure(photo, problem)]);
  });
});

describe('a photo file read in a preview that runs all day', () => {
  it('is read again once it is dropped in or replaced, and never remembered as missing', async () => {
    const photo = join(scratch('storefront-photo-facts-'), 'hero.jpg');
    expect(await photoFacts(photo)).toBe('is missing');
    writeFileSync(photo, await photoBytes(800, 'jpeg'));
    expect(await photoFacts(photo)).toEqual({ width: 800, format: 'jpeg' });
    // Another file under the same name: another size, and another time of writing.
    writeFileSync(photo, await photoBytes(1000, 'png'));
    utimesSync(photo, new Date(), new Date(Date.now() + 60_000));
    expect(await photoFacts(photo)).toEqual({ width: 1000, format: 'png' });
  });
});
