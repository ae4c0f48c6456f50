import { promisify } from 'node:util';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { documentBytesOf } from '../../runtime/web/render/document/document-bytes.ts';
import { preferredEncoding, type ContentEncoding } from './preferred-encoding.ts';

/** Below this a compressed body saves less than its framing costs. */
const MIN_BYTES = 1024;
/** Bodies of a known length up to this are compressed in one call; longer ones are streamed. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

export interface CompressionOptions {
  /** Brotli quality for responses built per request (0–11). 4 keeps SSR throughput. */
  brotliQuality?: number;
  /** Gzip level for responses built per request (1–9). */
  gzipLevel?: number;
}

const brotliOnce = promisify(brotliCompress);
const gzipOnce = promisify(gzip);

/**
 * Compresses responses with Brotli or gzip, by the request's `Accept-Encoding` (issue 15 §1):
 * the types Hono's `compress` would compress (text but event streams, JSON, JavaScript, XML,
 * SVG, TrueType fonts…), with `Vary: Accept-Encoding`. Ours, not `hono/compress`, for Brotli
 * (decision 0036). Left alone: bodies
 * that already have a `Content-Encoding` (precompressed files), other types, small bodies,
 * partial content (206), `no-transform`, and requests with a `Range` (the byte ranges are those
 * of the identity body). A HEAD gets the headers the GET would get. A strong ETag becomes weak,
 * as the bytes differ from the identity body's while the content is the same; the API compares
 * `If-None-Match` weakly, so revalidation keeps working. A streamed document is flushed chunk by
 * chunk, so streaming keeps its early bytes.
 */
export function compression(options: CompressionOptions = {}): MiddlewareHandler {
  const quality = options.brotliQuality ?? 4;
  const level = options.gzipLevel ?? 6;
  return async (c, next) => {
    await next();
    const response = c.res;
    const type = response.headers.get('content-type') ?? '';
    if (!COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return;
    if (response.headers.has('content-encoding')) return;
    if (response.status < 200 || response.status === 204 || response.status === 206 || response.status === 304) return;
    if (/\bno-transform\b/i.test(response.headers.get('cache-control') ?? '')) return;
    appendVary(response.headers, 'Accept-Encoding');
    if (c.req.header('range')) return;
    const encoding = preferredEncoding(c.req.header('accept-encoding'));
    if (!encoding) return;
    const declared = response.headers.get('content-length');
    const length = declared === null ? null : Number(declared);
    if (length !== null && length < MIN_BYTES) return;

    const headers = new Headers(response.headers);
    headers.set('Content-Encoding', encoding);
    headers.delete('Content-Length');
    const etag = headers.get('etag');
    if (etag?.startsWith('"')) headers.set('ETag', `W/${etag}`);
    const init = { status: response.status, statusText: response.statusText, headers };

    // A HEAD runs as the GET does (Hono drops the body afterwards), so its headers are the GET's.
    if (!response.body) {
      replaceResponse(c, new Response(null, init));
      return;
    }
    if (length !== null && length <= MAX_BUFFERED_BYTES) {
      replaceResponse(c, await compressedWhole(documentBytesOf(response) ?? new Uint8Array(await response.arrayBuffer()), encoding, quality, level, init));
      return;
    }
    // A body of unknown length (JSON built per request, a streamed document): its first bytes
    // tell whether it is worth compressing, and a body that ends there is compressed whole.
    const reader = response.body.getReader();
    const head = await readAtLeast(reader, MIN_BYTES);
    if (head.done) {
      const whole = concat(head.chunks);
      if (whole.byteLength < MIN_BYTES) {
        const identity = new Headers(response.headers);
        identity.set('Content-Length', String(whole.byteLength));
        replaceResponse(c, new Response(whole, { status: response.status, statusText: response.statusText, headers: identity }));
        return;
      }
      replaceResponse(c, await compressedWhole(whole, encoding, quality, level, init));
      return;
    }
    replaceResponse(c, new Response(compressStream(head.chunks, reader, encoding, quality, level), init));
  };
}

/** Hono merges the old response's headers into a new one; clearing it first keeps ours exact. */
function replaceResponse(c: Context, response: Response): void {
  c.res = undefined as unknown as Response;
  c.res = response;
}

async function compressedWhole(identity: Uint8Array, encoding: ContentEncoding, quality: number, level: number, init: ResponseInit & { headers: Headers }): Promise<Response> {
  const body = encoding === 'br'
    ? await brotliOnce(identity, { params: brotliParams(quality, identity.byteLength) })
    : await gzipOnce(identity, { level });
  init.headers.set('Content-Length', String(body.byteLength));
  return new Response(new Uint8Array(body.buffer, body.byteOffset, body.byteLength), init);
}

async function readAtLeast(reader: ReadableStreamDefaultReader<Uint8Array>, bytes: number): Promise<{ chunks: Uint8Array[]; done: boolean }> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  while (total < bytes) {
    const { done, value } = await reader.read();
    if (done) return { chunks, done: true };
    chunks.push(value);
    total += value.byteLength;
  }
  return { chunks, done: false };
}

function concat(chunks: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

function brotliParams(quality: number, sizeHint?: number): Record<number, number> {
  const params: Record<number, number> = {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  };
  if (sizeHint !== undefined) params[constants.BROTLI_PARAM_SIZE_HINT] = sizeHint;
  return params;
}

function appendVary(headers: Headers, name: string): void {
  const vary = headers.get('vary');
  if (!vary) return headers.set('Vary', name);
  const names = vary.split(',').map((one) => one.trim().toLowerCase());
  if (!names.includes('*') && !names.includes(name.toLowerCase())) headers.set('Vary', `${vary}, ${name}`);
}

/** The body through a Brotli or gzip stream, flushed after each chunk the page writes. */
function compressStream(
  head: readonly Uint8Array[],
  reader: ReadableStreamDefaultReader<Uint8Array>,
  encoding: ContentEncoding,
  quality: number,
  level: number,
): ReadableStream<Uint8Array> {
  const zlib = encoding === 'br' ? createBrotliCompress({ params: brotliParams(quality) }) : createGzip({ level });
  const flushKind = encoding === 'br' ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zlib.on('data', (chunk: Buffer) => controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength)));
      zlib.once('end', () => controller.close());
      zlib.once('error', (error) => controller.error(error));
      void (async () => {
        try {
          zlib.write(concat(head));
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            zlib.write(value);
            await new Promise<void>((resolve) => zlib.flush(flushKind, () => resolve()));
          }
          zlib.end();
        } catch (error) {
          zlib.destroy(error instanceof Error ? error : new Error(String(error)));
        }
      })();
    },
    cancel(reason) {
      zlib.destroy();
      return reader.cancel(reason);
    },
  });
}
