import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { isCrossOriginWrite, requestOrigin, sameOriginGuard } from './same-origin.ts';

function app(allowedOrigins?: string[]) {
  const hono = new Hono();
  hono.use('*', sameOriginGuard(allowedOrigins ? { allowedOrigins } : {}));
  hono.all('/cart', (c) => c.json({ success: true, data: c.req.method, message: '' }));
  return hono;
}

const call = (method: string, headers: Record<string, string>) =>
  app().request('http://autocars.localhost:3000/cart', { method, headers: { host: 'autocars.localhost:3000', ...headers } });

describe('sameOriginGuard', () => {
  it('refuses a POST whose Origin is another host, with a 403 envelope', async () => {
    const res = await call('POST', { origin: 'https://evil.example', userLang: 'en' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ success: false, data: null, message: 'Cross-origin request refused' });
    const french = await call('POST', { origin: 'https://evil.example' });
    expect(await french.json()).toEqual({ success: false, data: null, message: 'Requête refusée : elle vient d’un autre site' });
  });

  it('refuses PUT, PATCH and DELETE when Sec-Fetch-Site is cross-site or same-site', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      expect((await call(method, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
      expect((await call(method, { 'sec-fetch-site': 'same-site' })).status).toBe(403);
    }
  });

  it('refuses an Origin of the same name on another port, and the opaque origin "null"', async () => {
    expect((await call('POST', { origin: 'http://autocars.localhost:4000' })).status).toBe(403);
    expect((await call('POST', { origin: 'null' })).status).toBe(403);
  });

  it('lets a same-origin POST through', async () => {
    const res = await call('POST', { origin: 'http://autocars.localhost:3000', 'sec-fetch-site': 'same-origin' });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toBe('POST');
  });

  it('lets calls without Origin or Sec-Fetch-Site through (server to server)', async () => {
    expect((await call('DELETE', {})).status).toBe(200);
    expect((await call('POST', { 'sec-fetch-site': 'none' })).status).toBe(200);
  });

  it('never refuses a GET, even from another site', async () => {
    expect((await call('GET', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).status).toBe(200);
  });

  it('lets the listed web origins of a separate API host through', async () => {
    const res = await app(['https://www.site.fr']).request('http://api.site.fr/cart', {
      method: 'POST',
      headers: { host: 'api.site.fr', origin: 'https://www.site.fr', 'sec-fetch-site': 'same-site' },
    });
    expect(res.status).toBe(200);
    expect(() => sameOriginGuard({ allowedOrigins: ['not an origin'] })).toThrow(/not an origin/);
  });

  it('refuses an Origin of the same host on another scheme (https page, http server), and an unreadable Host', async () => {
    expect((await call('POST', { origin: 'https://autocars.localhost:3000' })).status).toBe(403);
    const post = (url: string, headers: Record<string, string>) => new Request(url, { method: 'POST', headers });
    expect(isCrossOriginWrite(post('https://shop.example/cart', { origin: 'http://shop.example' }))).toBe(true);
    expect(isCrossOriginWrite(post('https://shop.example/cart', { origin: 'https://shop.example:443' }))).toBe(false);
    expect(isCrossOriginWrite(post('http://shop.example/cart', { origin: 'http://shop.example', host: 'shop.example@evil.example' }))).toBe(true);
  });
});

describe('requestOrigin', () => {
  const request = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });
  it('is the connection scheme with the Host header, its default port left out', () => {
    expect(requestOrigin(request('http://x.example/a', { host: 'Shop.Example:80' }), false)).toBe('http://shop.example');
    expect(requestOrigin(request('https://shop.example:8443/a'), false)).toBe('https://shop.example:8443');
  });
  it('takes https from a trusted balancer only', () => {
    const forwarded = request('http://shop.example/a', { 'x-forwarded-proto': 'https' });
    expect(requestOrigin(forwarded, false)).toBe('http://shop.example');
    expect(requestOrigin(forwarded, true)).toBe('https://shop.example');
  });
});
