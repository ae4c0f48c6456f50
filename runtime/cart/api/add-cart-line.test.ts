import { describe, expect, it } from 'vitest';
import { addCartLine } from './add-cart-line.ts';
import { cartOf } from '../machine/cart.test-utils.ts';
import { CART_ID, envelope, scriptedApi } from './cart-calls.test-utils.ts';

describe('addCartLine', () => {
  it('posts a multipart add (type, quantity, customizations, files) to a new cart when there is none', async () => {
    const { api, calls } = scriptedApi(envelope(200, { cartId: CART_ID, cart: cartOf(CART_ID) }));
    const file = new File(['png'], 'etiquette.png', { type: 'image/png' });
    const result = await addCartLine(api, null, { idDeclination: 4, quantity: 6, customizations: [{ idCustomization: 2, answer: 'label' }], files: { label: file } });
    expect(result).toMatchObject({ success: true, data: { cartId: CART_ID } });
    expect([calls[0]?.init.method, calls[0]?.url]).toEqual(['POST', '/api/cart/new/product/4']);
    const body = calls[0]?.init.body as FormData;
    expect([body.get('type'), body.get('quantity'), body.get('customizations')]).toEqual(['MAIN_CART', '6', '[{"idCustomization":2,"answer":"label"}]']);
    expect((body.get('label') as File).name).toBe('etiquette.png');
  });

  it('adds to the given cart, without customizations when there are none', async () => {
    const { api, calls } = scriptedApi(envelope(200, { cartId: CART_ID, cart: cartOf(CART_ID) }));
    await addCartLine(api, CART_ID, { idDeclination: 101, quantity: 1 });
    expect(calls[0]?.url).toBe(`/api/cart/${CART_ID}/product/101`);
    expect([...(calls[0]?.init.body as FormData).keys()]).toEqual(['type', 'quantity']);
  });
});
