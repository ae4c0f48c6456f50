import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../harness.test-utils.ts';
import { addLine, DOMAINE, NOW, orderBody } from '../shop/shop-helpers.test-utils.ts';
import { orderState, paymentHarness, startPayment } from './payment-site.test-utils.ts';
import { STRIPE_SECRET_KEY, startStripeDouble, stripeWebhook } from './stripe-double.test-utils.ts';

// Issue 32, item 1: money taken only for goods that exist, or given back at once. The attack
// review's scenario played through the real API and Stripe's SDK against its double, on SQLite
// and (TEST_DATABASE_URL) PostgreSQL: the declination 1102 has 3 units in stock.
const WEBHOOK_SECRET = 'whsec_vitrine_resold';
const SCARCE = 1102;
let h: Harness;
let close: () => Promise<void>;
/** The API's clock: NOW, moved on by the refund worker's test. */
let clock = NOW;
let stripe: Awaited<ReturnType<typeof startStripeDouble>>;

beforeAll(async () => {
  stripe = await startStripeDouble();
  ({ h, close } = await paymentHarness('stripe', {
    STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripe.url,
  }, () => clock));
}, 60_000);
afterAll(async () => {
  await close?.();
  await stripe?.close();
});

const webhook = (type: string, session: Parameters<typeof stripeWebhook>[3], eventId?: string) => stripeWebhook(h, WEBHOOK_SECRET, type, session, eventId);

/** A guest's order of `quantity` units of a declination; its id and cart. */
async function order(declination: number, quantity: number, lang = 'en') {
  const cart = (await addLine(h, 'new', declination, quantity)).json?.data.cartId as string;
  const created = await h.request('POST', '/order', { site: DOMAINE, lang, body: orderBody(cart) });
  return { created, id: created.json?.data?.id as number, cart };
}

/** Cancels the site's orders, so that a test starts with the 3 units of the scarce declination free. */
const freeTheStock = () => h.ctx.db.updateTable('orders').set({ status: 'CANCELLED' }).where('idSite', '=', DOMAINE).execute();

/** The newest Checkout Session of an order in the double. */
const lastSession = (orderId: number) => [...stripe.sessions.values()].filter((one) => one.client_reference_id === String(orderId)).at(-1)!;

/** The order's refunds as recorded, and the refunds the double made for a payment intent. */
async function refundsOf(orderId: number) {
  return h.ctx.db.selectFrom('refunds').select(['amountCents', 'reason', 'status']).where('orderId', '=', orderId).orderBy('id').execute();
}

/**
 * An order of 1 unit whose older Checkout Session was not expired at Stripe (down then), the
 * other attempt declined, the 3 units then sold to another order, and the older session paid by
 * its customer: its `checkout.session.completed` is the test's to send.
 */
async function paidAfterResold() {
  await freeTheStock();
  const first = await order(SCARCE, 1);
  expect((await startPayment(h, first)).status).toBe(200);
  const older = lastSession(first.id);
  stripe.down(/\/expire$/);
  expect((await startPayment(h, first)).status).toBe(200);
  stripe.down(null);
  expect((await webhook('checkout.session.expired', { ...lastSession(first.id), status: 'expired' })).json?.data.handled).toBe('DECLINED');
  expect((await order(SCARCE, 3)).created.status).toBe(201);
  return { first, paidSession: stripe.pay(older.id) };
}

describe('a payment for units sold to others meanwhile', () => {
  it('keeps one live checkout per order: a new start expires the previous session, whose expiry then changes nothing', async () => {
    await freeTheStock();
    const first = await order(SCARCE, 2);
    expect(first.created.status).toBe(201);
    expect((await startPayment(h, first)).status).toBe(200);
    const older = lastSession(first.id);
    expect((await startPayment(h, first)).status).toBe(200);
    const newer = lastSession(first.id);
    expect(newer.id).not.toBe(older.id);
    // Expired at Stripe by the second start (that attempt declined then); Stripe's notification of it changes nothing.
    expect(stripe.sessions.get(older.id)!.status).toBe('expired');
    const expired = await webhook('checkout.session.expired', stripe.sessions.get(older.id)!);
    expect(expired.status).toBe(200);
    expect(expired.json?.data.handled).toBe('ALREADY');
    expect(await orderState(h, first.id)).toMatchObject({ status: 'PENDING_PAYMENT', payments: ['DECLINED', 'STARTED'], mails: [] });
    // The order still holds its 2 units: another customer cannot take them.
    const other = await addLine(h, 'new', SCARCE, 3, { lang: 'en' });
    expect(other.status).toBe(400);
    expect(other.json?.message).toBe('Only 1 items remaining in stock');
    const paid = await webhook('checkout.session.completed', stripe.pay(newer.id));
    expect(paid.json?.data.handled).toBe('PAID');
    expect(await orderState(h, first.id)).toEqual({
      status: 'PAID', payments: ['DECLINED', 'SUCCEEDED'], history: ['PENDING_PAYMENT', 'PAID'], mails: ['order-confirmation', 'order-notice'],
    });
  });

  it('leaves one live checkout when “pay” is pressed 6 times at once: the other sessions are expired at Stripe', async () => {
    const placed = await order(101, 6);
    const answers = await Promise.all(Array.from({ length: 6 }, () => startPayment(h, placed)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    const sessions = [...stripe.sessions.values()].filter((one) => one.client_reference_id === String(placed.id));
    expect(sessions).toHaveLength(6);
    expect(sessions.filter((one) => one.status === 'open')).toHaveLength(1);
    const attempts = await h.ctx.db.selectFrom('payments').select(['providerRef', 'status']).where('orderId', '=', placed.id).execute();
    const live = attempts.filter((one) => one.status === 'STARTED');
    expect(live).toEqual([{ providerRef: sessions.find((one) => one.status === 'open')!.id, status: 'STARTED' }]);
    expect((await orderState(h, placed.id)).mails).toEqual([]);
  });

  it('refunds at once a session paid after the order’s units were sold: 2xx to Stripe, the customer mailed in their language, the shop alerted, try again refused', async () => {
    await freeTheStock();
    const first = await order(SCARCE, 2, 'fr_FR');
    expect((await startPayment(h, first, 'fr_FR')).status).toBe(200);
    const older = lastSession(first.id);
    // Stripe cannot be reached to expire it when the customer opens a second session: it stays open there.
    stripe.down(/\/expire$/);
    expect((await startPayment(h, first, 'fr_FR')).status).toBe(200);
    stripe.down(null);
    const newer = lastSession(first.id);
    expect(stripe.sessions.get(older.id)!.status).toBe('open');
    // The second session expires: the order is declined and its 2 units go back to the stock; another customer buys the 3.
    expect((await webhook('checkout.session.expired', { ...newer, status: 'expired' })).json?.data.handled).toBe('DECLINED');
    expect((await order(SCARCE, 3)).created.status).toBe(201);
    // "Try again" on the order: no new checkout for goods that are gone, a clear 409 in the request's language.
    const sessions = stripe.sessions.size;
    const again = await startPayment(h, first, 'fr_FR');
    expect(again.status).toBe(409);
    expect(again.json?.message).toBe('Stock insuffisant pour Verres de dégustation INAO : il en reste 0');
    expect((await startPayment(h, first, 'en')).json?.message).toBe('Not enough stock left for INAO tasting glasses: 0 remaining');
    expect(stripe.sessions.size).toBe(sessions);

    // Then the first session is paid.
    const paidSession = stripe.pay(older.id);
    const paid = await webhook('checkout.session.completed', paidSession, 'evt_paid_after_resold');
    expect(paid.status).toBe(200);
    expect(paid.json?.data.handled).toBe('OUT_OF_STOCK');
    const { totalCents, reference } = await h.ctx.db.selectFrom('orders').select(['totalCents', 'reference']).where('id', '=', first.id).executeTakeFirstOrThrow();
    expect(stripe.refunds.filter((one) => one.payment_intent === paidSession.payment_intent)).toEqual([expect.objectContaining({ amount: totalCents })]);
    expect(await refundsOf(first.id)).toEqual([{ amountCents: totalCents, reason: 'OUT_OF_STOCK', status: 'SUCCEEDED' }]);
    expect(await orderState(h, first.id)).toEqual({
      status: 'REFUNDED_OUT_OF_STOCK', payments: ['SUCCEEDED', 'DECLINED'],
      history: ['PENDING_PAYMENT', 'PAYMENT_FAILED', 'REFUNDED_OUT_OF_STOCK'],
      // No "payment declined" mail: it was held back, and the order's final state replaced it.
      mails: ['payment-alert', 'refund'],
    });
    const mails = await h.ctx.db.selectFrom('outbox').select(['toAddress', 'subject', 'body', 'lang']).where('subject', 'like', `%${reference}%`).orderBy('id').execute();
    // The shop's alert, to COMPANY_EMAIL in the site's language.
    expect(mails[0]).toMatchObject({ toAddress: 'contact@domaine-trois-terroirs.fr', subject: `Alerte paiement — commande ${reference}` });
    expect(mails[0]!.body).toContain('sont remboursés automatiquement au client');
    expect(mails[1]).toMatchObject({ lang: 'fr_FR', subject: `Commande ${reference} remboursée : produits épuisés` });
    expect(mails[1]!.body).toContain('après que ses produits ont été vendus à d’autres clients');
    expect(h.logLines.some((line) => line.includes(reference) && line.includes('refunded automatically'))).toBe(true);

    // Stripe retries (same event, then a new one): nothing more is refunded or mailed.
    expect((await webhook('checkout.session.completed', paidSession, 'evt_paid_after_resold')).json?.data.handled).toBe('REPLAY');
    expect((await webhook('checkout.session.completed', paidSession)).status).toBe(200);
    expect(stripe.refunds.filter((one) => one.payment_intent === paidSession.payment_intent)).toHaveLength(1);
    // The return page and "try again" tell the order's state.
    const back = await h.request('GET', `/order/cawl/result/${first.id}?cart=${first.cart}`, { site: DOMAINE, lang: 'en' });
    expect(back.status).toBe(200);
    expect(back.json?.data.status).toEqual({ code: 'REFUNDED_OUT_OF_STOCK', value: 'Refunded: out of stock' });
    expect(back.json?.data).toMatchObject({ paid: false, pending: false });
    const late = await startPayment(h, first, 'en');
    expect(late.status).toBe(409);
    expect(late.json?.message).toBe('This order was paid after its products were sold to other customers: it is refunded');
  });

  it('sends the refund again on Stripe’s next notification when Stripe was down at the first one, with the same idempotency key', async () => {
    const { first, paidSession } = await paidAfterResold();
    stripe.down(/^POST \/v1\/refunds/);
    const paid = await webhook('checkout.session.completed', paidSession);
    stripe.down(null);
    // Recorded: Stripe gets its 2xx, the refund waits.
    expect(paid.status).toBe(200);
    expect(await refundsOf(first.id)).toEqual([expect.objectContaining({ reason: 'OUT_OF_STOCK', status: 'PENDING' })]);
    expect((await orderState(h, first.id)).mails).toEqual(['payment-alert']);
    // The customer's order shows no refund until it is made.
    const mine = () => h.request('GET', `/order/${first.id}?cart=${first.cart}`, { site: DOMAINE, lang: 'en' });
    expect((await mine()).json?.data.refunds).toEqual([]);
    await webhook('checkout.session.completed', paidSession);
    expect((await mine()).json?.data.refunds).toEqual([expect.objectContaining({ reason: 'OUT_OF_STOCK' })]);
    expect(await refundsOf(first.id)).toEqual([expect.objectContaining({ reason: 'OUT_OF_STOCK', status: 'SUCCEEDED' })]);
    expect(stripe.refunds.filter((one) => one.payment_intent === paidSession.payment_intent)).toHaveLength(1);
    const keys = stripe.calls.filter((call) => call.path === '/v1/refunds').map((call) => call.headers['idempotency-key']);
    expect(new Set(keys.slice(-2)).size).toBe(1);
    expect((await orderState(h, first.id)).mails).toEqual(['payment-alert', 'refund']);
  });
});

describe('a refund left pending by a Stripe outage', () => {
  it('is sent by the refund worker within minutes, with no new notification: once, with the same key, the customer mailed once', async () => {
    const { first, paidSession } = await paidAfterResold();
    stripe.down(/^POST \/v1\/refunds/);
    try {
      expect((await webhook('checkout.session.completed', paidSession)).status).toBe(200);
      expect(await refundsOf(first.id)).toEqual([expect.objectContaining({ reason: 'OUT_OF_STOCK', status: 'PENDING' })]);
      const worker = h.ctx.refunds!;
      // Just recorded: left to the notification's own request.
      expect(await worker.drain()).toEqual({ sent: 0, failed: 0 });
      // Two minutes on, Stripe still down: tried, left pending, tried again later.
      clock = new Date(NOW.getTime() + 2 * 60_000);
      expect(await worker.drain()).toEqual({ sent: 0, failed: 1 });
      expect(await refundsOf(first.id)).toEqual([expect.objectContaining({ status: 'PENDING' })]);
      stripe.down(null);
      expect(await worker.drain()).toEqual({ sent: 0, failed: 0 });
      clock = new Date(clock.getTime() + 2 * 60_000);
      expect(await worker.drain()).toEqual({ sent: 1, failed: 0 });
    } finally {
      stripe.down(null);
      clock = NOW;
    }
    expect(await refundsOf(first.id)).toEqual([expect.objectContaining({ reason: 'OUT_OF_STOCK', status: 'SUCCEEDED' })]);
    expect(stripe.refunds.filter((one) => one.payment_intent === paidSession.payment_intent)).toHaveLength(1);
    const keys = stripe.calls.filter((call) => call.path === '/v1/refunds').map((call) => call.headers['idempotency-key']);
    expect(new Set(keys.slice(-2)).size).toBe(1);
    expect((await orderState(h, first.id)).mails).toEqual(['payment-alert', 'refund']);
    // Nothing left: a later run sends nothing, and the order's next notification refunds nothing more.
    expect(await h.ctx.refunds!.drain()).toEqual({ sent: 0, failed: 0 });
    await webhook('checkout.session.completed', paidSession);
    expect(stripe.refunds.filter((one) => one.payment_intent === paidSession.payment_intent)).toHaveLength(1);
  });
});

describe('mails follow the order’s final state', () => {
  it('never mails “payment declined” for an order a newer session pays, whichever notification comes first', async () => {
    for (let round = 0; round < 4; round += 1) {
      const placed = await order(101, 6);
      expect((await startPayment(h, placed)).status).toBe(200);
      const older = lastSession(placed.id);
      expect((await startPayment(h, placed)).status).toBe(200);
      const newer = lastSession(placed.id);
      const paid = stripe.pay(newer.id);
      const both = [webhook('checkout.session.expired', stripe.sessions.get(older.id)!), webhook('checkout.session.completed', paid)];
      const answers = await Promise.all(round % 2 ? both : both.reverse());
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(await orderState(h, placed.id)).toEqual({
        status: 'PAID', payments: ['DECLINED', 'SUCCEEDED'], history: ['PENDING_PAYMENT', 'PAID'], mails: ['order-confirmation', 'order-notice'],
      });
    }
  });

  it('holds the “payment declined” mail back, and drops it when a retry pays the order a minute later', async () => {
    const placed = await order(101, 6, 'fr_FR');
    expect((await startPayment(h, placed, 'fr_FR')).status).toBe(200);
    expect((await webhook('checkout.session.expired', { ...lastSession(placed.id), status: 'expired' })).json?.data.handled).toBe('DECLINED');
    const { reference } = await h.ctx.db.selectFrom('orders').select('reference').where('id', '=', placed.id).executeTakeFirstOrThrow();
    const held = await h.ctx.db.selectFrom('outbox').select(['kind', 'subject', 'nextAttemptAt']).where('subject', 'like', `%${reference}%`).execute();
    expect(held).toEqual([{ kind: 'order-status', subject: expect.stringContaining('Paiement refusé'), nextAttemptAt: new Date(NOW.getTime() + 15 * 60_000).toISOString() }]);
    expect((await startPayment(h, placed, 'fr_FR')).status).toBe(200);
    expect((await webhook('checkout.session.completed', stripe.pay(lastSession(placed.id).id))).json?.data.handled).toBe('PAID');
    expect(await orderState(h, placed.id)).toMatchObject({ status: 'PAID', mails: ['order-confirmation', 'order-notice'] });
  });
});
