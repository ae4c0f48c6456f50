import type { Context, MiddlewareHandler } from 'hono';
import { ApiError } from './api-error.ts';
import { bodyLimitMessage, formatBytes } from './body-limit-messages.ts';
import { normalizeLang, type Lang } from './request-context.ts';

/** Largest JSON, urlencoded or other non-upload body (1 MB). */
export const SMALL_BODY_BYTES = 1024 * 1024;

/**
 * Largest multipart body of any route (100 MB): a ceiling only; each upload route bounds its
 * files by their own rules (server/http/multipart.ts), well below it.
 */
export const UPLOAD_BODY_BYTES = 100 * 1024 * 1024;

/** The 413 of a body past `max` bytes, in the request's language. */
export function bodyTooLarge(lang: Lang, max: number): ApiError {
  return new ApiError(413, bodyLimitMessage('bodyTooLarge', lang, { max: formatBytes(max, lang) }));
}

/** The body limit of a content type: multipart gets the upload ceiling, anything else 1 MB. */
export function bodyLimitOf(contentType: string | undefined): number {
  return (contentType ?? '').toLowerCase().startsWith('multipart/form-data') ? UPLOAD_BODY_BYTES : SMALL_BODY_BYTES;
}

/**
 * A body stream that counts bytes as they arrive and errors with `tooLarge()` past `max`:
 * whatever `Content-Length` said, and for chunked bodies too.
 */
export function limitStream(body: ReadableStream<Uint8Array>, max: number, tooLarge: () => Error): ReadableStream<Uint8Array> {
  let size = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > max) controller.error(tooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
}

/**
 * The request with its body bounded: a 413 at once when `Content-Length` announces more than
 * `max`, else a body that fails with the same 413 as soon as more than `max` bytes arrive.
 * (Hono's `bodyLimit` trusts `Content-Length` and buffers chunked bodies whole, up to the limit;
 * this one never buffers.)
 */
export function limitRequest(request: Request, max: number, tooLarge: () => Error): Request {
  if (!request.body) return request;
  const announced = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(announced) && announced > max) throw tooLarge();
  return new Request(request, { body: limitStream(request.body, max, tooLarge), duplex: 'half' } as RequestInit);
}

/** API middleware: every body bounded while it is read (1 MB, or the upload ceiling for multipart). */
export const bodyLimit: MiddlewareHandler = async (c: Context, next) => {
  if (c.req.raw.body) {
    const max = bodyLimitOf(c.req.header('content-type'));
    const lang = normalizeLang(c.req.header('userLang')) ?? 'fr_FR';
    c.req.raw = limitRequest(c.req.raw, max, () => bodyTooLarge(lang, max));
  }
  await next();
};
