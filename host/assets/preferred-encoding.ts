import { parseAccept } from 'hono/utils/accept';

export type ContentEncoding = 'br' | 'gzip';

/**
 * The encoding to answer with, from an `Accept-Encoding` header read by Hono's `parseAccept`:
 * the accepted one with the highest weight among Brotli and gzip, Brotli on a tie (smaller for
 * the same content); `*` stands for any encoding not named; `q=0` refuses. Null when neither is
 * acceptable. (Hono's `accepts` helper cannot choose this: it ignores `*` for encodings and takes
 * the first of a tie, gzip in `gzip, deflate, br`; see decision 0036.)
 */
export function preferredEncoding(header: string | null | undefined): ContentEncoding | null {
  if (!header) return null;
  const weights = new Map(parseAccept(header).map((accept) => [accept.type.toLowerCase(), accept.q]));
  const weightOf = (name: ContentEncoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = Math.max(weightOf('gzip'), weights.get('x-gzip') ?? 0);
  if (br <= 0 && gz <= 0) return null;
  return br >= gz ? 'br' : 'gzip';
}
