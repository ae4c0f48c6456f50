import { describe, expect, it } from 'vitest';
import { cartContracts } from '../../../schemas/api/shop/cart-contracts.ts';
import { orderContracts } from '../../../schemas/api/shop/order-contracts.ts';
import { createApiClient } from './create-api-client.ts';

const CART_ID = '0b7c2d1e-1111-4222-8333-944455556666';
const cartOf = (id: string) => ({ id, type: 'MAIN_CART', discountCode: null, products: [], totalProduct: 0, totalProductToPay: 0, bottleCount: 0 });
const envelope = (status: number, data: unknown, message = '') =>
  new Response(JSON.stringify({ success: status < 400, data, message }), { status, headers: { 'Content-Type': 'application/json' } });

/** A real client over a scripted `fetch`: the calls it made. */
function scriptedApi(answer: Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer.clone();
  }) as typeof globalThis.fetch;
  return { api: createApiClient({ baseUrl: '/api', idSite: 88, locale: 'fr_FR', fetch }), calls };
}

describe('api.call(contract, input)', () => {
  it("sends the contract's method to its path, parameters filled and encoded, the query and the JSON body", async () => {
    const { api, calls } = scriptedApi(envelope(200, cartOf(CART_ID)));
    await api.call(cartContracts.setLineQuantity, { params: { cartId: 'a b', productId: 13 }, body: { quantity: 6, idCartProduct: 2 } });
    expect([calls[0]?.init.method, calls[0]?.url, calls[0]?.init.body]).toEqual(['PUT', '/api/cart/a%20b/product/13/quantity', '{"quantity":6,"idCartProduct":2}']);
    const order = scriptedApi(envelope(404, null, 'Commande introuvable'));
    await order.api.call(orderContracts.read, { params: { id: 7 }, query: { cart: CART_ID } });
    expect([order.calls[0]?.init.method, order.calls[0]?.url]).toEqual(['GET', `/api/order/7?cart=${CART_ID}`]);
  });

  it('answers the data typed by the contract when it matches it', async () => {
    const { api } = scriptedApi(envelope(200, cartOf(CART_ID)));
    const result = await api.call(cartContracts.reload, { params: { cartId: CART_ID }, body: { type: 'MAIN_CART' } });
    expect(result).toMatchObject({ success: true, data: { id: CART_ID, products: [] } });
  });

  it('turns an answer outside its contract into a failure naming the route and the pointer (development and tests)', async () => {
    const { api } = scriptedApi(envelope(200, { ...cartOf(CART_ID), totalProductToPay: '12,50' }));
    const result = await api.call(cartContracts.create, { body: { type: 'MAIN_CART' } });
    expect(result).toMatchObject({ success: false, data: null });
    expect(result.message).toBe('POST /cart answered outside its contract: /totalProductToPay: must be number');
  });

  it("passes a refusal through as the server's failure", async () => {
    const { api } = scriptedApi(envelope(409, null, 'Ce panier a déjà été commandé'));
    const result = await api.call(cartContracts.remove, { params: { cartId: CART_ID } });
    expect(result).toMatchObject({ success: false, status: 409, message: 'Ce panier a déjà été commandé' });
  });
});
