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
});
