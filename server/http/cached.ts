import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { Envelope } from './envelope.ts';

const MAX_ENTRIES = 1000;
const bodies = new Map<string, string>();

/** The ETag of a response built from documents: `"<sha1 of the parts>"`. */
export function etagOf(parts: readonly (string | number)[]): string {
  return `"${createHash('sha1').update(parts.join('\u0000')).digest('base64url')}"`;
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
    body = JSON.stringify(envelope);
    if (bodies.size >= MAX_ENTRIES) bodies.delete(bodies.keys().next().value as string);
    bodies.set(etag, body);
  }
  c.header('Content-Type', 'application/json; charset=UTF-8');
  return c.body(body, 200);
}
