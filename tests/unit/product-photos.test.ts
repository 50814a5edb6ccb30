import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { checkData } from '../../tools/data-check/check-data.ts';
import { minimumPhotoWidth, photoPath } from '../../src/config/photos.ts';
import { readDataFile, type DataFiles } from '../../src/data/data-files.ts';
import { photoFacts, photoProblems } from '../../src/data/product-photos.ts';
import { productCopySchema, productSection, type ProductCopy } from '../../src/schemas/product-page.ts';
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
/** The photos are files that data names: the checks open them under the root, whatever the load holds. */
const photosUnder = (root: string): DataFiles => ({ root, loaded: new Map() });

/** The shipped English copy with a hero photo and a photo on the gallery's first item. */
function copyWithPhotos(hero: string, gallery: string): RawJson {
  const copy = shippedCopy();
  copy.sections[0].photo = hero;
  const galleryIndex = copy.sections.findIndex((section: RawJson) => section.kind === 'gallery');
  const [first] = copy.sections[galleryIndex].items;
  copy.sections[galleryIndex].items[0] = { photo: gallery, alt: first.alt, caption: first.caption };
  return copy;
}

describe('product photos: the files the data names', { timeout: 60_000 }, () => {
  const heroLeast = minimumPhotoWidth('hero');
  const galleryLeast = minimumPhotoWidth('gallery');

  it('accepts JPEG, PNG and WebP photos at least as wide as their slot, and a photo beside the drawings in the schema', async () => {
    const root = scratch('storefront-photos-');
    mkdirSync(join(root, photoPath(SLUG, '')), { recursive: true });
    writeFileSync(join(root, photoPath(SLUG, 'hero.png')), await photoBytes(heroLeast, 'png'));
    writeFileSync(join(root, photoPath(SLUG, 'side.webp')), await photoBytes(galleryLeast, 'webp'));
    const copy = productCopySchema.parse(copyWithPhotos('hero.png', 'side.webp'));
    expect(await photoProblems(photosUnder(root), SLUG, copy)).toEqual([]);
  });

  it('names the field and the file of a missing, damaged, too small or GIF photo', async () => {
    const root = scratch('storefront-photos-');
    mkdirSync(join(root, photoPath(SLUG, '')), { recursive: true });
    const whole = await photoBytes(heroLeast, 'jpeg');
    // Cut after the first quarter: the header (size, format) reads, the pixels do not.
    writeFileSync(join(root, photoPath(SLUG, 'cut.jpg')), whole.subarray(0, whole.length / 4));
    writeFileSync(join(root, photoPath(SLUG, 'small.jpg')), await photoBytes(galleryLeast - 1, 'jpeg'));
    writeFileSync(join(root, photoPath(SLUG, 'moving.png')), await photoBytes(heroLeast, 'gif'));
    const cases: [hero: string, gallery: string, field: string, message: RegExp][] = [
      [
        'missing.jpg',
        'small.jpg',
        'sections[0].photo',
        /^content\/products\/flagship-megatron\/photos\/missing\.jpg is missing$/,
      ],
      [
        'cut.jpg',
        'small.jpg',
        'sections[0].photo',
        /^content\/products\/flagship-megatron\/photos\/cut\.jpg is damaged: /,
      ],
      [
        'moving.png',
        'small.jpg',
        'sections[0].photo',
        /photos\/moving\.png is gif: a photo must be a JPEG, PNG or WebP file$/,
      ],
    ];
    for (const [hero, gallery, field, message] of cases) {
      const copy = productCopySchema.parse(copyWithPhotos(hero, gallery)) as ProductCopy;
      const problems = await photoProblems(photosUnder(root), SLUG, copy);
      expect(problems.map((problem) => problem.field)).toEqual([field, 'sections[4].items[0].photo']);
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

// The build and `npm run check:data` read the photos through the same loader
// (src/data/region-loader.ts): both fail on a photo too small for its slot, naming the copy's
// file and field. check:data runs over a copy of the data; the build over a data overlay (a test
// build: SITE_DATA_OVERLAY, docs/build.md) into a scratch folder. Seconds each; several times
// that on a busy machine.
describe('a product photo too small for its slot', { timeout: 300_000 }, () => {
  const least = minimumPhotoWidth('hero');
  const expected = `${COPY_FILE}: sections[0].photo: content/products/${SLUG}/photos/hero.jpg is ${least / 2} px wide: a hero photo must be at least ${least} px wide`;
  /** Writes the too-small photo and the copy naming it into `root`, laid out like the project. */
  const writeSmallPhoto = async (root: string) => {
    mkdirSync(join(root, photoPath(SLUG, '')), { recursive: true });
    writeFileSync(join(root, photoPath(SLUG, 'hero.jpg')), await photoBytes(least / 2, 'jpeg'));
    const copy = shippedCopy();
    copy.sections[0].photo = 'hero.jpg';
    writeFileSync(join(root, COPY_FILE), `${JSON.stringify(copy, null, 2)}\n`);
  };

  it('fails npm run check:data', async () => {
    const root = scratch('storefront-photos-data-');
    for (const folder of ['regions', 'content']) cpSync(folder, join(root, folder), { recursive: true });
    await writeSmallPhoto(root);
    expect(await checkData(root, ['us'])).toEqual([expected]);
  });

  it('fails the build', async () => {
    // An overlay is a folder of the project (SITE_DATA_OVERLAY is relative to it).
    mkdirSync('node_modules/.astro-cache', { recursive: true });
    const overlay = mkdtempSync('node_modules/.astro-cache/photo-overlay-');
    roots.push(overlay);
    await writeSmallPhoto(overlay);
    const build = spawnSync(process.execPath, ['scripts/build.mjs', 'us'], {
      encoding: 'utf8',
      env: { ...process.env, SITE_DATA_OVERLAY: overlay, DIST_DIR: join(scratch('storefront-photos-dist-'), 'dist') },
    });
    expect(build.status).not.toBe(0);
    // The overlay's copy is the file read, and the one named.
    expect(`${build.stdout}${build.stderr}`).toContain(
      `${overlay}/${expected.replace(`${photoPath(SLUG, '')}`, `${overlay}/${photoPath(SLUG, '')}`)}`,
    );
  });
});

describe('a photo file read in a preview that runs all day', () => {
  it('is read again once it is dropped in or replaced, and never remembered as missing', async () => {
    const photo = join(scratch('storefront-photo-facts-'), 'hero.jpg');
    expect(await photoFacts(photo)).toBe('is missing');
    writeFileSync(photo, await photoBytes(800, 'jpeg'));
    expect(await photoFacts(photo)).toMatchObject({ width: 800, format: 'jpeg' });
    // Another file under the same name: another size, and another time of writing.
    writeFileSync(photo, await photoBytes(1000, 'png'));
    utimesSync(photo, new Date(), new Date(Date.now() + 60_000));
    expect(await photoFacts(photo)).toMatchObject({ width: 1000, format: 'png' });
  });
});
