import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import { cookieDomain } from '../../rules/account/cookie-domain.ts';
import { SESSION_SECONDS } from '../account/sessions.ts';
import { isHttpsRequest } from './strict-transport.ts';
import { trustsProxy } from './trusts-proxy.ts';

/**
 * The cookies' options for the request: Secure when the visitor came over https, Domain the
 * parent of the site's host. A balancer's X-Forwarded-Proto and X-Forwarded-Host count only
 * behind TRUST_PROXY (the one rule of isHttpsRequest); a forged one is ignored.
 */
function options(c: Context): CookieOptions {
  const trusted = trustsProxy();
  const host = (trusted ? c.req.header('x-forwarded-host') : undefined) ?? c.req.header('host') ?? new URL(c.req.url).host;
  const secure = isHttpsRequest(c.req.raw, trusted);
  const domain = cookieDomain(host);
  return { path: '/', httpOnly: true, sameSite: 'Lax', secure, ...(domain ? { domain } : {}) };
}

/** Sets the `token` and `idSite` cookies (§9: Max-Age 86400, Path /, HttpOnly, SameSite Lax, parent domain). */
export function setAuthCookies(c: Context, token: string, idSite: number): void {
  const base = options(c);
  setCookie(c, 'token', token, { ...base, maxAge: SESSION_SECONDS });
  setCookie(c, 'idSite', String(idSite), { ...base, maxAge: SESSION_SECONDS });
}

/** Clears both auth cookies with the same path and domain they were set with. */
export function clearAuthCookies(c: Context): void {
  const { path, domain, secure } = options(c);
  deleteCookie(c, 'token', { path, secure, ...(domain ? { domain } : {}) });
  deleteCookie(c, 'idSite', { path, secure, ...(domain ? { domain } : {}) });
}
