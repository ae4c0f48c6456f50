import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../../common.schema.ts';
import { defineRoute } from '../route-contract.ts';
import { IdParam, IdParams } from './shop-params.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

/** `GET /order/back-products/is-active`: whether returns are open, and the text of each step. */
export const ReturnTermsSchema = Type.Object({
  isActive: Type.Boolean(),
  returnWindowDays: Type.Integer(),
  message: Type.String(),
  returnAskDescription: Type.String(),
  labelSentDescription: Type.String(),
  productReceivedDescription: Type.String(),
});
export type ReturnTerms = Static<typeof ReturnTermsSchema>;

/** `GET /order-back?order={id}`: what may still be returned, and the returns already asked. */
export const OrderReturnsSchema = Type.Object({
  order: Type.Object({ id: Type.Integer(), reference: Type.String() }),
  canReturn: Type.Boolean(),
  /** Why nothing can be returned (not delivered yet, too late), in the request's language. */
  reason: Nullable(Type.String()),
  products: Type.Array(Type.Object({ idOrderLine: Type.Integer(), name: Type.String(), quantity: Type.Integer(), returnedQuantity: Type.Integer(), returnableQuantity: Type.Integer() })),
  returns: Type.Array(
    Type.Object({
      id: Type.Integer(),
      status: Type.String(),
      reason: Nullable(Type.String()),
      createdAt: Type.String(),
      updatedAt: Type.String(),
      /** The label step's instructions and the label's signed link; the refusal's reason (issue 36). */
      instructions: Nullable(Type.String()),
      label: Nullable(Type.String()),
      refusal: Nullable(Type.String()),
      products: Type.Array(Type.Object({ idOrderLine: Type.Integer(), quantity: Type.Integer() })),
    }),
  ),
});
export type OrderReturns = Static<typeof OrderReturnsSchema>;

/** A signed link's query (server/files/file-links.ts, voucher-link.ts). */
const Signed = Type.Optional(Type.String({ maxLength: 200 }));

/** The customer's returns and the documents of an order (§7 order-back and its extensions), one declaration each (decision 0076). */
export const returnContracts = {
  /** Whether returns are open on this shop, and the words of each step. */
  terms: defineRoute({ method: 'GET', path: '/order/back-products/is-active', answer: ReturnTermsSchema }),
  /** The member's order: what may still be returned and the returns asked. */
  returns: defineRoute({ method: 'GET', path: '/order-back', query: Type.Object({ order: IdParam }), answer: OrderReturnsSchema }),
  /** Asks a return of some lines (201 with the returns). */
  ask: defineRoute({
    method: 'POST',
    path: '/order/:id/back-products',
    params: IdParams,
    body: Type.Object({
      products: Type.Array(Type.Object({ idOrderLine: Id, quantity: Type.Integer({ minimum: 0, maximum: 100000 }) }), { minItems: 1, maxItems: 200 }),
      reason: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
      comment: Type.Optional(Type.String({ maxLength: 2000 })),
    }),
    answer: OrderReturnsSchema,
  }),
  /** The return label the shop sent, through the signed, expiring link of the customer's mail or return page. */
  label: defineRoute({
    method: 'GET',
    path: '/order/:id/return/:returnId/label',
    params: Type.Object({ id: IdParam, returnId: IdParam }),
    query: Type.Object({ expires: Signed, signature: Signed }),
    answer: 'file',
  }),
  /** The printable gift voucher (a PDF) through the signed link of the voucher mail. */
  giftVoucher: defineRoute({ method: 'GET', path: '/gift-voucher/:id', params: IdParams, query: Type.Object({ signature: Signed }), answer: 'file' }),
  /** The link at the foot of a review request: GET shows what it does and a button (an HTML page). */
  reviewUnsubscribePage: defineRoute({ method: 'GET', path: '/review-request/unsubscribe', query: reviewLinkQuery(), answer: 'html' }),
  /** The button's POST records it (a mail scanner that opens the link unsubscribes no one). */
  reviewUnsubscribe: defineRoute({ method: 'POST', path: '/review-request/unsubscribe', query: reviewLinkQuery(), answer: 'html' }),
};

function reviewLinkQuery() {
  return Type.Object({
    site: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    email: Type.String({ minLength: 3, maxLength: 320 }),
    lang: Type.Optional(Type.String({ maxLength: 10 })),
    signature: Type.Optional(Type.String({ maxLength: 64 })),
  });
}
