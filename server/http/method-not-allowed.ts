import type { Context, Hono } from 'hono';
import { fail } from './envelope.ts';
import { notFoundMessage } from '../errors/api-error.ts';
import { formatMessage } from '../i18n/format-message.ts';
import { normalizeLang } from './request-context.ts';

const NOT_ALLOWED = { en: 'Method {method} is not allowed here (allowed: {allowed})', fr: 'La méthode {method} n’est pas permise ici (permises : {allowed})' } as const;

const methods = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;

/** A matched route as Hono's router stores it: `[[handler, { method }], params]`. */
type Matched = [[unknown, { method: string }], unknown];

/**
 * The methods for which `app` has a route (not a middleware) matching `path`. Hono's router
 * answers middleware registered with `use()` under the method `ALL`; those do not count.
 */
export function allowedMethods(app: Hono, path: string): string[] {
  return methods.filter((method) => {
    const [matches] = app.router.match(method, path) as unknown as [Matched[]];
    return matches.some(([[, route]]) => route.method !== 'ALL');
  });
}

/**
 * Unmatched calls: 405 with an `Allow` header when the path exists for another method, else 404
 * with the §8 message. Both are envelopes.
 */
export function notFoundOrNotAllowed(app: Hono) {
  return (c: Context) => {
    const allowed = allowedMethods(app, c.req.path);
    if (allowed.length === 0 || allowed.includes(c.req.method)) return fail(c, 404, notFoundMessage);
    c.header('Allow', allowed.join(', '));
    return fail(c, 405, formatMessage(NOT_ALLOWED, normalizeLang(c.req.header('userLang')) ?? 'fr_FR', { method: c.req.method, allowed: allowed.join(', ') }));
  };
}
