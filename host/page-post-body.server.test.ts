import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { boundWebBodies } from './page-post-body.server.ts';

/** A request that counts the reads of its body (a socket's request builds a whole Request for it). */
class CountingRequest extends Request {
  bodyReads = 0;
  override get body() {
    this.bodyReads += 1;
    return super.body;
  }
}

function app() {
  const hono = new Hono();
  hono.use('*', boundWebBodies);
  hono.all('*', async (c) => c.text(c.req.method === 'POST' ? await c.req.text() : 'page'));
  return hono;
}

describe('boundWebBodies', () => {
  it('leaves the body of a GET or HEAD alone', async () => {
    for (const method of ['GET', 'HEAD']) {
      const request = new CountingRequest('http://domaine.localhost/cart', { method });
      const response = await app().fetch(request);
      expect(response.status).toBe(200);
      expect(request.bodyReads).toBe(0);
    }
  });

  it('still bounds a page form post', async () => {
    const big = 'x'.repeat(1024 * 1024 + 1);
    const refused = await app().request('/contact', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(big.length) }, body: big });
    expect(refused.status).toBe(413);
    const posted = await app().request('/contact', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=1' });
    expect(await posted.text()).toBe('a=1');
  });

  it('refuses a multipart page post past the text limits with a 413 envelope in the page language, and passes one within them whole', async () => {
    const long = new FormData();
    long.append('_block', 'form');
    long.append('message', `[${'[],'.repeat(50_000)}[]]`);
    const refused = await app().request('/en/contact', { method: 'POST', body: long });
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual({ success: false, data: { errors: { message: 'The field “message” is too long: at most 128 KB' } }, message: 'The field “message” is too long: at most 128 KB' });

    const many = new FormData();
    for (let i = 0; i <= 50; i += 1) many.append(`f${i}`, '1');
    const tooMany = await app().request('/contact', { method: 'POST', body: many });
    expect(tooMany.status).toBe(413);
    expect(await tooMany.json()).toEqual({ success: false, data: null, message: 'Trop de champs : 50 au plus' });

    const fine = new FormData();
    fine.append('_block', 'form');
    fine.append('message', 'é'.repeat(60_000));
    fine.append('cv', new File([new Uint8Array(300_000)], 'cv.pdf', { type: 'application/pdf' }));
    const posted = await app().request('/contact', { method: 'POST', body: fine });
    expect(posted.status).toBe(200);
    expect(await posted.text()).toContain('é'.repeat(60_000));
  });
});
