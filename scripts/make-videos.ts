/**
 * `npm run videos`: renders the product videos that product.json files name
 * (`/videos/<name>.webm`) into src/assets/videos/: short animations of the project's own
 * illustrations (robot mode dissolving into the other form and back; a "scene" video moves from
 * the close-up to the full robot). Needs ffmpeg (Debian's package); the outputs are committed,
 * so builds never run this.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { IllustrationKey, IllustrationView } from '../src/config/products.ts';
import { illustrationSvg } from '../tools/illustrations/illustration-svg.ts';

const OUT = 'src/assets/videos';
mkdirSync(OUT, { recursive: true });

async function still(key: IllustrationKey, view: IllustrationView, file: string) {
  await sharp(Buffer.from(illustrationSvg(key, view)))
    .resize(480, 600)
    .png()
    .toFile(file);
}

for (const slug of readdirSync('content/products')) {
  const facts = JSON.parse(readFileSync(join('content/products', slug, 'product.json'), 'utf8'));
  // The videos are drawn from the product's drawing; a product without one gives its own files.
  if (!facts.illustration) continue;
  for (const [key, video] of Object.entries<{ src: string }>(facts.videos ?? {})) {
    if (!video.src.startsWith('/videos/')) continue;
    const name = video.src.slice('/videos/'.length);
    const scene = /scene/.test(key) || /scene/.test(name);
    const work = mkdtempSync(join(tmpdir(), 'video-'));
    const [from, to] = scene ? (['detail', 'robot'] as const) : (['robot', 'alt'] as const);
    await still(facts.illustration, from, join(work, 'a.png'));
    await still(facts.illustration, to, join(work, 'b.png'));
    // a (1.5 s) → dissolve (1 s) → b (1.5 s) → dissolve back (1 s): 4 s in all, looped by the viewer.
    execFileSync('ffmpeg', [
      '-y',
      '-loglevel',
      'error',
      '-loop',
      '1',
      '-t',
      '2.5',
      '-i',
      join(work, 'a.png'),
      '-loop',
      '1',
      '-t',
      '3.5',
      '-i',
      join(work, 'b.png'),
      '-loop',
      '1',
      '-t',
      '2',
      '-i',
      join(work, 'a.png'),
      '-filter_complex',
      '[0][1]xfade=transition=fade:duration=1:offset=1.5[ab];[ab][2]xfade=transition=fade:duration=1:offset=4,format=yuv420p',
      '-r',
      '24',
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      '42',
      '-an',
      join(OUT, name),
    ]);
    rmSync(work, { recursive: true, force: true });
    console.log(`${OUT}/${name}`);
  }
}
