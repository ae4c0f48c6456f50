import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../harness.test-utils.ts';
import { addLine, DOMAINE, NOW, orderBody } from '../shop/shop-helpers.test-utils.ts';
import { orderState, paymentHarness, placedOrder, startPayment } from './payment-site.test-utils.ts';
import { STRIPE_SECRET_KEY, startStripeDouble, type DoubleSession } from './stripe-double.test-utils.ts';

// Stripe Checkout through the real SDK against a double of Stripe's API, settled by the browser's
// return and by webhooks signed with the SDK's own test signer (issue #25).
const WEBHOOK_SECRET = 'whsec_vitrine_double_secret';
let h: Harness;
let close: () => Promise<void>;
let stripe: Awaited<ReturnType<typeof startStripeDouble>>;

beforeAll(async () => {
  stripe = await startStripeDouble();
  ({ h, close } = await paymentHarness('stripe', { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripe.url }));
}, 60_000);
afterAll(async () => {
  await close?.();
  await stripe?.close();
});

/** A webhook as Stripe sends it: the event's JSON and its `Stripe-Signature` computed from the secret. */
function webhook(type: string, session: Partial<DoubleSession>, options: { id?: string; secret?: string; at?: Date } = {}) {
  const payload = JSON.stringify({ id: options.id ?? `evt_${Math.random().toString(36).slice(2)}`, object: 'event', type, data: { object: session } });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload, secret: options.secret ?? WEBHOOK_SECRET, timestamp: Math.floor((options.at ?? NOW).getTime() / 1000),
  });
  return h.request('POST', '/payment/stripe/webhook', { body: payload, headers: { 'Stripe-Signature': signature, 'Content-Type': 'application/json' } });
}

/** An order started at Stripe: the order and its Checkout Session in the double. */
async function started() {
  const order = await placedOrder(h);
  const answer = await startPayment(h, order);
  expect(answer.status).toBe(200);
  const session = [...stripe.sessions.values()].find((one) => one.client_reference_id === String(order.id))!;
  return { order, session, redirectUrl: answer.json?.data.redirectUrl as string };
}

const result = (order: { id: number; cart: string }) => h.request('GET', `/order/cawl/result/${order.id}?cart=${order.cart}`, { site: DOMAINE, lang: 'en' });

describe('Stripe Checkout', () => {
  it('creates a Checkout Session of the order’s total in cents, EUR, with the secret key, and return addresses without the cart', async () => {
    const { order, session, redirectUrl } = await started();
    expect(redirectUrl).toBe(session.url);
    expect(session.amount_total).toBe(order.totalCents);
    expect(session.currency).toBe('eur');
    expect(session.locale).toBe('en');
    expect(session.success_url).toMatch(new RegExp(`^https://www\\.domaine-trois-terroirs\\.fr/api/payment/back/${order.id}\\?site=88&lang=en&token=`));
    expect(session.success_url).not.toContain(order.cart);
    expect(session.cancel_url).toContain('&to=cancel');
    expect((await orderState(h, order.id)).payments).toEqual(['STARTED']);
    // The address Stripe sends the visitor back to restores the shop's path and the cart.
    const back = await h.request('GET', session.success_url.replace('https://www.domaine-trois-terroirs.fr/api', ''));
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/en/order/cawl/result/${order.id}?cart=${order.cart}`);
    // A forged token goes to the page that asks to sign in, never to the cart (payment-return-link.test.ts).
    const forged = await h.request('GET', session.success_url.replace('https://www.domaine-trois-terroirs.fr/api', '').replace(/token=[^&]+/, 'token=0.AAAA'));
    expect(forged.status).toBe(303);
    expect(forged.headers.get('location')).toBe('/en/order/cawl/result?link=expired');
  });

  it('sends one line_item per order line and the shipping, in cents, the discount as a coupon: the session’s total is the order’s', async () => {
    const { order, session } = await started();
    const lines = await h.ctx.db.selectFrom('orderLines').select(['name', 'quantity', 'unitToPayCents']).where('orderId', '=', order.id).execute();
    const { shippingFeesCents } = await h.ctx.db.selectFrom('orders').select('shippingFeesCents').where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(session.line_items).toEqual([
      ...lines.map((line) => ({ name: line.name, quantity: line.quantity, unitAmount: line.unitToPayCents })),
      { name: 'Shipping', quantity: 1, unitAmount: shippingFeesCents },
    ]);
    expect(session.amount_total).toBe(order.totalCents);

    // Six bottles with the BIENVENUE10 code (10 % off from 50 €): the discount becomes a coupon.
    const cart = (await addLine(h, 'new', 101, 6)).json?.data.cartId as string;
    expect((await h.request('POST', '/order', { site: DOMAINE, lang: 'fr_FR', body: orderBody(cart, { discount: 'BIENVENUE10' }) })).status).toBe(201);
    const discounted = await h.ctx.db.selectFrom('orders').select(['id', 'totalCents', 'discountCents']).where('cartId', '=', cart).executeTakeFirstOrThrow();
    expect(discounted.discountCents).toBeGreaterThan(0);
    expect((await startPayment(h, { id: discounted.id, cart }, 'fr_FR')).status).toBe(200);
    const second = [...stripe.sessions.values()].find((one) => one.client_reference_id === String(discounted.id))!;
    expect(second.line_items).toEqual([expect.objectContaining({ quantity: 6 }), expect.objectContaining({ name: 'Livraison', quantity: 1 })]);
    expect(second.amount_total).toBe(discounted.totalCents);
    expect([...stripe.coupons.values()].at(-1)).toMatchObject({ amount_off: discounted.discountCents });
  });

  it('settles from a signed webhook when the customer never comes back: PAID once, one confirmation mail', async () => {
    const { order, session } = await started();
    const paid = stripe.pay(session.id);
    const answer = await webhook('checkout.session.completed', paid);
    expect(answer.status).toBe(200);
    expect(answer.json?.data.handled).toBe('PAID');
    expect(await orderState(h, order.id)).toEqual({ status: 'PAID', payments: ['SUCCEEDED'], history: ['PENDING_PAYMENT', 'PAID'], mails: ['order-confirmation', 'order-notice'] });
  });

  it('changes nothing for a forged signature, a stale timestamp or another secret (400)', async () => {
    const { order, session } = await started();
    const paid = stripe.pay(session.id);
    const forged = await h.request('POST', '/payment/stripe/webhook', {
      body: JSON.stringify({ id: 'evt_forged', object: 'event', type: 'checkout.session.completed', data: { object: paid } }),
      headers: { 'Stripe-Signature': `t=${Math.floor(NOW.getTime() / 1000)},v1=${'0'.repeat(64)}` },
    });
    expect(forged.status).toBe(400);
    expect(forged.json?.message).toBe('Signature de notification invalide');
    expect((await webhook('checkout.session.completed', paid, { at: new Date(NOW.getTime() - 3600_000) })).status).toBe(400);
    expect((await webhook('checkout.session.completed', paid, { secret: 'whsec_another' })).status).toBe(400);
    expect(await orderState(h, order.id)).toEqual({ status: 'PENDING_PAYMENT', payments: ['STARTED'], history: ['PENDING_PAYMENT'], mails: [] });
  });

  it('changes nothing for a replayed event, an unknown order or a wrong amount', async () => {
    const { order, session } = await started();
    const paid = stripe.pay(session.id);
    expect((await webhook('checkout.session.completed', { ...paid, client_reference_id: '999999' })).status).toBe(404);
    const wrong = await webhook('checkout.session.completed', { ...paid, amount_total: order.totalCents - 100 });
    expect(wrong.status).toBe(422);
    expect(await orderState(h, order.id)).toMatchObject({ status: 'PENDING_PAYMENT', payments: ['MISMATCH'], mails: ['payment-alert'] });
    expect(h.logLines.some((line) => line.includes(order.reference) && line.includes('instead of'))).toBe(true);

    const second = await started();
    const secondPaid = stripe.pay(second.session.id);
    expect((await webhook('checkout.session.completed', secondPaid, { id: 'evt_once' })).json?.data.handled).toBe('PAID');
    const replay = await webhook('checkout.session.completed', secondPaid, { id: 'evt_once' });
    expect(replay.json?.data.handled).toBe('REPLAY');
    expect(await orderState(h, second.order.id)).toEqual({ status: 'PAID', payments: ['SUCCEEDED'], history: ['PENDING_PAYMENT', 'PAID'], mails: ['order-confirmation', 'order-notice'] });
  });

  it('settles once whichever comes first: return then webhook, webhook then return, both at once', async () => {
    const first = await started();
    stripe.pay(first.session.id);
    expect((await result(first.order)).json?.data).toMatchObject({ paid: true, status: { code: 'PAID' } });
    expect((await webhook('checkout.session.completed', stripe.sessions.get(first.session.id)!)).json?.data.handled).toBe('ALREADY');

    const second = await started();
    expect((await webhook('checkout.session.completed', stripe.pay(second.session.id))).json?.data.handled).toBe('PAID');
    expect((await result(second.order)).json?.data.paid).toBe(true);

    const third = await started();
    const paid = stripe.pay(third.session.id);
    // Eight at once, returns and notifications interleaved: one settles, the others find it settled.
    const answers = await Promise.all(Array.from({ length: 8 }, (_, index) => (index % 2 ? webhook('checkout.session.completed', paid) : result(third.order))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    for (const { order } of [first, second, third]) {
      expect(await orderState(h, order.id)).toEqual({ status: 'PAID', payments: ['SUCCEEDED'], history: ['PENDING_PAYMENT', 'PAID'], mails: ['order-confirmation', 'order-notice'] });
    }
  });

  it('leaves the order waiting while Stripe has no outcome, and declines it when the session expires', async () => {
    const { order, session } = await started();
    expect((await result(order)).json?.data).toMatchObject({ paid: false, pending: true, status: { code: 'PENDING_PAYMENT' } });
    const expired = { ...session, status: 'expired' as const };
    expect((await webhook('checkout.session.expired', expired)).json?.data.handled).toBe('DECLINED');
    expect(await orderState(h, order.id)).toMatchObject({ status: 'PAYMENT_FAILED', payments: ['DECLINED'] });
    // Trying again starts a new attempt, which can still pay the order.
    const again = await startPayment(h, order);
    expect(again.status).toBe(200);
    const next = [...stripe.sessions.values()].filter((one) => one.client_reference_id === String(order.id)).at(-1)!;
    expect((await webhook('checkout.session.completed', stripe.pay(next.id))).json?.data.handled).toBe('PAID');
    expect(await orderState(h, order.id)).toMatchObject({ status: 'PAID', payments: ['DECLINED', 'SUCCEEDED'] });
  });
});
