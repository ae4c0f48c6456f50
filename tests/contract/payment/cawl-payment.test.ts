import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../harness.test-utils.ts';
import { DOMAINE } from '../shop/shop-helpers.test-utils.ts';
import { CAWL_KEYS, cawlWebhook, paymentOf, startCawlDouble, type DoubleCheckout } from './cawl-double.test-utils.ts';
import { orderState, paymentHarness, placedOrder, startPayment } from './payment-site.test-utils.ts';

// CAWL (Worldline Direct Hosted Checkout) through the official SDK against a double of its API,
// settled by the browser's return and by webhooks signed with the webhook secret (issue #25).
let h: Harness;
let close: () => Promise<void>;
let cawl: Awaited<ReturnType<typeof startCawlDouble>>;

beforeAll(async () => {
  cawl = await startCawlDouble();
  ({ h, close } = await paymentHarness('cawl', { ...CAWL_KEYS, CAWL_API_URL: cawl.url }));
}, 60_000);
afterAll(async () => {
  await close?.();
  await cawl?.close();
});

let events = 0;
const send = (webhook: ReturnType<typeof cawlWebhook>) => h.request('POST', '/payment/cawl/webhook', webhook);
const captured = (checkout: DoubleCheckout, over: Parameters<typeof paymentOf>[1] = {}, id = `evt-${(events += 1)}`) =>
  cawlWebhook({ id, type: 'payment.captured', payment: paymentOf(checkout, over) });
const result = (order: { id: number; cart: string }) => h.request('GET', `/order/cawl/result/${order.id}?cart=${order.cart}`, { site: DOMAINE, lang: 'fr_FR' });

async function started(lang = 'en') {
  const order = await placedOrder(h);
  const answer = await startPayment(h, order, lang);
  expect(answer.status).toBe(200);
  const checkout = [...cawl.checkouts.values()].at(-1)!;
  return { order, checkout, redirectUrl: answer.json?.data.redirectUrl as string };
}

describe('CAWL hosted checkout', () => {
  it('creates a hosted checkout of the order’s total in cents, EUR, signed with the API key, in the customer’s language', async () => {
    const { order, checkout, redirectUrl } = await started('fr_FR');
    expect(redirectUrl).toBe(`${cawl.url}/hostedcheckout/PaymentMethods/Selection/${checkout.id}`);
    expect(checkout).toMatchObject({ amount: order.totalCents, currencyCode: 'EUR', merchantReference: order.reference, locale: 'fr_FR' });
    expect(checkout.returnUrl).toMatch(new RegExp(`^https://www\\.domaine-trois-terroirs\\.fr/api/payment/back/${order.id}\\?`));
    expect(checkout.returnUrl).not.toContain(order.cart);
    expect(cawl.calls.at(-1)?.headers.authorization).toMatch(/^GCS v1HMAC:A1B2C3D4E5F6A7B8C9D0:/);
  });

  it('settles from a signed webhook: PAID once, one confirmation mail; a replay changes nothing', async () => {
    const { order, checkout } = await started();
    cawl.pay(checkout.id);
    const webhook = captured(checkout);
    expect((await send(webhook)).json?.data.handled).toBe('PAID');
    expect((await send(webhook)).json?.data.handled).toBe('REPLAY');
    expect(await orderState(h, order.id)).toEqual({ status: 'PAID', payments: ['SUCCEEDED'], history: ['PENDING_PAYMENT', 'PAID'], mails: ['order-confirmation', 'order-notice'] });
  });

  it('changes nothing for a forged signature, an unknown key, an unknown checkout or a wrong amount', async () => {
    const { order, checkout } = await started();
    cawl.pay(checkout.id);
    expect((await send(cawlWebhook({ id: 'evt-forged', type: 'payment.captured', payment: paymentOf(checkout) }, 'not-the-secret'))).status).toBe(400);
    expect((await send(cawlWebhook({ id: 'evt-key', type: 'payment.captured', payment: paymentOf(checkout) }, CAWL_KEYS.CAWL_WEBHOOK_SECRET, 'other-key'))).status).toBe(400);
    const altered = captured(checkout);
    expect((await send({ ...altered, body: altered.body.replace(String(checkout.amount), String(checkout.amount - 1)) })).status).toBe(400);
    expect((await send(captured({ ...checkout, id: '999' }))).status).toBe(404);
    expect(await orderState(h, order.id)).toEqual({ status: 'PENDING_PAYMENT', payments: ['STARTED'], history: ['PENDING_PAYMENT'], mails: [] });
    expect((await send(captured(checkout, { amount: checkout.amount + 1 }))).status).toBe(422);
    expect(await orderState(h, order.id)).toMatchObject({ status: 'PENDING_PAYMENT', payments: ['MISMATCH'], mails: ['payment-alert'] });
  });

  it('settles once whichever comes first: return then webhook, webhook then return, both at once', async () => {
    const first = await started();
    cawl.pay(first.checkout.id);
    expect((await result(first.order)).json?.data).toMatchObject({ paid: true, status: { code: 'PAID', value: 'Payée' } });
    expect((await send(captured(first.checkout))).json?.data.handled).toBe('ALREADY');

    const second = await started();
    cawl.pay(second.checkout.id);
    expect((await send(captured(second.checkout))).json?.data.handled).toBe('PAID');
    expect((await result(second.order)).json?.data.paid).toBe(true);

    const third = await started();
    cawl.pay(third.checkout.id);
    // Eight at once, returns and notifications interleaved: one settles, the others find it settled.
    const answers = await Promise.all(Array.from({ length: 8 }, (_, index) => (index % 2 ? send(captured(third.checkout)) : result(third.order))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    for (const { order } of [first, second, third]) {
      expect(await orderState(h, order.id)).toEqual({ status: 'PAID', payments: ['SUCCEEDED'], history: ['PENDING_PAYMENT', 'PAID'], mails: ['order-confirmation', 'order-notice'] });
    }
  });

  it('declines the order on a rejected payment, and the result page says it waits', async () => {
    const { order, checkout } = await started();
    expect((await result(order)).json?.data).toMatchObject({ paid: false, status: { code: 'PENDING_PAYMENT' } });
    expect((await send(captured(checkout, { category: 'UNSUCCESSFUL' }))).json?.data.handled).toBe('DECLINED');
    expect(await orderState(h, order.id)).toMatchObject({ status: 'PAYMENT_FAILED', payments: ['DECLINED'], mails: ['order-status'] });
  });
});
