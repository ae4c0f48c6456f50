import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { withDocumentBytes } from '../runtime/web/render/document/document-bytes.ts';
import { createPageValidators } from './page-validators.server.ts';

const SHARED = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
const html = new TextEncoder().encode('<!DOCTYPE html><html><body>Les Schistes</body></html>');
const etagOf = (bytes: Uint8Array) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
const page = () => new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': SHARED } });
const request = (headers: Record<string, string> = {}) => new Request('http://domaine.localhost/wines/les-schistes/1', { headers });

describe('page validators', () => {
  it('gives a shared page the ETag of its bytes and no Last-Modified, and a 304 to a request that has the ETag', async () => {
    const withValidators = createPageValidators();
    const first = await withValidators(request(), page());
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toBe(etagOf(html));
    expect(first.headers.get('last-modified')).toBeNull();
    expect(first.headers.get('content-length')).toBe(String(html.byteLength));
    expect(await first.text()).toContain('Les Schistes');
    const again = await withValidators(request({ 'if-none-match': first.headers.get('etag')! }), page());
    expect(again.status).toBe(304);
    // A date alone validates nothing: the page has no Last-Modified to compare it with.
    expect((await withValidators(request({ 'if-modified-since': 'Tue, 24 Nov 2099 06:00:00 GMT' }), page())).status).toBe(200);
  });

  it('takes the bytes the server entry kept beside a document instead of reading its body again', async () => {
    const withValidators = createPageValidators();
    const unreadable = new ReadableStream<Uint8Array>({
      pull() {
        throw new Error('the body was read');
      },
    });
    const marked = withDocumentBytes(new Response(unreadable, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': SHARED } }), html);
    const answered = await withValidators(request(), marked);
    expect(answered.headers.get('etag')).toBe(etagOf(html));
    expect(new TextDecoder().decode(new Uint8Array(await answered.arrayBuffer()))).toContain('Les Schistes');
  });

  it('leaves a personal page alone', async () => {
    const personal = new Response(html, { headers: { 'Cache-Control': 'private, no-store' } });
    expect(await createPageValidators()(request(), personal)).toBe(personal);
  });
});
