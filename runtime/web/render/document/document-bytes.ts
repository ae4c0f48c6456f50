/**
 * The bytes of a document response, kept beside it by the server entry that made them, so the
 * web server's validators (ETag) need not read the body back (decision 0030): reading a body
 * builds a second, full Response and a stream per page. A registered symbol, because the built
 * server entry and the web server each load their own copy of this module.
 */
const BYTES = Symbol.for('vitrine.documentBytes');

type WithBytes = Response & { [BYTES]?: Uint8Array<ArrayBuffer> };

/** Marks `response` as having `bytes` for its body (which must be exactly its body); returns it. */
export function withDocumentBytes(response: Response, bytes: Uint8Array<ArrayBuffer>): Response {
  (response as WithBytes)[BYTES] = bytes;
  return response;
}

/** The body bytes a response was marked with, or null. */
export function documentBytesOf(response: Response): Uint8Array<ArrayBuffer> | null {
  return (response as WithBytes)[BYTES] ?? null;
}
