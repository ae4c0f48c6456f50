import { describe, expect, it } from 'vitest';
import { CART_ID, envelope, scriptedApi } from './cart-calls.test-utils.ts';
import { setCartLineQuantity } from './set-cart-line-quantity.ts';

describe('setCartLineQuantity', () => {
  it('puts the quantity with the line’s ids', async () => {
    const { api, calls } = scriptedApi(envelope(200, { id: CART_ID }));
    await setCartLineQuantity(api, CART_ID, { idProduct: 13, idCartProduct: 5 }, 12);
    expect([calls[0]?.init.method, calls[0]?.url, calls[0]?.init.body]).toEqual(['PUT', `/api/cart/${CART_ID}/product/13/quantity`, '{"quantity":12,"idCartProduct":5}']);
  });
});
