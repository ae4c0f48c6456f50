import { createHash } from 'node:crypto';
import { closeSync, createReadStream, openSync, readSync, statSync, type Stats } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { getMimeType, mimes } from 'hono/utils/mime';

/**
 * Hono's table of types, plus the video types a site's media may use that it lacks; SVG keeps
 * the bare type it was always served with (Hono adds a charset).
 */
const TYPES: Record<string, string> = { ...mimes, svg: 'image/svg+xml', m4v: 'video/mp4', mov: 'video/quicktime' };

/** A file's Content-Type, from its extension (Hono's MIME table); unknown ones are bytes. */
export function contentType(file: string): string {
  return getMimeType(file, TYPES) ?? 'application/octet-stream';
}

/** `root` + `relPath`, or null when the result would leave `root` (no `..`, no absolute paths). */
export function safeJoin(root: string, relPath: string): string | null {
  if (relPath.includes('\0')) return null;
  const base = resolve(root);
  const full = resolve(base, `.${relPath.startsWith('/') ? '' : '/'}${relPath}`);
  const rel = relative(base, full);
  if (rel === '' || rel.startsWith('..') || rel.split(sep).includes('..')) return null;
  return full;
}

export function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** What `sendFile` reads of the request: its method and, for a conditional GET, its headers. */
export type FileRequest = string | Pick<Request, 'method' | 'headers'>;

const HASH_CHUNK = 64 * 1024;
const MAX_KNOWN_FILES = 5000;
const knownEtags = new Map<string, { size: number; mtimeMs: number; etag: string }>();

/**
 * A file's validator, from its bytes only (SHA-256, read once in 64 kB pieces, then remembered
 * while the file's size and date stay the same): every instance serving a copy of the same file
 * gives the same ETag, whatever date its disk gave the copy (issue 20). Weak, as a compressed
 * copy stands for the same representation.
 */
export function fileEtag(path: string, stat: Pick<Stats, 'size' | 'mtimeMs'>): string {
  const known = knownEtags.get(path);
  if (known && known.size === stat.size && known.mtimeMs === stat.mtimeMs) return known.etag;
  const hash = createHash('sha256');
  const buffer = Buffer.allocUnsafe(HASH_CHUNK);
  const fd = openSync(path, 'r');
  try {
    for (let read = readSync(fd, buffer); read > 0; read = readSync(fd, buffer)) hash.update(buffer.subarray(0, read));
  } finally {
    closeSync(fd);
  }
  const etag = `W/"${hash.digest('base64url').slice(0, 27)}"`;
  if (knownEtags.size >= MAX_KNOWN_FILES) knownEtags.delete(knownEtags.keys().next().value!);
  knownEtags.set(path, { size: stat.size, mtimeMs: stat.mtimeMs, etag });
  return etag;
}

/**
 * Whether a conditional request's `If-None-Match` matches (RFC 9110 §13.1.2, weak comparison, or
 * `*`). Responses carry no Last-Modified (see fileEtag, createPageValidators), so a date alone
 * (`If-Modified-Since`) never makes a 304.
 */
export function notModified(headers: Pick<Headers, 'get'>, etag: string): boolean {
  const ifNoneMatch = headers.get('if-none-match');
  if (ifNoneMatch === null) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** The headers a 304 keeps from the 200 it stands for (no body, so no content headers). */
export function notModifiedResponse(headers: Headers): Response {
  const kept = new Headers(headers);
  for (const name of ['content-length', 'content-type', 'content-encoding', 'content-range']) kept.delete(name);
  return new Response(null, { status: 304, headers: kept });
}

/**
 * A file as a streamed Response, with its type, length, cache policy and ETag (from its bytes;
 * no Last-Modified: a file date differs from one instance's disk to the next); a GET or HEAD
 * whose ETag matches gets a 304. HEAD gets no body.
 * `as` serves a compressed copy under the type of the file it stands for.
 */
export function sendFile(path: string, cacheControl: string, request: FileRequest = 'GET', as?: { contentType: string; contentEncoding: string }): Response {
  const stat = statSync(path);
  const method = typeof request === 'string' ? request : request.method;
  const etag = fileEtag(path, stat);
  const headers = new Headers({
    'Content-Type': as?.contentType ?? contentType(path),
    'Content-Length': String(stat.size),
    'Cache-Control': cacheControl,
    ETag: etag,
  });
  if (as) headers.set('Content-Encoding', as.contentEncoding);
  if (typeof request !== 'string' && !request.headers.get('range') && notModified(request.headers, etag)) return notModifiedResponse(headers);
  if (method === 'HEAD') return new Response(null, { status: 200, headers });
  const body = Readable.toWeb(createReadStream(path)) as ReadableStream;
  return new Response(body, { status: 200, headers });
}
