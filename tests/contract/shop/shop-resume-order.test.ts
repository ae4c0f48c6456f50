import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../harness.test-utils.ts';
import { addLine, DOMAINE, member, NOW, orderBody } from './shop-helpers.test-utils.ts';

// Issue 32, item 8: back from the payment page, the customer pays again. The payment step's
// `POST /order/validate` on the ordered cart resumes the order awaiting its payment (same id,
// totals and discount as recorded) for the cart's holder or its member, and no one else; a paid
// or cancelled order answers a 409 that names it, in the request's language.
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ now: () => NOW });
});
afterAll(async () => {
  await h.close();
});

const validate = (idCart: string, lang = 'fr_FR', token?: string) =>
  h.request('POST', '/order/validate', { site: DOMAINE, lang, body: { idCart, deliveryType: 'DELIVERY' }, ...(token ? { token } : {}) });

/** Six bottles ordered with BIENVENUE10 (10 % off), awaiting their payment. */
async function discountedOrder(token?: string) {
  const cart = (await addLine(h, 'new', 101, 6, token ? { token } : {})).json?.data.cartId as string;
  const created = await h.request('POST', '/order', { site: DOMAINE, lang: 'fr_FR', body: orderBody(cart, { discount: 'BIENVENUE10' }), ...(token ? { token } : {}) });
  expect(created.status).toBe(201);
  const row = await h.ctx.db.selectFrom('orders').selectAll().where('cartId', '=', cart).executeTakeFirstOrThrow();
  expect(row.discountCents).toBeGreaterThan(0);
  return { cart, row };
}

describe('the payment step on a cart already ordered', () => {
  it('resumes the order awaiting its payment, with the totals and discount it recorded, in French and English', async () => {
    const { cart, row } = await discountedOrder();
    for (const lang of ['fr_FR', 'en']) {
      const answer = await validate(cart, lang);
      expect(answer.status).toBe(200);
      expect(answer.json?.data.order).toMatchObject({
        id: row.id, reference: row.reference, status: { code: 'PENDING_PAYMENT', value: lang === 'en' ? 'Awaiting payment' : 'En attente de paiement' },
        subtotal: row.subtotalCents / 100, discount: row.discountCents / 100, shippingFees: row.shippingFeesCents / 100, total: row.totalCents / 100,
        discountCode: 'BIENVENUE10',
      });
    }
    // The page reads the same order with the cart, to show what will be charged.
    const served = await h.request('GET', `/cart/${cart}/default`, { site: DOMAINE });
    expect(served.json?.data.order).toMatchObject({ id: row.id, total: row.totalCents / 100, discount: row.discountCents / 100, discountCode: 'BIENVENUE10' });
    // A new checkout starts for the same order; the order is neither validated again nor made twice.
    const started = await h.request('POST', `/payment/start/${row.id}`, { site: DOMAINE, lang: 'fr_FR', body: { cart, returnPath: `/order/cawl/result/${row.id}?cart=${cart}`, cancelPath: `/order/cancel?order=${row.id}&cart=${cart}` } });
    expect(started.status).toBe(200);
    const again = await h.request('POST', '/order', { site: DOMAINE, lang: 'fr_FR', body: orderBody(cart) });
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ data: { id: row.id, total: row.totalCents / 100 }, message: 'Ce panier a déjà été commandé' });
    expect(await h.ctx.db.selectFrom('orders').select('id').where('cartId', '=', cart).execute()).toHaveLength(1);
  });

  it('resumes a member’s order for that member only: another member or a guest with its cart id learns nothing', async () => {
    const owner = await member(h, 'reprise-owner@example.fr');
    const other = await member(h, 'reprise-other@example.fr');
    const { cart, row } = await discountedOrder(owner);
    expect((await validate(cart, 'en', owner)).json?.data.order.id).toBe(row.id);
    for (const token of [other, undefined]) {
      const refused = await validate(cart, 'en', token);
      expect(refused.status).toBe(404);
      expect(refused.json?.message).toBe('This cart does not exist');
      expect(refused.text).not.toContain(row.reference);
      const served = await h.request('GET', `/cart/${cart}/default`, { site: DOMAINE, ...(token ? { token } : {}) });
      expect(served.status).toBe(404);
    }
  });

  it('answers a paid or cancelled order with a 409 naming it, in the request’s language, and never resumes it', async () => {
    const { cart, row } = await discountedOrder();
    const paid = await h.request('POST', `/payment/test-card-provider/${row.id}`, { site: DOMAINE, body: { cardNumber: '4242 4242 4242 4242', cart } });
    expect(paid.status).toBe(200);
    const fr = await validate(cart, 'fr_FR');
    expect(fr.status).toBe(409);
    expect(fr.json?.message).toBe(`Ce panier a déjà été commandé : commande ${row.reference}, « Payée ». Vous la retrouvez par le lien ci-dessous.`);
    expect(fr.json?.data).toEqual({ order: { id: row.id, reference: row.reference, status: { code: 'PAID', value: 'Payée' } } });
    const en = await validate(cart, 'en');
    expect(en.json?.message).toBe(`This cart has already been ordered: order ${row.reference}, “Paid”. You will find it through the link below.`);
    expect((await h.request('GET', `/cart/${cart}/default`, { site: DOMAINE })).json?.data.order).toBeUndefined();

    const cancelled = await discountedOrder();
    await h.ctx.db.updateTable('orders').set({ status: 'CANCELLED' }).where('id', '=', cancelled.row.id).execute();
    expect((await validate(cancelled.cart, 'en')).json?.message).toContain('“Cancelled”');
  });

  it('says “already ordered” in both languages wherever an ordered cart is refused', async () => {
    const { cart } = await discountedOrder();
    const added = await addLine(h, cart, 101, 6, { lang: 'fr_FR' });
    expect(added.status).toBe(409);
    expect(added.json?.message).toBe('Ce panier a déjà été commandé');
    const removed = await h.request('DELETE', `/cart/${cart}`, { site: DOMAINE, lang: 'en' });
    expect(removed.status).toBe(409);
    expect(removed.json?.message).toBe('This cart has already been ordered');
  });
});
