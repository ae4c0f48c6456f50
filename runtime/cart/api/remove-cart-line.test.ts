import { describe, expect, it } from 'vitest';
import { CART_ID, envelope, scriptedApi } from './cart-calls.test-utils.ts';
import { removeCartLine } from './remove-cart-line.ts';

describe('removeCartLine', () => {
  it('deletes the line by its product and cart line ids', async () => {
    const { api, calls } = scriptedApi(envelope(200, { id: CART_ID }));
    await removeCartLine(api, CART_ID, { idProduct: 13, idCartProduct: 5 });
    expect([calls[0]?.init.method, calls[0]?.url, calls[0]?.init.body ?? null]).toEqual(['DELETE', `/api/cart/${CART_ID}/product/13/5`, null]);
  });
});
