import { describe, expect, it } from 'vitest';
import { CART_ID, envelope, scriptedApi } from './cart-calls.test-utils.ts';
import { createCart } from './create-cart.ts';

describe('createCart', () => {
  it('posts the main cart type to /cart', async () => {
    const { api, calls } = scriptedApi(envelope(201, { id: CART_ID }));
    await createCart(api);
    expect([calls[0]?.init.method, calls[0]?.url, calls[0]?.init.body]).toEqual(['POST', '/api/cart', '{"type":"MAIN_CART"}']);
  });
});
