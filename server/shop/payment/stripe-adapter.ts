import Stripe from 'stripe';
import type { PaymentAdapter, ProviderPayment } from './payment-adapter.ts';
import { apiEndpoint, type Credentials } from './payment-credentials.ts';
import { providerReturnUrls } from './return-link.ts';
import { stripeCharge } from './stripe-charge.ts';
import { PROVIDER_TIMEOUT_MS } from './with-timeout.ts';

export const STRIPE_PROVIDER = 'stripe';

/**
 * The SDK's client, pointed at `STRIPE_API_URL` when set (a sandbox double in tests): every call
 * gives up after PROVIDER_TIMEOUT_MS, and is retried once (with the same idempotency key).
 */
function stripeClient(secretKey: string, apiUrl: string | undefined): Stripe {
  const endpoint = apiUrl ? apiEndpoint(apiUrl) : undefined;
  return new Stripe(secretKey, {
    maxNetworkRetries: 1,
    timeout: PROVIDER_TIMEOUT_MS,
    telemetry: false,
    ...(endpoint ? { host: endpoint.host, port: endpoint.port, protocol: endpoint.protocol } : {}),
  });
}

/** Where a Checkout Session stands: paid, expired (the customer never paid: declined), or not yet. */
export function sessionPayment(session: Pick<Stripe.Checkout.Session, 'id' | 'payment_status' | 'status' | 'amount_total' | 'currency'>): ProviderPayment {
  const outcome = session.payment_status === 'paid' ? 'SUCCEEDED' : session.status === 'expired' ? 'DECLINED' : 'PENDING';
  return { providerRef: session.id, outcome, amountCents: session.amount_total ?? 0, currency: (session.currency ?? '').toUpperCase() };
}

/**
 * Stripe Checkout through the official SDK (issue #25): a Checkout Session of the order's lines
 * in cents, EUR (stripe-charge.ts: they add up to its total), `client_reference_id` = the order, the page in the customer's language, and
 * return addresses that never carry the cart id. Its webhook is stripe-webhook.ts.
 */
export function stripeAdapter(keys: Credentials<'stripe'>, apiUrl: string | undefined): PaymentAdapter {
  const stripe = stripeClient(keys.STRIPE_SECRET_KEY, apiUrl);
  return {
    method: 'stripe',
    provider: STRIPE_PROVIDER,
    async start(input) {
      const { returnUrl, cancelUrl } = providerReturnUrls(input);
      const charge = stripeCharge(input);
      // The order's discount, a coupon for this one session (Stripe spreads it over the lines).
      const coupon = charge.discountCents > 0
        ? await stripe.coupons.create({ amount_off: charge.discountCents, currency: 'eur', duration: 'once', max_redemptions: 1, name: input.reference },
          { idempotencyKey: `vitrine-coupon-${input.idSite}-${input.orderId}-${charge.discountCents}` })
        : null;
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        client_reference_id: String(input.orderId),
        metadata: { orderId: String(input.orderId), idSite: String(input.idSite), reference: input.reference },
        line_items: charge.lineItems,
        ...(coupon ? { discounts: [{ coupon: coupon.id }] } : {}),
        locale: input.lang === 'en' ? 'en' : 'fr',
        success_url: returnUrl,
        cancel_url: cancelUrl,
      });
      if (!session.url) throw new Error(`Stripe answered the Checkout Session ${session.id} without a URL`);
      return { redirectUrl: session.url, providerRef: session.id };
    },
    async status(providerRef) {
      return sessionPayment(await stripe.checkout.sessions.retrieve(providerRef));
    },
    async expire(providerRef) {
      try {
        return sessionPayment(await stripe.checkout.sessions.expire(providerRef));
      } catch (error) {
        // Stripe refuses to expire a session that is no longer open (paid, or expired already): say where it stands.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        return sessionPayment(await stripe.checkout.sessions.retrieve(providerRef));
      }
    },
    async refund(providerRef, amountCents, idempotencyKey) {
      const session = await stripe.checkout.sessions.retrieve(providerRef);
      const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      if (!intent) throw new Error(`The Checkout Session ${providerRef} has no payment to refund`);
      const refund = await stripe.refunds.create({ payment_intent: intent, amount: amountCents }, { idempotencyKey });
      return { refundRef: refund.id };
    },
  };
}

/**
 * A Stripe notification checked with the SDK (`webhooks.constructEvent`: HMAC-SHA256 of the raw
 * body with the endpoint's secret, a timestamp within 5 minutes of `now`), or null when the
 * signature does not hold for this secret.
 */
export function stripeEvent(rawBody: string, signature: string, secret: string, now: Date): Stripe.Event | null {
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret, undefined, undefined, now.getTime());
  } catch {
    return null;
  }
}
