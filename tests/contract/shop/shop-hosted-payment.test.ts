import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../harness.test-utils.ts';
import { addLine, DOMAINE, NOW, orderBody } from './shop-helpers.test-utils.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ now: () => NOW });
});
afterAll(async () => {
  await h.close();
});

const post = (path: string, body: unknown, lang = 'en') => h.request('POST', path, { site: DOMAINE, lang, body });
const placed = async () => {
  const cartId = (await addLine(h, 'new', 601, 3)).json?.data.cartId as string;
  const order = (await post('/order', orderBody(cartId))).json?.data as { id: number; reference: string; total: number };
  return { cartId, order };
};
const start = (orderId: number, cart: string, lang = 'en') =>
  post(`/payment/start/${orderId}`, { cart, returnPath: `/en/order/cawl/result/${orderId}?cart=${cart}`, cancelPath: `/en/order/cancel?order=${orderId}&cart=${cart}` }, lang);
const pathOf = (url: string) => url;
const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return body;
};

describe('hosted payment with the test card provider (PAYMENT_METHOD cawl)', () => {
  it('sends the visitor to the provider page, which shows the order and pays it, then back to the result page', async () => {
    const { cartId, order } = await placed();
    const started = await start(order.id, cartId);
    expect(started.status).toBe(200);
    const page = pathOf(started.json?.data.redirectUrl as string);
    expect(page).toMatch(new RegExp(`^/payment/test-card-provider/${order.id}/page\\?site=88&lang=en&token=`));
    expect(page).not.toContain(cartId);
    const shown = await h.request('GET', page);
    expect(shown.status).toBe(200);
    expect(shown.text).toContain(order.reference);
    expect(shown.text).toContain('<label for="card">Card number</label>');
    const paid = await h.request('POST', page, { body: form({ intent: 'pay', cardNumber: '4242 4242 4242 4242', expiry: '12/29', cvc: '123' }) });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/en/order/cawl/result/${order.id}?cart=${cartId}`);
    const result = await h.request('GET', `/order/cawl/result/${order.id}?cart=${cartId}`, { site: DOMAINE, lang: 'en' });
    expect(result.json?.data).toMatchObject({ paid: true, status: { code: 'PAID' } });
    // Paid already: the page sends the visitor straight back, and no second payment can start.
    expect((await h.request('GET', page)).status).toBe(303);
    expect((await start(order.id, cartId)).status).toBe(409);
  });

  it('records a declined card, then lets the visitor pay the same order again', async () => {
    const { cartId, order } = await placed();
    const page = pathOf((await start(order.id, cartId, 'fr_FR')).json?.data.redirectUrl as string);
    expect((await h.request('GET', page)).text).toContain('Numéro de carte');
    const declined = await h.request('POST', page, { body: form({ intent: 'pay', cardNumber: '4000 0000 0000 0002' }) });
    expect(declined.status).toBe(303);
    const result = await h.request('GET', `/order/cawl/result/${order.id}?cart=${cartId}`, { site: DOMAINE, lang: 'en' });
    expect(result.json?.data).toMatchObject({ paid: false, status: { code: 'PAYMENT_FAILED' }, payment: { status: 'DECLINED' } });
    const again = pathOf((await start(order.id, cartId)).json?.data.redirectUrl as string);
    expect((await h.request('POST', again, { body: form({ intent: 'pay', cardNumber: '4242424242424242' }) })).status).toBe(303);
    expect((await h.request('GET', `/order/cawl/result/${order.id}?cart=${cartId}`, { site: DOMAINE })).json?.data.paid).toBe(true);
  });

  it('shows an invalid card number next to its field, and a cancel goes to the cancel path', async () => {
    const { cartId, order } = await placed();
    const page = pathOf((await start(order.id, cartId)).json?.data.redirectUrl as string);
    const invalid = await h.request('POST', page, { body: form({ intent: 'pay', cardNumber: '1234 5678' }) });
    expect(invalid.status).toBe(400);
    expect(invalid.text).toContain('aria-describedby="card-error"');
    expect(invalid.text).toContain('This card number is not valid');
    const cancelled = await h.request('POST', page, { body: form({ intent: 'cancel' }) });
    expect(cancelled.headers.get('location')).toBe(`/en/order/cancel?order=${order.id}&cart=${cartId}`);
  });

  it('refuses another cart, a return address off the shop, and an unknown order', async () => {
    const { cartId, order } = await placed();
    expect((await start(order.id, 'not-my-cart')).status).toBe(404);
    const offsite = await post(`/payment/start/${order.id}`, { cart: cartId, returnPath: '//evil.example/x', cancelPath: '/order/cancel' });
    expect(offsite.status).toBe(400);
    const page = pathOf((await start(order.id, cartId)).json?.data.redirectUrl as string);
    expect((await h.request('GET', page.replace(/token=[^&]+/, 'token=other'))).status).toBe(404);
    expect((await h.request('GET', page.replace('return=', 'return=https%3A%2F%2Fevil.example&x='))).status).toBe(400);
  });
});
