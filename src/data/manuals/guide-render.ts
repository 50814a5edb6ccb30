import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { RegionCode } from '../../config/regions.ts';
import { translatorFor } from '../../i18n/translator.ts';
import { formatWrittenDay } from '../../lib/dates.ts';
import { guideText } from '../../lib/manual-guide.ts';
import { guideFaces } from './guide-fonts.ts';
import type { GuideListing } from '../../lib/product-guides.ts';

/**
 * Renders a region's product guides where they are served (src/data/manuals/served-manuals.ts,
 * for the manuals page and its files), from the data the manuals table lists: nothing
 * generated is committed, so a valid data edit can never leave a guide behind. Each PDF is written, named by
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

/**
 * Renders a guide as the region's bundle serves it (the same listing always gives the same bytes).
 * The PDF drawer (src/lib/guide-pdf.ts) is loaded when a guide is first drawn: most builds draw
 * none, their guides being in the cache, and loading PDFKit and fontkit costs a build about 0.3 s.
 */
export async function renderGuide(region: RegionCode, guide: GuideListing, root: string): Promise<Uint8Array> {
  const t = translatorFor(region);
  const editionLine = t('manuals.guide.edition', { date: formatWrittenDay(`${guide.updated}T00:00:00Z`, region) });
  const pageLabel = (page: number, pages: number) => t('manuals.guide.page', { page, pages });
  const guidePdf = await import('../../lib/guide-pdf.ts');
  return guidePdf.renderGuidePdf(guide.model, [...guideText(guide.model), guide.title, editionLine, pageLabel(9, 9)], {
    faces: guideFaces(root, region),
    documentTitle: guide.title,
    editionLine,
    created: new Date(`${guide.updated}T00:00:00Z`),
    pageLabel,
  });
}

/**
 * What a guide's bytes depend on besides its listing: the code that lays it out and the texts it
 * prints (every module of the folders below, whole, so a change anywhere in them draws the
 * guides again) and the versions of the PDF and font packages.
 */
const RENDERER_SOURCES = ['src/lib', 'src/i18n', 'src/config', 'src/data/manuals'];
const RENDERER_PACKAGES = ['pdfkit', 'fontkit', '@embedpdf/fonts-sc', '@embedpdf/fonts-jp', '@embedpdf/fonts-kr'];

let fingerprint: string | undefined;
/** Read from the project (the working directory), wherever the data comes from. */
function rendererFingerprint(): string {
  if (!fingerprint) {
    const root = process.cwd();
    const hash = createHash('sha256');
    for (const folder of RENDERER_SOURCES) {
      const files = (readdirSync(join(root, folder), { recursive: true }) as string[]).filter((file) =>
        /\.(ts|json)$/.test(file),
      );
      for (const file of files.sort())
        hash.update(`${folder}/${file}\0`).update(readFileSync(join(root, folder, file)));
    }
    for (const pkg of RENDERER_PACKAGES) {
      // Read where npm installs it: not every package exports its package.json.
      const { version } = JSON.parse(readFileSync(join(root, 'node_modules', pkg, 'package.json'), 'utf8')) as {
        version: string;
      };
      hash.update(`${pkg}@${version}\0`);
    }
    fingerprint = hash.digest('hex');
  }
  return fingerprint;
}

/**
 * Renders a guide into the cache folder; returns where it is and its size. A guide whose listing
 * and renderer are those of a guide drawn before (in this process, or by an earlier build, whose
 * record sits beside the PDF) is not drawn again: rebuilding a region after a banner edit redraws
 * none of its guides, and `astro dev` redraws only the guide whose data changed.
 */
export async function writeGuide(region: RegionCode, guide: GuideListing, root: string): Promise<RenderedGuide> {
  const folder = join(root, GUIDE_CACHE);
  const key = createHash('sha256')
    .update(JSON.stringify([region, guide, rendererFingerprint()]))
    .digest('hex');
  const record = join(folder, `${key}.json`);
  if (existsSync(record)) {
    const known = JSON.parse(readFileSync(record, 'utf8')) as RenderedGuide;
    if (existsSync(join(root, known.source))) return known;
  }
  const bytes = await renderGuide(region, guide, root);
  const path = join(folder, `${createHash('sha256').update(bytes).digest('hex')}.pdf`);
  mkdirSync(folder, { recursive: true });
  if (!existsSync(path)) writeWhole(path, bytes);
  const rendered = { source: relative(root, path), bytes: bytes.length };
  writeWhole(record, JSON.stringify(rendered));
  return rendered;
}

/** Written whole under a private name, then renamed: a reader (another region's build) never sees half a file. */
function writeWhole(path: string, content: Uint8Array | string): void {
  const partial = `${path}.${process.pid}.part`;
  writeFileSync(partial, content);
  renameSync(partial, path);
}
