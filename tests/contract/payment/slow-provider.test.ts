import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkHealth } from '../../../server/http/health.ts';
import type { Harness } from '../harness.test-utils.ts';
import { addLine, DOMAINE } from '../shop/shop-helpers.test-utils.ts';
import { paymentHarness, placedOrder, startPayment } from './payment-site.test-utils.ts';
import { STRIPE_SECRET_KEY, startStripeDouble, stripeWebhook } from './stripe-double.test-utils.ts';

// Issue 32, item 3: no outside call inside a transaction. With Stripe answering a refund in 15 s,
// the shop keeps serving: on SQLite one connection serves every request, so a transaction held
// across the call would stall them all (and /healthz would answer 503). SQLite and PostgreSQL.
const WEBHOOK_SECRET = 'whsec_vitrine_slow';
const SLOW_MS = 15_000;
/** A generous bound for a request that waits for no provider (the brief's "under 200 ms"). */
const PROMPT_MS = 200;
/**
 * A login spends its own scrypt time (≈ 40-200 ms, more on a loaded shared machine, whatever
 * Stripe does): it is held to the slowest of three logins just before the slow call, plus this
 * (the fault it guards against cost 15 s).
 */
const LOGIN_SLACK_MS = 500;
let h: Harness;
let close: () => Promise<void>;
let stripe: Awaited<ReturnType<typeof startStripeDouble>>;
let admin: string;
const ADMIN = { email: 'admin@vitrine.test', password: 'admin-password-1' };

beforeAll(async () => {
  stripe = await startStripeDouble();
  ({ h, close } = await paymentHarness('stripe', {
    STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripe.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password,
  }));
  admin = (await h.request('POST', '/login', { site: DOMAINE, body: ADMIN })).json?.data.token as string;
}, 60_000);
afterEach(() => {
  stripe.slow(null);
  stripe.down(null);
});
afterAll(async () => {
  await close?.();
  await stripe?.close();
});

/** How long a request takes, with its answer. */
async function timed<T>(call: () => Promise<T>): Promise<{ ms: number; answer: T }> {
  const started = performance.now();
  const answer = await call();
  return { ms: Math.round(performance.now() - started), answer };
}

/** Resolves once the double has received a call whose `METHOD path` matches. */
async function received(pattern: RegExp): Promise<void> {
  while (!stripe.calls.some((call) => pattern.test(`${call.method} ${call.path}`))) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('a provider answering in 15 s', () => {
  it('leaves product reads, new carts, logins and the health check prompt while a refund waits for Stripe', async () => {
    const order = await placedOrder(h);
    expect((await startPayment(h, order)).status).toBe(200);
    const session = stripe.pay([...stripe.sessions.values()].at(-1)!.id);
    expect((await stripeWebhook(h, WEBHOOK_SECRET, 'checkout.session.completed', session)).json?.data.handled).toBe('PAID');
    expect((await h.request('PUT', `/admin/order/${order.id}/status`, { site: DOMAINE, lang: 'en', token: admin, body: { status: 'CANCELLED' } })).status).toBe(200);

    const login = () => h.request('POST', '/login', { site: DOMAINE, body: ADMIN });
    let usualLogin = 0;
    for (let round = 0; round < 3; round += 1) usualLogin = Math.max(usualLogin, (await timed(login)).ms);
    stripe.slow(/^POST \/v1\/refunds/, SLOW_MS);
    const refunding = timed(() => h.request('POST', `/admin/order/${order.id}/refund`, { site: DOMAINE, lang: 'en', token: admin, body: { reason: 'CANCELLED' } }));
    await received(/^POST \/v1\/refunds/);

    // All at once, as visitors would come.
    const [product, cart, loggedIn, health] = await Promise.all([
      timed(() => h.request('GET', '/product/1', { site: DOMAINE, lang: 'en' })), timed(() => addLine(h, 'new', 101, 6)), timed(login), timed(() => checkHealth(h.ctx.db, { version: 'v' })),
    ]);
    const times = { product: product.ms, cart: cart.ms, health: health.ms };
    expect([product.answer.status, cart.answer.status, loggedIn.answer.status, health.answer.status]).toEqual([200, 200, 200, 200]);
    // The slow ones, with their times (none).
    expect(Object.entries(times).filter(([, ms]) => ms >= PROMPT_MS)).toEqual([]);
    expect(loggedIn.ms).toBeLessThan(usualLogin + LOGIN_SLACK_MS);

    // The refund itself ends once Stripe answers, recorded once, and mailed.
    const refund = await refunding;
    expect(refund.answer.status).toBe(201);
    expect(refund.ms).toBeGreaterThanOrEqual(SLOW_MS - 100);
    const rows = await h.ctx.db.selectFrom('refunds').select(['status', 'amountCents']).where('orderId', '=', order.id).execute();
    expect(rows).toEqual([{ status: 'SUCCEEDED', amountCents: order.totalCents }]);
  }, 60_000);
});

describe('a provider down', () => {
  it('removes the intent of a refund Stripe could not make, answers 502 in the admin’s language, and refunds once on the next try with the same key', async () => {
    const order = await placedOrder(h);
    expect((await startPayment(h, order)).status).toBe(200);
    const session = stripe.pay([...stripe.sessions.values()].at(-1)!.id);
    expect((await stripeWebhook(h, WEBHOOK_SECRET, 'checkout.session.completed', session)).json?.data.handled).toBe('PAID');
    expect((await h.request('PUT', `/admin/order/${order.id}/status`, { site: DOMAINE, lang: 'en', token: admin, body: { status: 'CANCELLED' } })).status).toBe(200);
    const refund = (lang: string) => h.request('POST', `/admin/order/${order.id}/refund`, { site: DOMAINE, lang, token: admin, body: { reason: 'CANCELLED' } });

    stripe.down(/^POST \/v1\/refunds/);
    const failed = await refund('fr_FR');
    stripe.down(null);
    expect(failed.status).toBe(502);
    expect(failed.json?.message).toMatch(/^Le prestataire de paiement a refusé le remboursement : /);
    expect(await h.ctx.db.selectFrom('refunds').select('id').where('orderId', '=', order.id).execute()).toEqual([]);

    const done = await refund('en');
    expect(done.status).toBe(201);
    expect(stripe.refunds.filter((one) => one.payment_intent === session.payment_intent)).toEqual([expect.objectContaining({ amount: order.totalCents })]);
    const mine = stripe.calls.filter((call) => call.path === '/v1/refunds' && new URLSearchParams(call.body).get('payment_intent') === session.payment_intent);
    expect(mine.length).toBeGreaterThanOrEqual(2);
    const keys = new Set(mine.map((call) => call.headers['idempotency-key']));
    expect(keys).toEqual(new Set([`vitrine-refund-${DOMAINE}-${order.id}-CANCELLED-0`]));
    expect(await h.ctx.db.selectFrom('refunds').select(['status', 'amountCents']).where('orderId', '=', order.id).execute()).toEqual([{ status: 'SUCCEEDED', amountCents: order.totalCents }]);
  });
});
