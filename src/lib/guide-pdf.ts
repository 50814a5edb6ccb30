/**
 * Draws a product guide (src/lib/manual-guide.ts) as a tagged, A4 PDF with PDFKit, embedding
 * only the glyphs it uses of one Noto Sans CJK face (a subset keeps Chinese, Japanese and
 * Korean guides small). The same model, fonts and dates always give the same bytes: the file
 * ID and dates derive from the fixed creation date, nothing reads the clock. It renders
 * synchronously (PDFKit writes the whole file into its stream's buffer on `end()`), so the
 * data path that lists a region's manuals can measure each guide as it makes it.
 */
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import type { GuideBlock, GuideModel } from '../../src/lib/manual-guide.ts';

/** The font files (OpenType) of the guide's two weights. */
export interface GuideFaces {
  regular: string;
  bold: string;
}

export interface GuidePdfOptions {
  faces: GuideFaces;
  /** Title of the document for its metadata and the viewer's title bar. */
  documentTitle: string;
  /** "Edition of 3 March 2026", printed under the title. */
  editionLine: string;
  /** The guide's day as an instant (midnight UTC): its creation and modification date. */
  created: Date;
  /** "Page 1 of 3" in the guide's language. */
  pageLabel: (page: number, pages: number) => string;
}

const INK = '#14161c';
/** Space before and after (lines), room kept below (points), size and tag of the two heading levels. */
const HEADING_STYLES = {
  heading: { before: 0.9, room: 72, size: 15, structType: 'H2', after: 0.4 },
  subheading: { before: 0.5, room: 56, size: 11.5, structType: 'H3', after: 0.2 },
} as const;
const MUTED = '#4a4f5c';
const ACCENT = '#b3122e';
const RULE = '#dcdfe6';
const MARGIN = { top: 56, bottom: 64, left: 56, right: 56 };

// Parsing a CJK font takes a few hundred milliseconds: each is parsed once for every guide it checks.
const parsed = new Map<string, ReturnType<typeof fontkit.openSync>>();

/** Throws, naming the characters, when the font cannot draw some of the guide's text. */
function assertCoverage(path: string, texts: readonly string[]): void {
  const font = parsed.get(path) ?? fontkit.openSync(path);
  parsed.set(path, font);
  if (!('hasGlyphForCodePoint' in font)) throw new Error(`${path} is a font collection, not one face`);
  const missing = new Set<string>();
  for (const text of texts) {
    for (const char of text) {
      const code = char.codePointAt(0) ?? 0;
      if (code > 0x20 && !font.hasGlyphForCodePoint(code)) missing.add(char);
    }
  }
  if (missing.size) {
    throw new Error(`${font.postscriptName} cannot draw ${[...missing].map((c) => `"${c}"`).join(', ')}`);
  }
}

/** Renders the guide and returns the PDF's bytes. */
export function renderGuidePdf(model: GuideModel, texts: readonly string[], options: GuidePdfOptions): Uint8Array {
  const { faces } = options;
  assertCoverage(faces.regular, texts);
  assertCoverage(faces.bold, [model.title, ...model.blocks.flatMap(headingText)]);
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    tagged: true,
    lang: model.language,
    displayTitle: true,
    pdfVersion: '1.7',
    info: {
      Title: options.documentTitle,
      Subject: model.subtitle,
      Creator: 'npm run build',
      CreationDate: options.created,
      ModDate: options.created,
    },
  });

  // Fonts are named by their paths, never registered under other names: PDFKit's tables restore
  // the previous font by its path after each cell, and a path it has not cached under that key
  // is parsed again (seconds per cell for a CJK font).
  const root = doc.struct('Document');
  doc.addStructure(root);
  const width = doc.page.width - MARGIN.left - MARGIN.right;
  const bottom = () => doc.page.height - MARGIN.bottom;
  const keepRoom = (points: number) => {
    if (doc.y + points > bottom()) doc.addPage();
  };

  // Title block.
  doc.font(faces.bold).fontSize(10).fillColor(ACCENT).text('ROBOSEN', { characterSpacing: 2, structParent: root });
  doc.moveDown(0.6);
  doc.font(faces.bold).fontSize(24).fillColor(INK).text(model.title, { structParent: root, structType: 'H1' });
  doc.font(faces.regular).fontSize(14).fillColor(MUTED).text(model.subtitle, { structParent: root });
  doc.moveDown(0.3);
  doc.fontSize(10).text(options.editionLine, { structParent: root });
  doc.moveDown(0.6);
  doc.markContent('Artifact', { type: 'Layout' });
  doc
    .moveTo(MARGIN.left, doc.y)
    .lineTo(MARGIN.left + width, doc.y)
    .lineWidth(2)
    .strokeColor(ACCENT)
    .stroke();
  doc.endMarkedContent();
  doc.moveDown(0.8);

  for (const block of model.blocks) drawBlock(doc, faces, block, root, width, keepRoom);
  root.end();

  // Page numbers, as artifacts in the bottom margin of every page.
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    doc.page.margins.bottom = 0;
    doc.markContent('Artifact', { type: 'Pagination' });
    doc
      .font(faces.regular)
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(
        `${options.documentTitle} · ${options.pageLabel(index + 1, range.count)}`,
        MARGIN.left,
        doc.page.height - MARGIN.bottom + 24,
        { width, align: 'center', lineBreak: false },
      );
    doc.endMarkedContent();
  }
  doc.end();
  // Nothing reads the stream while it is written (no 'data' listener): every chunk waits in its
  // buffer, and read() hands over all of them at once.
  const bytes: unknown = doc.read();
  if (!(bytes instanceof Uint8Array)) throw new Error(`${options.documentTitle}: PDFKit wrote nothing`);
  return new Uint8Array(bytes);
}

function headingText(block: GuideBlock): string[] {
  if (block.kind === 'heading' || block.kind === 'subheading') return [block.text];
  if (block.kind === 'table') return [...(block.header ?? []), ...block.rows.map((row) => row[0] ?? '')];
  if (block.kind === 'definitions') return block.items.map((item) => item.term);
  return [];
}

type Doc = InstanceType<typeof PDFDocument>;
type Struct = ReturnType<Doc['struct']>;

function drawBlock(
  doc: Doc,
  faces: GuideFaces,
  block: GuideBlock,
  root: Struct,
  width: number,
  keepRoom: (points: number) => void,
) {
  const body = () => doc.font(faces.regular).fontSize(10.5).fillColor(INK);
  switch (block.kind) {
    case 'heading':
    case 'subheading': {
      const { before, room, size, structType, after } = HEADING_STYLES[block.kind];
      doc.moveDown(before);
      // A heading never ends a page: keep it with the first lines of what it introduces.
      keepRoom(room);
      doc.font(faces.bold).fontSize(size).fillColor(INK).text(block.text, { structParent: root, structType });
      doc.moveDown(after);
      return;
    }
    case 'paragraph':
      body().text(block.text, { structParent: root, lineGap: 3, paragraphGap: 4 });
      return;
    case 'link':
      // A full-width colon (Chinese, Japanese) carries its own space.
      body().text(/[\u3000-\u303f\uff00-\uffef]$/.test(block.label) ? block.label : `${block.label} `, {
        structParent: root,
        continued: true,
      });
      doc.fillColor(ACCENT).text(block.url, { link: block.url, underline: true });
      doc.moveDown(0.3);
      return;
    case 'list':
      drawList(doc, faces, block, root, width);
      return;
    case 'definitions':
      drawTable(
        doc,
        faces,
        root,
        [width * 0.32, '*'],
        undefined,
        block.items.map((item) => [item.term, item.description]),
      );
      return;
    case 'table': {
      const columns = block.rows[0]?.length ?? 2;
      const widths = columns === 2 ? [width * 0.4, '*'] : Array.from({ length: columns }, () => '*');
      drawTable(doc, faces, root, widths, block.header, block.rows);
      return;
    }
  }
}

/** PDFKit tags a table under `structParent`, an option its type definitions do not list yet. */
type TaggedTableOptions = PDFKit.Mixins.TableOptionsWithData & { structParent: Struct };

/** A table whose first column heads its rows (TH), with an optional header row. */
function drawTable(
  doc: Doc,
  faces: GuideFaces,
  root: Struct,
  widths: (number | string)[],
  header: readonly string[] | undefined,
  rows: readonly (readonly string[])[],
) {
  const cell = (text: string, heads: boolean): PDFKit.Mixins.CellOptions => ({
    text,
    type: heads ? 'TH' : 'TD',
    font: { src: heads ? faces.bold : faces.regular, size: 10.5 },
  });
  const options: TaggedTableOptions = {
    structParent: root,
    columnStyles: widths,
    defaultStyle: { border: [0, 0, 0.75, 0], borderColor: RULE, padding: [5, 6], textColor: INK },
    data: [
      ...(header ? [header.map((text) => ({ ...cell(text, true), backgroundColor: '#f3f4f7' }))] : []),
      ...rows.map((row) => row.map((text, index) => cell(text, index === 0))),
    ],
  };
  doc.table(options);
  doc.moveDown(0.4);
}

/** A list, in `columns` columns filled row by row (voice commands), or numbered steps. */
function drawList(
  doc: Doc,
  faces: GuideFaces,
  block: Extract<GuideBlock, { kind: 'list' }>,
  root: Struct,
  width: number,
) {
  const list = doc.struct('L');
  root.add(list);
  const gap = 12;
  const columnWidth = (width - gap * (block.columns - 1)) / block.columns;
  doc.font(faces.regular).fontSize(10.5).fillColor(INK);
  for (let start = 0; start < block.items.length; start += block.columns) {
    const row = block.items.slice(start, start + block.columns);
    const labels = row.map((item, offset) => `${block.ordered ? `${start + offset + 1}.` : '•'} ${item}`);
    const height = Math.max(...labels.map((label) => doc.heightOfString(label, { width: columnWidth }))) + 3;
    if (doc.y + height > doc.page.height - MARGIN.bottom) doc.addPage();
    const top = doc.y;
    labels.forEach((label, offset) => {
      list.add(
        doc.struct('LI', {}, () => {
          doc.text(label, MARGIN.left + offset * (columnWidth + gap), top, { width: columnWidth });
        }),
      );
    });
    doc.x = MARGIN.left;
    doc.y = top + height;
  }
  list.end();
  doc.moveDown(0.4);
}
