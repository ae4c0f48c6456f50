import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { allowedMethods, notFoundOrNotAllowed } from './method-not-allowed.ts';

function app() {
  const a = new Hono();
  a.use('*', async (_c, next) => next());
  a.get('/thing/:id', (c) => c.text('one'));
  a.delete('/thing/:id', (c) => c.text('gone'));
  a.notFound(notFoundOrNotAllowed(a));
  return a;
}

describe('notFoundOrNotAllowed', () => {
  it('lists the methods of routes matching a path, not middleware', () => {
    expect(allowedMethods(app(), '/thing/3')).toEqual(['GET', 'DELETE']);
    expect(allowedMethods(app(), '/other')).toEqual([]);
  });

  it('answers 405 with Allow for a known path and 404 for an unknown one, both envelopes', async () => {
    const a = app();
    const wrong = await a.request('/thing/3', { method: 'PUT' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET, DELETE');
    expect(await wrong.json()).toMatchObject({ success: false, data: null });
    const unknown = await a.request('/other');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ success: false, data: null, message: 'This page could not be found' });
  });
});
