import { cartContracts } from '../../schemas/api/shop/cart-contracts.ts';
import { productContracts } from '../../schemas/api/shop/product-contracts.ts';
import { defineBlockServer } from '../../runtime/index.server.ts';
import type { BlockLoadContext } from '../../runtime/index.server.ts';
import { deliveryDayRange, loadCartPanel } from '../../runtime/index.ts';
import type { CartData } from './cart.block.ts';
import { cartBlock, type CartProps } from './cart.block.ts';

/**
 * Reads the visitor's cart from the `cart-id` cookie, so `/cart` is complete on the server, and the
 * shop's delivery days (`GET /shipping/rates`, its carriers' file) for the reassurance list; the
 * cart panel's code is loaded meanwhile, so the page renders it in place (see loadedCartPanel).
 */
export async function load({ api, cartId }: BlockLoadContext<CartProps>): Promise<CartData> {
  const [result, rates] = await Promise.all([
    cartId ? api.call(cartContracts.read, { params: { cartId } }) : null,
    api.call(productContracts.shippingRates, {}),
    loadCartPanel(),
  ]);
  return { cart: result?.success ? result.data : null, deliveryDays: rates.success ? deliveryDayRange(rates.data.rates) : null };
}

export default defineBlockServer(cartBlock, {
  load,
  examples: {
    fr: { showIntro: true },
    en: { showIntro: true },
  },
});
