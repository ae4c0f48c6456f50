import { describe, expect, it } from 'vitest';
import { cartOf } from '../machine/cart.test-utils.ts';
import { CART_ID, envelope, scriptedApi } from './cart-calls.test-utils.ts';
import { reloadCart } from './reload-cart.ts';

describe('reloadCart', () => {
  it('posts the main cart type to the cart’s path', async () => {
    const { api, calls } = scriptedApi(envelope(200, cartOf(CART_ID)));
    expect(await reloadCart(api, CART_ID)).toMatchObject({ success: true, data: { id: CART_ID } });
    expect([calls[0]?.init.method, calls[0]?.url, calls[0]?.init.body]).toEqual(['POST', `/api/cart/${CART_ID}`, '{"type":"MAIN_CART"}']);
  });
});
