import { inflateSync } from 'node:zlib';

/**
 * The text a PDF written by PDFKit shows (artifacts such as page numbers left out), one line per
 * text-showing operator, read through each font's ToUnicode map: enough to check what a
 * generated guide says without a PDF library.
 * Handles what PDFKit writes (Flate streams, Identity-H fonts, bfrange arrays); not a general
 * PDF parser.
 */
export function pdfText(bytes: Uint8Array): string {
  const buffer = Buffer.from(bytes);
  const source = buffer.toString('latin1');
  const objects = new Map<number, { dictionary: string; stream?: string }>();
  for (const match of source.matchAll(/(\d+) 0 obj\s*<<([\s\S]*?)>>\s*(stream\r?\n|endobj)/g)) {
    const [whole, id, dictionary = '', ending] = match;
    const entry: { dictionary: string; stream?: string } = { dictionary };
    if (ending?.startsWith('stream')) {
      const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1]);
      const start = (match.index ?? 0) + whole.length;
      const data = buffer.subarray(start, start + length);
      entry.stream = (dictionary.includes('/FlateDecode') ? inflateSync(data) : data).toString('latin1');
    }
    objects.set(Number(id), entry);
  }

  // Font resource name → code → text, from each font's ToUnicode CMap.
  const maps = new Map<string, Map<number, string>>();
  for (const { dictionary } of objects.values()) {
    for (const [, name, ref] of dictionary.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(Number(ref))?.dictionary ?? '')?.[1];
      const cmap = toUnicode ? objects.get(Number(toUnicode))?.stream : undefined;
      if (name && cmap && !maps.has(name)) maps.set(name, parseToUnicode(cmap));
    }
  }

  const lines: string[] = [];
  for (const { dictionary, stream } of objects.values()) {
    if (!stream || dictionary.includes('/Subtype') || !/T[Jj]/.test(stream)) continue;
    let font = new Map<number, string>();
    // Page numbers and rules are artifacts, not the document's text.
    const content = stream.replace(/\/Artifact\b[\s\S]*?\bEMC\b/g, '');
    for (const [, name, shown] of content.matchAll(/\/(F\d+) [\d.]+ Tf|(\[[^\]]*\]\s*TJ|<[0-9a-fA-F]*>\s*Tj)/g)) {
      if (name) font = maps.get(name) ?? new Map();
      else if (shown) {
        const codes = [...shown.matchAll(/<([0-9a-fA-F]*)>/g)].flatMap(([, hex = '']) =>
          (hex.match(/.{4}/g) ?? []).map((code) => parseInt(code, 16)),
        );
        lines.push(codes.map((code) => font.get(code) ?? '\uFFFD').join(''));
      }
    }
  }
  return lines.join('\n');
}

function parseToUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const text = (hex: string) =>
    String.fromCharCode(
      ...hex
        .split(/\s+/)
        .filter(Boolean)
        .map((unit) => parseInt(unit, 16)),
    );
  for (const [, start = '0', , array = ''] of cmap.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*\[([^\]]*)\]/g)) {
    [...array.matchAll(/<([0-9a-fA-F\s]+)>/g)].forEach(([, hex = ''], offset) =>
      map.set(parseInt(start, 16) + offset, text(hex)),
    );
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code = '0', hex = ''] of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g)) {
      map.set(parseInt(code, 16), text(hex));
    }
  }
  return map;
}
