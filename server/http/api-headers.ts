import type { MiddlewareHandler } from 'hono';
import { applyStrictTransport } from './strict-transport.ts';

/**
 * What every API answer that names no cache policy gets: `private, no-store`. Answers for one
 * visitor — the session's user, orders, addresses, a cart by its id, newsletter subscriptions —
 * must never be kept by a browser's or a proxy's cache; the answers any visitor may share declare
 * themselves (cachedOk: `no-cache` with a content ETag; files: their own policy).
 */
export const PERSONAL_CACHE_CONTROL = 'private, no-store';

/**
 * Middleware of the API (createApi): `Cache-Control: private, no-store` on any answer whose route
 * set no Cache-Control — errors included — and HSTS when the request came over https, so the
 * rule holds in one place whatever route a later change adds.
 */
export function apiHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const apply = (headers: Headers) => {
      if (!headers.has('Cache-Control')) headers.set('Cache-Control', PERSONAL_CACHE_CONTROL);
      applyStrictTransport(c.req.raw, headers);
    };
    try {
      apply(c.res.headers);
    } catch {
      // A Response built with immutable headers (Response.redirect, fetch): copied once.
      c.res = new Response(c.res.body, c.res);
      apply(c.res.headers);
    }
  };
}
