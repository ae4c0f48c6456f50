import type { Context, MiddlewareHandler } from 'hono';
import { ApiError } from '../errors/api-error.ts';
import { bodyLimitMessage, formatBytes } from './body-limit-messages.ts';
import { normalizeLang } from './request-context.ts';
import type { Locale } from '../../rules/locale.ts';

/** Largest JSON, urlencoded or other non-upload body (1 MB). */
export const SMALL_BODY_BYTES = 1024 * 1024;

/**
 * Largest multipart body of any route (100 MB): a ceiling only; each upload route bounds its
 * files by their own rules (server/http/multipart.ts), well below it.
 */
export const UPLOAD_BODY_BYTES = 100 * 1024 * 1024;

/** The 413 of a body past `max` bytes, in the request's language. */
export function bodyTooLarge(lang: Locale, max: number): ApiError {
  return new ApiError(413, bodyLimitMessage('bodyTooLarge', lang, { max: formatBytes(max, lang) }));
}

/** The body limit of a content type: multipart gets the upload ceiling, anything else 1 MB. */
export function bodyLimitOf(contentType: string | undefined): number {
  return (contentType ?? '').toLowerCase().startsWith('multipart/form-data') ? UPLOAD_BODY_BYTES : SMALL_BODY_BYTES;
}

/**
 * How a refused body is let go. A body from the network is left where it stopped: once the answer
 * is sent, the server reads and drops the rest up to a bound, then closes (lingeringClose,
 * server/http/lingering-close.ts), so the client reads its 413 instead of a reset; cancelling it
 * here would close the connection before the answer. A body built in this process (the web
 * server calling the API in process with a FormData) is read to its end and dropped instead: its
 * bytes are already in memory, and cancelling it mid-way makes Node 24's undici throw an unhandled
 * rejection from its FormData stream ("ReadableStream is already closed"), which would end the
 * process.
 */
export type BodyOrigin = 'network' | 'process';

function letGo(reader: ReadableStreamDefaultReader<Uint8Array>, origin: BodyOrigin): void {
  if (origin === 'network') return;
  void (async () => {
    try {
      while (!(await reader.read()).done);
    } catch {
      // The body failed by itself: nothing left to drop.
    }
  })();
}

/**
 * A body stream that counts bytes as they arrive and errors with `tooLarge()` past `max`:
 * whatever `Content-Length` said, and for chunked bodies too. The source is let go as its
 * `origin` asks (see BodyOrigin) when the limit is crossed or the reader gives up.
 */
export function limitStream(body: ReadableStream<Uint8Array>, max: number, tooLarge: () => Error, origin: BodyOrigin = 'network'): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let size = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) return controller.close();
      size += value.byteLength;
      if (size <= max) return controller.enqueue(value);
      controller.error(tooLarge());
      letGo(reader, origin);
    },
    cancel() {
      letGo(reader, origin);
    },
  });
}

/**
 * The request with its body bounded: a 413 at once when `Content-Length` announces more than
 * `max`, else a body that fails with the same 413 as soon as more than `max` bytes arrive.
 * (Hono's `bodyLimit` trusts `Content-Length` and buffers chunked bodies whole, up to the limit;
 * this one never buffers.)
 */
export function limitRequest(request: Request, max: number, tooLarge: () => Error, origin: BodyOrigin = 'network'): Request {
  if (!request.body) return request;
  const announced = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(announced) && announced > max) throw tooLarge();
  return new Request(request, { body: limitStream(request.body, max, tooLarge, origin), duplex: 'half' } as RequestInit);
}

/** Whether a request reached Hono from a socket (@hono/node-server's bindings) or was made in this process (`app.request`). */
export function bodyOrigin(c: Context): BodyOrigin {
  const env = c.env as { incoming?: unknown } | undefined;
  return env && typeof env === 'object' && 'incoming' in env && env.incoming ? 'network' : 'process';
}

/** API middleware: every body bounded while it is read (1 MB, or the upload ceiling for multipart). */
export const bodyLimit: MiddlewareHandler = async (c: Context, next) => {
  if (c.req.raw.body) {
    const max = bodyLimitOf(c.req.header('content-type'));
    const lang = normalizeLang(c.req.header('userLang')) ?? 'fr_FR';
    c.req.raw = limitRequest(c.req.raw, max, () => bodyTooLarge(lang, max), bodyOrigin(c));
  }
  await next();
};
