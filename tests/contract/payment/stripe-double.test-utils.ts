import { startDouble, type DoubleCall } from './provider-double.test-utils.ts';

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
}

/**
 * A double of Stripe's API for the SDK pointed at it (`STRIPE_API_URL`): the documented shapes of
 * `POST /v1/checkout/sessions`, `GET /v1/checkout/sessions/{id}` and `POST /v1/refunds`. It
 * refuses a request without the secret key as bearer (401) and a session not in EUR or without a
 * whole amount in cents (400), as Stripe would; `pay(id)` marks a session paid.
 */
export async function startStripeDouble() {
  const sessions = new Map<string, DoubleSession>();
  const refunds: { id: string; payment_intent: string; amount: number }[] = [];
  const form = (call: DoubleCall) => new URLSearchParams(call.body);
  const double = await startDouble((call) => {
    if (call.headers.authorization !== `Bearer ${STRIPE_SECRET_KEY}`) {
      return { status: 401, json: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } } };
    }
    const path = call.path.split('?')[0]!;
    if (call.method === 'POST' && path === '/v1/checkout/sessions') {
      const body = form(call);
      const amount = Number(body.get('line_items[0][price_data][unit_amount]'));
      if (body.get('line_items[0][price_data][currency]') !== 'eur' || !Number.isInteger(amount) || amount < 1) throw new Error('A session needs an amount in cents and a currency');
      const id = `cs_test_${sessions.size + 1}`;
      const session: DoubleSession = {
        id, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${id}`, amount_total: amount * Number(body.get('line_items[0][quantity]')),
        currency: 'eur', client_reference_id: body.get('client_reference_id'), payment_status: 'unpaid', status: 'open', payment_intent: null,
        success_url: body.get('success_url') ?? '', cancel_url: body.get('cancel_url') ?? '', locale: body.get('locale') ?? 'auto',
        metadata: Object.fromEntries([...body.entries()].filter(([key]) => key.startsWith('metadata[')).map(([key, value]) => [key.slice(9, -1), value])),
      };
      sessions.set(id, session);
      return { status: 200, json: session };
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path);
    if (call.method === 'GET' && retrieve) {
      const session = sessions.get(retrieve[1]!);
      return session ? { status: 200, json: session } : undefined;
    }
    if (call.method === 'POST' && path === '/v1/refunds') {
      const body = form(call);
      const refund = { id: `re_test_${refunds.length + 1}`, object: 'refund', payment_intent: body.get('payment_intent') ?? '', amount: Number(body.get('amount')), currency: 'eur', status: 'succeeded' };
      refunds.push(refund);
      return { status: 200, json: refund };
    }
    return undefined;
  });
  return {
    ...double,
    sessions,
    refunds,
    /** The customer pays the session on Stripe's page. */
    pay(id: string) {
      const session = sessions.get(id)!;
      Object.assign(session, { payment_status: 'paid', status: 'complete', payment_intent: `pi_test_${id.slice(8)}` });
      return session;
    },
  };
}
