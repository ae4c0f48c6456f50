import Stripe from 'stripe';
import type { Harness } from '../harness.test-utils.ts';
import { NOW } from '../shop/shop-helpers.test-utils.ts';
import { backBeforePaying, hostedPage, startDouble, type DoubleCall } from './provider-double.test-utils.ts';

export const STRIPE_SECRET_KEY = 'sk_test_51VitrineDoubleKey0000000000';

export interface DoubleSession {
  id: string;
  object: 'checkout.session';
  url: string;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  metadata: Record<string, string>;
  locale: string;
  /** The lines as the SDK sent them (not a field of Stripe's answer: what the double checked). */
  line_items: DoubleLine[];
}

export interface DoubleLine { name: string; quantity: number; unitAmount: number }

/**
 * The `line_items[i]` of a form-encoded session: each in EUR with a whole, positive unit amount
 * in cents and a whole quantity, as Stripe requires (400 otherwise).
 */
function lineItemsOf(body: URLSearchParams): DoubleLine[] {
  const lines: DoubleLine[] = [];
  for (let index = 0; body.has(`line_items[${index}][quantity]`); index += 1) {
    const field = (name: string) => body.get(`line_items[${index}]${name}`);
    const unitAmount = Number(field('[price_data][unit_amount]'));
    const quantity = Number(field('[quantity]'));
    if (field('[price_data][currency]') !== 'eur' || !Number.isInteger(unitAmount) || unitAmount < 0 || !Number.isInteger(quantity) || quantity < 1) {
      throw new Error(`line_items[${index}] needs a unit amount in cents, a quantity and a currency`);
    }
    lines.push({ name: field('[price_data][product_data][name]') ?? '', quantity, unitAmount });
  }
  return lines;
}

/**
 * A double of Stripe's API for the SDK pointed at it (`STRIPE_API_URL`): the documented shapes of
 * `POST /v1/checkout/sessions`, `GET /v1/checkout/sessions/{id}`, `POST /v1/coupons` and `POST
 * /v1/refunds`. It refuses a request without the secret key as bearer (401) and a line not in EUR
 * or without a whole amount in cents (400), as Stripe would; the session's `amount_total` is its
 * lines less its coupon, as Stripe computes it; `pay(id)` marks a session paid. A session's `url` is a page of the
 * double whose button pays it and goes back to its `success_url` (the browser tests).
 * `POST /v1/checkout/sessions/{id}/expire` expires an open session (400 for one paid or expired,
 * as Stripe does); a refund sent again with the same `Idempotency-Key` answers the first one.
 */
export async function startStripeDouble() {
  const sessions = new Map<string, DoubleSession>();
  const coupons = new Map<string, { id: string; amount_off: number }>();
  const refunds: { id: string; payment_intent: string; amount: number }[] = [];
  const byKey = new Map<string, unknown>();
  const form = (call: DoubleCall) => new URLSearchParams(call.body);
  /** The customer pays the session on Stripe's page. */
  const pay = (id: string) => {
    const session = sessions.get(id)!;
    Object.assign(session, { payment_status: 'paid', status: 'complete', payment_intent: `pi_test_${id.slice(8)}` });
    return session;
  };
  const double = await startDouble((call, self) => {
    // Stripe's hosted Checkout page, for a browser: paying it sends the browser to the session's success_url.
    const page = /^\/c\/pay\/([\w-]+)$/.exec(call.path);
    const shown = page ? sessions.get(page[1]!) : undefined;
    if (shown && call.method === 'GET') return hostedPage('Stripe Checkout (test double)', shown.amount_total);
    if (shown && call.method === 'POST') {
      if (!backBeforePaying(call)) pay(shown.id);
      return { status: 303, location: shown.success_url };
    }
    if (call.headers.authorization !== `Bearer ${STRIPE_SECRET_KEY}`) {
      return { status: 401, json: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } } };
    }
    const path = call.path.split('?')[0]!;
    if (call.method === 'POST' && path === '/v1/checkout/sessions') {
      const body = form(call);
      const lines = lineItemsOf(body);
      if (lines.length === 0) throw new Error('A session needs line_items');
      const couponId = body.get('discounts[0][coupon]');
      const coupon = couponId === null ? undefined : coupons.get(couponId);
      if (couponId !== null && !coupon) throw new Error(`No such coupon: '${couponId}'`);
      const id = `cs_test_${sessions.size + 1}`;
      const session: DoubleSession = {
        id, object: 'checkout.session', url: `${self}/c/pay/${id}`,
        amount_total: lines.reduce((sum, line) => sum + line.quantity * line.unitAmount, 0) - (coupon?.amount_off ?? 0), line_items: lines,
        currency: 'eur', client_reference_id: body.get('client_reference_id'), payment_status: 'unpaid', status: 'open', payment_intent: null,
        success_url: body.get('success_url') ?? '', cancel_url: body.get('cancel_url') ?? '', locale: body.get('locale') ?? 'auto',
        metadata: Object.fromEntries([...body.entries()].filter(([key]) => key.startsWith('metadata[')).map(([key, value]) => [key.slice(9, -1), value])),
      };
      sessions.set(id, session);
      return { status: 200, json: session };
    }
    if (call.method === 'POST' && path === '/v1/coupons') {
      const body = form(call);
      const amountOff = Number(body.get('amount_off'));
      if (body.get('currency') !== 'eur' || !Number.isInteger(amountOff) || amountOff < 1) throw new Error('A coupon needs amount_off in cents and a currency');
      const coupon = { id: `co_test_${coupons.size + 1}`, object: 'coupon', amount_off: amountOff, currency: 'eur', duration: body.get('duration') ?? 'once' };
      coupons.set(coupon.id, coupon);
      return { status: 200, json: coupon };
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path);
    if (call.method === 'GET' && retrieve) {
      const session = sessions.get(retrieve[1]!);
      return session ? { status: 200, json: session } : undefined;
    }
    const expire = /^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/.exec(path);
    if (call.method === 'POST' && expire) {
      const session = sessions.get(expire[1]!);
      if (!session) return undefined;
      if (session.status !== 'open') {
        return { status: 400, json: { error: { type: 'invalid_request_error', message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".` } } };
      }
      session.status = 'expired';
      return { status: 200, json: session };
    }
    if (call.method === 'POST' && path === '/v1/refunds') {
      const key = String(call.headers['idempotency-key'] ?? '');
      if (key && byKey.has(key)) return { status: 200, json: byKey.get(key) };
      const body = form(call);
      const refund = { id: `re_test_${refunds.length + 1}`, object: 'refund', payment_intent: body.get('payment_intent') ?? '', amount: Number(body.get('amount')), currency: 'eur', status: 'succeeded' };
      refunds.push(refund);
      if (key) byKey.set(key, refund);
      return { status: 200, json: refund };
    }
    return undefined;
  });
  return { ...double, sessions, coupons, refunds, pay };
}

/** Sends a webhook as Stripe does: the event's JSON and its `Stripe-Signature` computed from the endpoint's secret (the SDK's test signer). */
export function stripeWebhook(h: Harness, secret: string, type: string, session: Partial<DoubleSession>, eventId = `evt_${Math.random().toString(36).slice(2)}`) {
  const payload = JSON.stringify({ id: eventId, object: 'event', type, data: { object: session } });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(NOW.getTime() / 1000) });
  return h.request('POST', '/payment/stripe/webhook', { body: payload, headers: { 'Stripe-Signature': signature, 'Content-Type': 'application/json' } });
}
