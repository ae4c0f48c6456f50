import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { Envelope } from './envelope.ts';

const MAX_ENTRIES = 1000;
const bodies = new Map<string, Uint8Array>();
const encoder = new TextEncoder();
const etags = new Map<string, string>();

/** The ETag of a response built from documents: `"<sha1 of the parts>"`, memoised per parts. */
export function etagOf(parts: readonly (string | number)[]): string {
  const key = parts.join('\u0000');
  let etag = etags.get(key);
  if (etag === undefined) {
    etag = `"${createHash('sha1').update(key).digest('base64url')}"`;
    if (etags.size >= MAX_ENTRIES) etags.delete(etags.keys().next().value as string);
    etags.set(key, etag);
  }
  return etag;
}

function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((one) => one.trim().replace(/^W\//, '') === etag);
}

/**
 * Answers a configuration read from memory with an ETag. `parts` must name everything the
 * answer depends on (document hashes, language, key); a matching `If-None-Match` gets a 304
 * without building anything, and a built body is memoised under its ETag.
 */
export function cachedOk(c: Context, parts: readonly (string | number)[], build: () => unknown): Response {
  const etag = etagOf(parts);
  c.header('ETag', etag);
  c.header('Cache-Control', 'no-cache');
  if (matches(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
  let body = bodies.get(etag);
  if (body === undefined) {
    const envelope: Envelope<unknown> = { success: true, data: build(), message: '' };
    // Encoded once: each answer writes the same bytes without re-encoding the JSON text.
    body = encoder.encode(JSON.stringify(envelope));
    if (bodies.size >= MAX_ENTRIES) bodies.delete(bodies.keys().next().value as string);
    bodies.set(etag, body);
  }
  c.header('Content-Type', 'application/json; charset=UTF-8');
  c.header('Content-Length', String(body.byteLength));
  return c.body(body as Uint8Array<ArrayBuffer>, 200);
}
