import { cookieDomain } from '../../../rules/account/cookie-domain.ts';
import { cartIdCookie } from './cart-id-cookie.ts';

/** §9: the `token` and `idSite` cookies last one day, like the API's sessions. */
export const AUTH_COOKIE_SECONDS = 86400;

export interface SignedSession {
  token: string;
  idSite: number;
}

/**
 * The `Set-Cookie` values of a sign-in answered by the web server (a form posted to /auth):
 * `token` and `idSite`, HttpOnly, SameSite=Lax, Path=/, Max-Age 86400, Secure over https, on the
 * host without its first label when it has three or more (§9). `null` clears both, and the
 * visitor's `cart-id` with them (§4: logging out empties the cart).
 */
export function authCookieHeaders(url: URL, session: SignedSession | null): string[] {
  const domain = cookieDomain(url.host);
  const attributes = ['Path=/', ...(domain ? [`Domain=${domain}`] : []), 'HttpOnly', 'SameSite=Lax', ...(url.protocol === 'https:' ? ['Secure'] : [])];
  const cookie = (name: string, value: string, maxAge: number) => [`${name}=${encodeURIComponent(value)}`, `Max-Age=${maxAge}`, ...attributes].join('; ');
  if (!session) return [cookie('token', '', 0), cookie('idSite', '', 0), cartIdCookie(null)];
  return [cookie('token', session.token, AUTH_COOKIE_SECONDS), cookie('idSite', String(session.idSite), AUTH_COOKIE_SECONDS)];
}
