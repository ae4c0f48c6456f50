/**
 * The bytes of a document response, kept beside it by the server entry that made them, so the
 * web server's validators (ETag) need not read the body back (decision 0030): reading a body
 * builds a second, full Response and a stream per page. A registered symbol, because the built
 * server entry and the web server each load their own copy of this module.
 */
const BYTES = Symbol.for('vitrine.documentBytes');
const ETAG = Symbol.for('vitrine.documentEtag');

type WithBytes = Response & { [BYTES]?: Uint8Array<ArrayBuffer>; [ETAG]?: string };

/**
 * Marks `response` as having `bytes` for its body (which must be exactly its body); returns it.
 * `etag`, when the entry computed it with the page (`documentEtag`), spares the validators a hash
 * of the whole body.
 */
export function withDocumentBytes(response: Response, bytes: Uint8Array<ArrayBuffer>, etag?: string): Response {
  (response as WithBytes)[BYTES] = bytes;
  if (etag !== undefined) (response as WithBytes)[ETAG] = etag;
  return response;
}

/** The ETag a response was marked with, or null. */
export function documentEtagOf(response: Response): string | null {
  return (response as WithBytes)[ETAG] ?? null;
}

/** The body bytes a response was marked with, or null. */
export function documentBytesOf(response: Response): Uint8Array<ArrayBuffer> | null {
  return (response as WithBytes)[BYTES] ?? null;
}
