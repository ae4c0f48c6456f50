import { describe, expect, it } from 'vitest';
import { createApiClient } from './create-api-client.ts';
import type { ApiClientOptions } from './create-api-client.ts';

interface Call {
  url: string;
  init: RequestInit;
}

function fakeFetch(respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(input), init: init ?? {} };
    calls.push(call);
    return respond(call);
  }) as typeof fetch;
  return { fn, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const client = (fetchFn: typeof fetch, extra: Partial<ApiClientOptions> = {}) =>
  createApiClient({ baseUrl: '/api', idSite: 88, locale: 'en', fetch: fetchFn, ...extra });

describe('createApiClient', () => {
  it('returns the data of a success envelope', async () => {
    const { fn } = fakeFetch(() => json({ success: true, data: [{ id: 1 }], message: 'ok' }));
    expect(await client(fn).get('/parameter')).toEqual({ success: true, data: [{ id: 1 }], message: 'ok' });
  });

  it('sends userLang, idSite, credentials and JSON', async () => {
    const { fn, calls } = fakeFetch(() => json({ success: true, data: null, message: '' }));
    await client(fn, { locale: 'fr_FR' }).post('/cart', { type: 'MAIN_CART' });
    const [call] = calls;
    const headers = call?.init.headers as Record<string, string>;
    expect(call?.url).toBe('/api/cart');
    expect(call?.init.method).toBe('POST');
    expect(call?.init.credentials).toBe('include');
    expect(headers.userLang).toBe('fr_FR');
    expect(headers.idSite).toBe('88');
    expect(headers['Content-Type']).toBe('application/json');
    expect(call?.init.body).toBe('{"type":"MAIN_CART"}');
  });

  it('forwards a token as a bearer authorization', async () => {
    const { fn, calls } = fakeFetch(() => json({ success: true, data: {}, message: '' }));
    await client(fn, { token: 'abc' }).get('/user');
    expect((calls[0]?.init.headers as Record<string, string>).Authorization).toBe('Bearer abc');
  });

  it('passes on the message of a success:false envelope', async () => {
    const { fn } = fakeFetch(() => json({ success: false, data: null, message: 'Cart not found' }));
    expect(await client(fn).get('/cart/9')).toMatchObject({ success: false, data: null, message: 'Cart not found', status: 200 });
  });

  it('passes on the server message of an HTTP 500 envelope', async () => {
    const body = { success: false, data: null, message: 'Database unavailable' };
    const { fn } = fakeFetch(() => json(body, 500));
    expect(await client(fn).get('/page/1')).toEqual({
      success: false, data: null, message: 'Database unavailable', status: 500, error: body,
    });
  });

  it('never throws on a network error and gives the transport message', async () => {
    const { fn } = fakeFetch(() => {
      throw new TypeError('fetch failed');
    });
    const result = await client(fn).get('/site/info');
    expect(result).toMatchObject({ success: false, data: null, message: 'fetch failed' });
    expect(result.success === false && result.error).toBeInstanceOf(TypeError);
  });

  it('reports a body that is not JSON', async () => {
    const { fn } = fakeFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await client(fn).get('/page')).toMatchObject({
      success: false, message: 'The server answered with an error (HTTP 502)', status: 502,
    });
    const ok = fakeFetch(() => new Response('not json', { status: 200 }));
    expect(await client(ok.fn, { locale: 'fr_FR' }).get('/page')).toMatchObject({
      success: false, message: 'La réponse du serveur est illisible (HTTP 200)',
    });
  });

  it('sends a multipart body without forcing a content type', async () => {
    const { fn, calls } = fakeFetch(() => json({ success: true, data: { cartId: 3 }, message: '' }));
    const form = new FormData();
    form.append('quantity', '6');
    await client(fn).request('POST', '/cart/new/product/12', { multipart: form });
    expect(calls[0]?.init.body).toBe(form);
    expect((calls[0]?.init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('appends the query and lets with() change the locale', async () => {
    const { fn, calls } = fakeFetch(() => json({ success: true, data: [], message: '' }));
    await client(fn).with({ locale: 'fr_FR' }).get('/news', { promoted: true, page: '' });
    expect(calls[0]?.url).toBe('/api/news?promoted=true');
    expect((calls[0]?.init.headers as Record<string, string>).userLang).toBe('fr_FR');
  });

  it('rejects invalid options with a clear error', () => {
    expect(() => createApiClient({ baseUrl: '', idSite: 87, locale: 'en' })).toThrow('baseUrl must be');
    expect(() => createApiClient({ baseUrl: '/api', idSite: 0, locale: 'en' })).toThrow('idSite must be');
    expect(() => createApiClient({ baseUrl: '/api', idSite: 87, locale: 'de' as 'en' })).toThrow('locale must be');
  });
});
