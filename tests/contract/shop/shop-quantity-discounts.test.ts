import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../harness.test-utils.ts';
import { addLine, DOMAINE, NOW, orderBody } from './shop-helpers.test-utils.ts';

// Decreasing discounts by quantity on domaine: the rosé (product 5) takes −5 % from 6 bottles and
// −10 % from 12; the red (product 6) −0,50 € from 6 and −1,00 € from 12, its magnum (603) its own
// −5 % from 3; the Gros Plant (product 4, 7,90 €, by 6) carries a 1,00 € product discount and
// −15 % from 12. A tier and the product discount never add up: the larger reduction applies.

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ now: () => NOW });
});
afterAll(async () => {
  await h.close();
});

const get = (path: string) => h.request('GET', path, { site: DOMAINE, lang: 'en' });
type Line = { idCartProduct: number; idDeclination: number; quantity: number; price: number; priceToPay: number; total: number; totalToPay: number };

describe('decreasing discounts by quantity', () => {
  it('serves each declination its tiers: its own, else its product\'s, none for a fixed price', async () => {
    const red = (await get('/product/6')).json?.data;
    const tiersOf = (id: number) => red.declination.find((one: { id: number }) => one.id === id).quantityDiscounts;
    expect(tiersOf(601)).toEqual([
      { fromQuantity: 6, type: 'EURO', amount: 0.5 },
      { fromQuantity: 12, type: 'EURO', amount: 1 },
    ]);
    expect(tiersOf(603)).toEqual([{ fromQuantity: 3, type: 'PERCENT', amount: 5 }]);
    expect(red).not.toHaveProperty('quantityDiscounts');
    expect(red.declination[0]).toMatchObject({ price: 11, priceToPay: 11 });
    const granit = (await get('/product/3')).json?.data;
    expect(granit.declination.map((one: { quantityDiscounts: unknown[] }) => one.quantityDiscounts)).toEqual([[], [], []]);
    const list = (await get('/product?kind=rose')).json?.data.products as { id: number; declination: { quantityDiscounts: unknown[] }[] }[];
    expect(list.find((one) => one.id === 5)?.declination[0]?.quantityDiscounts).toHaveLength(2);
  });

  it('prices a cart line at the tier its quantity reaches, and back at full price below it', async () => {
    const five = await addLine(h, 'new', 501, 5);
    const cartId = five.json?.data.cartId as string;
    expect(five.json?.data.cart.products[0]).toMatchObject({ quantity: 5, price: 9.5, priceToPay: 9.5, totalToPay: 47.5 });
    const six = await addLine(h, cartId, 501, 1);
    // 5 % of 9,50 € is 0,475 €, rounded to 0,48 €.
    expect(six.json?.data.cart.products[0]).toMatchObject({ quantity: 6, price: 9.5, priceToPay: 9.02, total: 57, totalToPay: 54.12 });
    expect(six.json?.data.cart).toMatchObject({ totalProduct: 57, totalProductToPay: 54.12 });
    const line = six.json?.data.cart.products[0] as Line;
    const put = (quantity: number) => h.request('PUT', `/cart/${cartId}/product/5/quantity`, { site: DOMAINE, body: { quantity, idCartProduct: line.idCartProduct } });
    const twelve = await put(12);
    expect(twelve.json?.data).toMatchObject({ totalProduct: 114, totalProductToPay: 102.6, products: [{ quantity: 12, priceToPay: 8.55 }] });
    const four = await put(4);
    expect(four.json?.data).toMatchObject({ totalProduct: 38, totalProductToPay: 38, products: [{ quantity: 4, priceToPay: 9.5 }] });
  });

  it('applies the larger of the product discount and the tier, never both, and keeps the cart totals consistent', async () => {
    const six = await addLine(h, 'new', 401, 6);
    const cartId = six.json?.data.cartId as string;
    // 6 bottles reach no tier: the 1,00 € product discount applies.
    expect(six.json?.data.cart.products[0]).toMatchObject({ price: 7.9, priceToPay: 6.9 });
    const mixed = await addLine(h, cartId, 401, 6);
    await addLine(h, cartId, 601, 6);
    const cart = (await h.request('POST', `/cart/${cartId}`, { site: DOMAINE, body: { type: 'MAIN_CART' } })).json?.data;
    const lines = cart.products as Line[];
    // 12 bottles: 15 % (1,185 € → 1,19 €) takes more off than 1,00 €, and replaces it.
    expect(mixed.json?.data.cart.products[0]).toMatchObject({ quantity: 12, priceToPay: 6.71 });
    expect(lines.find((one) => one.idDeclination === 601)).toMatchObject({ quantity: 6, price: 11, priceToPay: 10.5, totalToPay: 63 });
    expect(cart.totalProduct).toBe(12 * 7.9 + 6 * 11);
    expect(cart.totalProductToPay).toBeCloseTo(12 * 6.71 + 63, 2);
    const sum = lines.reduce((total, one) => total + Math.round(one.totalToPay * 100), 0);
    expect(Math.round(cart.totalProductToPay * 100)).toBe(sum);
  });

  it('orders at the prices the cart shows', async () => {
    const cartId = (await addLine(h, 'new', 501, 12)).json?.data.cartId as string;
    const validated = await h.request('POST', '/order/validate', { site: DOMAINE, body: { idCart: cartId } });
    expect(validated.json?.data).toMatchObject({ totalProduct: 114, totalProductToPay: 102.6 });
    const order = await h.request('POST', '/order', { site: DOMAINE, lang: 'en', body: orderBody(cartId) });
    expect(order.status).toBe(201);
    expect(order.json?.data).toMatchObject({ subtotal: 102.6, products: [{ idDeclination: 501, quantity: 12, price: 9.5, priceToPay: 8.55, total: 102.6 }] });
  });
});
