import { cartContracts } from '../../schemas/api/shop/cart-contracts.ts';
import { productContracts } from '../../schemas/api/shop/product-contracts.ts';
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { defineBlockServer } from '../../runtime/index.server.ts';
import { fieldUi } from '../../runtime/index.server.ts';
import type { BlockLoadContext } from '../../runtime/index.server.ts';
import { deliveryDayRange, loadCartPanel, type Cart, type RateDays } from '../../runtime/index.ts';
import type { CartData } from './CartPage.tsx';

/** The cart page block (place it on `/cart` with `components/cart.json`). */
export const CartSchema = Type.Object(
  {
    title: Type.Optional(
      Type.String({
        description: 'A heading over the cart (the page title is already shown).',
        ...fieldUi(
          { fr: 'Titre', en: 'Title' },
          {
            fr: 'Un titre au-dessus du panier ; celui de la page est déjà affiché. Vide : pas de titre.',
            en: 'A heading above the cart; the page’s own title is already shown. Empty: no heading.',
          },
        ),
      }),
    ),
    showIntro: Type.Optional(
      Type.Boolean({
        default: true,
        description: 'Show the sentence that says the cart is kept.',
        ...fieldUi(
          { fr: 'Phrase d’accueil', en: 'Opening sentence' },
          { fr: 'Afficher la phrase qui dit que le panier est gardé.', en: 'Show the sentence that says the cart is kept.' },
        ),
      }),
    ),
  },
  { additionalProperties: false },
);
export type CartProps = Static<typeof CartSchema>;

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

export default defineBlockServer({
  schema: CartSchema,
  load,
  examples: {
    fr: { showIntro: true },
    en: { showIntro: true },
  },
});
