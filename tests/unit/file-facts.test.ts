import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { gatherFileFacts } from '../../src/data/file-facts.ts';

const root = mkdtempSync(join(tmpdir(), 'file-facts-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const write = (path: string, content: string | Buffer) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), content);
};

// What the rules know of a marketer's PDFs (docs/support.md, "Manuals"): each listed file's size,
// and whether it starts like a PDF; a file that is not there has no facts.
describe('the facts of the PDFs that manuals data names', () => {
  it('measures each listed file, tells a PDF from another file, and leaves a missing one out', async () => {
    write('content/manuals/files/us/sized.pdf', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4312, 0x20)]));
    write('content/manuals/files/kr/hello.pdf', 'hello');
    const list = (...files: string[]) => ({
      files: files.map((file) => ({ file, series: 'any', title: 'Any', updated: '2026-03-01' })),
    });
    const loaded = new Map<string, unknown>([
      ['content/manuals/us.json', list('sized.pdf', 'gone.pdf')],
      ['content/manuals/kr.json', list('hello.pdf')],
      ['content/manuals/series.json', { series: [] }],
    ]);
    const { pdfs } = await gatherFileFacts({ root, loaded });
    expect(Object.fromEntries(pdfs)).toEqual({
      'content/manuals/files/us/sized.pdf': { bytes: 4321, isPdf: true },
      'content/manuals/files/kr/hello.pdf': { bytes: 5, isPdf: false },
    });
  });
});
