import { Type } from '@sinclair/typebox';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineRoute } from '../../schemas/api/route-contract.ts';
import { contractRoute } from './contract-route.ts';

const thing = defineRoute({ method: 'GET', path: '/thing/:id', params: Type.Object({ id: Type.Integer() }), answer: Type.Object({ priceCents: Type.Integer() }) });
const hook = defineRoute({ method: 'POST', path: '/hook', encoding: 'raw', answer: Type.Object({ bytes: Type.String() }) });
const file = defineRoute({ method: 'GET', path: '/file', answer: 'file' });

function app(answer: unknown) {
  const app = new Hono();
  app.onError((error, c) => c.json({ success: false, data: null, message: error.message }, 500));
  contractRoute(app, thing, () => answer as { priceCents: number });
  contractRoute(app, hook, async (_input, c) => ({ bytes: await c.req.text() }));
  contractRoute(app, file, (_input, c) => c.body('%PDF', 200, { 'Content-Type': 'application/pdf' }));
  return app;
}

describe('contractRoute', () => {
  beforeAll(() => {
    process.env.VITRINE_CHECK_ANSWERS = '1';
  });
  afterAll(() => {
    delete process.env.VITRINE_CHECK_ANSWERS;
  });

  it('answers the envelope when the answer is the contract’s', async () => {
    const res = await app({ priceCents: 1290 }).request('/thing/3');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, data: { priceCents: 1290 }, message: '' });
  });

  it('refuses, when asked to check, an answer outside its contract, naming the route and the pointer', async () => {
    const res = await app({ priceCents: 12.9 }).request('/thing/3');
    expect(res.status).toBe(500);
    expect((await res.json()).message).toMatch(/^GET \/thing\/:id answered outside its contract: \/priceCents: must be integer/);
  });

  it('leaves a raw body to the handler, byte for byte (a webhook’s signature is computed over it)', async () => {
    const raw = '{"b": 1,  "a":2}';
    const res = await app({}).request('/hook', { method: 'POST', body: raw, headers: { 'Content-Type': 'application/json' } });
    expect((await res.json()).data).toEqual({ bytes: raw });
  });

  it('passes a file answer through as the handler built it', async () => {
    const res = await app({}).request('/file');
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(await res.text()).toBe('%PDF');
  });
});
