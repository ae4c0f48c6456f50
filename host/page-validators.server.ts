import { createHash } from 'node:crypto';
import { isSharedCacheable } from '../runtime/engine/router/page-cache-control.ts';
import { documentBytesOf, documentEtagOf, withDocumentBytes } from '../runtime/web/render/document/document-bytes.ts';
import { notModified, notModifiedResponse } from './assets/send-file.server.ts';

/**
 * The ETag of a page whose bytes are `parts` joined, or (with `seed`, the CSP hash of its boot
 * script) of the page whose bytes are `parts` with that boot script between them: the script's
 * hash stands for its bytes, so they are not hashed twice (issue 39).
 */
export function documentEtag(parts: readonly Uint8Array[], seed?: string): string {
  const digest = createHash('sha256');
  for (const part of parts) digest.update(part);
  if (seed !== undefined) digest.update(seed);
  return `"${digest.digest('base64url').slice(0, 27)}"`;
}

/**
 * The ETag of pages a shared cache may keep (decision 0020), and the 304 of a conditional request
 * whose ETag matches. Such a page's bytes are the same for every visitor (no nonce, no cookie),
 * so its ETag is a hash of its HTML: every instance serving the same configuration gives the same
 * ETag (issue 20). No Last-Modified: a page is built from configuration, catalogue and stock
 * together, no single version says when it changed, and a time this process first saw the bytes
 * would differ from one instance to the next. A 304 saves the transfer; the render is saved by
 * the render memo while the page's data is the same (host/document/render-memo.server.ts).
 * Other responses pass through untouched. Shared pages also vary by `Cookie`: a cache must not
 * hand the anonymous page to a request with a session or a cart (those are rendered for their
 * visitor, `private, no-store`).
 */
export function createPageValidators() {
  return async function withValidators(request: Request, response: Response): Promise<Response> {
    if (response.status !== 200 || !isSharedCacheable(response.headers.get('cache-control'))) return response;
    // The server entry keeps a document's bytes beside it: no second read of the body.
    const bytes = documentBytesOf(response) ?? new Uint8Array(await response.arrayBuffer());
    const etag = documentEtagOf(response) ?? documentEtag([bytes]);
    const headers = new Headers(response.headers);
    headers.set('ETag', etag);
    headers.delete('Last-Modified');
    headers.append('Vary', 'Cookie');
    if (notModified(request.headers, etag)) return notModifiedResponse(headers);
    headers.set('Content-Length', String(bytes.byteLength));
    if (request.method === 'HEAD') return new Response(null, { status: 200, headers });
    return withDocumentBytes(new Response(bytes, { status: 200, headers }), bytes);
  };
}
