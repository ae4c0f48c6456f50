import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { defineBlockServer } from '../../runtime/index.server.ts';
import type { BlockLoadContext } from '../../runtime/index.server.ts';
import { loadCartPanel, type Cart } from '../../runtime/index.ts';
import type { CartData } from './CartPage.tsx';

/** The cart page block (place it on `/cart` with `components/cart.json`). */
export const CartSchema = Type.Object(
  {
    title: Type.Optional(Type.String({ description: 'A heading over the cart (the page title is already shown).' })),
    showIntro: Type.Optional(Type.Boolean({ default: true, description: 'Show the sentence that says the cart is kept.' })),
  },
  { additionalProperties: false },
);
export type CartProps = Static<typeof CartSchema>;

/**
 * Reads the visitor's cart from the `cart-id` cookie, so `/cart` is complete on the server; the
 * cart panel's code is loaded meanwhile, so the page renders it in place (see loadedCartPanel).
 */
export async function load({ api, cartId }: BlockLoadContext<CartProps>): Promise<CartData> {
  const [result] = await Promise.all([cartId ? api.get<Cart>(`/cart/${encodeURIComponent(cartId)}/default`) : null, loadCartPanel()]);
  return { cart: result?.success ? result.data : null };
}

export default defineBlockServer({
  schema: CartSchema,
  load,
  examples: {
    fr: { showIntro: true },
    en: { showIntro: true },
  },
});
