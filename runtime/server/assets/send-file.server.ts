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

/**
 * A file as a streamed Response, with its type, length and cache policy. HEAD gets no body.
 * `as` serves a compressed copy under the type of the file it stands for.
 */
export function sendFile(path: string, cacheControl: string, method = 'GET', as?: { contentType: string; contentEncoding: string }): Response {
  const stat = statSync(path);
  const headers = new Headers({
    'Content-Type': as?.contentType ?? contentType(path),
    'Content-Length': String(stat.size),
    'Cache-Control': cacheControl,
    'Last-Modified': stat.mtime.toUTCString(),
  });
  if (as) headers.set('Content-Encoding', as.contentEncoding);
  if (method === 'HEAD') return new Response(null, { status: 200, headers });
  const body = Readable.toWeb(createReadStream(path)) as ReadableStream;
  return new Response(body, { status: 200, headers });
}
