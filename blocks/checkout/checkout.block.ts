import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { fieldUi } from '../../runtime/index.server.ts';
import type { BlockDeclaration } from '../../runtime/index.server.ts';
import type { CheckoutData } from './checkout-data.ts';

/** The checkout block: one step of the checkout or one outcome page, per fixed route (`components/cart-address.json`, …). */
export const CheckoutSchema = Type.Object(
  {
    step: Type.Union(
      [Type.Literal('address'), Type.Literal('shipping'), Type.Literal('payment'), Type.Literal('result'), Type.Literal('success'), Type.Literal('error'), Type.Literal('cancel')],
      {
        description: 'address, shipping, payment: the checkout steps; result: reads the payment outcome and sends the visitor on; success, error, cancel: the outcome pages.',
        ...fieldUi(
          { fr: 'Étape', en: 'Step' },
          { fr: 'L’étape de la commande que montre cette page.', en: 'The step of the order this page shows.' },
          {
            choices: {
              address: { fr: 'Adresse', en: 'Address' },
              shipping: { fr: 'Livraison', en: 'Delivery' },
              payment: { fr: 'Paiement', en: 'Payment' },
              result: { fr: 'Retour du paiement', en: 'Back from the payment' },
              success: { fr: 'Commande réussie', en: 'Order placed' },
              error: { fr: 'Paiement refusé', en: 'Payment refused' },
              cancel: { fr: 'Paiement annulé', en: 'Payment cancelled' },
            },
          },
        ),
      },
    ),
  },
  { additionalProperties: false },
);
export type CheckoutProps = Static<typeof CheckoutSchema>;

/** The block's one declaration (decision 0077): its type, its props schema and the data its server part loads; both halves are typed from it. */
export const checkoutBlock: BlockDeclaration<typeof CheckoutSchema, CheckoutData> = { type: 'checkout', schema: CheckoutSchema };
