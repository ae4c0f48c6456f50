import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { ShippingRatesSchema } from '../../schemas/api/shipping.ts';
import { createConfigCache } from './config-cache.server.ts';

const Schema = Type.Object({ name: Type.String() });

function fakeApi(bodies: unknown[]) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  const fetch = async (url: string, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push({ url, headers });
    if (headers['if-none-match'] === '"v1"') return new Response(null, { status: 304 });
    const body = bodies.shift();
    return new Response(JSON.stringify(body), { status: 200, headers: { etag: '"v1"' } });
  };
  return { fetch, calls };
}

describe('config cache', () => {
  it('gives a document’s amounts in euros in cents, as api.call does, once per version (decision 0076)', async () => {
    let clock = 0;
    const rates = { bottles: 1, freeShippingPrice: 120, rates: [{ country: 'FR', postalCodePrefixes: null, fee: 9.9, carrier: 'Colissimo' }] };
    const api = fakeApi([{ success: true, data: rates, message: '' }]);
    const cache = createConfigCache({ fetch: api.fetch, baseUrl: 'http://api', freshMs: 100, now: () => clock });
    const first = await cache.get(88, 'fr_FR', '/shipping/rates', ShippingRatesSchema);
    expect(first.success && first.data.freeShippingPrice).toBe(12000);
    expect(first.success && first.data.rates[0]!.fee).toBe(990);
    clock = 500;
    const revalidated = await cache.get(88, 'fr_FR', '/shipping/rates', ShippingRatesSchema);
    expect(revalidated.success && revalidated.data.rates[0]!.fee).toBe(990);
  });

  it('revalidates with If-None-Match and returns the same object on 304', async () => {
    let clock = 0;
    const api = fakeApi([{ success: true, data: { name: 'Autocars' }, message: '' }]);
    const cache = createConfigCache({ fetch: api.fetch, baseUrl: 'http://api', freshMs: 100, now: () => clock });
    const first = await cache.get(87, 'fr_FR', '/site/info', Schema);
    clock = 50;
    const fresh = await cache.get(87, 'fr_FR', '/site/info', Schema);
    expect(api.calls).toHaveLength(1);
    clock = 500;
    const revalidated = await cache.get(87, 'fr_FR', '/site/info', Schema);
    expect(api.calls).toHaveLength(2);
    expect(api.calls[1]!.headers['if-none-match']).toBe('"v1"');
    expect(api.calls[1]!.headers.idSite).toBe('87');
    expect(first.success && fresh.success && revalidated.success).toBe(true);
    expect(revalidated.data).toBe(first.data);
  });

  it('asks the API every time for a read with freshMs 0, and keeps the same object while it answers 304', async () => {
    let clock = 0;
    const api = fakeApi([{ success: true, data: { name: 'Les Schistes' }, message: '' }, { success: true, data: { name: 'Domaine' }, message: '' }]);
    const cache = createConfigCache({ fetch: api.fetch, baseUrl: 'http://api', freshMs: 1000, now: () => clock });
    const first = await cache.get(88, 'fr_FR', '/product/1', Schema, { freshMs: 0 });
    const second = await cache.get(88, 'fr_FR', '/product/1', Schema, { freshMs: 0 });
    expect(api.calls).toHaveLength(2);
    expect(api.calls[1]!.headers['if-none-match']).toBe('"v1"');
    expect(second.success && second.data).toBe(first.success && first.data);
    // Other reads of the same cache keep its freshMs.
    await cache.get(88, 'fr_FR', '/site/info', Schema);
    clock = 10;
    await cache.get(88, 'fr_FR', '/site/info', Schema);
    expect(api.calls.filter((call) => call.url.endsWith('/site/info'))).toHaveLength(1);
  });

  it('refuses a document that does not match its schema', async () => {
    const api = fakeApi([{ success: true, data: { name: 42 }, message: '' }]);
    const lines: string[] = [];
    const cache = createConfigCache({ fetch: api.fetch, baseUrl: 'http://api', log: (l) => lines.push(l) });
    const result = await cache.get(87, 'en', '/site/info', Schema);
    expect(result.success).toBe(false);
    expect(lines[0]).toContain('/name');
  });

  it('passes the server message of a failure on', async () => {
    const fetch = async () =>
      new Response(JSON.stringify({ success: false, data: null, message: 'This page could not be found' }), { status: 404 });
    const cache = createConfigCache({ fetch, baseUrl: 'http://api' });
    const result = await cache.get(87, 'en', '/page/nope', Schema);
    expect(result).toMatchObject({ success: false, status: 404, message: 'This page could not be found' });
  });

  it('turns a network error into a failure without throwing', async () => {
    const cache = createConfigCache({ fetch: async () => Promise.reject(new Error('ECONNREFUSED')), baseUrl: 'http://api' });
    expect(await cache.get(87, 'en', '/parameter', Schema)).toMatchObject({ success: false, message: 'ECONNREFUSED' });
  });

  it('serves the last good version while the API is down or answers 5xx, and a 404 once it answers again', async () => {
    let clock = 0;
    const answers: (() => Promise<Response>)[] = [
      async () => new Response(JSON.stringify({ success: true, data: { name: 'Autocars' }, message: '' }), { status: 200 }),
      async () => Promise.reject(new Error('ECONNREFUSED')),
      async () => new Response('Bad Gateway', { status: 502 }),
      async () => new Response(JSON.stringify({ success: false, data: null, message: 'Internal error' }), { status: 500 }),
      async () => new Response(JSON.stringify({ success: false, data: null, message: 'Not found' }), { status: 404 }),
    ];
    const cache = createConfigCache({ fetch: () => answers.shift()!(), baseUrl: 'http://api', freshMs: 10, now: () => clock });
    const good = await cache.get(87, 'fr_FR', '/page/nous-contacter', Schema);
    for (let i = 0; i < 3; i++) {
      clock += 20;
      const during = await cache.get(87, 'fr_FR', '/page/nous-contacter', Schema);
      expect(during.success && during.data).toBe(good.data);
    }
    clock += 20;
    expect(await cache.get(87, 'fr_FR', '/page/nous-contacter', Schema)).toMatchObject({ success: false, status: 404 });
  });

  it('tells an unreachable API (status 0) from a document the API does not have (404)', async () => {
    const down = createConfigCache({ fetch: async () => Promise.reject(new Error('ECONNREFUSED')), baseUrl: 'http://api' });
    expect(await down.get(87, 'en', '/page/contact-us', Schema)).toMatchObject({ success: false, status: 0 });
    const failing = createConfigCache({ fetch: async () => new Response('oops', { status: 503 }), baseUrl: 'http://api' });
    expect(await failing.get(87, 'en', '/page/contact-us', Schema)).toMatchObject({ success: false, status: 503 });
  });

  it('reuses a derived value while its documents are fresh, and forgets it on clear', async () => {
    let clock = 0;
    const cache = createConfigCache({ fetch: fakeApi([]).fetch, baseUrl: 'http://api', freshMs: 100, now: () => clock });
    let computed = 0;
    const compute = async () => ++computed;
    expect(await cache.derived('87|fr_FR|startup', compute)).toBe(1);
    clock = 99;
    expect(await cache.derived('87|fr_FR|startup', compute)).toBe(1);
    expect(await cache.derived('87|en|startup', compute)).toBe(2);
    clock = 100;
    expect(await cache.derived('87|fr_FR|startup', compute)).toBe(3);
    cache.clear();
    expect(await cache.derived('87|fr_FR|startup', compute)).toBe(4);
  });

  it('does not keep a derived value that failed', async () => {
    const cache = createConfigCache({ fetch: fakeApi([]).fetch, baseUrl: 'http://api', freshMs: 100, now: () => 0 });
    await expect(cache.derived('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.derived('k', async () => 'up')).toBe('up');
  });
});
