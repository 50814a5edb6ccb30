/** The bytes a single `Range: bytes=…` request asks for, both ends inclusive. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Reads a Range header against a file of `size` bytes (RFC 9110, section 14): one range as
 * `bytes=a-b`, `bytes=a-` or `bytes=-n`. Returns null when the whole file should be sent (no
 * header, another unit, several ranges, a malformed value, an empty file: a server may ignore
 * those), and 'unsatisfiable' when the range starts past the end (answered with 416). Browsers
 * ask for ranges to seek in videos, and Safari will not play a video whose server ignores them.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/i.exec(header?.trim() ?? '');
  if (!match || size === 0) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
