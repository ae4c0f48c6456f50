import type { MiddlewareHandler } from 'hono';
import { fail } from './envelope.ts';
import { normalizeLang } from './request-context.ts';
import { isHttpsRequest } from './strict-transport.ts';
import { trustsProxy } from './trusts-proxy.ts';
import { pickText } from '../../rules/text/pick-text.ts';

/** Methods that change state: refused when the request comes from another origin. */
export const STATE_CHANGING_METHODS: readonly string[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** The API's refusal of a cross-origin write, in the request's language. */
export const CROSS_ORIGIN_MESSAGE = {
  en: 'Cross-origin request refused',
  fr: 'Requête refusée : elle vient d’un autre site',
} as const;

/** The pages' refusal of a form posted from another origin, in the page's language. */
export const CROSS_ORIGIN_FORM_MESSAGE = {
  en: 'Cross-origin form post refused',
  fr: 'Formulaire refusé : il a été envoyé depuis un autre site',
} as const;

/** The origin (`scheme://host[:port]`, lower case, default port left out) of a URL; null when it is not one (`null`). */
function originOf(text: string): string | null {
  try {
    const origin = new URL(text).origin;
    return origin === 'null' ? null : origin.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * The origin a request was sent to: the scheme of the connection (or, behind a trusted balancer,
 * its `X-Forwarded-Proto`: isHttpsRequest), the `Host` header (else the URL's host) and its port.
 */
export function requestOrigin(request: Pick<Request, 'url' | 'headers'>, trusted: boolean = trustsProxy()): string | null {
  const host = request.headers.get('host') ?? new URL(request.url).host;
  if (host === '' || /[/\\?#@\s]/.test(host)) return null;
  return originOf(`${isHttpsRequest(request, trusted) ? 'https' : 'http'}://${host}`);
}

/**
 * Decides whether a request may change state: safe methods always may; otherwise a browser's
 * `Sec-Fetch-Site: cross-site | same-site` refuses it, and so does an `Origin` header whose
 * scheme, host or port differs from the request's own origin (requestOrigin), or that is not a
 * URL (`null` included): an `https://` page posting to the `http://` server is another origin.
 * Requests without either header (server-to-server calls, curl) pass: they carry no visitor's
 * cookies by accident.
 */
export function isCrossOriginWrite(
  request: Pick<Request, 'method' | 'url' | 'headers'>,
  allowedOrigins: readonly string[] = [],
): boolean {
  if (!STATE_CHANGING_METHODS.includes(request.method.toUpperCase())) return false;
  const declared = request.headers.get('origin')?.trim();
  if (declared && allowedOrigins.includes(declared.toLowerCase())) return false;
  const fetchSite = request.headers.get('sec-fetch-site')?.trim().toLowerCase();
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true;
  if (declared === undefined || declared === '') return false;
  const origin = originOf(declared);
  return origin === null || origin !== requestOrigin(request);
}

/**
 * Hono middleware: 403 `{ success: false, message: 'Cross-origin request refused' }` (in the
 * request's `userLang`, French by default) for a
 * state-changing call (POST, PUT, PATCH, DELETE) sent from another origin (§ Security, CSRF).
 * `allowedOrigins` lists the web origins of an API served on another host (API_URL deployments),
 * e.g. `https://www.site.fr`.
 */
export function sameOriginGuard(options: { allowedOrigins?: readonly string[] } = {}): MiddlewareHandler {
  const allowed = (options.allowedOrigins ?? []).map((origin) => {
    const normalized = originOf(origin);
    if (normalized === null) throw new TypeError(`sameOriginGuard: ${JSON.stringify(origin)} is not an origin like https://www.site.fr`);
    return normalized;
  });
  return async (c, next) => {
    if (isCrossOriginWrite(c.req.raw, allowed)) return fail(c, 403, pickText(CROSS_ORIGIN_MESSAGE, normalizeLang(c.req.header('userLang')) ?? 'fr_FR'));
    await next();
  };
}
