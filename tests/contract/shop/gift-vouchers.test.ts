import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../harness.test-utils.ts';
import { address, AUTOCARS, DOMAINE, NOW } from './shop-helpers.test-utils.ts';

// Gift vouchers on the coach site (issue 37, row 1; decision 0059): a product type that is never
// shipped and counts no bottle; codes issued once when the order is paid, mailed once through the
// outbox, and a printable voucher behind a signed link. Runs on SQLite, and on PostgreSQL with
// TEST_DATABASE_URL.
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ now: () => NOW });
});
afterAll(async () => {
  await h.close();
});

const CODE = /^[0-9A-HJKMNP-TV-Z]{12}$/;
const call = (method: string, path: string, body?: unknown, lang = 'en') => h.request(method, path, { site: AUTOCARS, lang, ...(body === undefined ? {} : { body }) });

/** Adds `quantity` vouchers of declination `id` (101: 50 €, 102: 100 €, 103: 200 €) with a message, to `cart` ('new' for a new one). */
async function addVoucher(cart: string, id: number, quantity: number, message: string | null, lang = 'en') {
  const form = new FormData();
  form.set('type', 'MAIN_CART');
  form.set('quantity', String(quantity));
  if (message !== null) form.set('customizations', JSON.stringify([{ idCustomization: 1, answer: message }]));
  return h.request('POST', `/cart/${cart}/product/${id}`, { site: AUTOCARS, lang, body: form });
}

const voucherBody = (idCart: string, email: string) => ({
  idCart,
  user: { phone: '06 12 34 56 78', email },
  address: { billing: address },
  delivery: { type: 'NO_DELIVERY' },
  // The terms of sale, accepted at payment (issue 36); no legal age for a voucher (no alcohol).
  acceptTerms: true,
});

/** A placed voucher order (2 × 100 € with a message), not paid yet. */
async function placedOrder(email: string, lang = 'en') {
  const added = await addVoucher('new', 102, 2, 'Bon voyage, Mamie ! <b>Bises</b>', lang);
  expect(added.status, added.text).toBe(200);
  const cartId = added.json!.data.cartId as string;
  const created = await call('POST', '/order', voucherBody(cartId, email), lang);
  expect(created.status, created.text).toBe(201);
  return { cartId, id: created.json!.data.id as number };
}

const pay = (id: number, cartId: string, lang = 'en') => call('POST', `/payment/test-card-provider/${id}`, { cardNumber: '4242 4242 4242 4242', cart: cartId }, lang);
const vouchersOf = (orderId: number) => h.ctx.db.selectFrom('giftVouchers').selectAll().where('orderId', '=', orderId).orderBy('id').execute();
const voucherMails = (orderId: number) => h.ctx.db.selectFrom('outbox').select(['kind', 'subject', 'body', 'html', 'lang', 'toAddress']).where('orderId', '=', orderId).where('kind', '=', 'gift-voucher').execute();

describe('a gift voucher order on the coach site', () => {
  it('needs no shipping: the cart has nothing to deliver, and the order is placed without delivery address nor fee', async () => {
    const added = await addVoucher('new', 101, 1, null);
    expect(added.status, added.text).toBe(200);
    const cartId = added.json!.data.cartId as string;
    const cart = await call('GET', `/cart/${cartId}/default`);
    expect(cart.json!.data).toMatchObject({ deliveryType: 'no_delivery' });
    expect(cart.json!.data.products[0]).toMatchObject({ type: 'VOUCHER', isDematerialized: true, capacity: null, capacityUnit: null });
    const created = await call('POST', '/order', voucherBody(cartId, 'no.shipping@example.fr'));
    expect(created.status, created.text).toBe(201);
    const order = await h.ctx.db.selectFrom('orders').selectAll().where('id', '=', created.json!.data.id as number).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ deliveryType: 'NO_DELIVERY', shippingFeesCents: 0, totalCents: 5000, idCarrier: null, status: 'PENDING_PAYMENT' });
    const addresses = await h.ctx.db.selectFrom('orderAddresses').select('kind').where('orderId', '=', order.id).execute();
    expect(addresses.map((one) => one.kind)).toEqual(['BILLING']);
  });

  it('has no carrier to offer: shipping fees are not asked of a voucher', async () => {
    const cartId = (await addVoucher('new', 103, 1, null)).json!.data.cartId as string;
    const shipped = await call('POST', '/order', { ...voucherBody(cartId, 'shipped@example.fr'), address: { billing: address, delivery: address }, delivery: { type: 'DELIVERY', idCarrier: 1 } });
    expect(shipped.status).toBe(400);
    expect(shipped.json!.message).toBe('This carrier does not exist or cannot deliver this order to this address');
  });

  it('issues no code and mails no voucher before the payment', async () => {
    const { id } = await placedOrder('before.payment@example.fr');
    expect(await vouchersOf(id)).toEqual([]);
    expect(await voucherMails(id)).toEqual([]);
  });

  it('issues one random code per unit when the order is paid, with the message, worth the face price, valid one year', async () => {
    const { id, cartId } = await placedOrder('paid@example.fr');
    const paid = await pay(id, cartId);
    expect(paid.status, paid.text).toBe(200);
    const vouchers = await vouchersOf(id);
    expect(vouchers).toHaveLength(2);
    for (const voucher of vouchers) {
      expect(voucher.code).toMatch(CODE);
      expect(voucher).toMatchObject({ idSite: AUTOCARS, amountCents: 10000, message: 'Bon voyage, Mamie ! <b>Bises</b>', validUntil: '2027-11-21' });
    }
    expect(new Set(vouchers.map((one) => one.code)).size).toBe(2);
    expect(vouchers.map((one) => one.unit)).toEqual([0, 1]);
  });

  it('queues the voucher mail once, in the customer’s language, with each code, the escaped message and a signed link', async () => {
    const { id, cartId } = await placedOrder('mail.once@example.fr', 'fr_FR');
    expect((await pay(id, cartId, 'fr_FR')).status).toBe(200);
    // A second payment, and a replayed settlement, issue nothing more.
    expect((await pay(id, cartId, 'fr_FR')).status).toBe(409);
    const mails = await voucherMails(id);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toMatchObject({ lang: 'fr_FR', toAddress: 'mail.once@example.fr' });
    expect(mail.subject).toMatch(/^Vos bons cadeaux — commande 87-\d{8}-\w{6} — Autocars Bocage Vendée$/);
    const vouchers = await vouchersOf(id);
    for (const voucher of vouchers) expect(mail.body).toContain(`${voucher.code.slice(0, 4)}-${voucher.code.slice(4, 8)}-${voucher.code.slice(8)}`);
    expect(mail.body).toContain('Valable jusqu’au : dimanche 21 novembre 2027');
    expect(mail.html).toContain('Bon voyage, Mamie ! &lt;b&gt;Bises&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Bises</b>');
    const links = [...mail.body.matchAll(/https?:\/\/\S+\/gift-voucher\/(\d+)\?signature=([\w-]{43})/g)];
    expect(links.map((link) => Number(link[1]))).toEqual(vouchers.map((one) => one.id));
    expect(await vouchersOf(id)).toEqual(vouchers);
  });

  it('issues the codes once when the payment is settled twice at the same time', async () => {
    const { id, cartId } = await placedOrder('race@example.fr');
    const answers = await Promise.all([pay(id, cartId), pay(id, cartId)]);
    expect(answers.map((one) => one.status).sort()).toEqual([200, 409]);
    expect(await vouchersOf(id)).toHaveLength(2);
    expect(await voucherMails(id)).toHaveLength(1);
  });

  it('answers the printable voucher (a PDF) only with its signed link', async () => {
    const { id, cartId } = await placedOrder('print@example.fr');
    await pay(id, cartId);
    const mail = (await voucherMails(id))[0]!;
    const [first, second] = [...mail.body.matchAll(/\/gift-voucher\/(\d+)\?signature=([\w-]{43})/g)].map((link) => ({ id: link[1]!, signature: link[2]! }));
    const pdf = await call('GET', `/gift-voucher/${first!.id}?signature=${first!.signature}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('cache-control')).toBe('private, no-store');
    expect(pdf.text.startsWith('%PDF-')).toBe(true);
    for (const path of [
      `/gift-voucher/${first!.id}`,
      `/gift-voucher/${first!.id}?signature=${second!.signature}`,
      `/gift-voucher/${first!.id}?signature=${'A'.repeat(43)}`,
      `/gift-voucher/999999?signature=${first!.signature}`,
    ]) {
      const refused = await call('GET', path);
      expect(refused.status, path).toBe(403);
      expect(refused.json!.message).toBe('This gift voucher link is not valid');
    }
    expect((await call('GET', `/gift-voucher/${first!.id}`, undefined, 'fr_FR')).json!.message).toBe('Ce lien de bon cadeau n’est pas valide');
    // Another site's request does not open it.
    expect((await h.request('GET', `/gift-voucher/${first!.id}?signature=${first!.signature}`, { site: DOMAINE, lang: 'en' })).status).toBe(403);
  });

  it('refuses a message longer than 300 characters in the request’s language, and adds nothing', async () => {
    const cartId = (await addVoucher('new', 101, 1, 'Joyeux anniversaire')).json!.data.cartId as string;
    const en = await addVoucher(cartId, 102, 1, 'x'.repeat(301));
    expect(en.status).toBe(400);
    expect(en.json).toMatchObject({ message: 'Some customizations are not valid', data: { errors: { 'customization.1': 'at most 300 characters' } } });
    const fr = await addVoucher(cartId, 102, 1, 'x'.repeat(301), 'fr_FR');
    expect(fr.json).toMatchObject({ message: 'Certaines personnalisations ne sont pas valides', data: { errors: { 'customization.1': '300 caractères au plus' } } });
    const cart = await call('GET', `/cart/${cartId}/default`);
    expect(cart.json!.data.products.map((line: { idDeclination: number }) => line.idDeclination)).toEqual([101]);
  });
});

describe('the domaine’s wine shop beside it', () => {
  it('still ships wine: a bottle cart is to be delivered and counts its bottles', async () => {
    const form = new FormData();
    form.set('type', 'MAIN_CART');
    form.set('quantity', '6');
    const cartId = (await h.request('POST', '/cart/new/product/101', { site: DOMAINE, lang: 'en', body: form })).json!.data.cartId as string;
    const cart = await h.request('GET', `/cart/${cartId}/default`, { site: DOMAINE, lang: 'en' });
    expect(cart.json!.data).toMatchObject({ deliveryType: 'delivery' });
    expect(cart.json!.data.products[0]).toMatchObject({ type: 'WINE', isDematerialized: false, capacity: 75, capacityUnit: 'CENTILITRE' });
    const unshipped = await h.request('POST', '/order', { site: DOMAINE, lang: 'en', body: { ...voucherBody(cartId, 'wine@example.fr'), legalAge: true } });
    expect(unshipped.status).toBe(400);
    expect(unshipped.json!.message).toBe('This cart must be delivered: choose a delivery method');
  });
});
