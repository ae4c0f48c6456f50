import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { DIRECT_ANSWER_HEADER, directCall } from './direct-answer.ts';
import { fail, ok } from './envelope.ts';

function api() {
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'private, no-store');
  });
  app.get('/thing', (c) => ok(c, { id: 7, names: ['a'] }));
  app.get('/broken', (c) => fail(c, 404, 'Nothing here'));
  app.get('/text', (c) => c.text('plain'));
  return app;
}

describe('directAnswer (ok and fail in this process)', () => {
  it('hands the envelope of an in-process call over as a value, the middlewares run as usual', async () => {
    const call = directCall();
    const response = await api().request('/thing', {}, call.env);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.body).toBeNull();
    expect(call.envelopeOf(response)).toEqual({ success: true, data: { id: 7, names: ['a'] }, message: '' });
  });

  it('hands failures over the same way, with their status', async () => {
    const call = directCall();
    const response = await api().request('/broken', {}, call.env);
    expect(response.status).toBe(404);
    expect(call.envelopeOf(response)).toEqual({ success: false, data: null, message: 'Nothing here' });
  });

  it('answers JSON to any other caller, whatever headers it sends, and leaves bodies of their own alone', async () => {
    const outside = await api().request('/thing', { headers: { [DIRECT_ANSWER_HEADER]: '0' } }, { incoming: {} });
    expect(outside.headers.get(DIRECT_ANSWER_HEADER)).toBeNull();
    expect(await outside.json()).toEqual({ success: true, data: { id: 7, names: ['a'] }, message: '' });
    const call = directCall();
    const text = await api().request('/text', {}, call.env);
    expect(call.envelopeOf(text)).toBeUndefined();
    expect(await text.text()).toBe('plain');
  });

  it('reads an answer only from its own call', async () => {
    const first = directCall();
    const response = await api().request('/thing', {}, first.env);
    expect(directCall().envelopeOf(response)).toBeUndefined();
  });
});
