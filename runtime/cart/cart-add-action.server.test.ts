import { describe, expect, it } from 'vitest';
import { cartOf } from './machine/cart.test-utils.ts';
import { CART_ID, envelope, scriptedApi } from './api/cart-calls.test-utils.ts';
import { cartAddAction } from './cart-add-action.server.ts';

const OTHER = '1c8d3e2f-2222-4333-8444-a55566667777';
const added = (cartId: string) => envelope(200, { cartId, cart: cartOf(cartId) });
const cookies = (values: Record<string, string>) => (name: string) => values[name];

describe('cartAddAction (the no-JavaScript add of the product and customization pages)', () => {
  it('adds to a new cart when the visitor has none, and sets its cookie', async () => {
    const { api, calls } = scriptedApi(added(CART_ID));
    expect(await cartAddAction({ api }, { idDeclination: 101, quantity: 6 })).toEqual({ ok: true, setCookies: [`cart-id=${CART_ID}; Path=/; SameSite=Lax; Max-Age=31536000`] });
    expect(calls.map((call) => call.url)).toEqual(['/api/cart/new/product/101']);
  });

  it('adds to the cookie’s cart and sets no cookie when the cart stays the same', async () => {
    const { api, calls } = scriptedApi(added(CART_ID));
    expect(await cartAddAction({ api, cookie: cookies({ 'cart-id': CART_ID }) }, { idDeclination: 101, quantity: 6 })).toEqual({ ok: true, setCookies: [] });
    expect(calls.map((call) => call.url)).toEqual([`/api/cart/${CART_ID}/product/101`]);
  });

  it('starts a new cart when the cookie’s cart is gone or ordered, and ignores a cookie that is no cart id', async () => {
    const gone = scriptedApi(envelope(409, null, 'Panier déjà commandé'), added(OTHER));
    expect(await cartAddAction({ api: gone.api, cookie: cookies({ 'cart-id': CART_ID }) }, { idDeclination: 101, quantity: 6 })).toEqual({ ok: true, setCookies: [`cart-id=${OTHER}; Path=/; SameSite=Lax; Max-Age=31536000`] });
    expect(gone.calls.map((call) => call.url)).toEqual([`/api/cart/${CART_ID}/product/101`, '/api/cart/new/product/101']);
    const forged = scriptedApi(added(OTHER));
    await cartAddAction({ api: forged.api, cookie: cookies({ 'cart-id': '../admin' }) }, { idDeclination: 101, quantity: 6 });
    expect(forged.calls.map((call) => call.url)).toEqual(['/api/cart/new/product/101']);
  });

  it('answers 422 with the §8 message when refused, 503 when the API fails or does not answer', async () => {
    const refused = scriptedApi(envelope(400, { errors: { quantity: 'Par 6' } }, 'Quantité refusée'));
    expect(await cartAddAction({ api: refused.api }, { idDeclination: 101, quantity: 5 })).toEqual({ ok: false, status: 422, message: 'Quantité refusée quantity : Par 6' });
    expect(await cartAddAction({ api: scriptedApi(envelope(500, null, 'Erreur')).api }, { idDeclination: 101, quantity: 5 })).toMatchObject({ ok: false, status: 503 });
    expect(await cartAddAction({ api: scriptedApi(new TypeError('fetch failed')).api }, { idDeclination: 101, quantity: 5 })).toMatchObject({ ok: false, status: 503 });
  });
});
