import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ok } from './envelope.ts';
import { parseMultipart } from './multipart.ts';
import { createOnError } from './on-error.ts';
import { createMemoryLogger } from '../logger.ts';

const app = new Hono();
app.post('/upload', async (c) => {
  const { fields, files } = await parseMultipart(c);
  const names = Object.fromEntries(Object.entries(files).map(([key, list]) => [key, list.map((f) => f.name)]));
  return ok(c, { fields, names });
});
app.onError(createOnError(createMemoryLogger()));

describe('parseMultipart', () => {
  it('parses JSON fields, keeps plain text and groups files by key', async () => {
    const form = new FormData();
    form.append('type', 'MAIN_CART');
    form.append('quantity', '6');
    form.append('customizations', JSON.stringify([{ idCustomization: 1, answer: 'Joyeux anniversaire' }]));
    form.append('images', new File(['a'], 'a.png', { type: 'image/png' }));
    form.append('images', new File(['b'], 'b.png', { type: 'image/png' }));
    form.append('image', new File(['c'], 'c.jpg', { type: 'image/jpeg' }));
    const res = await app.request('/upload', { method: 'POST', body: form });
    const body = await res.json();
    expect(body.data.fields).toEqual({
      type: 'MAIN_CART',
      quantity: '6',
      customizations: [{ idCustomization: 1, answer: 'Joyeux anniversaire' }],
    });
    expect(body.data.names).toEqual({ images: ['a.png', 'b.png'], image: ['c.jpg'] });
  });

  it('collects a repeated text key into an array', async () => {
    const form = new FormData();
    form.append('tags', 'rouge');
    form.append('tags', 'bio');
    const body = await (await app.request('/upload', { method: 'POST', body: form })).json();
    expect(body.data.fields.tags).toEqual(['rouge', 'bio']);
  });

  it('refuses a body that is not multipart with a 400', async () => {
    const res = await app.request('/upload', { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('The request must be multipart/form-data');
  });
});
