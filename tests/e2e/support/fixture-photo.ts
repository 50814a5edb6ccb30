import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { photoPath } from '../../../src/config/photos.ts';
import { FIXTURE_DATA_FILES } from './constants.ts';

/** The fixture product whose hero and one gallery image are a photograph (tests/fixtures/data). */
export const PHOTO_FIXTURE = { region: 'us', slug: 'flagship-megatron', photo: 'hero.jpg' } as const;
/** The generated photo's size: a camera's, far beyond what any slot shows. */
export const PHOTO_FIXTURE_SIZE = { width: 4000, height: 3000 } as const;

/**
 * Writes the fixture product's photo, a 4000 × 3000 JPEG of several megabytes, unless it is
 * there: a gradient under per-pixel noise, which JPEG compresses badly, so the build is shown
 * a file as heavy as a camera's. Made at test time (never committed: .gitignore).
 */
export async function ensureFixturePhoto(root = process.cwd()): Promise<string> {
  const file = join(root, FIXTURE_DATA_FILES, photoPath(PHOTO_FIXTURE.slug, PHOTO_FIXTURE.photo));
  if (existsSync(file)) return file;
  const { width, height } = PHOTO_FIXTURE_SIZE;
  const noise = randomBytes(width * height * 3);
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const index = (y * width + x) * 3;
      // Uint8 storage clamps to 0–255; the noise is ±32 around the gradient.
      pixels[index] = Math.max(0, Math.min(255, 30 + Math.floor((x * 200) / width) + (noise[index]! >> 2) - 32));
      pixels[index + 1] = Math.max(
        0,
        Math.min(255, 40 + Math.floor((y * 180) / height) + (noise[index + 1]! >> 2) - 32),
      );
      pixels[index + 2] = Math.max(0, Math.min(255, 108 + (noise[index + 2]! >> 2)));
    }
  }
  mkdirSync(dirname(file), { recursive: true });
  // Written under another name first: a run stopped halfway leaves no half photo behind.
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toFile(`${file}.part`);
  renameSync(`${file}.part`, file);
  return file;
}
