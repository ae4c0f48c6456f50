import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { fieldUi } from '../../runtime/index.server.ts';
import type { BlockDeclaration } from '../../runtime/index.server.ts';
import type { OrderReturns } from '../account-kit/member-order.ts';
import type { LabelledValue } from '../../schemas/api/shop/checkout-contracts.ts';
import type { ReturnTerms } from '../../schemas/api/shop/return-contracts.ts';

/**
 * Returns of an order: `request` on `/account/orders/{id}/return` (the returnable products, the
 * reasons and the terms), `state` on `/account/orders/{id}/return/{idReturn}` (where it stands).
 */
export const OrderReturnSchema = Type.Object(
  {
    view: Type.Union([Type.Literal('request'), Type.Literal('state')], {
      default: 'request',
      description: 'The return form, or one return.',
      ...fieldUi(
        { fr: 'Affichage', en: 'Shows' },
        { fr: 'Le formulaire de demande de retour, ou le suivi d’un retour.', en: 'The return request form, or the status of one return.' },
        {
          choices: { request: { fr: 'Demande de retour', en: 'Return request' }, state: { fr: 'Suivi d’un retour', en: 'Return status' } },
        },
      ),
    }),
  },
  { additionalProperties: false },
);
export type OrderReturnProps = Static<typeof OrderReturnSchema>;

export type OrderReturnData =
  | { signedIn: false }
  | { signedIn: true; idOrder: number; idReturn: number | null; returns: OrderReturns | null; terms: ReturnTerms | null; reasons: Labelled[]; statuses: Labelled[] };

/** GET /order/back-products/is-active: whether returns are open, and the text of each step. */
export type { ReturnTerms };

/** A value of GET /order-generic-values/{type}, the parts the page shows. */
export type Labelled = Pick<LabelledValue, 'code' | 'value'>;

/** The block's one declaration (decision 0077): its type, its props schema and the data its server part loads; both halves are typed from it. */
export const orderReturnBlock: BlockDeclaration<typeof OrderReturnSchema, OrderReturnData> = { type: 'order-return', schema: OrderReturnSchema };
