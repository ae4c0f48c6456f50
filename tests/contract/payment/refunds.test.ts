import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../harness.test-utils.ts';
import { DOMAINE, NOW } from '../shop/shop-helpers.test-utils.ts';
import { paymentHarness, placedOrder, startPayment } from './payment-site.test-utils.ts';
import { STRIPE_SECRET_KEY, startStripeDouble } from './stripe-double.test-utils.ts';

// Refunds through the order's provider (issue #25): a cancelled paid order whole, a return's lines.
const WEBHOOK_SECRET = 'whsec_vitrine_refunds';
let h: Harness;
let close: () => Promise<void>;
let stripe: Awaited<ReturnType<typeof startStripeDouble>>;
let admin: string;

beforeAll(async () => {
  stripe = await startStripeDouble();
  ({ h, close } = await paymentHarness('stripe', {
    STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripe.url,
    ADMIN_EMAIL: 'admin@vitrine.test', ADMIN_PASSWORD: 'admin-password-1',
  }));
  admin = (await h.request('POST', '/login', { site: DOMAINE, body: { email: 'admin@vitrine.test', password: 'admin-password-1' } })).json?.data.token as string;
}, 60_000);
afterAll(async () => {
  await close?.();
  await stripe?.close();
});

/** An order paid through Stripe (its session paid, the webhook received). */
async function paidOrder() {
  const order = await placedOrder(h);
  expect((await startPayment(h, order)).status).toBe(200);
  const session = stripe.pay([...stripe.sessions.values()].at(-1)!.id);
  const payload = JSON.stringify({ id: `evt_${session.id}`, object: 'event', type: 'checkout.session.completed', data: { object: session } });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: Math.floor(NOW.getTime() / 1000) });
  expect((await h.request('POST', '/payment/stripe/webhook', { body: payload, headers: { 'Stripe-Signature': signature } })).json?.data.handled).toBe('PAID');
  return { ...order, paymentIntent: session.payment_intent! };
}

const adminCall = (method: string, path: string, body: unknown, lang = 'en') => h.request(method, path, { site: DOMAINE, lang, token: admin, body });
const refund = (orderId: number, body: unknown, lang = 'en') => adminCall('POST', `/admin/order/${orderId}/refund`, body, lang);
const refundMails = async (orderId: number) => {
  const { reference } = await h.ctx.db.selectFrom('orders').select('reference').where('id', '=', orderId).executeTakeFirstOrThrow();
  return (await h.ctx.db.selectFrom('outbox').select(['kind', 'subject']).where('kind', '=', 'refund').execute()).filter((mail) => mail.subject.includes(reference));
};

describe('refunds', () => {
  it('refunds a cancelled paid order whole through Stripe, once, and mails the customer', async () => {
    const order = await paidOrder();
    expect((await refund(order.id, { reason: 'CANCELLED' }, 'fr_FR')).json?.message).toBe('Seule une commande annulée est remboursée en totalité');
    expect((await adminCall('PUT', `/admin/order/${order.id}/status`, { status: 'CANCELLED' })).status).toBe(200);
    const done = await refund(order.id, { reason: 'CANCELLED' });
    expect(done.status).toBe(201);
    expect(done.json?.data.amount).toBe(order.totalCents / 100);
    expect(stripe.refunds.filter((one) => one.payment_intent === order.paymentIntent)).toEqual([
      expect.objectContaining({ amount: order.totalCents }),
    ]);
    expect((await refund(order.id, { reason: 'CANCELLED' })).status).toBe(409);
    expect(stripe.refunds.filter((one) => one.payment_intent === order.paymentIntent)).toHaveLength(1);
    expect((await refundMails(order.id)).map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Refund of your order /)]);
  });

  it('refunds the lines of a return, once per return, never more than was paid', async () => {
    const order = await paidOrder();
    const line = await h.ctx.db.selectFrom('orderLines').select(['id', 'unitToPayCents']).where('orderId', '=', order.id).executeTakeFirstOrThrow();
    const asked = await h.ctx.db.insertInto('orderReturns').values({ orderId: order.id, status: 'RECEIVED', reason: null, createdAt: NOW.toISOString() }).returning('id').executeTakeFirstOrThrow();
    await h.ctx.db.insertInto('orderReturnLines').values({ returnId: asked.id, orderLineId: line.id, quantity: 2 }).execute();
    const done = await refund(order.id, { reason: 'RETURN', returnId: asked.id });
    expect(done.status).toBe(201);
    expect(stripe.refunds.filter((one) => one.payment_intent === order.paymentIntent)).toEqual([expect.objectContaining({ amount: 2 * line.unitToPayCents })]);
    expect((await refund(order.id, { reason: 'RETURN', returnId: asked.id })).status).toBe(409);
    expect((await refund(order.id, { reason: 'RETURN', returnId: 999999 })).status).toBe(404);
    expect(await refundMails(order.id)).toHaveLength(1);
  });

  it('refunds part of a return, at most its lines’ value, and shows it on the admin page and in the customer’s order', async () => {
    const order = await paidOrder();
    const line = await h.ctx.db.selectFrom('orderLines').select(['id', 'unitToPayCents']).where('orderId', '=', order.id).executeTakeFirstOrThrow();
    const asked = await h.ctx.db.insertInto('orderReturns').values({ orderId: order.id, status: 'RECEIVED', reason: null, createdAt: NOW.toISOString() }).returning('id').executeTakeFirstOrThrow();
    await h.ctx.db.insertInto('orderReturnLines').values({ returnId: asked.id, orderLineId: line.id, quantity: 1 }).execute();
    const before = (await adminCall('GET', `/admin/order/${order.id}`, undefined)).json?.data;
    expect(before.refund).toEqual({
      paid: order.totalCents / 100, provider: 'stripe', left: order.totalCents / 100, cancelled: false,
      returns: [{ id: asked.id, status: { code: 'RECEIVED', value: 'Products received' }, createdAt: NOW.toISOString(), amount: line.unitToPayCents / 100, refunded: false }],
    });
    expect(before.refunds).toEqual([]);
    const tooMuch = await refund(order.id, { reason: 'RETURN', returnId: asked.id, amount: line.unitToPayCents / 100 + 0.01 }, 'fr_FR');
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.json?.message).toMatch(/^Ce retour ne peut être remboursé que de \d+,\d\d\s€ au plus$/);
    expect((await refund(order.id, { reason: 'RETURN', returnId: asked.id, amount: 99999 })).json?.message).toMatch(/^At most €\d+\.\d\d can be refunded for this return$/);
    const part = await refund(order.id, { reason: 'RETURN', returnId: asked.id, amount: 2.5 });
    expect(part.status).toBe(201);
    expect(part.json?.data.amount).toBe(2.5);
    expect(stripe.refunds.filter((one) => one.payment_intent === order.paymentIntent)).toEqual([expect.objectContaining({ amount: 250 })]);
    const after = (await adminCall('GET', `/admin/order/${order.id}`, undefined)).json?.data;
    expect(after.refund).toMatchObject({ left: (order.totalCents - 250) / 100, returns: [expect.objectContaining({ refunded: true })] });
    expect(after.refunds).toEqual([{ id: part.json?.data.id, amount: 2.5, reason: 'RETURN', createdAt: NOW.toISOString() }]);
    // The guest sees it in their order (the cart id they kept), and got a mail of it.
    const mine = await h.request('GET', `/order/${order.id}?cart=${order.cart}`, { site: DOMAINE, lang: 'en' });
    expect(mine.json?.data.refunds).toEqual([{ id: part.json?.data.id, amount: 2.5, reason: 'RETURN', createdAt: NOW.toISOString() }]);
    expect(await refundMails(order.id)).toHaveLength(1);
  });

  it('refunds a return only once the admin marks it received (issue 32): 409 in the admin’s language before, nothing sent to Stripe', async () => {
    const order = await paidOrder();
    const line = await h.ctx.db.selectFrom('orderLines').select(['id', 'unitToPayCents']).where('orderId', '=', order.id).executeTakeFirstOrThrow();
    const asked = await h.ctx.db.insertInto('orderReturns').values({ orderId: order.id, status: 'ASKED', reason: null, createdAt: NOW.toISOString() }).returning('id').executeTakeFirstOrThrow();
    await h.ctx.db.insertInto('orderReturnLines').values({ returnId: asked.id, orderLineId: line.id, quantity: 1 }).execute();
    const early = await refund(order.id, { reason: 'RETURN', returnId: asked.id });
    expect([early.status, early.json?.message]).toEqual([409, 'Refundable once the return is received: mark it received first']);
    expect((await refund(order.id, { reason: 'RETURN', returnId: asked.id, amount: 1 }, 'fr_FR')).json?.message).toBe('Remboursable une fois le retour reçu : marquez-le d’abord comme reçu');
    expect(stripe.refunds.filter((one) => one.payment_intent === order.paymentIntent)).toEqual([]);
    expect(await h.ctx.db.selectFrom('refunds').selectAll().where('orderId', '=', order.id).execute()).toEqual([]);
    // The admin marks it received; the refund then goes through and ends the return's life.
    const received = await adminCall('PUT', `/admin/order/${order.id}/return/${asked.id}/status`, { status: 'RECEIVED' });
    expect([received.status, received.json?.data]).toEqual([200, { id: asked.id, status: 'RECEIVED' }]);
    expect((await refund(order.id, { reason: 'RETURN', returnId: asked.id })).status).toBe(201);
    expect(stripe.refunds.filter((one) => one.payment_intent === order.paymentIntent)).toEqual([expect.objectContaining({ amount: line.unitToPayCents })]);
    expect((await h.ctx.db.selectFrom('orderReturns').select('status').where('id', '=', asked.id).executeTakeFirstOrThrow()).status).toBe('REFUNDED');
    const refused = await adminCall('PUT', `/admin/order/${order.id}/return/${asked.id}/status`, { status: 'REFUSED', reason: 'Bouteilles ouvertes' }, 'fr_FR');
    expect([refused.status, refused.json?.message]).toEqual([409, 'Ce retour est « Remboursé » : il ne peut pas passer à « Retour refusé » (une autre modification l’a peut-être précédée)']);
  });

  it('is for admins only', async () => {
    const order = await paidOrder();
    expect((await h.request('POST', `/admin/order/${order.id}/refund`, { site: DOMAINE, lang: 'en', body: { reason: 'CANCELLED' } })).status).toBe(401);
  });
});
