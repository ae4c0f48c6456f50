import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../contract/harness.test-utils.ts';
import { addLine, DOMAINE, NOW, orderBody } from '../contract/shop/shop-helpers.test-utils.ts';

/*
 * Issue 21, finding 9: the hosted card page had no protective headers (no CSP, no
 * frame-ancestors, no Cache-Control), so it could be framed, and its address carried the guest's
 * cart id — the key to read and pay that order. Now it allows no script, cannot be framed, is
 * never cached, and its address carries a signed token that expires, bound to the order and its
 * return paths, instead of the cart id.
 */
let h: Harness;
let clock = NOW.getTime();
beforeAll(async () => {
  h = await createHarness({ now: () => new Date(clock) });
}, 60_000);
afterAll(async () => {
  await h?.close();
});

const post = (path: string, body: unknown) => h.request('POST', path, { site: DOMAINE, lang: 'en', body });
async function hostedPage() {
  const cartId = (await addLine(h, 'new', 601, 3)).json?.data.cartId as string;
  const order = (await post('/order', orderBody(cartId))).json?.data as { id: number };
  const started = await post(`/payment/start/${order.id}`, { cart: cartId, returnPath: `/en/order/cawl/result/${order.id}?cart=${cartId}`, cancelPath: `/en/order/cancel?order=${order.id}&cart=${cartId}` });
  return { cartId, orderId: order.id, page: started.json?.data.redirectUrl as string };
}
const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return body;
};
const expectProtected = (headers: Headers, what: string) => {
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp, what).toContain("default-src 'none'");
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("form-action 'self'");
  expect(csp, what).not.toContain('unsafe-inline');
  expect(csp, what).not.toMatch(/script-src/);
  expect(headers.get('x-frame-options'), what).toBe('DENY');
  expect(headers.get('cache-control'), what).toBe('no-store');
  expect(headers.get('referrer-policy'), what).toBe('same-origin');
};

describe('the hosted test card page', () => {
  it('allows no script, cannot be framed and is never cached, on the page, a refused card and the redirects', async () => {
    const { page } = await hostedPage();
    const shown = await h.request('GET', page);
    expect(shown.status).toBe(200);
    expectProtected(shown.headers, 'page');
    // The one inline stylesheet is allowed by its hash; the page has no script at all.
    const style = /<style>([\s\S]*?)<\/style>/.exec(shown.text)![1]!;
    const { createHash } = await import('node:crypto');
    expect(shown.headers.get('content-security-policy')).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(shown.text).not.toMatch(/<script/i);
    // The form posts back to a relative address (right behind a proxy that ends TLS too).
    expect(shown.text).toMatch(/<form method="post" action="\/payment\/test-card-provider\/\d+\/page\?/);
    const refused = await h.request('POST', page, { body: form({ intent: 'pay', cardNumber: '1234' }) });
    expect(refused.status).toBe(400);
    expectProtected(refused.headers, 'refused card');
    const paid = await h.request('POST', page, { body: form({ intent: 'pay', cardNumber: '4242 4242 4242 4242' }) });
    expect(paid.status).toBe(303);
    expectProtected(paid.headers, 'redirect');
    expectProtected((await h.request('GET', page.replace(/token=[^&]+/, 'token=forged'))).headers, 'refusal');
  });

  it('carries a signed token instead of the cart id, and still sends the visitor back to the paths with the cart', async () => {
    const { cartId, orderId, page } = await hostedPage();
    expect(page).toMatch(/[?&]token=[0-9a-z]+\.[\w-]{43}(&|$)/);
    expect(page).not.toContain(cartId);
    expect(page).not.toMatch(/[?&]cart=/);
    const cancelled = await h.request('POST', page, { body: form({ intent: 'cancel' }) });
    expect(cancelled.headers.get('location')).toBe(`/en/order/cancel?order=${orderId}&cart=${cartId}`);
  });

  it('refuses the cart id in place of the token, a forged token, another order\'s token and an altered return path', async () => {
    const mine = await hostedPage();
    const other = await hostedPage();
    const withCart = `/payment/test-card-provider/${mine.orderId}/page?site=88&lang=en&cart=${mine.cartId}&return=%2F&cancel=%2F`;
    expect((await h.request('GET', withCart)).status).toBe(400);
    expect((await h.request('GET', mine.page.replace(/token=[^&]+/, 'token=0.forged'))).status).toBe(404);
    const token = /token=([^&]+)/.exec(other.page)![1]!;
    expect((await h.request('GET', mine.page.replace(/token=[^&]+/, `token=${token}`))).status).toBe(404);
    expect((await h.request('GET', mine.page.replace(/return=[^&]+/, 'return=%2Fen%2Faccount'))).status).toBe(404);
    expect((await h.request('GET', mine.page)).status).toBe(200);
  });

  it('expires: after its lifetime the link sends the visitor to the page that asks to sign in (never the cart id), and pays nothing', async () => {
    const { cartId, orderId, page } = await hostedPage();
    clock += 31 * 60 * 1000;
    try {
      const late = await h.request('GET', page);
      expect(late.status).toBe(303);
      expect(late.headers.get('location')).toBe('/en/order/cawl/result?link=expired');
      const latePay = await h.request('POST', page, { body: form({ intent: 'pay', cardNumber: '4242 4242 4242 4242' }) });
      expect(latePay.status).toBe(303);
      const result = await h.request('GET', `/order/cawl/result/${orderId}?cart=${cartId}`, { site: DOMAINE });
      expect(result.json?.data).toMatchObject({ paid: false, payment: null });
    } finally {
      clock -= 31 * 60 * 1000;
    }
  });
});
