import { createReadStream, statSync } from 'node:fs';
import { extname, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.m4v': 'video/mp4',
  '.webm': 'video/webm',
  '.mov': 'video/quicktime',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.txt': 'text/plain; charset=utf-8',
};

export function contentType(file: string): string {
  return TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
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

/** A file's validator: weak, from its size and modification time (a rewritten file gets a new one). */
export function fileEtag(size: number, mtimeMs: number): string {
  return `W/"${size.toString(36)}-${Math.floor(mtimeMs).toString(36)}"`;
}

/**
 * Whether a conditional request's validators still match (RFC 9110 §13.1): `If-None-Match`
 * by weak comparison (or `*`); without it, `If-Modified-Since` at one-second precision.
 */
export function notModified(headers: Pick<Headers, 'get'>, etag: string, lastModifiedMs: number): boolean {
  const ifNoneMatch = headers.get('if-none-match');
  if (ifNoneMatch !== null) {
    const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
    return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
  }
  const since = Date.parse(headers.get('if-modified-since') ?? '');
  return Number.isFinite(since) && Math.floor(lastModifiedMs / 1000) * 1000 <= since;
}

/** The headers a 304 keeps from the 200 it stands for (no body, so no content headers). */
export function notModifiedResponse(headers: Headers): Response {
  const kept = new Headers(headers);
  for (const name of ['content-length', 'content-type', 'content-encoding', 'content-range']) kept.delete(name);
  return new Response(null, { status: 304, headers: kept });
}

/**
 * A file as a streamed Response, with its type, length, cache policy and validators (ETag,
 * Last-Modified); a GET or HEAD whose validators match gets a 304. HEAD gets no body.
 * `as` serves a compressed copy under the type of the file it stands for.
 */
export function sendFile(path: string, cacheControl: string, request: FileRequest = 'GET', as?: { contentType: string; contentEncoding: string }): Response {
  const stat = statSync(path);
  const method = typeof request === 'string' ? request : request.method;
  const etag = fileEtag(stat.size, stat.mtimeMs);
  const headers = new Headers({
    'Content-Type': as?.contentType ?? contentType(path),
    'Content-Length': String(stat.size),
    'Cache-Control': cacheControl,
    ETag: etag,
    'Last-Modified': stat.mtime.toUTCString(),
  });
  if (as) headers.set('Content-Encoding', as.contentEncoding);
  if (typeof request !== 'string' && !request.headers.get('range') && notModified(request.headers, etag, stat.mtimeMs)) return notModifiedResponse(headers);
  if (method === 'HEAD') return new Response(null, { status: 200, headers });
  const body = Readable.toWeb(createReadStream(path)) as ReadableStream;
  return new Response(body, { status: 200, headers });
}
