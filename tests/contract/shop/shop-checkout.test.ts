import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../harness.test-utils.ts';
import { addLine, DOMAINE, newCart, NOW } from './shop-helpers.test-utils.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ now: () => NOW });
});
afterAll(async () => {
  await h.close();
});

const post = (path: string, body: unknown, lang = 'en') => h.request('POST', path, { site: DOMAINE, lang, body });
const fees = (products: unknown[], postalCode = '44000', country = 'FRA') => post('/calculate/shipping-fees', { products, postalCode, country });
const colissimo = (res: Awaited<ReturnType<typeof fees>>) => (res.json?.data as { id: number; price: number }[]).find((c) => c.id === 1);

describe('shipping fees', () => {
  it('lists the carriers serving the address with their fee', async () => {
    const res = await fees([{ idProduct: 1, idDeclination: 101, quantity: 6 }]);
    expect(res.status).toBe(200);
    expect(colissimo(res)).toMatchObject({ name: 'Colissimo Domicile', price: 9.9, fdp: 9.9, deliveryType: 'DELIVERY' });
    const paris = await fees([{ idProduct: 1, idDeclination: 101, quantity: 6 }], '75001');
    expect(colissimo(paris)?.price).toBe(14.9);
  });

  it('ships free from 150 € of products', async () => {
    // 7 × 23 € magnums = 161 € (7 bottles, under the 12-bottle threshold)
    const res = await fees([{ idProduct: 1, idDeclination: 103, quantity: 7 }]);
    expect(colissimo(res)?.price).toBe(0);
    const below = await fees([{ idProduct: 1, idDeclination: 103, quantity: 6 }]);
    expect(colissimo(below)?.price).toBeGreaterThan(0);
  });

  it('ships free from 12 bottles, half bottles counting half', async () => {
    const twelve = await fees([{ idProduct: 5, idDeclination: 501, quantity: 12 }]);
    expect(colissimo(twelve)?.price).toBe(0);
    // 11 bottles + 1 half bottle = 11.5 → 11: not free
    const eleven = await fees([{ idProduct: 5, idDeclination: 501, quantity: 11 }, { idProduct: 1, idDeclination: 102, quantity: 1 }]);
    expect(colissimo(eleven)?.price).toBeGreaterThan(0);
    // a box of 6 half bottles counts 3
    const box = await fees([{ idProduct: 5, idDeclination: 501, quantity: 9 }, { idProduct: 10, idDeclination: 1001, quantity: 1 }]);
    expect(colissimo(box)?.price).toBe(0);
  });

  it('counts a case as its bottles: one wooden case of 12 ships, and ships free', async () => {
    const caseOf12 = await fees([{ idProduct: 9, idDeclination: 901, quantity: 1 }]);
    expect(caseOf12.status).toBe(200);
    expect(colissimo(caseOf12)?.price).toBe(0);
    // five cases are 60 bottles, the most one shipment holds; six are too many
    expect((await fees([{ idProduct: 9, idDeclination: 901, quantity: 5 }])).status).toBe(200);
    expect((await fees([{ idProduct: 9, idDeclination: 901, quantity: 6 }])).status).toBe(400);
  });

  it('refuses fewer bottles than the shipment minimum and bad input', async () => {
    const two = await fees([{ idProduct: 1, idDeclination: 101, quantity: 2 }]);
    expect(two.status).toBe(400);
    expect(two.json?.message).toBe('A shipment must hold at least 3 bottles');
    expect((await fees([{ idProduct: 1, quantity: 6 }], '44000', 'France')).status).toBe(400);
    expect((await fees([])).status).toBe(400);
    expect((await fees([{ idProduct: 999, quantity: 6 }])).status).toBe(404);
  });
});

describe('relay points and pick-up dates', () => {
  it('lists the access points nearest the postal code first', async () => {
    const res = await post('/relay/access-points', { postalCode: '44190', country: 'FRA', idCarrier: 2 });
    expect(res.status).toBe(200);
    expect(res.json?.data[0].zipCode).toBe('44190');
    expect((await post('/relay/access-points', { country: 'FRA' })).json?.message).toBe("Missing field 'postalCode' in body");
  });

  it('offers pick-up slots after the preparation delay', async () => {
    // Saturday 10:00 + 48 h → Monday 10:00; the chai opens Tuesday to Saturday.
    const res = await h.request('GET', '/click-and-collect/dates?idAddress=1', { site: DOMAINE });
    expect(res.status).toBe(200);
    expect(res.json?.data[0].dates[0]).toEqual({ date: '2026-11-24', idSchedule: 1, opens: '09:00', closes: '12:30' });
    const christmas = await h.request('GET', '/click-and-collect/dates?idAddress=1&from=2026-12-25', { site: DOMAINE });
    expect(christmas.json?.data[0].dates[0].date).toBe('2026-12-29');
    expect((await h.request('GET', '/click-and-collect/dates?from=demain', { site: DOMAINE })).status).toBe(400);
    expect((await h.request('GET', '/click-and-collect/dates?idAddress=99', { site: DOMAINE })).status).toBe(404);
  });

  it('offers no pick-up before the cart’s products are prepared: the engraved box needs 5 working days', async () => {
    const png = new File([new Uint8Array([137, 80, 78, 71, 1, 2, 3])], 'logo.png', { type: 'image/png' });
    const added = await addLine(h, 'new', 1301, 1, {
      customizations: [{ idCustomization: 1, answer: 'Pour Paul' }, { idCustomization: 2, answer: 'chene' }, { idCustomization: 4, answer: 'logo.png' }],
      files: [png],
    });
    const cartId = added.json?.data.cartId as string;
    // Saturday 21 November: five working days later is Friday 27 November (the chai opens Tuesday to Saturday).
    const res = await h.request('GET', `/click-and-collect/dates?idAddress=1&idCart=${cartId}`, { site: DOMAINE });
    expect(res.json?.data[0].dates[0].date).toBe('2026-11-27');
    const wine = await addLine(h, 'new', 101, 6);
    const plain = await h.request('GET', `/click-and-collect/dates?idAddress=1&idCart=${wine.json?.data.cartId as string}`, { site: DOMAINE });
    expect(plain.json?.data[0].dates[0].date).toBe('2026-11-24');
  });
});

describe('discount codes', () => {
  it('discounts the subtotal of an order', async () => {
    const res = await post('/order/discount', { total: 109.9, subtotal: 100, shippingFees: 9.9, discount: 'bienvenue10' });
    expect(res.status).toBe(200);
    expect(res.json?.data).toEqual({ value: { code: 'BIENVENUE10' }, subtotal: 90, shippingFees: 9.9, discount: 10, total: 99.9 });
    const free = await post('/order/discount', { total: 79.9, subtotal: 70, shippingFees: 9.9, discount: { code: 'LIVRAISON-OFFERTE' } });
    expect(free.json?.data).toMatchObject({ shippingFees: 0, total: 70 });
  });

  it('refuses unknown, expired and too small orders, and inconsistent totals', async () => {
    expect((await post('/order/discount', { total: 10, subtotal: 10, shippingFees: 0, discount: 'NOPE' })).status).toBe(404);
    const expired = await post('/order/discount', { total: 100, subtotal: 100, shippingFees: 0, discount: 'VENDANGES2025' }, 'fr_FR');
    expect(expired.json?.message).toBe('Ce code de réduction a expiré');
    const small = await post('/order/discount', { total: 40, subtotal: 40, shippingFees: 0, discount: 'BIENVENUE10' });
    expect(small.json?.message).toBe('This discount code requires an order of at least €50.00');
    const mismatch = await post('/order/discount', { total: 1, subtotal: 40, shippingFees: 0, discount: 'BIENVENUE10' });
    expect(mismatch.status).toBe(400);
  });
});

describe('cart validation', () => {
  it('summarises a valid cart', async () => {
    const cartId = (await addLine(h, 'new', 101, 6)).json?.data.cartId as string;
    const res = await post('/order/validate', { idCart: cartId });
    expect(res.status).toBe(200);
    expect(res.json?.data).toMatchObject({ totalProduct: 58.8, bottleCount: 6, needsShipping: true });
  });

  it('refuses an empty cart, a shipment under the minimum and a missing cart id', async () => {
    const empty = await newCart(h);
    expect((await post('/order/validate', { idCart: empty })).json?.message).toBe('The cart is empty');
    const two = (await addLine(h, 'new', 101, 2)).json?.data.cartId as string;
    const res = await post('/order/validate', { idCart: two });
    expect(res.status).toBe(400);
    expect(res.json?.data.errors).toEqual({ shipment: 'A shipment must hold at least 3 bottles' });
    expect((await post('/order/validate', { idCart: two, deliveryType: 'CLICK_AND_COLLECT' })).status).toBe(200);
    expect((await post('/order/validate', {})).json?.message).toBe("Missing field 'idCart' in body");
  });
});
