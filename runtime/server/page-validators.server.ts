import { createHash } from 'node:crypto';
import { isSharedCacheable } from '../router/page-cache-control.ts';
import { documentBytesOf, withDocumentBytes } from '../render/document/document-bytes.ts';
import { notModified, notModifiedResponse } from './assets/send-file.server.ts';

export interface PageValidatorOptions {
  now?: () => number;
  /** Pages whose first-seen time is remembered (the oldest is forgotten past it). */
  maxPages?: number;
}

/**
 * ETag and Last-Modified for pages a shared cache may keep (decision 0020), and the 304 of a
 * conditional request whose validators match. Such a page's bytes are the same for every visitor
 * (no nonce, no cookie), so its ETag is a hash of its HTML, and its Last-Modified is the time
 * this process first served those bytes at that address (a page is built from configuration,
 * catalogue and stock together; no single file date says when it changed). The page is still
 * rendered: a 304 saves the transfer, not the render. Other responses pass through untouched.
 * Shared pages also vary by `Cookie`: a cache must not hand the anonymous page to a request
 * with a session or a cart (those are rendered for their visitor, `private, no-store`).
 */
export function createPageValidators(options: PageValidatorOptions = {}) {
  const now = options.now ?? Date.now;
  const maxPages = options.maxPages ?? 10_000;
  const firstSeen = new Map<string, { etag: string; at: number }>();

  function lastModified(key: string, etag: string): number {
    const known = firstSeen.get(key);
    if (known?.etag === etag) return known.at;
    const at = Math.floor(now() / 1000) * 1000;
    firstSeen.delete(key);
    firstSeen.set(key, { etag, at });
    if (firstSeen.size > maxPages) firstSeen.delete(firstSeen.keys().next().value!);
    return at;
  }

  return async function withValidators(request: Request, response: Response): Promise<Response> {
    if (response.status !== 200 || !isSharedCacheable(response.headers.get('cache-control'))) return response;
    // The server entry keeps a document's bytes beside it: no second read of the body.
    const bytes = documentBytesOf(response) ?? new Uint8Array(await response.arrayBuffer());
    const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
    const url = new URL(request.url);
    const at = lastModified(`${request.headers.get('host') ?? url.host}${url.pathname}${url.search}`, etag);
    const headers = new Headers(response.headers);
    headers.set('ETag', etag);
    headers.set('Last-Modified', new Date(at).toUTCString());
    headers.append('Vary', 'Cookie');
    if (notModified(request.headers, etag, at)) return notModifiedResponse(headers);
    headers.set('Content-Length', String(bytes.byteLength));
    if (request.method === 'HEAD') return new Response(null, { status: 200, headers });
    return withDocumentBytes(new Response(bytes, { status: 200, headers }), bytes);
  };
}
