import { readdirSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { HASHED_ASSETS_DIR } from '../../src/config/http-policy.ts';
import { PHOTO_SLOTS } from '../../src/config/photos.ts';
import type { ProductSection } from '../../src/schemas/product-page.ts';
import { accessibilityViolations } from './support/axe.ts';
import { collectErrors } from './support/console.ts';
import { FIXTURE_DATA_DIST_DIR, FIXTURE_DATA_REGIONS } from './support/constants.ts';
import { PHOTO_FIXTURE, PHOTO_FIXTURE_SIZE } from './support/fixture-photo.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { fixtureData } from '../support/shipped-data.ts';
import { expect, test, type Page } from './support/test.ts';

// A product whose hero and first gallery image are a photograph: the fixture data's copy of
// Flagship Megatron (tests/fixtures/data) names a 4000 × 3000 JPEG of several megabytes that
// `npm run test:e2e` generates (tests/e2e/support/fixture-photo.ts). No shipped product has a photo.
const { region, slug, photo } = PHOTO_FIXTURE;
const copy = () => fixtureData(region).productPage(slug)!.copy;
type Section<Kind extends ProductSection['kind']> = Extract<ProductSection, { kind: Kind }>;
const sectionOf = <Kind extends ProductSection['kind']>(kind: Kind) =>
  copy().sections.find((section): section is Section<Kind> => section.kind === kind)!;
const hero = () => sectionOf('hero');
const gallery = () => sectionOf('gallery');

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer({ kind: 'node', env: { DIST_DIR: FIXTURE_DATA_DIST_DIR } });
});
test.afterAll(async () => server.stop());

/** The widths a srcset lists, in order. */
const widthsOf = (srcset: string | null) =>
  (srcset ?? '').split(', ').map((candidate) => Number(candidate.split(' ')[1]?.slice(0, -1)));

/**
 * The sum of the page's layout shifts not caused by input, from the start of its load to its
 * last rendered frame: the entries the browser buffered, taken at once after two frames.
 */
const layoutShift = (page: Page) =>
  page.evaluate(async () => {
    await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: 'layout-shift', buffered: true });
    const shifts = observer.takeRecords() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
    observer.disconnect();
    return shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0);
  });

test('the hero photo is a picture of AVIF and WebP at the slot’s widths, loaded at once, and nothing shifts', async ({
  page,
}) => {
  await page.goto(`${server.url}/${region}/${slug}`);
  const picture = page.locator(`#${hero().id} picture`);
  const sources = picture.locator('source');
  await expect(sources).toHaveCount(2);
  expect(await sources.evaluateAll((elements) => elements.map((source) => source.getAttribute('type')))).toEqual([
    'image/avif',
    'image/webp',
  ]);
  for (const source of await sources.all()) {
    expect(widthsOf(await source.getAttribute('srcset'))).toEqual(PHOTO_SLOTS.hero.widths);
    await expect(source).toHaveAttribute('sizes', PHOTO_SLOTS.hero.sizes);
  }
  const image = picture.getByRole('img', { name: hero().alt });
  // The fallback is the photo's own format (JPEG) at the same widths.
  expect(widthsOf(await image.getAttribute('srcset'))).toEqual(PHOTO_SLOTS.hero.widths);
  await expect(image).toHaveAttribute('src', /\.jpg$/);
  await expect(image).toHaveAttribute('sizes', PHOTO_SLOTS.hero.sizes);
  await expect(image).toHaveAttribute('fetchpriority', 'high');
  await expect(image).not.toHaveAttribute('loading', 'lazy');
  // Width and height keep the photo's proportions, so its box is laid out before it loads.
  const width = Number(await image.getAttribute('width'));
  const height = Number(await image.getAttribute('height'));
  expect(width / height).toBeCloseTo(PHOTO_FIXTURE_SIZE.width / PHOTO_FIXTURE_SIZE.height, 2);
  // Chromium takes the AVIF, far smaller than the 4000 px original.
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeGreaterThan(0);
  const shown = await image.evaluate((element: HTMLImageElement) => ({
    src: element.currentSrc,
    natural: element.naturalWidth,
  }));
  expect(shown.src).toMatch(/\.avif$/);
  expect(shown.natural).toBeLessThan(PHOTO_FIXTURE_SIZE.width);

  // Down to the gallery, whose photo loads only then.
  await page.locator(`#${gallery().id}`).scrollIntoViewIfNeeded();
  const galleryPhoto = page.locator(`#${gallery().id} picture img`);
  await expect
    .poll(() => galleryPhoto.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeGreaterThan(0);
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
});

test('a photo below the first screen is lazy, with the gallery’s widths and sizes', async ({ page }) => {
  await page.goto(`${server.url}/${region}/${slug}`);
  const image = page.locator(`#${gallery().id}`).getByRole('img', { name: gallery().items[0]!.alt });
  await expect(image).toHaveAttribute('loading', 'lazy');
  await expect(image).not.toHaveAttribute('fetchpriority');
  await expect(image).toHaveAttribute('sizes', PHOTO_SLOTS.gallery.sizes);
  expect(widthsOf(await image.getAttribute('srcset'))).toEqual(PHOTO_SLOTS.gallery.widths);
  // Not fetched while it is far below the first screen.
  expect(await image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(false);
});

test('the product’s structured data names the hero photo, a file the bundle serves', async ({ page, request }) => {
  await page.goto(`${server.url}/${region}/${slug}`);
  const product = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((script) => JSON.parse(script.textContent ?? '{}')).find((data) => data['@type'] === 'Product'),
    );
  const image = page.locator(`#${hero().id}`).getByRole('img', { name: hero().alt });
  const src = await image.getAttribute('src');
  expect(new URL(product.image).pathname).toBe(src);
  const response = await request.get(`${server.url}${src}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/jpeg');
});

test('the photo page passes axe and loads every photo it asks for without an error', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${server.url}/${region}/${slug}`);
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('the photo’s files are the bundle’s hashed assets its pages name, and no other region’s', async ({ page }) => {
  await page.goto(`${server.url}/${region}/${slug}`);
  const named = await page
    .locator('picture source, picture img')
    .evaluateAll((elements) =>
      elements.flatMap((element) => [
        ...(element.getAttribute('srcset') ?? '').split(', ').map((candidate) => candidate.split(' ')[0]!),
        ...(element.getAttribute('src') ? [element.getAttribute('src')!] : []),
      ]),
    );
  const assets = `/${region}/${HASHED_ASSETS_DIR}/`;
  expect(named.every((url) => url.startsWith(assets))).toBe(true);
  // Astro names each file after the photo (`hero.<hash>_<hash>.avif`): every one is a file the
  // page names, so the camera-sized original is not in the bundle.
  const ofPhoto = (bundle: string) =>
    readdirSync(join(FIXTURE_DATA_DIST_DIR, bundle, HASHED_ASSETS_DIR)).filter((file) =>
      file.startsWith(`${basename(photo, extname(photo))}.`),
    );
  expect(ofPhoto(region).sort()).toEqual([...new Set(named.map((url) => url.slice(assets.length)))].sort());
  for (const other of FIXTURE_DATA_REGIONS.filter((code) => code !== region)) expect(ofPhoto(other)).toEqual([]);
});
