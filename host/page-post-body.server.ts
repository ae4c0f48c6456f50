import { SMALL_BODY_BYTES, bodyOrigin, limitRequest, type BodyOrigin } from '../server/http/body-limit.ts';
import { bodyLimitMessage, formatBytes } from '../server/http/body-limit-messages.ts';
import type { MiddlewareHandler } from 'hono';
import type { Locale } from '../rules/locale.ts';
import { localeFromPath } from '../runtime/engine/router/locale.ts';

/** Largest multipart form post read (the CV fields accept a few MB; the API bounds each file again). */
export const MAX_FORM_BYTES = 25 * 1024 * 1024;

/** The largest body of a page form post: MAX_FORM_BYTES for multipart, 1 MB for urlencoded. */
export function pagePostLimit(contentType: string): number {
  return contentType.toLowerCase().startsWith('multipart/form-data') ? MAX_FORM_BYTES : SMALL_BODY_BYTES;
}

/**
 * A page form post with its body bounded while it is read, whatever `Content-Length` says
 * (chunked too): null when the announced length is already over the limit; else the request to
 * render with, and `exceeded()` telling afterwards whether the body passed the limit (its reader
 * then failed, and the page's answer must give way to a 413).
 */
export function boundPagePost(request: Request, contentType: string, origin: BodyOrigin = 'network'): { request: Request; exceeded(): boolean } | null {
  let exceeded = false;
  const max = pagePostLimit(contentType);
  try {
    const bounded = limitRequest(request, max, () => {
      exceeded = true;
      return new RangeError(`form post over ${max} bytes`);
    }, origin);
    return { request: bounded, exceeded: () => exceeded };
  } catch {
    return null;
  }
}

/** The 413 of a page form post over its limit: the API's envelope, in the page's language. */
export function pagePostTooLarge(contentType: string, locale: Locale): Response {
  const max = pagePostLimit(contentType);
  const message = bodyLimitMessage('bodyTooLarge', locale, { max: formatBytes(max, locale) });
  return Response.json({ success: false, data: null, message }, { status: 413, headers: { 'Cache-Control': 'no-store' } });
}

/**
 * Web server middleware: every body posted to the web server outside `/api` (page forms, admin
 * forms) is bounded while it is read — a 413 envelope at once when the announced length is over
 * the limit, or as soon as the body passes it, whatever the route made of the failed read.
 * The API under `/api` bounds its own bodies (server/http/body-limit.ts).
 */
export const boundWebBodies: MiddlewareHandler = async (c, next) => {
  // A GET or HEAD has no body (and asking a socket's request for it builds the whole Request).
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  if (!c.req.raw.body || c.req.path === '/api' || c.req.path.startsWith('/api/')) return next();
  const type = c.req.header('content-type') ?? '';
  const bounded = boundPagePost(c.req.raw, type, bodyOrigin(c));
  if (!bounded) return pagePostTooLarge(type, localeFromPath(c.req.path));
  c.req.raw = bounded.request;
  await next();
  if (bounded.exceeded()) c.res = pagePostTooLarge(type, localeFromPath(c.req.path));
};
