export type ContentEncoding = 'br' | 'gzip';

/**
 * The encoding to answer with, from an `Accept-Encoding` header: the accepted one with the
 * highest weight among Brotli and gzip, Brotli on a tie (smaller for the same content); `*`
 * stands for any encoding not named; `q=0` refuses. Null when neither is acceptable.
 */
export function preferredEncoding(header: string | null | undefined): ContentEncoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=').map((one) => one.trim());
      if (key?.toLowerCase() === 'q') q = Number(value);
    }
    if (!Number.isFinite(q) || q < 0 || q > 1) q = 0;
    weights.set(name, q);
  }
  const weightOf = (name: ContentEncoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = Math.max(weightOf('gzip'), weights.get('x-gzip') ?? 0);
  if (br <= 0 && gz <= 0) return null;
  return br >= gz ? 'br' : 'gzip';
}
