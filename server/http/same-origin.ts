import type { MiddlewareHandler } from 'hono';
import { fail } from './envelope.ts';

/** Methods that change state: refused when the request comes from another origin. */
export const STATE_CHANGING_METHODS: readonly string[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

export const CROSS_ORIGIN_MESSAGE = 'Cross-origin request refused';

/** The host (name and port) of an `Origin` header; null when it is not a usable URL. */
function originHost(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Decides whether a request may change state: safe methods always may; otherwise a browser's
 * `Sec-Fetch-Site: cross-site | same-site` refuses it, and so does an `Origin` header whose host
 * differs from the request's `Host` (or that is not a URL, `null` included). Requests without
 * either header (server-to-server calls, curl) pass: they carry no visitor's cookies by accident.
 */
export function isCrossOriginWrite(
  request: { method: string; header: (name: string) => string | undefined; host: string },
  allowedOrigins: readonly string[] = [],
): boolean {
  if (!STATE_CHANGING_METHODS.includes(request.method.toUpperCase())) return false;
  const declared = request.header('origin')?.trim();
  if (declared && allowedOrigins.includes(declared.toLowerCase())) return false;
  const fetchSite = request.header('sec-fetch-site')?.trim().toLowerCase();
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true;
  if (declared === undefined || declared === '') return false;
  const host = originHost(declared);
  return host === null || host !== request.host.toLowerCase();
}

/**
 * Hono middleware: 403 `{ success: false, message: 'Cross-origin request refused' }` for a
 * state-changing call (POST, PUT, PATCH, DELETE) sent from another origin (§ Security, CSRF).
 * The request host is the `Host` header, else the URL's host. `allowedOrigins` lists the web
 * origins of an API served on another host (API_URL deployments), e.g. `https://www.site.fr`.
 */
export function sameOriginGuard(options: { allowedOrigins?: readonly string[] } = {}): MiddlewareHandler {
  const allowed = (options.allowedOrigins ?? []).map((origin) => {
    const host = originHost(origin);
    if (host === null) throw new TypeError(`sameOriginGuard: ${JSON.stringify(origin)} is not an origin like https://www.site.fr`);
    return new URL(origin).origin.toLowerCase();
  });
  return async (c, next) => {
    const host = c.req.header('host') ?? new URL(c.req.url).host;
    if (isCrossOriginWrite({ method: c.req.method, header: (name) => c.req.header(name), host }, allowed)) {
      return fail(c, 403, CROSS_ORIGIN_MESSAGE);
    }
    await next();
  };
}
