/** One byte range of a file, both ends included. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The one byte range a `Range` header asks of a file of `size` bytes (RFC 9110 §14.1.2):
 * `bytes=a-b`, `bytes=a-` or `bytes=-n` (the last n bytes), the end cut to the file's.
 * `unsatisfiable` when it starts past the end (416); null when the header is absent, not in bytes,
 * malformed or asks several ranges — the whole file is then sent, as RFC 9110 allows.
 */
export function parseRange(header: string | null, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Number(last);
  if (last !== '' && end < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}
