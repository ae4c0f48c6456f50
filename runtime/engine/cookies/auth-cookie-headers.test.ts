import { describe, expect, it } from 'vitest';
import { authCookieHeaders } from './auth-cookie-headers.ts';

describe('authCookieHeaders', () => {
  it('sets token and idSite for a day, HttpOnly, on the parent domain of a three-label host', () => {
    const [token, idSite] = authCookieHeaders(new URL('https://www.domaine-trois-terroirs.fr/auth'), { token: 'abc', idSite: 88 });
    expect(token).toBe('token=abc; Max-Age=86400; Path=/; Domain=domaine-trois-terroirs.fr; HttpOnly; SameSite=Lax; Secure');
    expect(idSite).toBe('idSite=88; Max-Age=86400; Path=/; Domain=domaine-trois-terroirs.fr; HttpOnly; SameSite=Lax; Secure');
  });

  it('sets no domain on a two-label host and clears both cookies and the cart id at logout', () => {
    expect(authCookieHeaders(new URL('http://domaine.localhost:4412/auth'), { token: 't', idSite: 88 })[0]).toBe('token=t; Max-Age=86400; Path=/; HttpOnly; SameSite=Lax');
    expect(authCookieHeaders(new URL('http://domaine.localhost/auth'), null)).toEqual([
      'token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
      'idSite=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
      'cart-id=; Path=/; SameSite=Lax; Max-Age=0',
    ]);
  });
});
