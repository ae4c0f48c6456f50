import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../contract/harness.test-utils.ts';
import { addLine, DOMAINE, member, NOW, orderBody } from '../contract/shop/shop-helpers.test-utils.ts';

/*
 * Issue 21, finding 8: personal API answers carried no Cache-Control, so a browser or a proxy
 * could keep a member's profile, orders or a guest's cart. Every answer that depends on the
 * session or on a cart id must say `private, no-store`; the public configuration answers keep
 * their content ETag and `no-cache`.
 */
let h: Harness;
let token: string;
let cartId: string;
let orderId: number;

beforeAll(async () => {
  h = await createHarness({ now: () => NOW });
  token = await member(h, 'cache.control@example.fr');
  cartId = (await addLine(h, 'new', 601, 3)).json?.data.cartId as string;
  orderId = (await h.request('POST', '/order', { site: DOMAINE, body: orderBody(cartId) })).json?.data.id as number;
}, 60_000);
afterAll(async () => {
  await h?.close();
});

describe('personal API answers are never cached', () => {
  it('answers the session user, its addresses, orders, newsletter subscription and order-back with private, no-store', async () => {
    for (const path of ['/user', '/user/addresses', '/order', '/logged', '/user/newsletter/subscription', '/order-back']) {
      const res = await h.request('GET', path, { site: DOMAINE, token });
      expect(res.status, path).toBeLessThan(500);
      expect(res.headers.get('cache-control'), path).toBe('private, no-store');
    }
  });

  it('answers a cart and a guest order read by their cart id with private, no-store', async () => {
    for (const path of [`/cart/${cartId}/default`, `/order/${orderId}?cart=${cartId}`, `/order/cawl/result/${orderId}?cart=${cartId}`]) {
      const res = await h.request('GET', path, { site: DOMAINE });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('private, no-store');
    }
  });

  it('marks writes and refusals too (login, a 401, an unknown route)', async () => {
    const login = await h.request('POST', '/login', { site: DOMAINE, body: { email: 'cache.control@example.fr', password: 'motdepasse-solide' } });
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('private, no-store');
    const anonymous = await h.request('GET', '/user', { site: DOMAINE });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('cache-control')).toBe('private, no-store');
    expect((await h.request('GET', '/nothing-here', { site: DOMAINE })).headers.get('cache-control')).toBe('private, no-store');
  });

  it('keeps the public configuration answers revalidated by ETag (no-cache), not no-store', async () => {
    for (const path of ['/parameter', '/page', '/product/1']) {
      const res = await h.request('GET', path, { site: DOMAINE });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      expect(res.headers.get('etag'), path).toMatch(/^"/);
    }
  });
});
