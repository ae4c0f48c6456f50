import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from '../../common.schema.ts';
import { EurosSchema } from '../euros.ts';
import { defineRoute } from '../route-contract.ts';
import { ServedOrderAddressSchema, ServedOrderSchema, ServedOrderStatusSchema, ServedOrderSummarySchema } from './order.ts';
import { ORDER_STATUSES, RETURN_MOVES, RETURN_WORDS_MAX } from './order-statuses.ts';
import { IdParam, IdParams } from './shop-params.ts';


const Labelled = ServedOrderStatusSchema;
const Dated = Type.Object({ code: Type.String(), value: Type.String(), createdAt: Type.String() });
const ReturnParams = Type.Object({ id: IdParam, returnId: IdParam });

/** An order's status and its history (`GET /admin/order/{id}/get-status`, and after a move). */
export const AdminOrderStatusSchema = Type.Object({
  id: Type.Integer(),
  reference: Type.String(),
  status: Labelled,
  history: Type.Array(Dated),
});
export type AdminOrderStatus = Static<typeof AdminOrderStatusSchema>;

/** A carrier's tracking link of an order (§6). */
export const AdminTrackingSchema = Type.Object({ trackingNumber: Nullable(Type.String()), url: Nullable(Type.String()) });

/** A return as the order page moves it along its life (asked → label sent → received → refunded, or refused). */
export const AdminOrderReturnSchema = Type.Object({
  id: Type.Integer(),
  status: Labelled,
  createdAt: Type.String(),
  updatedAt: Type.String(),
  reason: Nullable(Type.String()),
  /** The label step's instructions, its label's signed link (`/api/…`), the refusal's reason. */
  instructions: Nullable(Type.String()),
  label: Nullable(Type.String()),
  refusal: Nullable(Type.String()),
  products: Type.Array(Type.Object({ name: Type.String(), quantity: Type.Integer() })),
  moves: Type.Array(Labelled),
});
export type AdminOrderReturn = Static<typeof AdminOrderReturnSchema>;

/** What the order page may refund (server/shop/payment/refund-options.ts): amounts in euros. */
export const AdminRefundOptionsSchema = Type.Object({
  paid: EurosSchema(),
  provider: Nullable(Type.String()),
  left: EurosSchema(),
  /** Cancelled and not wholly refunded: `left` can be refunded at once. */
  cancelled: Type.Boolean(),
  returns: Type.Array(Type.Object({ id: Type.Integer(), status: Labelled, createdAt: Type.String(), amount: EurosSchema(), refunded: Type.Boolean() })),
});
export type AdminRefundOptions = Static<typeof AdminRefundOptionsSchema>;

const Place = Type.Object({ name: Type.String(), address: Type.String() });

/**
 * What the customer consented to with the order (migration 0020, issue 36 item 6): when the terms
 * of sale were accepted and which text (sha256 hex of the SALE_TERMS shown), when the legal age
 * was certified (null for an order without alcohol or a member who certified on an earlier
 * order). All null for an order made before the consents were recorded. Back office only.
 */
export const AdminOrderConsentsSchema = Type.Object({
  termsAcceptedAt: Nullable(Type.String()),
  termsVersion: Nullable(Type.String()),
  legalAgeConfirmedAt: Nullable(Type.String()),
});
export type AdminOrderConsents = Static<typeof AdminOrderConsentsSchema>;

/** `GET /admin/order/{id}`: what the order page and the packing slip show. */
export const AdminOrderDetailSchema = Type.Composite([
  Type.Omit(ServedOrderSummarySchema, ['deliveryType', 'status']),
  Type.Object({
    message: Nullable(Type.String()),
    /** The refunds made (euros). */
    refunds: ServedOrderSchema.properties.refunds,
    carrier: ServedOrderSchema.properties.carrier,
    status: Labelled,
    deliveryType: Labelled,
    customer: Type.Object({ guest: Type.Boolean(), name: Type.String(), email: Type.String(), phone: Nullable(Type.String()) }),
    relayPoint: Nullable(Place),
    pickup: Nullable(Type.Object({ date: Type.String(), opens: Nullable(Type.String()), closes: Nullable(Type.String()), place: Nullable(Place) })),
    addresses: Type.Object({ delivery: Nullable(ServedOrderAddressSchema), billing: Nullable(ServedOrderAddressSchema) }),
    products: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), reference: Type.String(), quantity: Type.Integer(), total: EurosSchema() }, { additionalProperties: true })),
    /** Each line's answers in words, by line id. */
    customizations: Type.Record(Type.String(), Type.Array(Type.Object({ label: Nullable(Type.String()), display: Nullable(Type.String()), fileId: Nullable(Type.String()) }))),
    history: Type.Array(Dated),
    nextStatuses: Type.Array(Labelled),
    tracking: AdminTrackingSchema,
    refund: AdminRefundOptionsSchema,
    returns: Type.Array(AdminOrderReturnSchema),
    consents: AdminOrderConsentsSchema,
  }),
]);
export type AdminOrderDetail = Static<typeof AdminOrderDetailSchema>;

/** A line of `GET /admin/orders`: the order's summary, its customer and its returns still open. */
export const AdminOrderItemSchema = Type.Composite([
  ServedOrderSummarySchema,
  Type.Object({ customer: Nullable(Type.Object({ email: Type.String(), name: Type.String() })), openReturns: Type.Integer() }),
]);
export type AdminOrderItem = Static<typeof AdminOrderItemSchema>;

/** The filters of `GET /admin/orders`. */
export const AdminOrdersQuery = Type.Object({
  status: Type.Optional(Type.String({ enum: [...ORDER_STATUSES] })),
  from: Type.Optional(Type.String({ format: 'date' })),
  to: Type.Optional(Type.String({ format: 'date' })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  /** `open`: only orders with a return the shop has not finished (asked, label sent, received). */
  returns: Type.Optional(Type.Literal('open')),
});

/** A refund the admin asks: a cancelled paid order's rest, or a return (all of it, or `amount` euros of it). */
export const RefundBodySchema = Type.Union([
  Type.Object({ reason: Type.Literal('CANCELLED') }),
  Type.Object({
    reason: Type.Literal('RETURN'),
    returnId: IdParam,
    /** Part of the return's value, in euros on the wire (a caller gives cents); absent: all of it. */
    amount: Type.Optional(EurosSchema({ minimum: 0.01, maximum: 1_000_000 })),
  }),
]);
export type RefundBody = Static<typeof RefundBodySchema>;

const Words = Type.String({ maxLength: RETURN_WORDS_MAX });

/** The back office's order and return routes (§6 and its extensions), one declaration each (decision 0076). */
export const adminOrderContracts = {
  /** The site's orders, newest first, 20 a page, filtered by status, dates and open returns. */
  list: defineRoute({
    method: 'GET',
    path: '/admin/orders',
    query: AdminOrdersQuery,
    answer: Type.Object({ items: Type.Array(AdminOrderItemSchema), total: Type.Integer(), page: Type.Integer(), perPage: Type.Integer() }),
  }),
  /** One order with its customer, next statuses, tracking link, refunds and returns. */
  read: defineRoute({ method: 'GET', path: '/admin/order/:id', params: IdParams, answer: AdminOrderDetailSchema }),
  /** §6: an order's status and history. */
  status: defineRoute({ method: 'GET', path: '/admin/order/:id/get-status', params: IdParams, answer: AdminOrderStatusSchema }),
  /** §6: the carrier's tracking link. */
  trackingLink: defineRoute({ method: 'GET', path: '/admin/order/:id/tracking-link', params: IdParams, answer: AdminTrackingSchema }),
  /** A file a customer uploaded with a line of this order (the logo to engrave), streamed. */
  file: defineRoute({
    method: 'GET',
    path: '/admin/order/:id/file/:fileId',
    params: Type.Object({ id: IdParam, fileId: Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' }) }),
    answer: 'file',
  }),
  /** Moves an order along its status chart (decision 0009), e.g. to SHIPPED with a tracking number. */
  move: defineRoute({
    method: 'PUT',
    path: '/admin/order/:id/status',
    params: IdParams,
    body: Type.Object({ status: StringEnum(ORDER_STATUSES), trackingNumber: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })) }),
    answer: AdminOrderStatusSchema,
  }),
  /** Refunds a cancelled paid order or a return through the order's payment provider: 201 with the refund (amount in euros). */
  refund: defineRoute({
    method: 'POST',
    path: '/admin/order/:id/refund',
    params: IdParams,
    body: RefundBodySchema,
    answer: Type.Object({ id: Type.Integer(), amount: EurosSchema(), providerRef: Nullable(Type.String()) }),
  }),
  /** A return's next step (LABEL_SENT with instructions, RECEIVED, REFUSED with a reason), mailed to the customer. */
  moveReturn: defineRoute({
    method: 'PUT',
    path: '/admin/order/:id/return/:returnId/status',
    params: ReturnParams,
    body: Type.Object({
      status: StringEnum(RETURN_MOVES),
      /** LABEL_SENT: how to send the products back. */
      instructions: Type.Optional(Words),
      /** REFUSED: why, for the customer. */
      reason: Type.Optional(Words),
    }),
    answer: Type.Object({ id: Type.Integer(), status: StringEnum(RETURN_MOVES) }),
  }),
  /** The return's label (multipart: `instructions` and/or the `label` file, PDF or PNG of at most 2 MB): LABEL_SENT. */
  returnLabel: defineRoute({
    method: 'POST',
    path: '/admin/order/:id/return/:returnId/label',
    params: ReturnParams,
    encoding: 'multipart',
    body: Type.Object({ instructions: Type.Optional(Words) }),
    answer: Type.Object({ id: Type.Integer(), status: Type.Literal('LABEL_SENT') }),
  }),
};

/** An order status, as the back office moves an order to. */
export type AdminOrderStatusCode = (typeof ORDER_STATUSES)[number];
/** A move of a return, as the back office makes it. */
export type AdminReturnMove = (typeof RETURN_MOVES)[number];
