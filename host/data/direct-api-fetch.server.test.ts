import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ok } from '../../server/http/envelope.ts';
import { answerValueOf } from '../../runtime/engine/api/answer-value.ts';
import { createApiClient } from '../../runtime/engine/api/create-api-client.ts';
import { directApiFetch } from './direct-api-fetch.server.ts';
import { oncePerRequestFetch } from './once-per-request-fetch.server.ts';

function api() {
  const seen: string[] = [];
  const shared = { products: [{ id: 1, name: 'Muscadet' }] };
  const app = new Hono();
  app.use('*', async (c, next) => {
    seen.push(`${c.req.method} ${c.req.path} ${c.req.header('userLang') ?? ''}`);
    if (c.req.header('authorization') === 'Bearer refused') return c.json({ success: false, data: null, message: 'Refusé' }, 429);
    await next();
  });
  app.get('/product', (c) => ok(c, shared));
  app.get('/when', (c) => ok(c, { at: new Date('2026-01-02T00:00:00.000Z') }));
  app.get('/file', (c) => c.body('%PDF', 200, { 'content-type': 'application/pdf' }));
  return { app, seen, shared };
}

describe('directApiFetch', () => {
  it('runs the API middlewares and hands the answer to the API client without JSON', async () => {
    const { app, seen, shared } = api();
    const fetch = directApiFetch(app, { freeze: false });
    const client = createApiClient({ baseUrl: 'http://vitrine.internal', idSite: 88, locale: 'fr_FR', fetch, credentials: 'omit' });
    const result = await client.get<typeof shared>('/product');
    expect(result).toEqual({ success: true, data: shared, message: '' });
    expect(result.success && result.data).toBe(shared);
    expect(seen).toEqual(['GET /product fr_FR']);
  });

  it('keeps what a middleware answers itself with a body, and bodies that are no envelope', async () => {
    const { app } = api();
    const fetch = directApiFetch(app, { freeze: false });
    const refused = await createApiClient({ baseUrl: 'http://x', idSite: 88, locale: 'en', fetch, token: 'refused' }).get('/product');
    expect(refused).toMatchObject({ success: false, message: 'Refusé', status: 429 });
    const file = await fetch('http://x/file');
    expect(answerValueOf(file)).toBeNull();
    expect(await file.text()).toBe('%PDF');
  });

  it('gives data as a fetch would have parsed it (a Date as its string), frozen when asked', async () => {
    const { app } = api();
    const client = createApiClient({ baseUrl: 'http://x', idSite: 88, locale: 'en', fetch: directApiFetch(app, { freeze: true }) });
    const when = await client.get<{ at: string }>('/when');
    expect(when).toEqual({ success: true, data: { at: '2026-01-02T00:00:00.000Z' }, message: '' });
    const product = await client.get<{ products: { id: number }[] }>('/product');
    expect(product.success && Object.isFrozen(product.data.products[0])).toBe(true);
  });

  it('shares one answer between the identical GETs of a page request', async () => {
    const { app, seen } = api();
    const fetch = oncePerRequestFetch(directApiFetch(app, { freeze: true }));
    const client = createApiClient({ baseUrl: 'http://x', idSite: 88, locale: 'en', fetch });
    const [a, b] = await Promise.all([client.get('/product'), client.get('/product')]);
    expect(a.success && b.success && a.data === b.data).toBe(true);
    expect(seen).toHaveLength(1);
  });
});
