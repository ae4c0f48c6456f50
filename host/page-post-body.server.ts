import { SMALL_BODY_BYTES, bodyOrigin, limitRequest, type BodyOrigin } from '../server/http/body-limit.ts';
import { bodyLimitMessage, formatBytes, textLimitMessage } from '../server/http/body-limit-messages.ts';
import { limitMultipartText } from '../server/http/limit-multipart-text.ts';
import type { TextLimit } from '../server/http/text-field-limits.ts';
import type { MiddlewareHandler } from 'hono';
import type { Locale } from '../rules/locale.ts';
import { localeFromPath } from '../runtime/engine/router/locale.ts';

/** Largest multipart form post read (the CV fields accept a few MB; the API bounds each file again). */
export const MAX_FORM_BYTES = 25 * 1024 * 1024;

const isMultipart = (contentType: string) => contentType.toLowerCase().startsWith('multipart/form-data');

/** The largest body of a page form post: MAX_FORM_BYTES for multipart, 1 MB for urlencoded. */
export function pagePostLimit(contentType: string): number {
  return isMultipart(contentType) ? MAX_FORM_BYTES : SMALL_BODY_BYTES;
}

/** Why a page form post was refused while read: its size, or a text limit of its multipart body. */
type PagePostRefusal = { limit: 'size' } | { limit: TextLimit; field: string };

/**
 * A page form post with its body bounded while it is read, whatever `Content-Length` says
 * (chunked too), and for multipart its text fields bounded as the API bounds them
 * (limitMultipartText): null when the announced length is already over the limit; else the
 * request to render with, and `refused(locale)` telling afterwards whether the body passed a
 * limit (its reader then failed, and the page's answer must give way to this 413).
 */
export function boundPagePost(request: Request, contentType: string, origin: BodyOrigin = 'network'): { request: Request; refused(locale: Locale): Response | null } | null {
  let refusal: PagePostRefusal | null = null;
  const max = pagePostLimit(contentType);
  let bounded: Request;
  try {
    bounded = limitRequest(request, max, () => {
      refusal ??= { limit: 'size' };
      return new RangeError(`form post over ${max} bytes`);
    }, origin);
  } catch {
    return null;
  }
  if (bounded.body && isMultipart(contentType)) {
    const body = limitMultipartText(bounded.body, contentType, (limit, field) => {
      refusal ??= { limit, field };
      return new RangeError(`form post past its ${limit}`);
    });
    bounded = new Request(bounded, { body, duplex: 'half' } as RequestInit);
  }
  return { request: bounded, refused: (locale) => (refusal ? pagePostRefused(refusal, contentType, locale) : null) };
}

/** The 413 of a page form post over its limit: the API's envelope, in the page's language. */
export function pagePostTooLarge(contentType: string, locale: Locale): Response {
  return pagePostRefused({ limit: 'size' }, contentType, locale);
}

function pagePostRefused(refusal: PagePostRefusal, contentType: string, locale: Locale): Response {
  const message = refusal.limit === 'size'
    ? bodyLimitMessage('bodyTooLarge', locale, { max: formatBytes(pagePostLimit(contentType), locale) })
    : textLimitMessage(refusal.limit, locale, refusal.field);
  const data = refusal.limit !== 'size' && refusal.field ? { errors: { [refusal.field]: message } } : null;
  return Response.json({ success: false, data, message }, { status: 413, headers: { 'Cache-Control': 'no-store' } });
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
  const refused = bounded.refused(localeFromPath(c.req.path));
  if (refused) c.res = refused;
};
