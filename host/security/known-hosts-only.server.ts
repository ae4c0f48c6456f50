import type { MiddlewareHandler } from 'hono';

/** Paths answered whatever the Host: a balancer's health probe may name the instance by its address. */
const ANY_HOST_PATHS = new Set(['/healthz']);

const MISDIRECTED =
  'Ce serveur ne sert aucun site sous ce nom de domaine.\nThis server serves no site under this host name.\n';

/**
 * Production only: a request whose Host names no site (site.json `hosts`, `<name>.localhost`,
 * bare `localhost`, `127.0.0.1`, `[::1]`) gets 421 Misdirected Request instead of the default
 * site, so the shop is never served, indexed or cookie-scoped under a name its owner did not
 * choose (DNS rebinding, a stray CNAME, Host header poisoning of absolute links).
 * Without a Host header, the request URL's host counts (in-process requests).
 */
export function knownHostsOnly(knows: (host: string) => boolean): MiddlewareHandler {
  return async (c, next) => {
    const host = c.req.header('host') ?? new URL(c.req.url).host;
    if (knows(host) || ANY_HOST_PATHS.has(c.req.path)) return next();
    return c.body(MISDIRECTED, 421, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  };
}
