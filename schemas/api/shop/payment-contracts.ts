import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../../common.schema.ts';
import { defineRoute } from '../route-contract.ts';
import { ServedOrderSchema, ServedOrderStatusSchema } from './order.ts';
import { IdParam, IdParams } from './shop-params.ts';

/** The test stand-in for a card provider (decision 0037): its name in its addresses. */
export const TEST_CARD_PROVIDER = 'test-card-provider';

/** A path of the shop (`/order/cawl/result/7`), never another site (`//evil.example`, `/%09/x`, `https://…`): rules/web/same-site-path.ts. */
export const SitePath = Type.String({ minLength: 1, maxLength: 500, format: 'site-path' });
const OrderIdParams = Type.Object({ orderId: IdParam });
const CartQuery = Type.Optional(Type.String({ maxLength: 64 }));

/** The query of an address that carries a signed return link (return-link.ts) instead of the cart id. */
export const PageQuery = Type.Object({
  site: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  lang: Type.String({ maxLength: 10 }),
  token: Type.String({ minLength: 1, maxLength: 100 }),
  return: SitePath,
  cancel: SitePath,
});

/** `GET /order/cawl/result/{id}`: where the order's payment stands (settled on the browser's return). */
export const PaymentResultSchema = Type.Object({
  id: Type.Integer(),
  reference: Type.String(),
  status: ServedOrderStatusSchema,
  paid: Type.Boolean(),
  /** The provider has not told the outcome yet (neither the browser's return nor its webhook). */
  pending: Type.Boolean(),
  payment: Nullable(Type.Object({ provider: Type.String(), status: Type.String(), cardLast4: Nullable(Type.String()), createdAt: Type.String() })),
});
export type PaymentResult = Static<typeof PaymentResultSchema>;

/** What a provider's verified notification did (settle-payment.ts), or IGNORED / PENDING. */
const Handled = Type.Object({ handled: Type.String() });

/** The payment routes (decision 0037), one declaration each (decision 0076). */
export const paymentContracts = {
  /** Pays an order with a test card (4242… succeeds, 4000 0000 0000 0002 is declined: 402). */
  payWithTestCard: defineRoute({
    method: 'POST',
    path: `/payment/${TEST_CARD_PROVIDER}/:orderId`,
    params: OrderIdParams,
    body: Type.Object({
      cardNumber: Type.String({ minLength: 1, maxLength: 30 }),
      expiry: Type.Optional(Type.String({ pattern: '^(0[1-9]|1[0-2])/\\d{2}$' })),
      cvc: Type.Optional(Type.String({ pattern: '^\\d{3,4}$' })),
      /** The cart id of a guest order (a member's order needs the member's session). */
      cart: CartQuery,
    }),
    answer: ServedOrderSchema,
  }),
  /** The hosted-payment flow: the adapter of PAYMENT_METHOD answers the provider's page to go to. */
  start: defineRoute({
    method: 'POST',
    path: '/payment/start/:orderId',
    params: OrderIdParams,
    body: Type.Object({ cart: CartQuery, returnPath: SitePath, cancelPath: SitePath }),
    answer: Type.Object({ redirectUrl: Type.String() }),
  }),
  /** The test card provider's hosted page (a browser navigation through the signed link). */
  testCardPage: defineRoute({ method: 'GET', path: `/payment/${TEST_CARD_PROVIDER}/:orderId/page`, params: OrderIdParams, query: PageQuery, answer: 'html' }),
  /** Its form: pays (or cancels) and sends the browser back to the shop; a refused card shows the page again (400). */
  testCardPagePay: defineRoute({
    method: 'POST',
    path: `/payment/${TEST_CARD_PROVIDER}/:orderId/page`,
    params: OrderIdParams,
    query: PageQuery,
    encoding: 'form',
    body: Type.Object({ cardNumber: Type.Optional(Type.String()), intent: Type.Optional(Type.String()) }),
    answer: 'html',
  }),
  /** Where the order's payment stands; an order still awaiting it is settled from the provider first. */
  result: defineRoute({
    method: 'GET',
    path: '/order/cawl/result/:id',
    params: IdParams,
    query: Type.Object({ cart: CartQuery }),
    answer: PaymentResultSchema,
  }),
  /** Stripe's signed notification: the raw body, verified by Stripe's SDK, then settled. */
  stripeWebhook: defineRoute({ method: 'POST', path: '/payment/stripe/webhook', encoding: 'raw', answer: Handled }),
  /** CAWL's signed notification: the raw body, verified by Worldline's SDK, then settled. */
  cawlWebhook: defineRoute({ method: 'POST', path: '/payment/cawl/webhook', encoding: 'raw', answer: Handled }),
  /** Where a provider sends the visitor back: the shop's own path with the cart id put back (303), when the link is valid. */
  back: defineRoute({
    method: 'GET',
    path: '/payment/back/:orderId',
    params: OrderIdParams,
    query: Type.Object({ ...PageQuery.properties, to: Type.Union([Type.Literal('return'), Type.Literal('cancel')]) }),
    answer: 'redirect',
  }),
};
