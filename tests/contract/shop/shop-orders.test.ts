import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../harness.test-utils.ts';
import { addLine, address, DOMAINE, member, NOW, orderBody } from './shop-helpers.test-utils.ts';

let h: Harness;
let memberToken: string;
let adminToken: string;
beforeAll(async () => {
  h = await createHarness({ now: () => NOW, env: { ADMIN_EMAIL: 'admin@vitrine.test', ADMIN_PASSWORD: 'admin-password-1' } });
  memberToken = await member(h, 'orders@example.fr');
  const login = await h.request('POST', '/login', { site: DOMAINE, body: { email: 'admin@vitrine.test', password: 'admin-password-1' } });
  adminToken = login.json?.data.token as string;
});
afterAll(async () => {
  await h.close();
});

const post = (path: string, body: unknown, token?: string) => h.request('POST', path, { site: DOMAINE, lang: 'en', body, ...(token ? { token } : {}) });
const get = (path: string, token?: string) => h.request('GET', path, { site: DOMAINE, lang: 'en', ...(token ? { token } : {}) });
const cartWith = async (declination: number, quantity: number, token?: string) =>
  (await addLine(h, 'new', declination, quantity, token ? { token } : {})).json?.data.cartId as string;

describe('POST /order', () => {
  it('creates the order of a cart with the server-computed fee', async () => {
    const cartId = await cartWith(101, 6);
    const res = await post('/order', orderBody(cartId, { message: 'Sonner deux fois' }));
    expect(res.status).toBe(201);
    expect(res.json?.data).toMatchObject({
      status: { code: 'PENDING_PAYMENT', value: 'Awaiting payment' },
      subtotal: 58.8, shippingFees: 9.9, total: 68.7, deliveryType: 'DELIVERY',
      carrier: { id: 1, name: 'Colissimo Domicile' },
      addresses: { delivery: { city: 'Nantes' }, billing: { postalCode: '44000' } },
      products: [{ idDeclination: 101, quantity: 6 }],
    });
    const again = await addLine(h, cartId, 101, 6);
    expect(again.status).toBe(409);
  });

  it('yields exactly one order when one cart is completed five times at once', async () => {
    const cartId = await cartWith(501, 6);
    const answers = await Promise.all(Array.from({ length: 5 }, () => post('/order', orderBody(cartId))));
    expect(answers.every((res) => res.json?.success === true)).toBe(true);
    const ids = new Set(answers.map((res) => res.json?.data.id));
    expect(ids.size).toBe(1);
    expect(answers.filter((res) => res.status === 201)).toHaveLength(1);
    const rows = await h.ctx.db.selectFrom('orders').select('id').where('cartId', '=', cartId).execute();
    expect(rows).toHaveLength(1);
    const later = await post('/order', orderBody(cartId));
    expect(later.json?.data.id).toBe(rows[0]!.id);
  });

  it('takes the ordered units out of the stock', async () => {
    await post('/order', orderBody(await cartWith(1201, 3)));
    const product = await get('/product/12');
    expect(product.json?.data.declination[0].quantity).toBe(4);
    const tooMany = await addLine(h, 'new', 1201, 5, { lang: 'en' });
    expect(tooMany.json?.message).toBe('Only 4 items remaining in stock');
  });

  it('delivers to a relay point, or lets the customer collect on a free slot', async () => {
    const relay = await post('/order', orderBody(await cartWith(101, 3), { delivery: { type: 'PICKUP', idCarrier: 2, accessPointId: 'MR-044-11402' } }));
    expect(relay.status).toBe(201);
    expect(relay.json?.data.accessPoint).toMatchObject({ id: 'MR-044-11402', city: 'Clisson' });
    const collect = await post('/order', orderBody(await cartWith(101, 2), {
      delivery: { type: 'CLICK_AND_COLLECT', idAddress: 1 }, dateSchedule: '2026-11-24', idSchedule: 1, address: { billing: address },
    }));
    expect(collect.status).toBe(201);
    expect(collect.json?.data).toMatchObject({ shippingFees: 0, dateSchedule: '2026-11-24', addresses: { delivery: null } });
  });

  it('refuses bad delivery choices and bad bodies', async () => {
    const cartId = await cartWith(101, 6);
    expect((await post('/order', orderBody(cartId, { delivery: { type: 'NO_DELIVERY' } }))).json?.message).toBe('This cart must be delivered: choose a delivery method');
    expect((await post('/order', orderBody(cartId, { delivery: { type: 'PICKUP', idCarrier: 2, accessPointId: 'nowhere' } }))).json?.message).toBe('Choose an existing relay point');
    const slot = await post('/order', orderBody(cartId, { delivery: { type: 'CLICK_AND_COLLECT', idAddress: 1 }, dateSchedule: '2026-11-22', idSchedule: 1 }));
    expect(slot.json?.message).toBe('This pick-up date is not available');
    expect((await post('/order', orderBody(cartId, { user: {} }))).json?.message).toBe("Missing field 'user.phone' in body");
    expect((await post('/order', orderBody(cartId, { discount: 'NOPE' }))).json?.message).toBe('This discount code does not exist');
    expect((await h.ctx.db.selectFrom('orders').select('id').where('cartId', '=', cartId).execute())).toHaveLength(0);
  });

  it('applies a discount code and counts its use', async () => {
    const res = await post('/order', orderBody(await cartWith(103, 3), { discount: 'BIENVENUE10' }));
    // 3 × 23 € = 69 €, −10 % = 6.90 €, Colissimo 44 for 3 bottles 9.90 €
    expect(res.json?.data).toMatchObject({ subtotal: 69, discount: 6.9, shippingFees: 9.9, total: 72, discountCode: 'BIENVENUE10' });
    const uses = await h.ctx.db.selectFrom('discountCodeUses').selectAll().where('code', '=', 'BIENVENUE10').execute();
    expect(uses).toHaveLength(1);
  });
});

describe('payment with the test card provider', () => {
  it('pays with 4242 and declines 4000 0000 0000 0002', async () => {
    const cartId = await cartWith(601, 3);
    const order = (await post('/order', orderBody(cartId))).json?.data;
    const declined = await post(`/payment/test-card-provider/${order.id}`, { cardNumber: '4000 0000 0000 0002', cart: cartId });
    expect(declined.status).toBe(402);
    expect(declined.json?.message).toBe('The payment was declined');
    const paid = await post(`/payment/test-card-provider/${order.id}`, { cardNumber: '4242 4242 4242 4242', cart: cartId });
    expect(paid.status).toBe(200);
    expect(paid.json?.data.status.code).toBe('PAID');
    const result = await get(`/order/cawl/result/${order.id}?cart=${cartId}`);
    expect(result.json?.data).toMatchObject({ paid: true, payment: { status: 'SUCCEEDED', cardLast4: '4242' } });
    expect((await post(`/payment/test-card-provider/${order.id}`, { cardNumber: '4242424242424242', cart: cartId })).status).toBe(409);
    expect((await post(`/payment/test-card-provider/${order.id}`, { cardNumber: '1234', cart: cartId })).status).toBe(400);
    expect((await get(`/order/cawl/result/${order.id}`)).status).toBe(404);
  });
});

describe('POST /cart/{id} of an ordered cart (#24)', () => {
  it('answers the cart with ORDERED while its order awaits payment, CLOSED once paid, never a 409', async () => {
    const cartId = await cartWith(601, 3);
    const order = (await post('/order', orderBody(cartId))).json?.data;
    const waiting = await post(`/cart/${cartId}`, { type: 'MAIN_CART' });
    expect([waiting.status, waiting.json?.data.status, waiting.json?.data.bottleCount]).toEqual([200, 'ORDERED', 3]);
    await post(`/payment/test-card-provider/${order.id}`, { cardNumber: '4000 0000 0000 0002', cart: cartId });
    expect((await post(`/cart/${cartId}`, { type: 'MAIN_CART' })).json?.data.status).toBe('ORDERED');
    await post(`/payment/test-card-provider/${order.id}`, { cardNumber: '4242 4242 4242 4242', cart: cartId });
    const closed = await post(`/cart/${cartId}`, { type: 'MAIN_CART' });
    expect([closed.status, closed.json?.data.status]).toEqual([200, 'CLOSED']);
    // An open cart has no status; changing an ordered one is still refused.
    expect((await post(`/cart/${await cartWith(101, 6)}`, { type: 'MAIN_CART' })).json?.data.status).toBeUndefined();
    expect((await addLine(h, cartId, 601, 3)).status).toBe(409);
  });
});

describe('member orders, statuses and returns', () => {
  let orderId: number;

  it('lists the member’s own orders, 10 per page', async () => {
    const cartId = await cartWith(701, 6, memberToken);
    orderId = (await post('/order', orderBody(cartId), memberToken)).json?.data.id;
    const list = await get('/order', memberToken);
    expect(list.json?.data).toMatchObject({ total: 1, orders: [{ id: orderId }] });
    expect((await get('/order')).status).toBe(401);
    expect((await get(`/order/${orderId}`, memberToken)).json?.data.id).toBe(orderId);
    expect((await get(`/order/${orderId}`)).status).toBe(404);
    expect((await get('/order?nbItem=abc', memberToken)).status).toBe(400);
  });

  it('lists statuses and generic values', async () => {
    const statuses = await h.request('GET', '/list/order/status', { site: DOMAINE, lang: 'fr_FR' });
    expect(statuses.json?.data).toContainEqual({ id: 3, code: 'PAID', value: 'Payée' });
    expect((await get('/order-generic-values/return-reason')).json?.data[0]).toEqual({ id: 1, code: 'DAMAGED', value: 'Damaged product' });
    expect((await get('/order-generic-values/colour')).status).toBe(404);
  });

  it('lets an admin read the status and tracking link, and nobody else', async () => {
    expect((await get(`/admin/order/${orderId}/get-status`)).status).toBe(401);
    expect((await get(`/admin/order/${orderId}/get-status`, memberToken)).status).toBe(403);
    const status = await get(`/admin/order/${orderId}/get-status`, adminToken);
    expect(status.json?.data.status.code).toBe('PENDING_PAYMENT');
    for (const next of ['PAID', 'PREPARING']) {
      expect((await h.request('PUT', `/admin/order/${orderId}/status`, { site: DOMAINE, token: adminToken, body: { status: next } })).status).toBe(200);
    }
    await h.request('PUT', `/admin/order/${orderId}/status`, { site: DOMAINE, token: adminToken, body: { status: 'SHIPPED', trackingNumber: '6A12345678901' } });
    const link = await get(`/admin/order/${orderId}/tracking-link`, adminToken);
    expect(link.json?.data.url).toBe('https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901');
    const back = await h.request('PUT', `/admin/order/${orderId}/status`, { site: DOMAINE, token: adminToken, body: { status: 'PAID' } });
    expect(back.status).toBe(409);
    expect((await get('/admin/order/999999/get-status', adminToken)).status).toBe(404);
  });

  it('takes back delivered products within the rules', async () => {
    const info = await get('/order/back-products/is-active');
    expect(info.json?.data).toMatchObject({ isActive: true, message: expect.stringContaining('14 days') });
    const early = await get(`/order-back?order=${orderId}`, memberToken);
    expect(early.json?.data.canReturn).toBe(false);
    await h.request('PUT', `/admin/order/${orderId}/status`, { site: DOMAINE, token: adminToken, body: { status: 'DELIVERED' } });
    const lineId = (await get(`/order-back?order=${orderId}`, memberToken)).json?.data.products[0].idOrderLine;
    const tooMany = await post(`/order/${orderId}/back-products`, { products: [{ idOrderLine: lineId, quantity: 7 }] }, memberToken);
    expect(tooMany.json?.message).toBe('At most 6 of this product can be returned');
    const asked = await post(`/order/${orderId}/back-products`, { products: [{ idOrderLine: lineId, quantity: 2 }], reason: 'CORKED' }, memberToken);
    expect(asked.status).toBe(201);
    expect(asked.json?.data.products[0]).toMatchObject({ returnedQuantity: 2, returnableQuantity: 4 });
    expect(asked.json?.data.returns).toHaveLength(1);
    expect((await post(`/order/${orderId}/back-products`, { products: [] }, memberToken)).status).toBe(400);
    expect((await get('/order-back', memberToken)).json?.message).toBe("Missing field 'order' in query");
  });
});
