import { createHmac } from 'node:crypto';
import { backBeforePaying, hostedPage, startDouble, type DoubleCall } from './provider-double.test-utils.ts';

export const CAWL_KEYS = {
  CAWL_MERCHANT_ID: 'VitrineDomaine',
  CAWL_API_KEY_ID: 'A1B2C3D4E5F6A7B8C9D0',
  CAWL_API_SECRET: 'cawl-api-secret-of-the-double',
  CAWL_WEBHOOK_KEY_ID: 'webhook-key-1',
  CAWL_WEBHOOK_SECRET: 'cawl-webhook-secret-of-the-double',
};

export interface DoubleCheckout {
  id: string;
  amount: number;
  currencyCode: string;
  merchantReference: string;
  locale: string;
  returnUrl: string;
  paid: boolean;
}

/** The `v1HMAC` signature Worldline's API expects in `Authorization` (method, content type, date, X-GCS headers, path). */
function signatureOf(call: DoubleCall, secret: string): string {
  const gcs = Object.entries(call.headers).filter(([name]) => name.startsWith('x-gcs')).sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}:${String(value).trim()}\n`).join('');
  const contentType = call.method === 'GET' ? '' : String(call.headers['content-type'] ?? '');
  return createHmac('sha256', secret).update(`${call.method}\n${contentType}\n${call.headers.date}\n${gcs}${call.path}\n`).digest('base64');
}

/** The payment of a paid hosted checkout, as Worldline Direct reports it (status COMPLETED). */
export function paymentOf(checkout: DoubleCheckout, over: { amount?: number; category?: string } = {}) {
  return {
    id: `${checkout.id}_0`,
    status: over.category === 'UNSUCCESSFUL' ? 'REJECTED' : 'CAPTURED',
    statusOutput: { statusCategory: over.category ?? 'COMPLETED', isRefundable: true },
    paymentOutput: { amountOfMoney: { amount: over.amount ?? checkout.amount, currencyCode: checkout.currencyCode }, references: { merchantReference: checkout.merchantReference } },
    hostedCheckoutSpecificOutput: { hostedCheckoutId: checkout.id },
  };
}

/**
 * A double of Worldline Direct's API as CAWL serves it, for the SDK pointed at it (`CAWL_API_URL`):
 * create and get a hosted checkout, refund a payment (once per idempotence key). It checks each request's `v1HMAC`
 * signature with the API secret (401 otherwise), and that an amount is whole cents in EUR. A
 * checkout's `redirectUrl` is a page of the double whose button pays it and goes back to its return URL.
 */
export async function startCawlDouble() {
  const checkouts = new Map<string, DoubleCheckout>();
  const refunds: { paymentId: string; amount: number; currencyCode: string }[] = [];
  const byKey = new Map<string, unknown>();
  const base = `/v2/${CAWL_KEYS.CAWL_MERCHANT_ID}`;
  /** The customer pays on CAWL's page. */
  const pay = (id: string) => {
    const checkout = checkouts.get(id)!;
    checkout.paid = true;
    return checkout;
  };
  const double = await startDouble((call, self) => {
    // CAWL's hosted checkout page, for a browser: paying it goes back to the return URL with the checkout's id, as Worldline does.
    const page = /^\/hostedcheckout\/PaymentMethods\/Selection\/(\d+)$/.exec(call.path);
    const shown = page ? checkouts.get(page[1]!) : undefined;
    if (shown && call.method === 'GET') return hostedPage('CAWL hosted checkout (test double)', shown.amount);
    if (shown && call.method === 'POST') {
      if (!backBeforePaying(call)) pay(shown.id);
      return { status: 303, location: `${shown.returnUrl}${shown.returnUrl.includes('?') ? '&' : '?'}hostedCheckoutId=${shown.id}&RETURNMAC=f5b66cf9` };
    }
    const expected = `GCS v1HMAC:${CAWL_KEYS.CAWL_API_KEY_ID}:${signatureOf(call, CAWL_KEYS.CAWL_API_SECRET)}`;
    if (call.headers.authorization !== expected) return { status: 401, json: { errorId: 'auth', errors: [{ id: 'AUTHORIZATION_INVALID' }] } };
    if (call.method === 'POST' && call.path === `${base}/hostedcheckouts`) {
      const body = JSON.parse(call.body);
      const money = body.order?.amountOfMoney;
      if (!Number.isInteger(money?.amount) || money.currencyCode !== 'EUR') return { status: 400, json: { errorId: 'amount', errors: [{ id: 'PARAMETER_NOT_FOUND_IN_REQUEST' }] } };
      const id = String(3066019730 + checkouts.size);
      checkouts.set(id, {
        id, amount: money.amount, currencyCode: money.currencyCode, merchantReference: body.order.references?.merchantReference ?? '',
        locale: body.hostedCheckoutSpecificInput?.locale ?? '', returnUrl: body.hostedCheckoutSpecificInput?.returnUrl ?? '', paid: false,
      });
      return { status: 201, json: { hostedCheckoutId: id, RETURNMAC: 'f5b66cf9', merchantReference: body.order.references?.merchantReference, redirectUrl: `${self}/hostedcheckout/PaymentMethods/Selection/${id}` } };
    }
    const get = new RegExp(`^${base}/hostedcheckouts/(\\d+)$`).exec(call.path);
    if (call.method === 'GET' && get) {
      const checkout = checkouts.get(get[1]!);
      if (!checkout) return undefined;
      return { status: 200, json: checkout.paid ? { status: 'PAYMENT_CREATED', createdPaymentOutput: { payment: paymentOf(checkout), paymentStatusCategory: 'SUCCESSFUL' } } : { status: 'IN_PROGRESS' } };
    }
    const refund = new RegExp(`^${base}/payments/(\\d+_0)/refund$`).exec(call.path);
    if (call.method === 'POST' && refund) {
      // A refund sent again with the same X-GCS-Idempotence-Key answers the first one, as Worldline does.
      const key = String(call.headers['x-gcs-idempotence-key'] ?? '');
      if (key && byKey.has(key)) return { status: 201, json: byKey.get(key) };
      const money = JSON.parse(call.body).amountOfMoney;
      refunds.push({ paymentId: refund[1]!, amount: money.amount, currencyCode: money.currencyCode });
      const answer = { id: `${refund[1]}-${refunds.length}`, status: 'REFUND_REQUESTED', refundOutput: { amountOfMoney: money } };
      if (key) byKey.set(key, answer);
      return { status: 201, json: answer };
    }
    return undefined;
  });
  return { ...double, checkouts, refunds, pay };
}

/** A webhook as CAWL sends it: the event's JSON, `X-GCS-Signature` (HMAC-SHA256 base64 of the body) and `X-GCS-KeyId`. */
export function cawlWebhook(event: { id: string; type: string; payment: unknown }, secret = CAWL_KEYS.CAWL_WEBHOOK_SECRET, keyId = CAWL_KEYS.CAWL_WEBHOOK_KEY_ID) {
  const body = JSON.stringify({ apiVersion: 'v1', created: '2026-11-21T09:00:00.000+0100', merchantId: CAWL_KEYS.CAWL_MERCHANT_ID, ...event });
  return { body, headers: { 'Content-Type': 'application/json', 'X-GCS-Signature': createHmac('sha256', secret).update(body).digest('base64'), 'X-GCS-KeyId': keyId } };
}
