import { Type } from '@sinclair/typebox';
import { EurosSchema } from '../euros.ts';
import { defineRoute } from '../route-contract.ts';
import { ServedDiscountSchema } from './discount.ts';
import { OrderBodySchema } from './order-body.ts';
import { ServedOrderSchema, ServedOrderSummarySchema } from './order.ts';
import { IdParams } from './shop-params.ts';

const Amount = EurosSchema({ minimum: 0, maximum: 1_000_000 });

/** The body of `POST /order/discount` (§7): the amounts in euros, as the checkout shows them. */
export const DiscountBodySchema = Type.Object({
  total: Amount,
  subtotal: Amount,
  shippingFees: Amount,
  discount: Type.Union([Type.String({ minLength: 1, maxLength: 100 }), Type.Object({ code: Type.String({ minLength: 1, maxLength: 100 }) })]),
});

/** The order routes of §7, one declaration each (decision 0073). */
export const orderContracts = {
  /** Makes the cart into an order: 201 when made, 200 with the §8 message when the cart was ordered already. */
  create: defineRoute({ method: 'POST', path: '/order', body: OrderBodySchema, answer: ServedOrderSchema }),
  /** The whole order: the member's, the cart's (`?cart=`), or a guest's signed mail link (`?expires=&signature=`, no cart id). */
  read: defineRoute({
    method: 'GET',
    path: '/order/:id{[0-9]+}',
    params: IdParams,
    query: Type.Object({
      cart: Type.Optional(Type.String({ maxLength: 64 })),
      expires: Type.Optional(Type.String({ maxLength: 12 })),
      signature: Type.Optional(Type.String({ maxLength: 64 })),
    }),
    answer: ServedOrderSchema,
  }),
  /** The member's orders, a page of a §9 list query (filters on status and reference). */
  list: defineRoute({
    method: 'GET',
    path: '/order',
    listQuery: true,
    answer: Type.Object({ orders: Type.Array(ServedOrderSummarySchema), total: Type.Number() }),
  }),
  /** What a discount code takes off the amounts given. */
  discount: defineRoute({ method: 'POST', path: '/order/discount', body: DiscountBodySchema, answer: ServedDiscountSchema }),
};
