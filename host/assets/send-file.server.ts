import { createHash } from 'node:crypto';
import { closeSync, createReadStream, openSync, readSync, statSync, type Stats } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { getMimeType, mimes } from 'hono/utils/mime';
import { parseRange } from './parse-range.ts';

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
 * A file sent as itself takes byte ranges (`Accept-Ranges: bytes`, so video seeks and plays on
 * Safari and iOS): one `Range` gets a 206 with its `Content-Range`, a range past the end a 416;
 * several ranges, or an `If-Range` (our ETags are weak, so it never matches), get the whole file.
 * `as` serves a compressed copy under the type of the file it stands for (no ranges).
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
  else headers.set('Accept-Ranges', 'bytes');
  const requestHeaders = typeof request === 'string' ? null : request.headers;
  const rangeHeader = as || !requestHeaders || requestHeaders.has('if-range') ? null : requestHeaders.get('range');
  if (requestHeaders && !requestHeaders.get('range') && notModified(requestHeaders, etag)) return notModifiedResponse(headers);
  const range = parseRange(rangeHeader, stat.size);
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${stat.size}`);
    headers.set('Content-Length', '0');
    return new Response(null, { status: 416, headers });
  }
  if (range) {
    headers.set('Content-Range', `bytes ${range.start}-${range.end}/${stat.size}`);
    headers.set('Content-Length', String(range.end - range.start + 1));
  }
  const status = range ? 206 : 200;
  if (method === 'HEAD') return new Response(null, { status, headers });
  const body = Readable.toWeb(createReadStream(path, range ?? {})) as ReadableStream;
  return new Response(body, { status, headers });
}
