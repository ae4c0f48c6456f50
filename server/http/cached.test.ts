import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { cachedOk, etagOf } from './cached.ts';

let builds = 0;
const app = new Hono();
app.get('/doc/:lang', (c) =>
  cachedOk(c, ['doc', 'hash-1', c.req.param('lang')], () => {
    builds += 1;
    return { lang: c.req.param('lang') };
  }),
);

describe('cachedOk', () => {
  it('answers the envelope with an ETag that depends on every part', async () => {
    const res = await app.request('/doc/fr');
    expect(await res.json()).toEqual({ success: true, data: { lang: 'fr' }, message: '' });
    expect(res.headers.get('etag')).toBe(etagOf(['doc', 'hash-1', 'fr']));
    expect(etagOf(['doc', 'hash-1', 'en'])).not.toBe(etagOf(['doc', 'hash-1', 'fr']));
  });

  it('answers 304 to a matching If-None-Match, weak or in a list, without building', async () => {
    const etag = etagOf(['doc', 'hash-1', 'fr']);
    const before = builds;
    const res = await app.request('/doc/fr', { headers: { 'If-None-Match': `"other", W/${etag}` } });
    expect(res.status).toBe(304);
    expect(builds).toBe(before);
  });

  it('builds a body once per ETag', async () => {
    await app.request('/doc/en');
    const after = builds;
    const again = await app.request('/doc/en');
    expect(again.status).toBe(200);
    expect(builds).toBe(after);
  });
});
