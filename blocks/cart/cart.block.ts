import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { fieldUi } from '../../runtime/index.server.ts';
import type { BlockDeclaration } from '../../runtime/index.server.ts';
import type { Cart, DayRange } from '../../runtime/index.ts';

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

export interface CartData {
  /** The visitor's cart read on the server from the `cart-id` cookie (null without one). */
  cart: Cart | null;
  /** Working days of a home delivery, from the shop's carriers (null: not known). */
  deliveryDays?: DayRange | null;
}

/** The block's one declaration (decision 0077): its type, its props schema and the data its server part loads; both halves are typed from it. */
export const cartBlock: BlockDeclaration<typeof CartSchema, CartData> = { type: 'cart', schema: CartSchema };
