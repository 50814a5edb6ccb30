/**
 * `npm run manuals` (or `npm run manuals -- us de` for some regions): writes the product guide of every product each region's pages show, as a PDF in
 * the region's language, to content/manuals/guides/<region>/, and the list the manuals page
 * reads to content/manuals/guides/<region>.json. The output is committed, so builds and CI need
 * neither this script nor its fonts (Debian's fonts-noto-cjk; another folder: NOTO_CJK_DIR).
 *
 * A guide's day is the day its source data last changed: kept while the guide's content is
 * unchanged (so a re-run on unchanged data rewrites identical bytes), otherwise the day of the
 * last commit of its source files, or today while those files have uncommitted changes.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { REGION_CODES, REGIONS, type RegionCode } from '../src/config/regions.ts';
import { readOptionalDataFile, type DataFiles } from '../src/data/data-files.ts';
import { regionGuideDrafts } from '../src/data/manuals/guide-drift.ts';
import { guideFolder, guideIndexFile } from '../src/data/manuals/manual-files.ts';
import { translatorFor } from '../src/i18n/translator.ts';
import { formatWrittenDay } from '../src/lib/dates.ts';
import { guideFingerprint, guideText } from '../src/lib/manual-guide.ts';
import { guideIndexSchema, type GuideIndex } from '../src/schemas/manuals.ts';
import { renderGuidePdf, type FontFace } from './manuals/guide-pdf.ts';

const root = process.cwd();
// The data as the collections read it, over the test-data overlay when one is set (docs/build.md);
// the guides are written where that data is, so a build over the overlay finds them.
const overlay = process.env.SITE_DATA_OVERLAY || undefined;
const files: DataFiles = { root, overlay };
const outRoot = overlay ? join(root, overlay) : root;
const fontFolder = process.env.NOTO_CJK_DIR ?? '/usr/share/fonts/opentype/noto';
// The face whose CJK glyphs follow the language's conventions; Latin glyphs are the same in all.
const FACE_OF_LANGUAGE: Record<string, string> = { zh: 'NotoSansCJKsc', ja: 'NotoSansCJKjp', ko: 'NotoSansCJKkr' };

function faces(region: RegionCode): { regular: FontFace; bold: FontFace } {
  const face = FACE_OF_LANGUAGE[REGIONS[region].language] ?? 'NotoSansCJKsc';
  const regular = join(fontFolder, 'NotoSansCJK-Regular.ttc');
  const bold = join(fontFolder, 'NotoSansCJK-Bold.ttc');
  for (const path of [regular, bold]) {
    if (!existsSync(path)) {
      throw new Error(`${path} not found: install Debian's fonts-noto-cjk or set NOTO_CJK_DIR`);
    }
  }
  return {
    regular: { path: regular, postscriptName: `${face}-Regular` },
    bold: { path: bold, postscriptName: `${face}-Bold` },
  };
}

const today = () => new Date().toISOString().slice(0, 10);

/** The day `files` last changed: today if git sees uncommitted changes, else their last commit's day. */
function lastChangedDay(files: readonly string[]): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  if (git('status', '--porcelain', '--', ...files)) return today();
  return git('log', '-1', '--format=%cs', '--', ...files) || today();
}

function previousIndex(region: RegionCode): GuideIndex {
  return readOptionalDataFile(files, guideIndexFile(region), guideIndexSchema) ?? { guides: [] };
}

const requested = process.argv.slice(2);
const unknown = requested.filter((code) => !REGION_CODES.includes(code as RegionCode));
if (unknown.length) throw new Error(`Unknown region(s): ${unknown.join(', ')}. Regions: ${REGION_CODES.join(', ')}.`);
const regions = requested.length ? REGION_CODES.filter((code) => requested.includes(code)) : REGION_CODES;

const prettierOptions = { ...(await resolveConfig(join(root, 'package.json'))), parser: 'json' };
const summary: string[] = [];

for (const region of regions) {
  const t = translatorFor(region);
  const drafts = regionGuideDrafts(files, region);
  const previous = previousIndex(region);
  const folder = join(outRoot, guideFolder(region));
  const index: GuideIndex = { guides: [] };

  for (const draft of drafts) {
    const source = guideFingerprint(draft.model);
    const earlier = previous.guides.find((guide) => guide.product === draft.model.product);
    const updated = earlier?.source === source ? earlier.updated : lastChangedDay([...new Set(draft.sources)]);
    const title = t('manuals.guide.title', { name: draft.model.title });
    const editionLine = t('manuals.guide.edition', { date: formatWrittenDay(`${updated}T00:00:00Z`, region) });
    const pageLabel = (page: number, pages: number) => t('manuals.guide.page', { page, pages });
    const bytes = await renderGuidePdf(draft.model, [...guideText(draft.model), title, editionLine, pageLabel(9, 9)], {
      ...faces(region),
      documentTitle: title,
      editionLine,
      created: new Date(`${updated}T00:00:00Z`),
      pageLabel,
    });
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, draft.file), bytes);
    index.guides.push({ product: draft.model.product, file: draft.file, title, updated, source });
    summary.push(`${region}  ${draft.file.padEnd(72)} ${String(bytes.length).padStart(8)} bytes  ${updated}`);
  }

  // Guides of products the region no longer sells go, with the list if none is left.
  if (existsSync(folder)) {
    for (const name of readdirSync(folder)) {
      if (!drafts.some((draft) => draft.file === name)) rmSync(join(folder, name));
    }
    if (!drafts.length) rmSync(folder, { recursive: true });
  }
  const indexPath = join(outRoot, guideIndexFile(region));
  if (drafts.length) {
    writeFileSync(indexPath, await format(JSON.stringify(index), prettierOptions));
  } else rmSync(indexPath, { force: true });
}

console.log(summary.join('\n'));
console.log(`Wrote ${summary.length} product guides to content/manuals/guides/`);
