import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../harness.test-utils.ts';
import { addLine, DOMAINE, orderBody } from '../shop/shop-helpers.test-utils.ts';
import { CAWL_KEYS, cawlWebhook, paymentOf, startCawlDouble } from './cawl-double.test-utils.ts';
import { orderState, paymentHarness, startPayment } from './payment-site.test-utils.ts';

// Issue 32, item 1 on CAWL: Worldline Direct has no call that cancels a hosted checkout, so an
// older checkout of the order stays payable after a newer one starts; its late success, once the
// order's units were sold to others, is refunded at once through CAWL. SQLite and PostgreSQL.
const SCARCE = 1102; // 3 units in stock
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

const send = (id: string, type: string, payment: unknown) => h.request('POST', '/payment/cawl/webhook', cawlWebhook({ id, type, payment }));

async function order(quantity: number, lang: string, declination = SCARCE) {
  const cart = (await addLine(h, 'new', declination, quantity)).json?.data.cartId as string;
  const created = await h.request('POST', '/order', { site: DOMAINE, lang, body: orderBody(cart) });
  expect(created.status).toBe(201);
  return { id: created.json?.data.id as number, cart };
}

describe('CAWL: a hosted checkout paid late', () => {
  it('is refunded at once through CAWL when the order’s units were sold meanwhile, the webhook answered 2xx, the customer mailed in English', async () => {
    const first = await order(2, 'en');
    expect((await startPayment(h, first)).status).toBe(200);
    const older = [...cawl.checkouts.values()].at(-1)!;
    expect((await startPayment(h, first)).status).toBe(200);
    const newer = [...cawl.checkouts.values()].at(-1)!;
    // The newer checkout is refused by the bank: the order is declined, its units go back; another customer buys them.
    expect((await send('evt-refused', 'payment.rejected', paymentOf(newer, { category: 'UNSUCCESSFUL' }))).json?.data.handled).toBe('DECLINED');
    await order(3, 'fr_FR');
    const again = await startPayment(h, first, 'en');
    expect(again.status).toBe(409);
    expect(again.json?.message).toBe('Not enough stock left for INAO tasting glasses: 0 remaining');

    // The older checkout, still open at CAWL, is paid.
    cawl.pay(older.id);
    const paid = await send('evt-late', 'payment.captured', paymentOf(older));
    expect(paid.status).toBe(200);
    expect(paid.json?.data.handled).toBe('OUT_OF_STOCK');
    const { totalCents, reference } = await h.ctx.db.selectFrom('orders').select(['totalCents', 'reference']).where('id', '=', first.id).executeTakeFirstOrThrow();
    expect(cawl.refunds).toEqual([{ paymentId: `${older.id}_0`, amount: totalCents, currencyCode: 'EUR' }]);
    expect(await orderState(h, first.id)).toEqual({
      status: 'REFUNDED_OUT_OF_STOCK', payments: ['SUCCEEDED', 'DECLINED'], history: ['PENDING_PAYMENT', 'PAYMENT_FAILED', 'REFUNDED_OUT_OF_STOCK'],
      mails: ['payment-alert', 'refund'],
    });
    const mail = await h.ctx.db.selectFrom('outbox').select(['subject', 'lang']).where('kind', '=', 'refund').where('subject', 'like', `%${reference}%`).executeTakeFirstOrThrow();
    expect(mail).toEqual({ subject: `Order ${reference} refunded: out of stock`, lang: 'en' });
    // CAWL notifies again: nothing more is refunded.
    expect((await send('evt-late-again', 'payment.captured', paymentOf(older))).status).toBe(200);
    expect(cawl.refunds).toHaveLength(1);
  });

  it('refunds at once a second payment of an order paid already (an older checkout paid after the newer one), the webhook answered 2xx', async () => {
    const first = await order(6, 'fr_FR', 101);
    expect((await startPayment(h, first, 'fr_FR')).status).toBe(200);
    const older = [...cawl.checkouts.values()].at(-1)!;
    expect((await startPayment(h, first, 'fr_FR')).status).toBe(200);
    const newer = [...cawl.checkouts.values()].at(-1)!;
    cawl.pay(newer.id);
    expect((await send('evt-newer', 'payment.captured', paymentOf(newer))).json?.data.handled).toBe('PAID');
    cawl.pay(older.id);
    const twice = await send('evt-older', 'payment.captured', paymentOf(older));
    expect(twice.status).toBe(200);
    expect(twice.json?.data.handled).toBe('DUPLICATE');
    const { totalCents, reference } = await h.ctx.db.selectFrom('orders').select(['totalCents', 'reference']).where('id', '=', first.id).executeTakeFirstOrThrow();
    expect(cawl.refunds.filter((one) => one.paymentId.startsWith(older.id))).toEqual([{ paymentId: `${older.id}_0`, amount: totalCents, currencyCode: 'EUR' }]);
    expect(cawl.refunds.filter((one) => one.paymentId.startsWith(newer.id))).toEqual([]);
    expect(await orderState(h, first.id)).toEqual({
      status: 'PAID', payments: ['DUPLICATE', 'SUCCEEDED'], history: ['PENDING_PAYMENT', 'PAID'], mails: ['order-confirmation', 'order-notice', 'payment-alert', 'refund'],
    });
    const mail = await h.ctx.db.selectFrom('outbox').select(['subject', 'body']).where('kind', '=', 'refund').where('subject', 'like', `%${reference}%`).executeTakeFirstOrThrow();
    expect(mail.subject).toBe(`Remboursement de votre commande ${reference}`);
    // What is left to refund of the order's payment is still all of it.
    expect((await send('evt-older-again', 'payment.captured', paymentOf(older))).status).toBe(200);
    expect(cawl.refunds.filter((one) => one.paymentId.startsWith(older.id))).toHaveLength(1);
  });
});
