import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { RegionCode } from '../../config/regions.ts';
import { translatorFor } from '../../i18n/translator.ts';
import { formatWrittenDay } from '../../lib/dates.ts';
import { renderGuidePdf } from '../../lib/guide-pdf.ts';
import { guideText } from '../../lib/manual-guide.ts';
import { guideFaces } from './guide-fonts.ts';
import type { GuideListing } from './guides.ts';

/**
 * Renders a region's product guides during its build (the `manuals` collection's loader,
 * src/data/region-loader.ts), from the data the manuals table lists: nothing generated is
 * committed, so a valid data edit can never leave a guide behind. Each PDF is written, named by
 * the SHA-256 of its bytes, under node_modules/.cache/product-guides/ (builds of several regions
 * at once never write the same name with different bytes), and the bundle's endpoint copies it
 * from there. `npm run check:data` and the tests list the guides without rendering them.
 */
export const GUIDE_CACHE = join('node_modules', '.cache', 'product-guides');

/** Where a rendered guide is (from the project root) and its size. */
export interface RenderedGuide {
  source: string;
  bytes: number;
}

/** Renders a guide as the region's bundle serves it (the same listing always gives the same bytes). */
export function renderGuide(region: RegionCode, guide: GuideListing, root: string): Uint8Array {
  const t = translatorFor(region);
  const editionLine = t('manuals.guide.edition', { date: formatWrittenDay(`${guide.updated}T00:00:00Z`, region) });
  const pageLabel = (page: number, pages: number) => t('manuals.guide.page', { page, pages });
  return renderGuidePdf(guide.model, [...guideText(guide.model), guide.title, editionLine, pageLabel(9, 9)], {
    faces: guideFaces(root, region),
    documentTitle: guide.title,
    editionLine,
    created: new Date(`${guide.updated}T00:00:00Z`),
    pageLabel,
  });
}

// `astro dev` loads the data again on every save: a guide whose listing did not change is not redrawn.
const written = new Map<string, RenderedGuide>();

/** Renders a guide into the cache folder; returns where it is and its size. */
export function writeGuide(region: RegionCode, guide: GuideListing, root: string): RenderedGuide {
  const key = JSON.stringify([root, region, guide]);
  const known = written.get(key);
  if (known && existsSync(join(root, known.source))) return known;
  const bytes = renderGuide(region, guide, root);
  const folder = join(root, GUIDE_CACHE);
  const path = join(folder, `${createHash('sha256').update(bytes).digest('hex')}.pdf`);
  if (!existsSync(path)) {
    mkdirSync(folder, { recursive: true });
    // Written whole under a private name, then renamed: a reader never sees half a file.
    const partial = `${path}.${process.pid}.part`;
    writeFileSync(partial, bytes);
    renameSync(partial, path);
  }
  const rendered = { source: relative(root, path), bytes: bytes.length };
  written.set(key, rendered);
  return rendered;
}
